import type { TravelerTrip, TripEditableField } from '#src/schemas/trip';
import type { TripFilters } from '#src/rules/filters';
import type { RequestCursor } from '#src/ports/repositories/requests';

/** Which trips can carry a request (decision 046). */
export interface RequestMatch {
  /** The request's country of purchase: the trips' origin. */
  readonly country: string;
  /** `YYYY-MM-DD` (Argentina's today): trips returning on or after it. */
  readonly returnFrom: string;
  /** The request's buyer: their own trips do not carry it. */
  readonly exceptTraveller: string;
  readonly limit: number;
}

/** How many trips one person may have ahead when one more is added (issue 32). */
export interface ActiveTripsCap {
  /** `YYYY-MM-DD`: trips returning on or after it are still ahead. */
  readonly from: string;
  /** At most this many, the new one included. */
  readonly max: number;
}

/** A trips list's search: the person's filters, and (the public lists) only trips returning on or after `returnFrom`. */
export interface TripSearch extends TripFilters {
  /** `YYYY-MM-DD`: a trip that ended before it is not available (issue 35 item 11). */
  readonly returnFrom?: string;
}

export interface TripsRepository {
  /**
   * Adds `trip` only while its traveller's trips returning on or after `cap.from`, this one
   * included, stay within `cap.max`; false otherwise. Two at once for one person are serialized
   * (SQL: the user's row locked `FOR UPDATE`; the browser: the document's lock), so they cannot
   * both pass the cap.
   */
  add(trip: TravelerTrip, cap: ActiveTripsCap): Promise<boolean>;
  /**
   * One trip. Inside a transaction it is held until the commit (SQL: `FOR UPDATE`; the browser:
   * the document's lock), so accepting an order on it and changing or deleting it are serialized.
   */
  byId(id: string): Promise<TravelerTrip | null>;
  /** Newest first. */
  byUser(userId: string): Promise<TravelerTrip[]>;
  /** The fields of `patch`; false for an unknown id. */
  update(id: string, patch: Partial<Pick<TravelerTrip, TripEditableField>>): Promise<boolean>;
  /** Deletes the trip; false for an unknown id. */
  remove(id: string): Promise<boolean>;
  /**
   * Matching `filters`, newest first, at most `limit`, strictly after `after` when given (a keyset
   * page, in the same order as the requests' list).
   */
  search(filters: TripSearch, limit?: number, after?: RequestCursor): Promise<TravelerTrip[]>;
  /** How many trips `search` would find with no limit; counting stops at `upTo` when given. */
  count(filters: TripSearch, upTo?: number): Promise<number>;
  /** Deletes every trip of the user (their account is deleted); how many. */
  removeByUser(userId: string): Promise<number>;
  /**
   * A request's matching trips (issue 36, decision 046): from `match.country`, returning on or after
   * `match.returnFrom`, not `match.exceptTraveller`'s; the soonest return first, at most `match.limit`.
   */
  matchingRequest(match: RequestMatch): Promise<TravelerTrip[]>;
}
