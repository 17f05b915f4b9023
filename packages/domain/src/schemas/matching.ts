import { z } from 'zod';
import { ALERT_COUNTRIES_MAX } from '#src/constants';
import { isCountry } from '#src/countries';
import { currencySchema } from '#src/enums';
import { idSchema, instantSchema } from '#src/schemas/common';

/** A buyer's invitation to the traveller of a matching trip (issue 36, decision 046): one per request and trip. */
export const invitationSchema = z.object({
  requestId: idSchema,
  tripId: idSchema,
  buyerId: idSchema,
  travellerId: idSchema,
  createdAt: instantSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * A person's alerts (issue 36, decision 046): the countries whose new trips they want to hear of (a
 * buyer's), and whether they hear of new requests from the countries of their upcoming trips (a
 * traveller's: on unless switched off).
 */
export const alertSettingsSchema = z.object({
  tripCountries: z.array(z.string().refine((c): boolean => isCountry(c))).max(ALERT_COUNTRIES_MAX),
  requestAlerts: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** Someone who never set their alerts: no country followed, requests for their trips told. */
export const DEFAULT_ALERTS: AlertSettings = { tripCountries: [], requestAlerts: true };

/** A person's alerts as stored (the browser's `alerts` document; the `alert_settings` table). */
export const storedAlertsSchema = alertSettingsSchema.extend({ userId: idSchema, updatedAt: instantSchema });
export type StoredAlerts = z.infer<typeof storedAlertsSchema>;

/**
 * What the publish form asks the reward suggestion (decision 046): its category, its country of
 * purchase, and the price as typed in its currency (any may be missing while the form is filled).
 */
export const suggestionQuerySchema = z.object({
  category: z.string().max(50).optional(),
  country: z.string().max(100).optional(),
  price: z.number().positive().max(9_999_999).optional(),
  currency: currencySchema.optional(),
});
export type SuggestionQuery = z.infer<typeof suggestionQuerySchema>;
