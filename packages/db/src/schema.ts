// The marketplace's tables (Drizzle). Written for PostgreSQL 15 (Debian) and PGlite (PostgreSQL 18):
// nothing newer than 15 is used. Money is integer cents in int8 (`bigint` as a JS number: amounts
// stay far below 2^53); instants are timestamptz; every id is the domain's text id.
// Migrations are generated from this file by drizzle-kit and checked in (`migrations/`).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { isoOf } from '#src/instants';

/**
 * An instant as the domain writes it (ISO 8601 in UTC, milliseconds): stored as timestamptz, read
 * back in the same form whichever driver parsed it (Drizzle hands over PostgreSQL's text; a Date
 * is read too).
 */
const instantType = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (value) => value,
  fromDriver: isoOf,
});
const instant = (name: string) => instantType(name);
const cents = (name: string) => bigint(name, { mode: 'number' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    emailConfirmedAt: instant('email_confirmed_at'),
    birthDate: text('birth_date').notNull().default(''),
    phone: text('phone').notNull().default(''),
    documentType: text('document_type').notNull().default('DNI'),
    documentNumber: text('document_number').notNull().default(''),
    /** The hasher's record (algorithm, parameters, salt, hash): never the password. */
    password: jsonb('password').notNull(),
    profilePicture: text('profile_picture'),
    location: text('location').notNull().default('Argentina'),
    /** A public profile shows e-mail and phone only when the person chose so (off by default). */
    showContact: boolean('show_contact').notNull().default(false),
    verificationStatus: text('verification_status').notNull().default('not_verified'),
    verificationDocumentType: text('verification_document_type'),
    verificationSessionId: text('verification_session_id'),
    verificationSubmittedAt: instant('verification_submitted_at'),
    isExample: boolean('is_example').notNull().default(false),
    /** Support (decision 026): set by the admin CLI only, never by registering. */
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    check(
      'users_verification_status',
      sql`${t.verificationStatus} in ('not_verified', 'pending', 'verified', 'declined')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Single-use e-mail tokens (password reset, e-mail confirmation), stored hashed. */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

/** Coupons the platform issued by configuration (decision 023): a discount on the service fee. */
export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull(),
    discountKind: text('discount_kind').notNull(),
    percent: smallint('percent'),
    amountCents: cents('amount_cents'),
    expiresAt: instant('expires_at').notNull(),
    active: boolean('active').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    check(
      'coupons_discount',
      sql`(${t.discountKind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountCents} is null)
        or (${t.discountKind} = 'fixed' and ${t.amountCents} > 0 and ${t.percent} is null)`,
    ),
  ],
);

/** A person's redeemed coupon, once per (person, code); the order that spent it, once. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => coupons.code),
    redeemedAt: instant('redeemed_at').notNull(),
    orderId: text('order_id'),
    usedAt: instant('used_at'),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.code] }),
    index('coupon_redemptions_user').on(t.userId, t.redeemedAt.desc(), t.seq.desc()),
  ],
);

/** A request and, once accepted, the order it becomes (the spec's one entity). */
export const requests = pgTable(
  'requests',
  {
    id: text('id').primaryKey(),
    productName: text('product_name').notNull(),
    productUrl: text('product_url').notNull(),
    estimatedPriceCents: cents('estimated_price_cents').notNull(),
    currency: text('currency').notNull(),
    rewardCents: cents('reward_cents').notNull(),
    country: text('country').notNull(),
    category: text('category').notNull(),
    notes: text('notes').notNull().default(''),
    imageId: text('image_id'),
    status: text('status').notNull().default('active'),
    createdAt: instant('created_at').notNull(),
    /** Null while a guest's request waits to be claimed. */
    buyerId: text('buyer_id').references(() => users.id),
    /**
     * The guest's token as the domain is given it: the API hands the domain the SHA-256 of the
     * guest cookie's token, never the token itself, so only that hash is stored.
     */
    guestTokenHash: text('guest_token_hash'),
    acceptedBy: text('accepted_by').references(() => users.id),
    acceptedByName: text('accepted_by_name'),
    acceptedAt: instant('accepted_at'),
    /**
     * Decision 026: the accepting traveller's trip that brings it (null: the 30-day rule). A trip
     * with an order in progress cannot be deleted (the use case refuses); one deleted with its
     * account leaves the order's frozen deadline.
     */
    tripId: text('trip_id').references((): AnyPgColumn => trips.id, { onDelete: 'set null' }),
    securityCode: text('security_code'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeLocked: boolean('code_locked').notNull().default(false),
    paidAt: instant('paid_at'),
    completedAt: instant('completed_at'),
    /** Amounts frozen when the payment was confirmed. */
    payment: jsonb('payment'),
    restrictions: jsonb('restrictions')
      .notNull()
      .default(sql`'[]'::jsonb`),
    isExample: boolean('is_example').notNull().default(false),
    /** Cancelling (decision 022): when, who proposed it to the other party, and the refund. */
    cancelledAt: instant('cancelled_at'),
    /** No foreign key: it stays after the order ends, and an account may be deleted then. */
    cancelProposedBy: text('cancel_proposed_by'),
    cancelProposedAt: instant('cancel_proposed_at'),
    /** The refund asked of the provider: status, reason, attempt key, provider id, amount, times. */
    refund: jsonb('refund'),
    /** Decision 026: frozen at payment — the traveller's return date plus the grace period. */
    deliveryDeadline: instant('delivery_deadline'),
    /** A dispute: status, who opened it, both parties' statements (reason, text, photo ids), resolution. */
    dispute: jsonb('dispute'),
    /** Decision 045: the reward agreed on an accepted offer (the order's money); null: `reward_cents`, the buyer's. */
    agreedRewardCents: cents('agreed_reward_cents'),
    /** Decision 045: the delivery date agreed on an accepted offer. */
    agreedDeliveryDate: date('agreed_delivery_date', { mode: 'string' }),
    /** Issue 37: the purchase receipt (amount, currency, kind, file id, when); null: none yet. */
    purchaseReceipt: jsonb('purchase_receipt'),
    /** Issue 37 (decision 047): who pays the tax on the excess (payer, month, excess, tax, when); null: within the franchise. */
    customsClause: jsonb('customs_clause'),
    /** Issue 37 (decision 052): the top-up after a higher receipt (status, amount, key, claim, provider id, times); null: none. */
    topUp: jsonb('top_up'),
    /**
     * Decision 049: the partial refunds (a lower receipt's difference at release), oldest first, each
     * as `refund` is; the cancelling refund stays in `refund`. Older rows read as none.
     */
    refunds: jsonb('refunds')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /**
     * The product's name as search compares it (cg_fold: accents and case folded), kept by
     * PostgreSQL on every write. Searching this column instead of `cg_fold(product_name)` spares
     * the unaccent call on each row a search reads (the trigram index's recheck, the list's filter):
     * a search at 100,000 requests went from ~15 ms of SQL to ~2 (benchmark/api, decision 025).
     */
    nameFolded: text('name_folded').generatedAlwaysAs(sql`cg_fold(product_name)`),
  },
  (t) => [
    check('requests_status', sql`${t.status} in ('active', 'accepted', 'paid', 'completed', 'cancelled')`),
    check('requests_amounts', sql`${t.estimatedPriceCents} > 0 and ${t.rewardCents} > 0`),
    // The lists: newest first, ties by id in byte order (as the domain sorts), keyset cursor
    // (created_at, id): everything, and by status (the public list shows active requests).
    index('requests_created').on(t.createdAt.desc(), sql`${t.id} collate "C"`),
    index('requests_status_created').on(t.status, t.createdAt.desc(), sql`${t.id} collate "C"`),
    index('requests_buyer').on(t.buyerId),
    index('requests_accepted_by').on(t.acceptedBy),
    index('requests_guest').on(t.guestTokenHash),
    /** Support's list of open disputes stays small and quick whatever the table's size. */
    index('requests_dispute_open')
      .on(t.id)
      .where(sql`${t.dispute}->>'status' = 'open'`),
    /**
     * Whose dispute holds a photo: asked on every photo served (only parties and support see it).
     * Partial: the requests with no dispute (nearly all) would fill a GIN index with null items
     * that a lookup scans (measured in decision 026: five times slower at 50 000 requests).
     */
    index('requests_dispute_photos')
      .using('gin', sql`(${t.dispute}->'statements') jsonb_path_ops`)
      .where(sql`${t.dispute} is not null`),
    // Search as the site does it: accent- and case-insensitive substring (see migration 0000).
    index('requests_name_search').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    // Whose photo is this (a picture is deleted with its account only when no request holds it).
    index('requests_image').on(t.imageId),
    // The orders on a trip: asked before a trip is changed or deleted.
    index('requests_trip').on(t.tripId),
    // A trip's matching requests (decision 046): one country's active requests, highest reward
    // first, read in the index's order; partial, so taken and past orders never fill it.
    index('requests_match')
      .on(t.country, t.rewardCents.desc(), t.createdAt.desc(), sql`${t.id} collate "C"`)
      .where(sql`${t.status} = 'active'`),
    // The reward suggestion's completed deals (decision 046): one category and country, the most
    // recently completed first; partial, over the completed orders alone.
    index('requests_deals')
      .on(t.category, t.country, t.completedAt.desc())
      .where(sql`${t.status} = 'completed'`),
    // Whose purchase receipt a stored file is (decision 050): asked on every photo served, so that
    // a receipt is never a public photo. Partial: only the orders with a receipt fill it.
    index('requests_receipt_file')
      .on(sql`(${t.purchaseReceipt}->>'fileId')`)
      .where(sql`${t.purchaseReceipt} is not null`),
    // The orders whose money the provider has not confirmed (decisions 049, 052): a partial refund
    // asked with no answer yet, or a top-up charging. Read by the hourly owed-money sweep in id
    // order; partial, so only those few orders fill it (`requests.moneyOwed` repeats the predicate).
    index('requests_money_owed')
      .on(sql`${t.id} collate "C"`)
      .where(
        sql`(${t.refunds} @> '[{"status":"requested"}]' or ${t.refunds} @> '[{"status":"failed"}]' or ${t.topUp}->>'status' = 'charging')`,
      ),
  ],
);

export const trips = pgTable(
  'trips',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    originCountry: text('origin_country').notNull(),
    destinationCountry: text('destination_country').notNull().default('Argentina'),
    province: text('province').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    availableSpace: text('available_space').notNull(),
    /** How it enters Argentina (issue 37: 'air_sea' or 'land', its franchise); older trips: air or sea. */
    entryWay: text('entry_way').notNull().default('air_sea'),
    status: text('status').notNull().default('active'),
    createdAt: instant('created_at').notNull(),
    isExample: boolean('is_example').notNull().default(false),
  },
  (t) => [
    check('trips_dates', sql`${t.returnDate} >= ${t.departureDate}`),
    check('trips_entry_way', sql`${t.entryWay} in ('air_sea', 'land')`),
    index('trips_created').on(t.createdAt.desc(), sql`${t.id} collate "C"`),
    index('trips_user').on(t.userId),
    // A request's matching trips (decision 046): one origin's trips from a return date on.
    index('trips_match').on(t.originCountry, t.returnDate, sql`${t.id} collate "C"`),
  ],
);

/** Order of insertion: ties of one instant keep the order things were stored in. */
const seq = () => bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    orderId: text('order_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('chat_messages_order').on(t.orderId, t.createdAt, t.seq)],
);

/** Up to when each person has read each chat. */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    orderId: text('order_id')
      .notNull()
      .references(() => requests.id),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    subjectId: text('subject_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    productName: text('product_name').notNull().default(''),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_one_per_author').on(t.orderId, t.authorId),
    index('reviews_subject').on(t.subjectId, t.createdAt.desc(), t.seq.desc()),
    index('reviews_author').on(t.authorId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** A same-site path, checked by the domain before it is stored. */
    link: text('link').notNull(),
    orderId: text('order_id'),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (t) => [
    check('notifications_link', sql`${t.link} like '/%' and ${t.link} not like '//%'`),
    index('notifications_user').on(t.userId, t.createdAt.desc(), t.seq.desc()),
  ],
);

/** The amounts shown to the buyer, frozen until the provider answers. */
export const pendingPayments = pgTable('pending_payments', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => requests.id, { onDelete: 'cascade' }),
  breakdown: jsonb('breakdown').notNull(),
  billing: jsonb('billing').notNull(),
  attemptKey: text('attempt_key').notNull(),
  createdAt: instant('created_at').notNull(),
  /** While a request of ours asks the provider under `attempt_key` (issue 32: one payment at a time). */
  inFlightSince: instant('in_flight_since'),
  /** A charge under `attempt_key` may exist: its amount no longer changes. */
  attempted: boolean('attempted').notNull().default(false),
});

/** Payments as the provider reported them (by verified webhook or status query). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => requests.id),
    status: text('status').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: instant('created_at').notNull(),
    /**
     * Which charge of the order (decision 052): 'checkout', or 'top_up' — the second charge the
     * buyer approves after a higher receipt. Rows from before are the checkout's.
     */
    charge: text('charge').notNull().default('checkout'),
  },
  (t) => [
    // One approved payment per charge of an order (the checkout, the top-up), whatever arrives twice.
    uniqueIndex('payments_one_approved_per_charge')
      .on(t.orderId, t.charge)
      .where(sql`${t.status} = 'approved'`),
  ],
);

export const verificationSessions = pgTable('verification_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  documentType: text('document_type').notNull(),
  createdAt: instant('created_at').notNull(),
  decidedAt: instant('decided_at'),
});

/**
 * Withdrawals of released earnings (issue 18 item 5). A row counts against the available balance
 * unless it failed; `reserve` inserts it while the user's row is locked, so two at once for one
 * person never overdraw.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: cents('amount_cents').notNull(),
    destinationKind: text('destination_kind').notNull(),
    destination: text('destination').notNull(),
    status: text('status').notNull(),
    providerId: text('provider_id'),
    failureReason: text('failure_reason'),
    createdAt: instant('created_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    index('withdrawals_user').on(t.userId, t.createdAt),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
    check('withdrawals_status', sql`${t.status} in ('pending', 'transferred', 'failed')`),
    check('withdrawals_destination_kind', sql`${t.destinationKind} in ('cbu', 'cvu', 'alias')`),
  ],
);

/**
 * Cards people saved with the payment provider (decision 027): the provider's customer and card
 * ids and what may be shown — never a card number. One default per person (a partial unique index).
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expirationMonth: smallint('expiration_month').notNull(),
    expirationYear: smallint('expiration_year').notNull(),
    // The holder's name as entered (issue 35 item 9); the rows saved before it hold only its first
    // word (the column was holder_first_name then: renamed, decision 027).
    holderName: text('holder_name').notNull(),
    isDefault: boolean('is_default').notNull(),
    createdAt: instant('created_at').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    uniqueIndex('payment_methods_user_card').on(t.userId, t.providerCardId),
    uniqueIndex('payment_methods_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    index('payment_methods_user').on(t.userId, t.seq),
    check('payment_methods_last_four', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
    check('payment_methods_month', sql`${t.expirationMonth} between 1 and 12`),
  ],
);

/** Photos (public with their request), avatars, verification documents (owner only). */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: instant('created_at').notNull(),
});

/** What changed, for whom: the change feed replays it (Last-Event-ID) and servers relay it. */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic').notNull(),
    entityId: text('entity_id'),
    /** The users it concerns; empty for a public change (a new request in the list). */
    audience: text('audience')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * A new request's public card (the visitor's view, decision 048), told with the event; never in
     * the NOTIFY payload, which carries ids only (8,000 bytes at most).
     */
    card: jsonb('card').$type<Record<string, unknown>>(),
    createdAt: instant('created_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('domain_events_created').on(t.createdAt)],
);

/**
 * Answers to creating requests sent with an `Idempotency-Key` (issue 32): per actor and key, the
 * first request's answer, so a retry — a double click, a lost response — gets it again instead of
 * creating a second thing. The row is written in the same transaction as the first write of the
 * request (a rolled-back write leaves no key), its answer just after; kept for a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` or `guest:<token hash>`. */
    actor: text('actor').notNull(),
    key: text('key').notNull(),
    /** Method and path of the first request: the key names that request only. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer, once written (null while the first request is still running). */
    status: integer('status'),
    body: text('body'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.key] }), index('idempotency_keys_expires').on(t.expiresAt)],
);

