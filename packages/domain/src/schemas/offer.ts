/**
 * An offer (decision 045): a verified traveller's terms for an active request — a reward, the trip
 * it travels on, a delivery date and a message — that the request's buyer accepts, declines or
 * counters once. Money in integer cents (USD); the date is a calendar day (`YYYY-MM-DD`).
 */
import { z } from 'zod';
import { centsSchema, dateOnlySchema, idSchema, instantSchema } from '#src/schemas/common';
import { customsPayerSchema } from '#src/schemas/product-request';

/**
 * Stored states. `open`: waiting for the buyer. `countered`: the buyer proposed another reward,
 * waiting for the traveller. The rest are final: `accepted` (the order was made on it),
 * `declined` (by the buyer), `withdrawn` (by the traveller), `closed` (the request was taken
 * otherwise), `expired` (its date or trip stopped fitting; also shown, unstored, when read).
 */
const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'withdrawn', 'closed', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The message's limit (a few lines, as a chat message). */
export const OFFER_MESSAGE_MAX = 500;

export const offerSchema = z.object({
  id: idSchema,
  requestId: idSchema,
  travellerId: idSchema,
  /** First name and last initial ("Tomás P."), frozen when made. */
  travellerName: z.string().min(1),
  tripId: idSchema,
  rewardCents: centsSchema,
  deliveryDate: dateOnlySchema,
  message: z.string().max(OFFER_MESSAGE_MAX).default(''),
  status: z.enum(OFFER_STATUSES),
  /** The buyer's one counter, once made (it stays after the traveller answered). */
  counterRewardCents: centsSchema.nullable().default(null),
  /** When the traveller declined the counter (the offer went back to `open` on its own terms). */
  counterDeclinedAt: instantSchema.nullable().default(null),
  createdAt: instantSchema,
  /** The last change of state. */
  updatedAt: instantSchema,
  /**
   * Issue 37 (decision 047): who the traveller proposes pays the tax on the excess, when the order
   * takes their month beyond the franchise; accepting the offer agrees to it. Null: it did not cross.
   */
  customsPayer: customsPayerSchema.nullable().default(null),
});
export type Offer = z.infer<typeof offerSchema>;

/** What the offer form sends: the reward in whole USD, the trip, the date, the message. */
export interface OfferInput {
  readonly tripId: string;
  readonly reward: number;
  readonly deliveryDate: string;
  readonly message?: string;
  /** Issue 37: who pays the tax on the excess (`buyer` or `traveller`), needed when the order crosses the traveller's franchise. */
  readonly customsPayer?: string | undefined;
}
