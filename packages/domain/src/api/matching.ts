// Matching and alerts (issue 36, decision 046): a trip's requests and a request's trips, each for
// its own traveller or buyer only (anyone else: 404).
import { route } from '#src/api/route';
import { jsonOf, queryFrom, type ShapesOf } from '#src/api/shape';
import type { MatchedTrip, TripMatches } from '#src/contract';
import type { RewardSuggestion } from '#src/rules/reward-suggestion';
import {
  alertSettingsSchema,
  suggestionQuerySchema,
  type AlertSettings,
  type SuggestionQuery,
} from '#src/schemas/matching';

export const matching = {
  forTrip: route<TripMatches>()('GET', '/matching/trips/:id'),
  forRequest: route<readonly MatchedTrip[]>()('GET', '/matching/requests/:id'),
  /** Idempotent by its nature (one invitation per request and trip): no key needed. */
  invite: route<MatchedTrip>()('POST', '/matching/requests/:id/invite/:tripId'),
  alerts: route<AlertSettings>()('GET', '/matching/alerts'),
  setAlerts: route<AlertSettings, AlertSettings>()('PUT', '/matching/alerts', { via: 'json' }),
  /** The publish form's reward suggestion: anyone may ask. */
  rewardSuggestion: route<RewardSuggestion, SuggestionQuery>()('GET', '/matching/suggestion', { via: 'query' }),
};

export const matchingShapes = (): ShapesOf<typeof matching> => ({
  setAlerts: jsonOf(alertSettingsSchema),
  rewardSuggestion: queryFrom(suggestionQuerySchema),
});