/** Fixed-window counters, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Who has a page of the site open, per API process: each process writes the users whose event
 * streams it holds and refreshes them every few seconds, so any process can tell whether a person
 * is away (to e-mail them) whichever process their page is connected to. Rows of a process that
 * died stop being refreshed and are read as stale.
 */
export const presence = pgTable(
  'presence',
  {
    userId: text('user_id').notNull(),
    processId: text('process_id').notNull(),
    seenAt: instant('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.processId] })],
);

/**
 * Travellers' offers on requests (decision 045). Every step is compare-and-set on `status`; one
 * live offer (open or countered) per traveller per request, by a partial unique index. No foreign
 * key to the trip: an offer whose trip was deleted stays, read as expired.
 */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    seq: seq(),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    travellerId: text('traveller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    travellerName: text('traveller_name').notNull(),
    tripId: text('trip_id').notNull(),
    rewardCents: cents('reward_cents').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status').notNull(),
    counterRewardCents: cents('counter_reward_cents'),
    counterDeclinedAt: instant('counter_declined_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /** Issue 37 (decision 047): who the traveller proposes pays the tax on the excess; null: it did not cross when made. */
    customsPayer: text('customs_payer'),
  },
  (t) => [
    check('offers_customs_payer', sql`${t.customsPayer} in ('buyer', 'traveller')`),
    check(
      'offers_status',
      sql`${t.status} in ('open', 'countered', 'accepted', 'declined', 'withdrawn', 'closed', 'expired')`,
    ),
    check('offers_reward_positive', sql`${t.rewardCents} > 0`),
    uniqueIndex('offers_live_per_traveller')
      .on(t.requestId, t.travellerId)
      .where(sql`${t.status} in ('open', 'countered')`),
    index('offers_request').on(t.requestId, t.createdAt.desc(), t.seq.desc()),
    index('offers_traveller').on(t.travellerId, t.createdAt.desc(), t.seq.desc()),
  ],
);

/**
 * A buyer's invitation to the traveller of a matching trip (issue 36, decision 046): one per
 * request and trip (the key), gone with either.
 */
export const invitations = pgTable(
  'invitations',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    travellerId: text('traveller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.tripId] })],
);

/**
 * Each person's alerts (issue 36, decision 046): the countries whose new trips they follow, and
 * whether new requests for their upcoming trips are told (on unless switched off; no row: the
 * defaults). Who follows a country is read through the GIN index when a trip is registered.
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tripCountries: text('trip_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requestAlerts: boolean('request_alerts').notNull().default(true),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('alert_settings_trip_countries').using('gin', t.tripCountries)],
);
