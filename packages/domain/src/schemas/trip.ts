import { z } from 'zod';
import { isCountry, DESTINATION_COUNTRY } from '#src/countries';
import { ENTRY_WAYS, PROVINCES, SPACE_SIZES, entryWaySchema, provinceSchema, spaceSizeSchema } from '#src/enums';
import { dateOnlySchema, idSchema, instantSchema } from '#src/schemas/common';

export const travelerTripSchema = z.object({
  id: idSchema,
  userId: idSchema,
  /** First name + last initial ("Ana G."). */
  userName: z.string().min(1),
  originCountry: z.string().min(1),
  destinationCountry: z.literal(DESTINATION_COUNTRY).default(DESTINATION_COUNTRY),
  province: provinceSchema,
  departureDate: dateOnlySchema,
  returnDate: dateOnlySchema,
  availableSpace: spaceSizeSchema,
  /** How it enters Argentina, which sets the franchise (issue 37); trips stored before it: air or sea. */
  entryWay: entryWaySchema.default('air_sea'),
  status: z.literal('active').default('active'),
  createdAt: instantSchema,
  isExample: z.boolean().default(false),
});
export type TravelerTrip = z.infer<typeof travelerTripSchema>;

const REQ = 'Por favor completa todos los campos obligatorios.';
export const TRIP_FIELD_MESSAGES = {
  required: REQ,
  returnBeforeDeparture: 'La fecha de regreso no puede ser anterior a la fecha de salida.',
} as const;

export const tripInputSchema = z
  .object({
    originCountry: z.string({ error: REQ }).trim().min(1, REQ).refine(isCountry, REQ),
    province: z.enum(PROVINCES, { error: REQ }),
    departureDate: z.string({ error: REQ }).trim().min(1, REQ).pipe(dateOnlySchema),
    returnDate: z.string({ error: REQ }).trim().min(1, REQ).pipe(dateOnlySchema),
    availableSpace: z.enum(SPACE_SIZES, { error: REQ }),
    /** Asked by the form; a client that does not send it registers an air or sea trip (decision 047). */
    entryWay: z.enum(ENTRY_WAYS, { error: REQ }).default('air_sea'),
  })
  .refine((v) => v.returnDate >= v.departureDate, {
    message: TRIP_FIELD_MESSAGES.returnBeforeDeparture,
    path: ['returnDate'],
  });
export type TripInput = z.input<typeof tripInputSchema>;

/** What its traveller may change of a trip: the form's fields. */
export type TripEditableField =
  'originCountry' | 'province' | 'departureDate' | 'returnDate' | 'availableSpace' | 'entryWay';
