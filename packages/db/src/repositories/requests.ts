/**
 * Requests and the orders they become: the lists' search and counts, and the compare-and-set every
 * step of an order is (`UPDATE … WHERE id = $1 AND status = $expected RETURNING id`).
 */
import { and, type Column, eq, type GetColumnData, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  GUEST_USER_ID,
  type Repositories,
  type RequestCursor,
  type RequestExpectation,
  type RequestQuery,
  type RequestSearch,
} from '@cg/domain/server';
import type { ProductRequest, RequestView } from '@cg/domain';
import * as t from '#src/schema';
import { afterCursor, byIdBytes, containing, countMatching, newest, newestFirstPage } from '#src/repositories/lists';
import { driverRows, type DriverRow, inline, placeholders, type Bind, type Prepared } from '#src/repositories/prepared';
import type { Runner } from '#src/repositories/runner';

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
    purchaseReceipt: row.purchaseReceipt as ProductRequest['purchaseReceipt'],
    customsClause: row.customsClause as ProductRequest['customsClause'],
    refunds: row.refunds as ProductRequest['refunds'],
    topUp: row.topUp as ProductRequest['topUp'],
  };
}

/** A column's value in a row as the driver gives it, decoded as Drizzle decodes it (`mapResultRow`). */
function read<C extends Column>(row: DriverRow, column: C): GetColumnData<C> {
  const raw = row[column.name];
  return raw === null ? null : column.mapFromDriverValue(raw);
}

/**
 * A row as the driver gives it (by column name, before Drizzle's mapping) straight into what
 * anyone may see of it — `requestView(requestOf(row))` without the whole request in between; the
 * private columns are never read (issue 34: mapping whole rows was a fifth of a list's CPU). One
 * object literal, so one shape: its keys are the allow-list's (`PUBLIC_REQUEST_KEYS`, checked by
 * the type below: a key added there does not compile here until it is read), in its order, so
 * the same JSON as `requestView` (tested on both engines: public-views.test.ts).
 */
