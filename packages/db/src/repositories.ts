/**
 * The domain's repository ports over SQL (decision 014): each method is one statement (or two,
 * for a bounded list), on PGlite and PostgreSQL alike. State transitions are compare-and-set
 * (`UPDATE … WHERE id = $1 AND status = $expected RETURNING id`): of two writers, the second
 * finds the row changed and reports that it lost, whatever the isolation level.
 */
import {
  and,
  asc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  GUEST_USER_ID,
  type ChatMessage,
  type Notification,
  type PendingPayment,
  type ProductRequest,
  type Repositories,
  type RequestExpectation,
  type RequestCursor,
  type RequestQuery,
  type RequestSearch,
  type Review,
  type Coupon,
  type CouponRedemption,
  type TravelerTrip,
  type TripFilters,
  type User,
  type PaymentMethod,
  type Withdrawal,
} from '@cg/domain';
import type { Db } from '#src/database';
import * as t from '#src/schema';

/** A query runner: the database itself or one transaction of it (same builder API). */
export type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const newest = (column: PgColumn) => sql`${column} desc nulls last`;
/** Ties of one instant by id in byte order, as the domain's `newestFirst` sorts them. */
const byIdBytes = (column: PgColumn) => sql`${column} collate "C" asc`;

/**
 * How a value enters a statement: as a parameter of this statement (`inline`), or as a placeholder
 * of a statement built once per shape and run with the values recorded (`placeholders`).
 */
type Bind = <V>(name: string, value: V) => V | Placeholder;
const inline: Bind = (_name, value) => value;

/** Placeholders, and the values to run the statement with; `key` names the statement's shape. */
function placeholders() {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values, key: () => Object.keys(values).join(',') };
}

/** A list page's filters as SQL, the same as the domain's `filterRequests`. */
function searchWhere(filters: RequestSearch, bind: Bind = inline) {
  // As the domain's filter: a reward of at least this; anything beyond any amount matches none.
  const minCents = Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.round((filters.minReward ?? 0) * 100) || 0));
  const text = filters.text?.trim() ?? '';
  return and(
    eq(t.requests.status, bind('status', filters.status)),
    minCents > 0 ? sql`${t.requests.rewardCents} >= ${bind('minCents', minCents)}` : undefined,
    filters.country ? eq(t.requests.country, bind('country', filters.country)) : undefined,
    filters.category ? eq(t.requests.category, bind('category', filters.category)) : undefined,
    // The stored folded name (schema.ts `nameFolded`): no unaccent call per row read.
    text ? sql`${t.requests.nameFolded} like ${containing(text, bind)}` : undefined,
  );
}

/** The two columns a list is ordered by (newest first, ties by id in byte order). */
interface ListColumns {
  readonly createdAt: PgColumn;
  readonly id: PgColumn;
}

/**
 * Strictly after the cursor in the lists' order (newest first, ties by id in byte order): a keyset
 * page of `list` (the requests' by default; the trips' is ordered the same way).
 */
export function afterCursor(after: RequestCursor, bind: Bind = inline, list: ListColumns = t.requests) {
  const at = sql`${bind('at', after.createdAt)}::timestamptz`;
  // The first condition is implied by the second; it is there for the planner: an index range that
  // starts at the cursor (created_at descending), so a deep page does not walk the pages before it.
  return sql`(${list.createdAt} <= ${at} and (${list.createdAt} < ${at} or (${list.createdAt} = ${at} and ${list.id} collate "C" > ${bind('afterId', after.id)})))`;
}

/** Escapes LIKE's wildcards: the person's text is searched as typed, `%` and `_` included. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The LIKE pattern of a substring search, folded as cg_fold folds the column it is compared with. */
const containing = (text: string, bind: Bind = inline) =>
  sql`'%' || cg_fold(${bind('text', likeLiteral(text.trim()))}) || '%'`;

/** The trips list's filters as SQL, the same as the domain's `filterTrips`. */
function tripWhere(filters: TripFilters, bind: Bind) {
  const text = filters.text?.trim() ?? '';
  return and(
    filters.originCountry ? eq(t.trips.originCountry, bind('originCountry', filters.originCountry)) : undefined,
    // Compared as text, as the domain compares its `YYYY-MM-DD` strings: a malformed date filters as
    // it does in the browser instead of failing the query.
    filters.returnBy ? sql`${t.trips.returnDate}::text <= ${bind('returnBy', filters.returnBy)}` : undefined,
    text
      ? sql`(cg_fold(${t.trips.originCountry}) like ${containing(text, bind)} or cg_fold(${t.trips.userName}) like ${containing(text, bind)})`
      : undefined,
  );
}

