/** Matching and alerts (issue 36, decision 046): who can carry what, and telling them. */
import type { RequestView, TripView } from '#src/projections';
import type { AllowanceEstimate } from '#src/rules/matching';
import type { Actor } from '#src/schemas/common';
import type { AlertSettings, SuggestionQuery } from '#src/schemas/matching';
import type { RewardSuggestion } from '#src/rules/reward-suggestion';

/** A trip's matching requests, with what is left of its traveller's allowance. */
export interface TripMatches {
  readonly trip: TripView;
  /** Active requests bought in the trip's country, highest reward first (none once the trip ended). */
  readonly requests: readonly RequestView[];
  /** The prices of the orders on the trip against US$ 500: an estimate, said as one. */
  readonly allowance: AllowanceEstimate;
}

/** A trip that can carry the buyer's request, and whether the buyer invited its traveller. */
export interface MatchedTrip extends TripView {
  readonly invited: boolean;
}

export interface MatchingArea {
  /**
   * Its traveller's trip and the requests it can carry: active, bought in the trip's country, not
   * the traveller's own, while the trip returns today or later (Argentina's day); at most
   * MATCH_LIMIT. Errors: `login_required`, `not_found` (unknown or someone else's trip: decision 030).
   */
  forTrip(actor: Actor, tripId: string): Promise<TripMatches>;
  /**
   * Its buyer's active request and the trips that can carry it: from its country of purchase,
   * returning today or later, not the buyer's own; the soonest return first, at most MATCH_LIMIT
   * (none once the request is no longer active). Errors: `login_required`, `not_found` (unknown
   * or someone else's request).
   */
  forRequest(actor: Actor, requestId: string): Promise<readonly MatchedTrip[]>;
  /**
   * The buyer of an active request invites the traveller of a trip that matches it: the traveller
   * is told (`trip_invitation`, linking the request). Once per request and trip: asked again, the
   * first invitation stands and nobody is told twice. Answers the trip, `invited`. Errors:
   * `login_required`, `not_found` (someone else's request; an unknown trip or the buyer's own),
   * `validation` ('Pedido no disponible': no longer active; 'El viaje no coincide': another
   * country, or it ended).
   */
  invite(actor: Actor, requestId: string, tripId: string): Promise<MatchedTrip>;
  /**
   * The actor's alerts: the countries whose new trips they hear of (`trip_alert`), and whether
   * they hear of new requests from the countries of their upcoming trips (`request_alert`; on
   * until switched off). Each alert is in the app at once, one notification a day per person
   * (the day's latest), so the away e-mail goes at most once a day. Error: `login_required`.
   */
  alerts(actor: Actor): Promise<AlertSettings>;
  /**
   * Replaces the actor's alerts (countries of the list, each once, at most ALERT_COUNTRIES_MAX).
   * Errors: `login_required`, `validation` ('Alertas no válidas').
   */
  setAlerts(actor: Actor, settings: AlertSettings): Promise<AlertSettings>;
  /**
   * The publish form's reward suggestion, for anyone: from the completed deals of the category and
   * country (the newest SUGGESTION_DEALS_READ), the median reward as a share of the price and how
   * many deals it rests on, and the amount for the typed price on the slider; fewer than
   * SUGGESTION_MIN_DEALS, the rule of thumb (`basis: 'rule_of_thumb'`). An unknown category or
   * country is a suggestion from no deals, never an error.
   */
  rewardSuggestion(actor: Actor, query: SuggestionQuery): Promise<RewardSuggestion>;
}