function publicViewOf(row: DriverRow): RequestView {
  const c = requestFields;
  return {
    id: read(row, c.id),
    productName: read(row, c.productName),
    productUrl: read(row, c.productUrl),
    estimatedPriceCents: read(row, c.estimatedPriceCents),
    currency: read(row, c.currency) as RequestView['currency'],
    rewardCents: read(row, c.rewardCents),
    country: read(row, c.country),
    category: read(row, c.category) as RequestView['category'],
    notes: read(row, c.notes),
    imageId: read(row, c.imageId),
    status: read(row, c.status) as RequestView['status'],
    createdAt: read(row, c.createdAt),
    userId: read(row, c.buyerId) ?? GUEST_USER_ID,
    acceptedBy: read(row, c.acceptedBy),
    acceptedByName: read(row, c.acceptedByName),
    acceptedAt: read(row, c.acceptedAt),
    paidAt: read(row, c.paidAt),
    completedAt: read(row, c.completedAt),
    isExample: read(row, c.isExample),
    restrictions: read(row, c.restrictions) as RequestView['restrictions'],
    cancelledAt: read(row, c.cancelledAt),
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

function ownedBy(userId: string): SQL | undefined {
  return userId === GUEST_USER_ID ? isNull(t.requests.buyerId) : eq(t.requests.buyerId, userId);
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
    q.tripId === undefined ? undefined : eq(t.requests.tripId, q.tripId),
    // Answered by the partial index on the receipt's file (requests_receipt_file, decision 050).
    q.receiptFile === undefined
      ? undefined
      : sql`${t.requests.purchaseReceipt} is not null and (${t.requests.purchaseReceipt}->>'fileId') = ${q.receiptFile}`,
  ];
  return and(...parts);
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
  if (e.refundsState !== undefined) {
    // The same text as the domain's `refundsState`: each partial refund's key and status, in order.
    parts.push(
      sql`coalesce((select string_agg((x.e->>'attemptKey') || ':' || (x.e->>'status'), ',' order by x.n) from jsonb_array_elements(${t.requests.refunds}) with ordinality as x(e, n)), '') = ${e.refundsState}`,
    );
  }
  if (e.topUpClaim !== undefined) {
    parts.push(e.topUpClaim === null ? isNull(t.requests.topUp) : sql`${t.requests.topUp}->>'claim' = ${e.topUpClaim}`);
  }
  if (e.userId !== undefined) {
    const owner = ownedBy(e.userId);
    if (owner) parts.push(owner);
  }
  return parts;
}

/**
 * In a transaction a request is read `FOR UPDATE`: a use case reads an order, decides by the rules
 * and writes it back, and a second use case on the same order waits for the first to commit and
 * then reads what it wrote — as the browser's per-key lock does. The compare-and-set stays as the
 * guard that makes a lost race an answer instead of a silent overwrite.
 */
export function sqlRequests(
  q: Runner,
  { inTransaction, prepared }: { readonly inTransaction: boolean; readonly prepared: Prepared },
): Repositories['requests'] {
  // Built once (a request's page is the most read thing after the list: building the statement
  // was a fifth of its CPU, issue 34), run with the id.
  const byIdStatement = () =>
    prepared('by-id', () =>
      q
        .select(requestFields)
        .from(t.requests)
        .where(eq(t.requests.id, sql.placeholder('id')))
        .prepare(''),
    );
  /** A list page's statement (built once per shape) and the values to run it with. */
  const searchStatement = (filters: RequestSearch, limit?: number, after?: RequestCursor) => {
    const p = placeholders();
    const where = and(searchWhere(filters, p.bind), after ? afterCursor(after, p.bind) : undefined);
    if (limit !== undefined) p.bind('limit', limit);
    const statement = prepared(`search:${p.key()}`, () =>
      newestFirstPage(
        q.select(requestFields).from(t.requests).where(where).$dynamic(),
        t.requests,
        limit !== undefined,
      ).prepare(''),
    );
    return { statement, values: p.values };
  };
  return {
    async byId(id) {
      if (inTransaction) {
        const [row] = await q.select(requestFields).from(t.requests).where(eq(t.requests.id, id)).for('update');
        return row ? requestOf(row) : null;
      }
      const [row] = await byIdStatement().execute({ id });
      return row ? requestOf(row) : null;
    },
    // The same statement; its row read straight into the public view (a request's page, issue 34).
    async viewById(id) {
      const [row] = await driverRows(byIdStatement(), { id });
      return row ? publicViewOf(row) : null;
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
      const { statement, values } = searchStatement(filters, limit, after);
      return (await statement.execute(values)).map(requestOf);
    },
    // The same statement; its rows read straight into the public view (publicViewOf).
    async searchViews(filters, limit, after) {
      const { statement, values } = searchStatement(filters, limit, after);
      return (await driverRows(statement, values)).map(publicViewOf);
    },
    async count(filters, upTo) {
      const p = placeholders();
      return countMatching(q, prepared, 'count', p, t.requests, searchWhere(filters, p.bind), upTo);
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
    // Read from the partial index requests_match (country, reward desc, created_at desc, id) over
    // the active requests alone: the first `limit` entries of one country, no sort (decision 046).
    async matchingTrip({ country, exceptBuyer, limit }) {
      const rows = await q
        .select(requestFields)
        .from(t.requests)
        .where(
          and(
            // Written out, not bound: the partial index's own predicate, which the planner then matches.
            sql`${t.requests.status} = 'active'`,
            eq(t.requests.country, country),
            sql`${t.requests.buyerId} is distinct from ${exceptBuyer}`,
          ),
        )
        .orderBy(sql`${t.requests.rewardCents} desc nulls last`, newest(t.requests.createdAt), byIdBytes(t.requests.id))
        .limit(limit);
      return rows.map(requestOf);
    },
    // Read from the partial index requests_deals (category, country, completed_at desc) over the
    // completed orders alone (decision 046).
    async completedDeals({ category, country, limit }) {
      return q
        .select({
          // A deal agreed on an offer was paid its agreed reward (decision 045: orderRewardCents).
          rewardCents: sql<number>`coalesce(${t.requests.agreedRewardCents}, ${t.requests.rewardCents})`.mapWith(
            Number,
          ),
          estimatedPriceCents: t.requests.estimatedPriceCents,
          currency: sql<ProductRequest['currency']>`${t.requests.currency}`,
        })
        .from(t.requests)
        .where(
          and(
            sql`${t.requests.status} = 'completed'`,
            eq(t.requests.category, category),
            eq(t.requests.country, country),
          ),
        )
        .orderBy(newest(t.requests.completedAt))
        .limit(limit);
    },
    // Read from the partial index requests_money_owed over the orders owing money alone, in its
    // order (decisions 049, 052): the predicate written out as the index's, which the planner matches.
    async moneyOwed(limit, afterId) {
      const owed = sql`(${t.requests.refunds} @> '[{"status":"requested"}]' or ${t.requests.refunds} @> '[{"status":"failed"}]' or ${t.requests.topUp}->>'status' = 'charging')`;
      const rows = await q
        .select(requestFields)
        .from(t.requests)
        .where(and(owed, afterId === undefined ? undefined : sql`${t.requests.id} collate "C" > ${afterId}`))
        .orderBy(byIdBytes(t.requests.id))
        .limit(limit);
      return rows.map(requestOf);
    },
  };
}
