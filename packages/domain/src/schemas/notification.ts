import { z } from 'zod';
import { idSchema, instantSchema } from '#src/schemas/common';

const NOTIFICATION_KINDS = [
  'request_accepted',
  'payment_held',
  'new_message',
  'code_reissued',
  'code_locked',
  'delivery_confirmed',
  'verification_finished',
  'review_received',
  'withdrawal_updated',
  'cancellation_proposed',
  'cancellation_declined',
  'order_cancelled',
  'dispute_opened',
  'dispute_resolved',
  /** To support: a message from the contact form (decision 044). */
  'contact_message',
  /** Offers (decision 045). To the buyer: a traveller made an offer, withdrew it, declined her counter, accepted it. */
  'offer_made',
  'offer_withdrawn',
  'counter_declined',
  'counter_accepted',
  /** To the traveller: the buyer countered, declined, accepted the offer; or took the request otherwise. */
  'offer_countered',
  'offer_declined',
  'offer_accepted',
  'offer_closed',
  /** Matching and alerts (issue 36, decision 046): a buyer invites the traveller of a matching trip. */
  'trip_invitation',
  /** A trip from a country the buyer follows; one a day per person, the day's latest (decision 046). */
  'trip_alert',
  /** A request for one of the traveller's upcoming trips; one a day per person, the day's latest. */
  'request_alert',
  /** To the buyer: the traveller uploaded or replaced the purchase receipt (issue 37, decision 050). */
  'receipt_uploaded',
  /** To both parties: a lower receipt's difference went back to the buyer at release (issue 37, decision 049). */
  'receipt_refunded',
  /** To both parties: the buyer's top-up after a higher receipt went through (issue 37, decision 052). */
  'top_up_approved',
  /** To the buyer: the provider declined a top-up whose answer she was not there for (decision 052: a notification, the sweep). */
  'top_up_declined',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Something that happened to `userId`, recorded by the use case that made it happen. */
export const notificationSchema = z.object({
  id: idSchema,
  userId: idSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string().min(1),
  text: z.string(),
  /** Site path to open ("/chat/{orderId}", "/dashboard", "/profile/{userId}"). */
  /** Stored as written; whoever follows it checks it with `isSitePath` (a hand-edited link keeps its text). */
  link: z.string().startsWith('/'),
  /** The order it is about, when there is one. */
  orderId: z.string().nullable().default(null),
  createdAt: instantSchema,
  readAt: instantSchema.nullable().default(null),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Last time each user read each chat: `{ [userId]: { [orderId]: instant } }`. */
export const chatReadsSchema = z.record(z.string(), z.record(z.string(), instantSchema));
export type ChatReads = z.infer<typeof chatReadsSchema>;
