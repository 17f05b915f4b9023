// Issue 34 (decision 039): the public lists read their rows straight into what anyone may see
// (`requests.searchViews`, and a request's page `viewById`), without the whole request in between. On both engines, over varied
// rows (a guest's, accepted, paid, completed, cancelled, with every private column filled), the
// new path must answer exactly what the old one did — `search` then `requestView` — to the byte
// of its JSON (the same keys in the same order), and never a private key.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_REQUEST_KEYS, requestView, type RequestSearch } from '@cg/domain/server';
import type { Database } from '#src/database';
import { freshPglite, freshPostgres } from '#src/testing/databases';
import { createSqlRepositories } from '#src/repositories';
import { requests } from '#src/schema';

const engines: [string, () => Promise<Database>][] = [
  ['PGlite', freshPglite],
  ['PostgreSQL', () => freshPostgres()],
];

const STATUSES = ['active', 'active', 'active', 'accepted', 'paid', 'completed', 'cancelled'] as const;
const CATEGORIES = ['tecnologia', 'moda', 'juegos'] as const;
const COUNTRIES = ['Estados Unidos', 'Japón', 'España'] as const;

/** Sixty requests, each status and shape several times, every private column filled somewhere. */
function seedRows() {
  return Array.from({ length: 60 }, (_, i) => {
    const status = STATUSES[i % STATUSES.length] ?? 'active';
    const taken = status !== 'active' && status !== 'cancelled';
    const guest = i % 5 === 0;
    // Microseconds, as PostgreSQL keeps them: the view reads milliseconds, as the Date did.
    const at = (minutes: number) =>
      sql`(timestamptz '2026-11-29 12:00:00.123456+00' - ${`${String(minutes)} minutes ${String(i * 7)} microseconds`}::interval)`;
    return sql`insert into requests (id, product_name, product_url, estimated_price_cents, currency, reward_cents,
        country, category, notes, image_id, status, created_at, buyer_id, guest_token_hash, accepted_by,
        accepted_by_name, accepted_at, trip_id, security_code, code_attempts, code_locked, paid_at, completed_at,
        payment, restrictions, is_example, cancelled_at, cancel_proposed_by, cancel_proposed_at, refund,
        delivery_deadline, dispute, agreed_reward_cents, agreed_delivery_date, purchase_receipt, customs_clause)
      values (${`r-${String(i).padStart(2, '0')}`}, ${`Kindle Paperwhite ${String(i)} ñandú`}, 'https://www.amazon.com/dp/B0',
        ${15_999 + i * 1_000_003}, ${i % 4 === 0 ? 'EUR' : 'USD'}, ${500 * (1 + (i % 9))},
        ${COUNTRIES[i % COUNTRIES.length] ?? ''}, ${CATEGORIES[i % CATEGORIES.length] ?? ''},
        ${i % 3 === 0 ? '' : 'Caja sellada, "por favor".'}, ${i % 4 === 3 ? null : `img-${String(i)}`}, ${status},
        ${i % 6 === 0 ? sql`timestamptz '2026-11-29 12:00:00+00'` : at(i)},
        ${guest ? null : 'u1'}, ${guest ? 'guest-token-hash' : null},
        ${taken ? 't1' : null}, ${taken ? 'Tomás R.' : null}, ${taken ? at(i - 1) : null},
        ${taken ? null : null}, ${status === 'paid' ? '482913' : null}, ${i % 3}, ${i % 7 === 4},
        ${status === 'paid' || status === 'completed' ? at(i - 2) : null}, ${status === 'completed' ? at(i - 3) : null},
        ${status === 'paid' ? sql`'{"paymentId":"p-1","priceUsdCents":15999}'::jsonb` : null},
        ${i % 2 === 0 ? sql`'[{"kind":"battery","note":"Litio"}]'::jsonb` : sql`'[]'::jsonb`}, ${i % 10 === 1},
        ${status === 'cancelled' ? at(i - 4) : null}, ${i % 8 === 3 ? 't1' : null}, ${i % 8 === 3 ? at(i - 5) : null},
        ${i % 9 === 2 ? sql`'{"status":"requested","attemptKey":"k-1"}'::jsonb` : null},
        ${taken ? at(-60 * 24 * 30) : null},
        ${i % 11 === 4 ? sql`'{"status":"open","statements":[{"text":"Llegó roto"}]}'::jsonb` : null},
        ${i % 12 === 5 ? 4_000 : null}, ${i % 12 === 5 ? '2026-12-24' : null},
        ${i % 13 === 6 ? sql`'{"amountCents":15000,"fileId":"f-1"}'::jsonb` : null},
        ${i % 14 === 7 ? sql`'{"payer":"buyer","taxUsdCents":1200}'::jsonb` : null})`;
  });
}

