import { emailTokenSchema } from '@cg/domain/schemas/email-token';
import { couponRedemptionSchema, couponSchema } from '@cg/domain/schemas/coupon';
import { paymentMethodSchema } from '@cg/domain/schemas/payment-method';
import { chatMessageSchema } from '@cg/domain/schemas/chat';
import { chatReadsSchema, notificationSchema } from '@cg/domain/schemas/notification';
import { reviewSchema } from '@cg/domain/schemas/review';
import { productRequestSchema } from '@cg/domain/schemas/product-request';
import { travelerTripSchema } from '@cg/domain/schemas/trip';
import { sessionSchema, userSchema } from '@cg/domain/schemas/user';
import { toCents } from '@cg/domain/money';
import type { PasswordHasher } from '@cg/domain/ports/runtime';
import { listDocument, mapOfListsDocument, valueDocument } from '#src/storage/store';
import { z } from 'zod';
import { withdrawalSchema } from '@cg/domain/schemas/withdrawal';
import { offerSchema } from '@cg/domain/schemas/offer';
import { invitationSchema, storedAlertsSchema } from '@cg/domain/schemas/matching';

/** Storage keys. The first five are the spec's; the rest are ours (see README). */
export const STORAGE_KEYS = {
  users: 'users',
  currentUser: 'currentUser',
  productRequests: 'productRequests',
  travelerTrips: 'travelerTrips',
  chats: 'chats',
  /** Random token of this browser's guest, so an account can claim guest requests. */
  guestToken: 'guestToken',
  /** Whether the first-visit examples were seeded (and so should not come back once removed). */
  examples: 'examples',
  pendingPayment: (orderId: string) => `pendingPayment:${orderId}`,
  /** Reviews the two parties of a completed order leave each other. */
  reviews: 'reviews',
  /** What happened to each user (request accepted, payment held, new message, ...). */
  notifications: 'notifications',
  /** Last time each user read each chat, for unread markers. */
  chatReads: 'chatReads',
  /** Single-use e-mail tokens (password reset), by their SHA-256 only. */
  emailTokens: 'emailTokens',
  /** Coupons the platform issued (the demo's seed; decision 023). */
  coupons: 'coupons',
  /** Each person's redeemed coupons and the order that used each. */
  couponRedemptions: 'couponRedemptions',
  /** Withdrawals of released earnings to a CBU, CVU or alias (issue 18 item 5). */
  withdrawals: 'withdrawals',
  /** Cards saved with the payment provider: its ids, brand, last four, expiry (decision 027). */
  paymentMethods: 'paymentMethods',
  /** Travellers' offers on requests (decision 045). */
  offers: 'offers',
  /** Buyers' invitations to travellers of matching trips (issue 36, decision 046). */
  invitations: 'invitations',
  /** Each person's alerts: countries whose trips they follow, requests for their trips (decision 046). */
  alerts: 'alerts',
} as const;

/** Key prefixes the app writes besides the keys above (deleted with everything else). */
export const STORAGE_KEY_PREFIXES = ['pendingPayment:', 'quarantine:'] as const;

/** Current schema version of every document. @internal */
export const SCHEMA_VERSION = 2;

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
/** A stored scalar as text; anything else (an object where a scalar belongs) as ''. */
const text = (x: unknown): string =>
  typeof x === 'string' ? x : typeof x === 'number' || typeof x === 'boolean' || typeof x === 'bigint' ? String(x) : '';
const str = (x: unknown) => (x === undefined || x === null ? null : text(x));

/** Prototype (v1) request → v2: money to cents, `productImage` data URL imported into the image store. */
function migrateRequestV1(item: unknown, importImage?: (dataUrl: string) => Promise<string | null>) {
  if (!isRec(item)) return Promise.resolve(item);
  const run = async () => {
    const image = typeof item.productImage === 'string' && importImage ? await importImage(item.productImage) : null;
    const code = str(item.securityCode);
    return {
      id: str(item.id),
      productName: item.productName,
      productUrl: item.productUrl,
      estimatedPriceCents: toCents(
        typeof item.estimatedPrice === 'number' ? item.estimatedPrice : text(item.estimatedPrice),
      ),
      currency: item.currency ?? 'USD',
      rewardCents: toCents(typeof item.reward === 'number' ? item.reward : text(item.reward)),
      country: item.country,
      category: item.category,
      notes: typeof item.notes === 'string' ? item.notes : '',
      imageId: image,
      status: item.status,
      createdAt: item.createdAt,
      userId: str(item.userId) ?? 'guest',
      acceptedBy: str(item.acceptedBy),
      acceptedByName: str(item.acceptedByName),
      securityCode: code,
      paidAt: item.paidAt ?? null,
      completedAt: item.completedAt ?? null,
    };
  };
  return run();
}

