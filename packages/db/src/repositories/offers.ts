/**
 * Travellers' offers (decision 045): compare-and-set on the status (`UPDATE … WHERE id = $1 AND
 * status IN (…) RETURNING id`), one live offer per traveller per request by a partial unique index.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Offer } from '@cg/domain';
import type { Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import { newestStoredFirst } from '#src/repositories/lists';
import type { Runner } from '#src/repositories/runner';

const o = t.offers;
const LIVE = ['open', 'countered'];

function offerOf(row: typeof o.$inferSelect): Offer {
  const { seq: _order, ...rest } = row;
  return { ...rest, status: row.status as Offer['status'], customsPayer: row.customsPayer as Offer['customsPayer'] };
}

export function sqlOffers(q: Runner): Repositories['offers'] {
  return {
    async byId(id) {
      const [row] = await q.select().from(o).where(eq(o.id, id));
      return row ? offerOf(row) : null;
    },
    async forRequest(requestId) {
      const rows = await q
        .select()
        .from(o)
        .where(eq(o.requestId, requestId))
        .orderBy(...newestStoredFirst(o.createdAt, o.seq));
      return rows.map(offerOf);
    },
    async forTraveller(travellerId) {
      const rows = await q
        .select()
        .from(o)
        .where(eq(o.travellerId, travellerId))
        .orderBy(...newestStoredFirst(o.createdAt, o.seq));
      return rows.map(offerOf);
    },
    async add(offer) {
      // The partial unique index (request, traveller) over live offers refuses a second one.
      const inserted = await q.insert(o).values(offer).onConflictDoNothing().returning({ id: o.id });
      return inserted.length > 0;
    },
    async update(id, expected, patch) {
      if (expected.length === 0) return false;
      const changed = await q
        .update(o)
        .set(patch)
        .where(and(eq(o.id, id), inArray(o.status, [...expected])))
        .returning({ id: o.id });
      return changed.length > 0;
    },
    async closeLive(requestId, exceptId, at) {
      const rows = await q
        .update(o)
        .set({ status: 'closed', updatedAt: at })
        .where(
          and(eq(o.requestId, requestId), inArray(o.status, LIVE), exceptId === null ? sql`true` : ne(o.id, exceptId)),
        )
        .returning();
      return rows.map(offerOf);
    },
  };
}