function paymentMethodOf(row: typeof t.paymentMethods.$inferSelect): PaymentMethod {
  return {
    id: row.id,
    userId: row.userId,
    providerCustomerId: row.providerCustomerId,
    providerCardId: row.providerCardId,
    brand: row.brand,
    lastFour: row.lastFour,
    expirationMonth: row.expirationMonth,
    expirationYear: row.expirationYear,
    holderFirstName: row.holderFirstName,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
  };
}

function withdrawalOf(row: typeof t.withdrawals.$inferSelect): Withdrawal {
  return {
    id: row.id,
    userId: row.userId,
    amountCents: row.amountCents,
    destinationKind: row.destinationKind as Withdrawal['destinationKind'],
    destination: row.destination,
    status: row.status as Withdrawal['status'],
    providerId: row.providerId,
    failureReason: row.failureReason,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
  };
}

// ── users ────────────────────────────────────────────────────────────────────────────────────────

type UserRow = typeof t.users.$inferSelect;

function userOf(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    birthDate: row.birthDate,
    phone: row.phone,
    documentType: row.documentType as User['documentType'],
    documentNumber: row.documentNumber,
    password: row.password as User['password'],
    profilePicture: row.profilePicture,
    location: row.location,
    createdAt: row.createdAt,
    verificationStatus: row.verificationStatus as User['verificationStatus'],
    verificationDocumentType: row.verificationDocumentType as User['verificationDocumentType'],
    verificationSessionId: row.verificationSessionId,
    verificationSubmittedAt: row.verificationSubmittedAt,
    isExample: row.isExample,
    showContact: row.showContact,
    emailConfirmedAt: row.emailConfirmedAt,
    isAdmin: row.isAdmin,
  };
}

/** The columns of a user patch: `name` is not stored (it follows the names). */
function userColumns(patch: Partial<Omit<User, 'id'>>): Partial<typeof t.users.$inferInsert> {
  const { name: _name, ...rest } = patch;
  return rest;
}

// ── requests ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A request's columns as the domain reads them: all but `nameFolded`, which PostgreSQL keeps for
 * search alone (schema.ts) and no reader needs back.
 */
const { nameFolded: _searchOnly, ...requestFields } = getTableColumns(t.requests);
type RequestRow = Omit<typeof t.requests.$inferSelect, 'nameFolded'>;

function requestOf(row: RequestRow): ProductRequest {
  const { buyerId, guestTokenHash, ...rest } = row;
  return {
    ...rest,
    currency: row.currency as ProductRequest['currency'],
    category: row.category as ProductRequest['category'],
    status: row.status as ProductRequest['status'],
    userId: buyerId ?? GUEST_USER_ID,
    guestToken: guestTokenHash,
    payment: row.payment as ProductRequest['payment'],
    restrictions: row.restrictions as ProductRequest['restrictions'],
    refund: row.refund as ProductRequest['refund'],
    dispute: row.dispute as ProductRequest['dispute'],
  };
}

function requestColumns(patch: Partial<Omit<ProductRequest, 'id'>>): Partial<typeof t.requests.$inferInsert> {
  const { userId, guestToken, ...rest } = patch;
  return {
    ...rest,
    ...(userId === undefined ? {} : { buyerId: userId === GUEST_USER_ID ? null : userId }),
    ...(guestToken === undefined ? {} : { guestTokenHash: guestToken }),
  };
}

function requestWhere(q: RequestQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    q.userId === undefined ? undefined : ownedBy(q.userId),
    q.acceptedBy === undefined ? undefined : eq(t.requests.acceptedBy, q.acceptedBy),
    q.party === undefined ? undefined : or(ownedBy(q.party), eq(t.requests.acceptedBy, q.party)),
    q.status === undefined ? undefined : eq(t.requests.status, q.status),
    q.disputeStatus === undefined ? undefined : sql`${t.requests.dispute}->>'status' = ${q.disputeStatus}`,
    // Containment, answered by the partial index on the statements (requests_dispute_photos).
    q.disputePhoto === undefined
      ? undefined
      : sql`${t.requests.dispute} is not null and (${t.requests.dispute}->'statements') @> jsonb_build_array(jsonb_build_object('photos', jsonb_build_array(${q.disputePhoto}::text)))`,
    q.imageId === undefined ? undefined : eq(t.requests.imageId, q.imageId),
  ];
  return and(...parts);
}

function ownedBy(userId: string): SQL | undefined {
  return userId === GUEST_USER_ID ? isNull(t.requests.buyerId) : eq(t.requests.buyerId, userId);
}