export function requestsDocument(importImage?: (dataUrl: string) => Promise<string | null>) {
  return listDocument(STORAGE_KEYS.productRequests, SCHEMA_VERSION, productRequestSchema, async (data) =>
    Array.isArray(data) ? Promise.all(data.map((x) => migrateRequestV1(x, importImage))) : data,
  );
}

/**
 * Prototype users kept the password in plain text. Migration hashes it at once (PBKDF2, new salt)
 * and writes back, so the plain text leaves storage on the first read.
 */
export function usersDocument(hasher: PasswordHasher) {
  return listDocument(STORAGE_KEYS.users, SCHEMA_VERSION, userSchema, async (data) => {
    if (!Array.isArray(data)) return data;
    return Promise.all(
      data.map(async (u: unknown) => {
        if (!isRec(u) || typeof u.password !== 'string') return u;
        const firstName = text(u.firstName);
        const lastName = text(u.lastName);
        return {
          ...u,
          id: str(u.id),
          name: u.name ?? `${firstName} ${lastName}`.trim(),
          password: await hasher.hash(u.password),
          profilePicture:
            typeof u.profilePicture === 'string' ? u.profilePicture : typeof u.avatar === 'string' ? u.avatar : null,
        };
      }),
    );
  });
}

/** The prototype stored the whole user record under `currentUser`; v2 keeps only a session. */
export const sessionDocument = valueDocument(
  STORAGE_KEYS.currentUser,
  SCHEMA_VERSION,
  sessionSchema.nullable(),
  () => null,
  (data) =>
    isRec(data) && data.id !== undefined ? { userId: text(data.id), issuedAt: new Date(0).toISOString() } : null,
);

export const tripsDocument = listDocument(STORAGE_KEYS.travelerTrips, SCHEMA_VERSION, travelerTripSchema, (data) =>
  Array.isArray(data)
    ? data.map((t: unknown) => (isRec(t) ? { ...t, id: str(t.id), userId: str(t.userId) } : t))
    : data,
);

export const chatsDocument = mapOfListsDocument(STORAGE_KEYS.chats, SCHEMA_VERSION, chatMessageSchema, (data) => {
  if (!isRec(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [k, list] of Object.entries(data)) {
    out[k] = Array.isArray(list)
      ? list.map((m: unknown) => (isRec(m) ? { ...m, id: str(m.id), senderId: str(m.senderId) } : m))
      : list;
  }
  return out;
});

export const examplesDocument = valueDocument(
  STORAGE_KEYS.examples,
  SCHEMA_VERSION,
  z.object({ seeded: z.boolean(), removed: z.boolean() }),
  () => ({ seeded: false, removed: false }),
);

/** New in v2 (no prototype shape to migrate from). */
export const reviewsDocument = listDocument(STORAGE_KEYS.reviews, SCHEMA_VERSION, reviewSchema);

export const notificationsDocument = listDocument(STORAGE_KEYS.notifications, SCHEMA_VERSION, notificationSchema);

export const emailTokensDocument = listDocument(STORAGE_KEYS.emailTokens, SCHEMA_VERSION, emailTokenSchema);

export const couponsDocument = listDocument(STORAGE_KEYS.coupons, SCHEMA_VERSION, couponSchema);

export const couponRedemptionsDocument = listDocument(
  STORAGE_KEYS.couponRedemptions,
  SCHEMA_VERSION,
  couponRedemptionSchema,
);
/** New in v2 (withdrawals did not exist before). */
export const withdrawalsDocument = listDocument(STORAGE_KEYS.withdrawals, SCHEMA_VERSION, withdrawalSchema);

/** New in v2 (saved cards did not exist before: the prototype's were hard-coded). */
export const paymentMethodsDocument = listDocument(STORAGE_KEYS.paymentMethods, SCHEMA_VERSION, paymentMethodSchema);

/** New in v2's later days (decision 045: offers did not exist before). */
export const offersDocument = listDocument(STORAGE_KEYS.offers, SCHEMA_VERSION, offerSchema);
/** New with issue 36 (decision 046). */
export const invitationsDocument = listDocument(STORAGE_KEYS.invitations, SCHEMA_VERSION, invitationSchema);
export const alertsDocument = listDocument(STORAGE_KEYS.alerts, SCHEMA_VERSION, storedAlertsSchema);

export const chatReadsDocument = valueDocument(STORAGE_KEYS.chatReads, SCHEMA_VERSION, chatReadsSchema, () => ({}));
