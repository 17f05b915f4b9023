import type { AlertSettings, Invitation } from '#src/schemas/matching';
import type { RequestMatch } from '#src/ports/repositories/trips';

/** Matching's own records (issue 36, decision 046): invitations. */
export interface MatchingRepository {
  /** Stores the invitation; false when that request already invited that trip (one per pair). */
  invite(invitation: Invitation): Promise<boolean>;
  /** The trips a request invited (their ids). */
  invitedTrips(requestId: string): Promise<string[]>;
  /** The person's alerts; null when they never set them (the defaults apply). */
  alerts(userId: string): Promise<AlertSettings | null>;
  /** Stores the person's alerts, replacing what they had. */
  setAlerts(userId: string, settings: AlertSettings, at: string): Promise<void>;
  /** Who follows `country`'s trips, `exceptUser` left out; at most `limit` (SQL: a GIN index). */
  tripWatchers(country: string, exceptUser: string, limit: number): Promise<string[]>;
  /**
   * The travellers with a trip from `match.country` returning on or after `match.returnFrom`
   * whose request alerts are on (never set counts as on), `match.exceptTraveller` left out; each
   * once, at most `match.limit`.
   */
  requestWatchers(match: RequestMatch): Promise<string[]>;
  /** Forgets the person's alerts (their account is deleted). */
  removeAlerts(userId: string): Promise<void>;
}