function expectationWhere(e: RequestExpectation): SQL[] {
  const parts: SQL[] = [];
  if (e.status !== undefined) parts.push(eq(t.requests.status, e.status));
  if (e.codeAttempts !== undefined) parts.push(eq(t.requests.codeAttempts, e.codeAttempts));
  if (e.codeLocked !== undefined) parts.push(eq(t.requests.codeLocked, e.codeLocked));
  if (e.cancelProposedBy !== undefined) {
    parts.push(
      e.cancelProposedBy === null
        ? isNull(t.requests.cancelProposedBy)
        : eq(t.requests.cancelProposedBy, e.cancelProposedBy),
    );
  }
  if (e.refundKey !== undefined) {
    parts.push(
      e.refundKey === null ? isNull(t.requests.refund) : sql`${t.requests.refund}->>'attemptKey' = ${e.refundKey}`,
    );
  }
  if (e.disputeStatus !== undefined) {
    parts.push(
      e.disputeStatus === null
        ? isNull(t.requests.dispute)
        : sql`${t.requests.dispute}->>'status' = ${e.disputeStatus}`,
    );
  }
  if (e.disputeStatements !== undefined) {
    parts.push(sql`coalesce(jsonb_array_length(${t.requests.dispute}->'statements'), 0) = ${e.disputeStatements}`);
  }
  if (e.userId !== undefined) {
    const owner = ownedBy(e.userId);
    if (owner) parts.push(owner);
  }
  return parts;
}

// ── the rest ─────────────────────────────────────────────────────────────────────────────────────

function tripOf(row: typeof t.trips.$inferSelect): TravelerTrip {
  return {
    ...row,
    destinationCountry: row.destinationCountry as TravelerTrip['destinationCountry'],
    province: row.province as TravelerTrip['province'],
    availableSpace: row.availableSpace as TravelerTrip['availableSpace'],
    status: 'active',
  };
}

function messageOf(row: typeof t.chatMessages.$inferSelect): ChatMessage {
  return {
    id: row.id,
    text: row.text,
    senderId: row.senderId ?? '',
    senderName: row.senderName,
    timestamp: row.createdAt,
  };
}

function reviewOf(row: typeof t.reviews.$inferSelect): Review {
  return {
    id: row.id,
    orderId: row.orderId,
    authorId: row.authorId ?? '',
    authorName: row.authorName,
    authorRole: row.authorRole as Review['authorRole'],
    subjectId: row.subjectId ?? '',
    rating: row.rating,
    comment: row.comment,
    productName: row.productName,
    createdAt: row.createdAt,
  };
}

function notificationOf(row: typeof t.notifications.$inferSelect): Notification {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind as Notification['kind'],
    title: row.title,
    text: row.text,
    link: row.link,
    orderId: row.orderId,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

/**
 * The repositories over one runner: the database, or a transaction (`inTransaction`). In a
 * transaction a request is read `FOR UPDATE`: a use case reads an order, decides by the rules and
 * writes it back, and a second use case on the same order waits for the first to commit and then
 * reads what it wrote — as the browser's per-key lock does. The compare-and-set stays as the
 * guard that makes a lost race an answer instead of a silent overwrite.
 */
type CouponRow = typeof t.coupons.$inferSelect;

function couponRow(c: Coupon): CouponRow {
  return {
    code: c.code,
    description: c.description,
    discountKind: c.discount.kind,
    percent: c.discount.kind === 'percent' ? c.discount.percent : null,
    amountCents: c.discount.kind === 'fixed' ? c.discount.amountCents : null,
    expiresAt: c.expiresAt,
    active: c.active,
    demo: c.demo,
  };
}

function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    description: row.description,
    discount:
      row.discountKind === 'percent'
        ? { kind: 'percent', percent: row.percent ?? 0 }
        : { kind: 'fixed', amountCents: row.amountCents ?? 0 },
    expiresAt: row.expiresAt,
    active: row.active,
    demo: row.demo,
  };
}

function redemptionOf(row: typeof t.couponRedemptions.$inferSelect): CouponRedemption {
  return {
    userId: row.userId,
    code: row.code,
    redeemedAt: row.redeemedAt,
    orderId: row.orderId,
    usedAt: row.usedAt,
  };
}