describe.each(engines)('%s', (_name, open) => {
  let d: Database;
  beforeAll(async () => {
    d = await open();
    for (const id of ['u1', 't1']) {
      await d.db.execute(sql`insert into users (id, first_name, last_name, email, password, created_at)
        values (${id}, 'Ana', 'García', ${`${id}@example.com`}, '{"algorithm":"argon2id"}'::jsonb, now())`);
    }
    for (const row of seedRows()) await d.db.execute(row);
  });
  afterAll(async () => {
    await d.close();
  });

  const searches: [string, RequestSearch, number | undefined][] = [
    ['every active request', { status: 'active' }, undefined],
    ['a page of a category', { status: 'active', category: 'tecnologia' }, 5],
    ['a country, a minimum reward', { status: 'active', country: 'Japón', minReward: 15 }, 20],
    ['a text, folded', { status: 'active', text: 'PAPERWHITE 1' }, 4],
    ['no match', { status: 'active', text: 'nada de esto' }, 20],
    ...STATUSES.slice(3).map((status): [string, RequestSearch, undefined] => [status, { status }, undefined]),
  ];

  it.each(searches)('answers %s as search + requestView did, to the byte', async (_what, search, limit) => {
    const r = createSqlRepositories(d.db);
    // Page by page along the cursor, so the later pages' statement is compared too.
    let after: { createdAt: string; id: string } | undefined;
    let pages = 0;
    for (;;) {
      const before = (await r.requests.search(search, limit, after)).map(requestView);
      const views = await r.requests.searchViews(search, limit, after);
      expect(views).toEqual(before);
      expect(JSON.stringify(views)).toBe(JSON.stringify(before));
      for (const view of views) expect(Object.keys(view)).toEqual([...PUBLIC_REQUEST_KEYS]);
      pages += 1;
      const last = views.at(-1);
      if (limit === undefined || views.length < limit || !last) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    expect(pages).toBeGreaterThan(0);
  });

  it("reads each request's page (viewById) as byId + requestView did, to the byte", async () => {
    const r = createSqlRepositories(d.db);
    for (let i = 0; i < 60; i += 1) {
      const id = `r-${String(i).padStart(2, '0')}`;
      const before = await r.requests.byId(id);
      const view = await r.requests.viewById(id);
      expect(before).not.toBeNull();
      expect(JSON.stringify(view)).toBe(JSON.stringify(before && requestView(before)));
    }
    expect(await r.requests.viewById('r-none')).toBeNull();
  });

  it('found something in each search that should (the comparison is not of empty lists)', async () => {
    const r = createSqlRepositories(d.db);
    expect(await r.requests.searchViews({ status: 'active' })).toHaveLength(27);
    expect(await r.requests.searchViews({ status: 'active', text: 'PAPERWHITE 1' })).not.toHaveLength(0);
    expect((await r.requests.searchViews({ status: 'active' })).some((v) => v.userId === 'guest')).toBe(true);
  });

  it("reads an instant as the domain writes it, whatever PostgreSQL's text of it (the Date's answer)", () => {
    const read = (text: string) => requests.createdAt.mapFromDriverValue(text);
    for (const text of [
      '2026-11-29 12:00:00+00',
      '2026-11-29 12:00:00.5+00',
      '2026-11-29 12:00:00.123456+00',
      '2026-11-29 23:59:59.9999+00',
      '1999-12-31 23:59:59.999999+00',
      '2026-11-29 12:00:00.123+01',
      '2026-11-29 12:00:00+05:30',
      '0050-01-01 00:00:00+00',
    ]) {
      expect(read(text), text).toBe(new Date(text).toISOString());
    }
    expect(requests.createdAt.mapFromDriverValue(new Date('2026-11-29T12:00:00.123Z') as never)).toBe(
      '2026-11-29T12:00:00.123Z',
    );
  });
});