export function createSqlRepositories(q: Runner, { inTransaction = false } = {}): Repositories {
  // The list's statements (search, count), built once per shape of their filters and run with the
  // values: Drizzle's query building was ~13 % of the API's CPU on a list page (benchmark/api,
  // decision 025). Unnamed (prepare('')): PostgreSQL still plans every run with its values, as a
  // search's selectivity needs. Outside a transaction only: a transaction's runner is short-lived.
  const statements = inTransaction ? null : new Map<string, unknown>();
  const prepared = <T>(key: string, build: () => T): T => {
    if (!statements) return build();
    let statement = statements.get(key) as T | undefined;
    if (statement === undefined) {
      statement = build();
      statements.set(key, statement);
    }
    return statement;
  };
  return {
    users: {
      async byId(id) {
        const [row] = await q.select().from(t.users).where(eq(t.users.id, id));
        return row ? userOf(row) : null;
      },
      async byIds(ids) {
        if (ids.length === 0) return [];
        return (
          await q
            .select()
            .from(t.users)
            .where(inArray(t.users.id, [...ids]))
        ).map(userOf);
      },
      async byEmail(email) {
        const [row] = await q
          .select()
          .from(t.users)
          .where(sql`lower(${t.users.email}) = ${email.trim().toLowerCase()}`);
        return row ? userOf(row) : null;
      },
      async add(user) {
        // ON CONFLICT: a taken e-mail (the unique lower(email) index) is an answer, not an error
        // that would abort the transaction around it.
        const added = await q
          .insert(t.users)
          .values({ ...userColumns(user), id: user.id } as typeof t.users.$inferInsert)
          .onConflictDoNothing()
          .returning({ id: t.users.id });
        return added.length > 0;
      },
      async update(id, patch) {
        const columns = userColumns(patch);
        if (Object.keys(columns).length === 0) return (await this.byId(id)) !== null;
        const changed = await q.update(t.users).set(columns).where(eq(t.users.id, id)).returning({ id: t.users.id });
        return changed.length > 0;
      },
    },

    requests: {
      async byId(id) {
        const query = q.select(requestFields).from(t.requests).where(eq(t.requests.id, id));
        const [row] = inTransaction ? await query.for('update') : await query;
        return row ? requestOf(row) : null;
      },
      async list(query = {}) {
        const rows = await q
          .select(requestFields)
          .from(t.requests)
          .where(requestWhere(query))
          .orderBy(newest(t.requests.createdAt), byIdBytes(t.requests.id));
        return rows.map(requestOf);
      },
      async search(filters, limit, after) {
        const p = placeholders();
        const where = and(searchWhere(filters, p.bind), after ? afterCursor(after, p.bind) : undefined);
        if (limit !== undefined) p.bind('limit', limit);
        const statement = prepared(`search:${p.key()}`, () => {
          const query = q
            .select(requestFields)
            .from(t.requests)
            .where(where)
            .orderBy(newest(t.requests.createdAt), byIdBytes(t.requests.id))
            .$dynamic();
          return (limit === undefined ? query : query.limit(sql.placeholder('limit'))).prepare('');
        });
        return (await statement.execute(p.values)).map(requestOf);
      },
      async count(filters, upTo) {
        const p = placeholders();
        const where = searchWhere(filters, p.bind);
        if (upTo === undefined) {
          const statement = prepared(`count:${p.key()}`, () =>
            q
              .select({ n: sql<number>`count(*)::int` })
              .from(t.requests)
              .where(where)
              .prepare(''),
          );
          const [row] = await statement.execute(p.values);
          return row?.n ?? 0;
        }
        p.bind('upTo', upTo);
        // Stops after `upTo` rows: the index scan ends there however large the table grows.
        const statement = prepared(`count-up-to:${p.key()}`, () => {
          const found = q
            .select({ one: sql`1` })
            .from(t.requests)
            .where(where)
            .limit(sql.placeholder('upTo'))
            .as('found');
          return q
            .select({ n: sql<number>`count(*)::int` })
            .from(found)
            .prepare('');
        });
        const [row] = await statement.execute(p.values);
        return row?.n ?? 0;
      },
      async add(request) {
        await q
          .insert(t.requests)
          .values({ ...requestColumns(request), id: request.id } as typeof t.requests.$inferInsert);
      },
      async update(id, expectation, patch) {
        const columns = requestColumns(patch);
        const where = and(eq(t.requests.id, id), ...expectationWhere(expectation));
        if (Object.keys(columns).length === 0) {
          return (await q.select({ id: t.requests.id }).from(t.requests).where(where)).length > 0;
        }
        const changed = await q.update(t.requests).set(columns).where(where).returning({ id: t.requests.id });
        return changed.length > 0;
      },
      async remove(id, expectation) {
        const removed = await q
          .delete(t.requests)
          .where(and(eq(t.requests.id, id), ...expectationWhere(expectation)))
          .returning({ id: t.requests.id });
        return removed.length > 0;
      },
      async claimGuest(token, userId) {
        const claimed = await q
          .update(t.requests)
          .set({ buyerId: userId, guestTokenHash: null })
          .where(and(isNull(t.requests.buyerId), eq(t.requests.guestTokenHash, token)))
          .returning({ id: t.requests.id, createdAt: t.requests.createdAt });
        return claimed.map((r) => r.id);
      },
      async shareOrder(a, b) {
        const rows = await q
          .select({ id: t.requests.id })
          .from(t.requests)
          .where(
            or(
              and(eq(t.requests.buyerId, a), eq(t.requests.acceptedBy, b)),
              and(eq(t.requests.buyerId, b), eq(t.requests.acceptedBy, a)),
            ),
          )
          .limit(1);
        return rows.length > 0;
      },
    },

    trips: {
      async add(trip, cap) {
        // The user's row is the lock, as for withdrawals: a second trip of the same person waits
        // here until the first commits, then (READ COMMITTED) counts it.
        const locked = await q
          .select({ id: t.users.id })
          .from(t.users)
          .where(eq(t.users.id, trip.userId))
          .for('update');
        if (locked.length === 0) return false;
        const [ahead] = await q
          .select({ n: sql<number>`count(*)::int` })
          .from(t.trips)
          .where(and(eq(t.trips.userId, trip.userId), sql`${t.trips.returnDate} >= ${cap.from}::date`));
        if ((ahead?.n ?? 0) + (trip.returnDate >= cap.from ? 1 : 0) > cap.max) return false;
        const inserted = await q
          .insert(t.trips)
          .values(trip)
          .onConflictDoNothing({ target: t.trips.id })
          .returning({ id: t.trips.id });
        return inserted.length > 0;
      },
      async byUser(userId) {
        const rows = await q
          .select()
          .from(t.trips)
          .where(eq(t.trips.userId, userId))
          .orderBy(newest(t.trips.createdAt), byIdBytes(t.trips.id));
        return rows.map(tripOf);
      },
      async search(filters, limit, after) {
        // Built once per shape of the filters and run with the values, as the requests' list.
        const p = placeholders();
        const where = and(tripWhere(filters, p.bind), after ? afterCursor(after, p.bind, t.trips) : undefined);
        if (limit !== undefined) p.bind('limit', limit);
        const statement = prepared(`trips-search:${p.key()}`, () => {
          const query = q
            .select()
            .from(t.trips)
            .where(where)
            .orderBy(newest(t.trips.createdAt), byIdBytes(t.trips.id))
            .$dynamic();
          return (limit === undefined ? query : query.limit(sql.placeholder('limit'))).prepare('');
        });
        return (await statement.execute(p.values)).map(tripOf);
      },
      async count(filters, upTo) {
        const p = placeholders();
        const where = tripWhere(filters, p.bind);
        if (upTo !== undefined) p.bind('upTo', upTo);
        // Stops after `upTo` rows: the scan ends there however large the table grows.
        const statement = prepared(`trips-count:${p.key()}`, () => {
          const found = q
            .select({ one: sql`1` })
            .from(t.trips)
            .where(where)
            .$dynamic();
          const bounded = (upTo === undefined ? found : found.limit(sql.placeholder('upTo'))).as('found');
          return q
            .select({ n: sql<number>`count(*)::int` })
            .from(bounded)
            .prepare('');
        });
        const [row] = await statement.execute(p.values);
        return row?.n ?? 0;
      },
      async removeByUser(userId) {
        const removed = await q.delete(t.trips).where(eq(t.trips.userId, userId)).returning({ id: t.trips.id });
        return removed.length;
      },
    },

    chats: {
      async messages(orderId) {
        const rows = await q
          .select()
          .from(t.chatMessages)
          .where(eq(t.chatMessages.orderId, orderId))
          .orderBy(asc(t.chatMessages.createdAt), asc(t.chatMessages.seq));
        return rows.map(messageOf);
      },
      async messagesOf(orderIds) {
        const out = new Map<string, ChatMessage[]>(orderIds.map((id) => [id, []]));
        if (orderIds.length === 0) return out;
        const rows = await q
          .select()
          .from(t.chatMessages)
          .where(inArray(t.chatMessages.orderId, [...orderIds]))
          .orderBy(asc(t.chatMessages.createdAt), asc(t.chatMessages.seq));
        for (const row of rows) out.get(row.orderId)?.push(messageOf(row));
        return out;
      },
      // A chat is its order's messages: there is nothing to create before the first one.
      open: () => Promise.resolve(),
      async append(orderId, message) {
        await q.insert(t.chatMessages).values({
          id: message.id,
          orderId,
          senderId: message.senderId,
          senderName: message.senderName,
          text: message.text,
          createdAt: message.timestamp,
        });
      },
      async readMarks(userId) {
        const rows = await q
          .select({ orderId: t.chatReads.orderId, readAt: t.chatReads.readAt })
          .from(t.chatReads)
          .where(eq(t.chatReads.userId, userId));
        return new Map(rows.map((r) => [r.orderId, r.readAt]));
      },
      async markRead(userId, orderId, at) {
        await q
          .insert(t.chatReads)
          .values({ userId, orderId, readAt: at })
          .onConflictDoUpdate({ target: [t.chatReads.userId, t.chatReads.orderId], set: { readAt: at } });
      },
      async renameSender(senderId, name) {
        await q.update(t.chatMessages).set({ senderName: name }).where(eq(t.chatMessages.senderId, senderId));
      },
    },

    reviews: {
      async add(review) {
        const added = await q.insert(t.reviews).values(review).onConflictDoNothing().returning({ id: t.reviews.id });
        return added.length > 0;
      },
      async aboutUser(userId) {
        const rows = await q
          .select()
          .from(t.reviews)
          .where(eq(t.reviews.subjectId, userId))
          .orderBy(newest(t.reviews.createdAt), newest(t.reviews.seq));
        return rows.map(reviewOf);
      },
      async byAuthor(userId) {
        const rows = await q.select().from(t.reviews).where(eq(t.reviews.authorId, userId)).orderBy(asc(t.reviews.seq));
        return rows.map(reviewOf);
      },
      async forOrder(orderId) {
        const rows = await q
          .select()
          .from(t.reviews)
          .where(eq(t.reviews.orderId, orderId))
          .orderBy(newest(t.reviews.createdAt), newest(t.reviews.seq));
        return rows.map(reviewOf);
      },
      async renameAuthor(authorId, name) {
        await q.update(t.reviews).set({ authorName: name }).where(eq(t.reviews.authorId, authorId));
      },
    },

    notifications: {
      async forUser(userId) {
        const rows = await q
          .select()
          .from(t.notifications)
          .where(eq(t.notifications.userId, userId))
          .orderBy(newest(t.notifications.createdAt), newest(t.notifications.seq));
        return rows.map(notificationOf);
      },
      async openMessage(userId, orderId) {
        const [row] = await q
          .select()
          .from(t.notifications)
          .where(
            and(
              eq(t.notifications.userId, userId),
              eq(t.notifications.kind, 'new_message'),
              eq(t.notifications.orderId, orderId),
              isNull(t.notifications.readAt),
            ),
          )
          .orderBy(newest(t.notifications.createdAt), newest(t.notifications.seq))
          .limit(1);
        return row ? notificationOf(row) : null;
      },
      async put(notification, keep) {
        // Replaced by deleting and inserting again: the new row takes a new `seq`, so it counts
        // as the newest of its instant, as the port says.
        await q.delete(t.notifications).where(eq(t.notifications.id, notification.id));
        await q.insert(t.notifications).values(notification);
        const kept = q
          .select({ id: t.notifications.id })
          .from(t.notifications)
          .where(eq(t.notifications.userId, notification.userId))
          .orderBy(newest(t.notifications.createdAt), newest(t.notifications.seq))
          .limit(keep);
        await q
          .delete(t.notifications)
          .where(and(eq(t.notifications.userId, notification.userId), notInArray(t.notifications.id, kept)));
      },
      async markRead(userId, selection, at) {
        if (selection.ids?.length === 0) return [];
        const changed = await q
          .update(t.notifications)
          .set({ readAt: at })
          .where(
            and(
              eq(t.notifications.userId, userId),
              isNull(t.notifications.readAt),
              selection.ids ? inArray(t.notifications.id, [...selection.ids]) : undefined,
              selection.kind === undefined ? undefined : eq(t.notifications.kind, selection.kind),
              selection.orderId === undefined ? undefined : eq(t.notifications.orderId, selection.orderId),
            ),
          )
          .returning({ id: t.notifications.id });
        return changed.map((r) => r.id);
      },
      async removeForUser(userId) {
        await q.delete(t.notifications).where(eq(t.notifications.userId, userId));
      },
    },

    payments: {
      async pending(orderId) {
        const [row] = await q.select().from(t.pendingPayments).where(eq(t.pendingPayments.orderId, orderId));
        if (!row) return null;
        return {
          v: 2,
          orderId: row.orderId,
          breakdown: row.breakdown as PendingPayment['breakdown'],
          billing: row.billing as PendingPayment['billing'],
          attemptKey: row.attemptKey,
          createdAt: row.createdAt,
          inFlightSince: row.inFlightSince,
          attempted: row.attempted,
        };
      },
      async savePending(pending, expected) {
        const { v: _v, ...row } = pending;
        const set = {
          breakdown: row.breakdown,
          billing: row.billing,
          attemptKey: row.attemptKey,
          createdAt: row.createdAt,
          inFlightSince: row.inFlightSince,
          attempted: row.attempted,
        };
        if (expected === undefined) {
          await q.insert(t.pendingPayments).values(row).onConflictDoUpdate({ target: t.pendingPayments.orderId, set });
          return true;
        }
        if (expected === null) {
          // Of two first attempts at once, the second waits for the first's row and finds it there.
          const added = await q
            .insert(t.pendingPayments)
            .values(row)
            .onConflictDoNothing()
            .returning({ id: t.pendingPayments.orderId });
          return added.length === 1;
        }
        // Compare-and-set: a concurrent update holds the row; once it commits, the condition is
        // checked again on what it wrote (READ COMMITTED), so only one of two attempts matches.
        const updated = await q
          .update(t.pendingPayments)
          .set(set)
          .where(
            and(
              eq(t.pendingPayments.orderId, row.orderId),
              eq(t.pendingPayments.attemptKey, expected.attemptKey),
              expected.inFlightSince === null
                ? isNull(t.pendingPayments.inFlightSince)
                : eq(t.pendingPayments.inFlightSince, expected.inFlightSince),
            ),
          )
          .returning({ id: t.pendingPayments.orderId });
        return updated.length === 1;
      },
      async dropPending(orderId) {
        await q.delete(t.pendingPayments).where(eq(t.pendingPayments.orderId, orderId));
      },
    },

    tokens: {
      async add(token) {
        await q.insert(t.emailTokens).values(token);
      },
      async consume(tokenHash, purpose, now) {
        const [row] = await q
          .update(t.emailTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(t.emailTokens.tokenHash, tokenHash),
              eq(t.emailTokens.purpose, purpose),
              isNull(t.emailTokens.usedAt),
              sql`${t.emailTokens.expiresAt} > ${now}`,
            ),
          )
          .returning({ userId: t.emailTokens.userId });
        return row?.userId ?? null;
      },
      async retire(userId, purpose, now) {
        await q
          .update(t.emailTokens)
          .set({ usedAt: now })
          .where(
            and(eq(t.emailTokens.userId, userId), eq(t.emailTokens.purpose, purpose), isNull(t.emailTokens.usedAt)),
          );
      },
    },

    coupons: {
      async byCode(code) {
        const [row] = await q.select().from(t.coupons).where(eq(t.coupons.code, code));
        return row ? couponOf(row) : null;
      },
      async byCodes(codes) {
        if (codes.length === 0) return [];
        const rows = await q
          .select()
          .from(t.coupons)
          .where(inArray(t.coupons.code, [...codes]));
        return rows.map(couponOf);
      },
      async issue(coupon) {
        const row = couponRow(coupon);
        await q.insert(t.coupons).values(row).onConflictDoUpdate({ target: t.coupons.code, set: row });
      },
      async redeem(redemption) {
        const added = await q
          .insert(t.couponRedemptions)
          .values(redemption)
          .onConflictDoNothing()
          .returning({ code: t.couponRedemptions.code });
        return added.length > 0;
      },
      async redemption(userId, code) {
        const [row] = await q
          .select()
          .from(t.couponRedemptions)
          .where(and(eq(t.couponRedemptions.userId, userId), eq(t.couponRedemptions.code, code)));
        return row ? redemptionOf(row) : null;
      },
      async redemptions(userId) {
        const rows = await q
          .select()
          .from(t.couponRedemptions)
          .where(eq(t.couponRedemptions.userId, userId))
          .orderBy(newest(t.couponRedemptions.redeemedAt), newest(t.couponRedemptions.seq));
        return rows.map(redemptionOf);
      },
      async use(userId, code, orderId, at) {
        // Compare-and-set: only while unused (or already this order's, a retry), so of two
        // payments spending one coupon at once, the second finds it taken.
        const [row] = await q
          .update(t.couponRedemptions)
          .set({ orderId, usedAt: sql`coalesce(${t.couponRedemptions.usedAt}, ${at}::timestamptz)` })
          .where(
            and(
              eq(t.couponRedemptions.userId, userId),
              eq(t.couponRedemptions.code, code),
              or(isNull(t.couponRedemptions.orderId), eq(t.couponRedemptions.orderId, orderId)),
            ),
          )
          .returning({ code: t.couponRedemptions.code });
        return row !== undefined;
      },
      async removeForUser(userId) {
        await q.delete(t.couponRedemptions).where(eq(t.couponRedemptions.userId, userId));
      },
    },

    paymentMethods: {
      async forUser(userId) {
        const rows = await q
          .select()
          .from(t.paymentMethods)
          .where(eq(t.paymentMethods.userId, userId))
          .orderBy(t.paymentMethods.seq);
        return rows.map(paymentMethodOf);
      },
      async insert(method) {
        const inserted = await q
          .insert(t.paymentMethods)
          .values(method)
          .onConflictDoNothing({ target: [t.paymentMethods.userId, t.paymentMethods.providerCardId] })
          .returning({ id: t.paymentMethods.id });
        return inserted.length > 0;
      },
      async setDefault(userId, id) {
        const mine = and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.id, id));
        const [card] = await q.select({ id: t.paymentMethods.id }).from(t.paymentMethods).where(mine).for('update');
        if (!card) return false;
        // Off first, then on: the partial unique index allows one default per person at any moment.
        await q
          .update(t.paymentMethods)
          .set({ isDefault: false })
          .where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.isDefault, true)));
        const changed = await q
          .update(t.paymentMethods)
          .set({ isDefault: true })
          .where(mine)
          .returning({ id: t.paymentMethods.id });
        return changed.length > 0;
      },
      async remove(userId, id) {
        const removed = await q
          .delete(t.paymentMethods)
          .where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.id, id)))
          .returning({ id: t.paymentMethods.id });
        return removed.length > 0;
      },
      async removeForUser(userId) {
        await q.delete(t.paymentMethods).where(eq(t.paymentMethods.userId, userId));
      },
    },

    withdrawals: {
      async byId(id) {
        const [row] = await q.select().from(t.withdrawals).where(eq(t.withdrawals.id, id));
        return row ? withdrawalOf(row) : null;
      },
      async forUser(userId) {
        const rows = await q
          .select()
          .from(t.withdrawals)
          .where(eq(t.withdrawals.userId, userId))
          .orderBy(newest(t.withdrawals.createdAt), byIdBytes(t.withdrawals.id));
        return rows.map(withdrawalOf);
      },
      async pending() {
        // A sweep now and then: the few pending rows are found by a scan (no index on status).
        const rows = await q
          .select()
          .from(t.withdrawals)
          .where(eq(t.withdrawals.status, 'pending'))
          .orderBy(asc(t.withdrawals.createdAt), byIdBytes(t.withdrawals.id));
        return rows.map(withdrawalOf);
      },
      async reserve(withdrawal, earnedCents) {
        // The user's row is the lock: a second reservation for the same person waits here until
        // the first commits, then (READ COMMITTED: each statement sees what committed) counts it.
        const locked = await q
          .select({ id: t.users.id })
          .from(t.users)
          .where(eq(t.users.id, withdrawal.userId))
          .for('update');
        if (locked.length === 0) return false;
        const [held] = await q
          .select({ cents: sql<string | number>`coalesce(sum(${t.withdrawals.amountCents}), 0)` })
          .from(t.withdrawals)
          .where(and(eq(t.withdrawals.userId, withdrawal.userId), sql`${t.withdrawals.status} <> 'failed'`));
        if (Number(held?.cents ?? 0) + withdrawal.amountCents > earnedCents) return false;
        const inserted = await q
          .insert(t.withdrawals)
          .values(withdrawal)
          .onConflictDoNothing({ target: t.withdrawals.id })
          .returning({ id: t.withdrawals.id });
        return inserted.length > 0;
      },
      async update(id, expected, patch) {
        const changed = await q
          .update(t.withdrawals)
          .set(patch)
          .where(and(eq(t.withdrawals.id, id), eq(t.withdrawals.status, expected)))
          .returning({ id: t.withdrawals.id });
        return changed.length > 0;
      },
    },

    verification: {
      async start(userId, session) {
        const changed = await q
          .update(t.users)
          .set({
            verificationStatus: 'pending',
            verificationDocumentType: session.documentType,
            verificationSessionId: session.sessionId,
            verificationSubmittedAt: session.submittedAt,
          })
          .where(and(eq(t.users.id, userId), inArray(t.users.verificationStatus, ['not_verified', 'declined'])))
          .returning({ id: t.users.id });
        return changed.length > 0;
      },
      async decide(userId, sessionId, status) {
        const changed = await q
          .update(t.users)
          .set({ verificationStatus: status })
          .where(
            and(
              eq(t.users.id, userId),
              eq(t.users.verificationStatus, 'pending'),
              eq(t.users.verificationSessionId, sessionId),
            ),
          )
          .returning({ id: t.users.id });
        return changed.length > 0;
      },
    },
  };
}
