// The same checks on both engines: migrations, the int8 mapping, the search function and the
// constraints the domain relies on. PostgreSQL 15 is started by the project's global setup.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#src/database';
import { freshPglite, freshPostgres } from '#src/testing/databases';
import { createSqlRepositories } from '#src/repositories';
import { afterCursor } from '#src/repositories/lists';
import { trips } from '#src/schema';
import { tokenHash } from '#src/sessions';
import { createSqlUnitOfWork } from '#src/unit-of-work';

const engines: [string, () => Promise<Database>][] = [
  ['PGlite', freshPglite],
  ['PostgreSQL', () => freshPostgres()],
];

/** Rows an UPDATE changed: `rowCount` from pg, `affectedRows` from PGlite. */
const changed = (result: unknown) => {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
};

async function rows(d: Database, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  // The row shape is the query's: the result type of execute() is generic over both drivers.
  const result: unknown = await d.db.execute(query);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const user = (id: string, email: string) => sql`
  insert into users (id, first_name, last_name, email, password, created_at)
  values (${id}, 'Ana', 'García', ${email}, '{"algorithm":"argon2id"}'::jsonb, now())`;
const request = (id: string, name: string, buyer = 'u1') => sql`
  insert into requests (id, product_name, product_url, estimated_price_cents, currency, reward_cents, country,
    category, created_at, buyer_id)
  values (${id}, ${name}, 'https://x.com', 99999999900, 'USD', 2500, 'Japón', 'juegos', now(), ${buyer})`;

describe.each(engines)('%s', (_name, open) => {
  let d: Database;
  beforeAll(async () => {
    d = await open();
    await d.db.execute(user('u1', 'ana@example.com'));
  });
  afterAll(async () => {
    await d.close();
  });

  it('is migrated, and migrating again changes nothing', async () => {
    await d.migrate();
    const tables = await rows(
      d,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['users', 'requests', 'chat_messages', 'payments', 'domain_events', 'rate_limits']),
    );
  });

  it('returns int8 money as a number, exactly', async () => {
    await d.db.execute(request('r-money', 'Cámara'));
    const [r] = await rows(d, sql`select estimated_price_cents from requests where id = 'r-money'`);
    expect(r?.estimated_price_cents).toBe(99_999_999_900);
  });

  it('refuses a second account with the same e-mail in another case', async () => {
    await expect(d.db.execute(user('u2', 'ANA@Example.com'))).rejects.toThrow();
  });

  it('folds accents and case in search, like the site', async () => {
    await d.db.execute(request('r-poke', 'Pokémon Escarlata'));
    await d.db.execute(request('r-nin', 'Nintendo Switch OLED'));
    const found = await rows(
      d,
      sql`select id from requests where cg_fold(product_name) like '%' || cg_fold(${'POKEMON esc'}) || '%'`,
    );
    expect(found.map((r) => r.id)).toEqual(['r-poke']);
  });

  it('keeps the folded name that search reads in step with the product name', async () => {
    await d.db.execute(request('r-fold', 'Pokémon Escarlata'));
    const folded = async () =>
      (await rows(d, sql`select name_folded from requests where id = 'r-fold'`))[0]?.name_folded;
    expect(await folded()).toBe('pokemon escarlata');
    await d.db.execute(sql`update requests set product_name = 'CÁMARA Instax' where id = 'r-fold'`);
    expect(await folded()).toBe('camara instax');
    await expect(d.db.execute(sql`update requests set name_folded = 'otro' where id = 'r-fold'`)).rejects.toThrow();
  });

  it('keeps one approved payment per order, whatever arrives twice', async () => {
    await d.db.execute(request('r-pay', 'Kindle'));
    const pay = (id: string, status: string) =>
      sql`insert into payments (id, order_id, status, amount_cents, currency, created_at)
          values (${id}, 'r-pay', ${status}, 1000, 'USD', now())`;
    await d.db.execute(pay('p1', 'rejected'));
    await d.db.execute(pay('p2', 'approved'));
    await expect(d.db.execute(pay('p3', 'approved'))).rejects.toThrow();
  });

  it('refuses a notification link to another site', async () => {
    const note = (link: string) =>
      sql`insert into notifications (id, user_id, kind, title, text, link, created_at)
          values (${link}, 'u1', 'new_message', 'Hola', '', ${link}, now())`;
    await d.db.execute(note('/chat/1'));
    await expect(d.db.execute(note('//evil.example'))).rejects.toThrow();
    await expect(d.db.execute(note('https://evil.example'))).rejects.toThrow();
  });

  it("names a saved card's holder column for what it holds, the whole name (decision 027)", async () => {
    const columns = await rows(
      d,
      sql`select column_name from information_schema.columns where table_name = 'payment_methods' and column_name like 'holder%'`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['holder_name']);
  });

  it('wins a compare-and-set once: accept only while active', async () => {
    await d.db.execute(user('t1', 't1@example.com'));
    await d.db.execute(request('r-cas', 'Switch'));
    const accept = () =>
      d.db.execute(
        sql`update requests set status = 'accepted', accepted_by = 't1' where id = 'r-cas' and status = 'active'`,
      );
    const results = await Promise.all([accept(), accept(), accept()]);
    expect(results.map(changed).sort()).toEqual([0, 0, 1]);
  });

  it("reads a request by id with a statement built once (a request's page, issue 34), and in a transaction FOR UPDATE", async () => {
    await d.db.execute(request('r-once-1', 'Kindle'));
    await d.db.execute(request('r-once-2', 'Switch'));
    let selects = 0;
    const counted = new Proxy(d.db, {
      get(target, key, receiver) {
        if (key === 'select') selects += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const repositories = createSqlRepositories(counted);
    expect((await repositories.requests.byId('r-once-1'))?.productName).toBe('Kindle');
    expect((await repositories.requests.byId('r-once-2'))?.productName).toBe('Switch');
    expect(await repositories.requests.byId('r-none')).toBeNull();
    expect(selects).toBe(1);
    await createSqlUnitOfWork(d.db).transaction(async (r) => {
      expect((await r.requests.byId('r-once-2'))?.productName).toBe('Switch');
    });
  });
});

describe('PostgreSQL at scale', () => {
  let d: Database;
  beforeAll(async () => {
    d = await freshPostgres({ max: 20 });
    await d.db.execute(user('u1', 'ana@example.com'));
    await d.db.execute(user('t1', 't1@example.com'));
    // Tens of thousands of rows, or the planner just scans.
    await d.db.execute(sql`
      insert into requests (id, product_name, product_url, estimated_price_cents, currency, reward_cents, country,
        category, created_at, buyer_id, status)
      select 'bulk-' || g, 'Producto ' || md5(g::text), 'https://x.com', 1000, 'USD', 2500, 'Japón', 'juegos',
        now() - (g || ' seconds')::interval, 'u1', case when g % 4 = 0 then 'active' else 'completed' end
      from generate_series(1, 30000) g`);
    await d.db.execute(request('r-needle', 'Pokémon Púrpura'));
    await d.db.execute(sql`analyze requests`);
  }, 120_000);
  afterAll(async () => {
    await d.close();
  });

  const plan = async (query: ReturnType<typeof sql>) =>
    (await rows(d, sql`explain ${query}`)).map((r) => String(r['QUERY PLAN'])).join('\n');

  it('searches through the trigram index (EXPLAIN)', async () => {
    // As the repositories search: the stored folded name (schema.ts `nameFolded`).
    const text = await plan(
      sql`select id from requests where name_folded like '%' || cg_fold(${'pokemon pur'}) || '%'`,
    );
    expect(text).toContain('requests_name_search');
  });

  it('pages the list by a keyset through the status index (EXPLAIN)', async () => {
    const text = await plan(sql`
      select id from requests where status = 'active' and (created_at, id) < (now(), 'zzz')
      order by created_at desc nulls last, id desc nulls last limit 20`);
    expect(text).toContain('requests_status_created');
  });

  it('starts a deep page of the list at its cursor in the status index (EXPLAIN of the repository query)', async () => {
    const cursor = { createdAt: new Date(Date.now() - 20_000 * 1000).toISOString(), id: 'bulk-20000' };
    const text = await plan(sql`
      select id from requests where status = 'active' and ${afterCursor(cursor)}
      order by created_at desc nulls last, id collate "C" asc limit 25`);
    // An index in the list's order (the planner picks the status one or the creation one by the
    // rows' statistics), and the cursor bounds the scan itself: no walk over the pages before it.
    expect(text).toMatch(/Index Scan using requests_(status_)?created/);
    expect(text).toMatch(/Index Cond: .*created_at <=/);
  });

  it('counts the list only up to a limit, so the count does not grow with the table', async () => {
    const repos = createSqlRepositories(d.db);
    // 7,501 active rows: the full count sees them all, the list's count stops at 1,001.
    expect(await repos.requests.count({ status: 'active' })).toBe(7501);
    expect(await repos.requests.count({ status: 'active' }, 1001)).toBe(1001);
    expect(await repos.requests.count({ status: 'active', text: 'pokemon pur' }, 1001)).toBe(1);
    // Its speed is measured by npm run bench:api (growth at 1k, 10k, 100k), not in a timed test.
  });

  it('reads the orders owing money through their partial index, in id order from a cursor, bounded (EXPLAIN, decisions 049 and 052)', async () => {
    const owed = (status: string) => `[{"status":"${status}","attemptKey":"k","amountUsdCents":1}]`;
    await d.db.execute(sql`update requests set refunds = ${owed('failed')}::jsonb where id in ('bulk-7', 'bulk-70')`);
    await d.db.execute(sql`update requests set refunds = ${owed('requested')}::jsonb where id = 'bulk-700'`);
    await d.db.execute(sql`update requests set refunds = ${owed('approved')}::jsonb where id = 'bulk-8'`);
    await d.db.execute(sql`update requests set top_up = '{"status":"charging"}'::jsonb where id = 'bulk-9'`);
    await d.db.execute(sql`analyze requests`);
    const text = await plan(sql`
      select id from requests
      where (refunds @> '[{"status":"requested"}]' or refunds @> '[{"status":"failed"}]' or top_up->>'status' = 'charging')
        and id collate "C" > ${'bulk-1'}
      order by id collate "C" asc limit 50`);
    expect(text).toContain('requests_money_owed');
    const repos = createSqlRepositories(d.db);
    const first = await repos.requests.moneyOwed(2);
    expect(first.map((r) => r.id)).toEqual(['bulk-7', 'bulk-70']);
    const rest = await repos.requests.moneyOwed(2, first.at(-1)?.id);
    expect(rest.map((r) => r.id)).toEqual(['bulk-700', 'bulk-9']);
    expect(await repos.requests.moneyOwed(2, 'bulk-9')).toEqual([]);
  });

  it('lets exactly one of 20 concurrent accepts win, over a pool of connections', async () => {
    await d.db.execute(request('r-race', 'Switch'));
    const accept = () =>
      d.db.execute(
        sql`update requests set status = 'accepted', accepted_by = 't1' where id = 'r-race' and status = 'active'`,
      );
    const results = await Promise.all(Array.from({ length: 20 }, accept));
    expect(results.map(changed).filter((n) => n === 1)).toHaveLength(1);
  });

  it('reserves withdrawals one at a time per person, over a pool of connections: never more than earned', async () => {
    const uow = createSqlUnitOfWork(d.db);
    const withdrawal = (i: number) => ({
      id: `w-race-${i}`,
      userId: 'u1',
      amountCents: 600,
      destinationKind: 'alias' as const,
      destination: 'mi.alias',
      status: 'pending' as const,
      providerId: null,
      failureReason: null,
      createdAt: new Date().toISOString(),
      settledAt: null,
    });
    // Each transaction waits a little between its count and its insert: without the user's row
    // locked, every one of them would count nothing held and insert.
    const reserve = (i: number) =>
      uow.transaction(async (tx) => {
        const won = await tx.withdrawals.reserve(withdrawal(i), 1000);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return won;
      });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => reserve(i)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const [held] = await rows(
      d,
      sql`select coalesce(sum(amount_cents), 0)::int as n from withdrawals where user_id = 'u1'`,
    );
    expect(held?.n).toBe(600);
  });
});

// Issue 32: the trips' list is paged like the requests' (keyset) over the trips_created index, and
// a person's trips ahead are counted and capped one registration at a time.
describe('PostgreSQL at scale: trips', () => {
  let d: Database;
  beforeAll(async () => {
    d = await freshPostgres({ max: 20 });
    await d.db.execute(sql`
      insert into users (id, first_name, last_name, email, password, created_at)
      select 'tu-' || g, 'Ana', 'García', 'tu-' || g || '@example.com', '{"algorithm":"argon2id"}'::jsonb, now()
      from generate_series(1, 300) g`);
    // Tens of thousands of rows, or the planner just scans.
    await d.db.execute(sql`
      insert into trips (id, user_id, user_name, origin_country, province, departure_date, return_date,
        available_space, created_at)
      select 'trip-' || g, 'tu-' || (g % 300 + 1), 'Ana G.', case when g % 7 = 0 then 'Japón' else 'España' end,
        'Córdoba', date '2027-01-01' + (g % 200), date '2027-01-10' + (g % 200), 'small',
        now() - (g || ' seconds')::interval
      from generate_series(1, 30000) g`);
    await d.db.execute(sql`analyze trips`);
  }, 120_000);
  afterAll(async () => {
    await d.close();
  });

  const plan = async (query: ReturnType<typeof sql>) =>
    (await rows(d, sql`explain ${query}`)).map((r) => String(r['QUERY PLAN'])).join('\n');

  it('reads the first page and a deep one through trips_created, starting at the cursor (EXPLAIN)', async () => {
    const first = await plan(sql`
      select * from trips order by created_at desc nulls last, id collate "C" asc limit 25`);
    expect(first).toMatch(/Index Scan using trips_created/);
    const cursor = { createdAt: new Date(Date.now() - 20_000 * 1000).toISOString(), id: 'trip-20000' };
    const deep = await plan(sql`
      select * from trips where origin_country = 'Japón' and ${afterCursor(cursor, undefined, trips)}
      order by created_at desc nulls last, id collate "C" asc limit 25`);
    // As the repository asks (every column, a filter): the cursor bounds the index scan itself, no
    // walk over the pages before it.
    expect(deep).toMatch(/Index Scan using trips_created/);
    expect(deep).toMatch(/Index Cond: .*created_at <=/);
  });

  it('pages through the repository: every trip once, in order, and counts up to the limit', async () => {
    const repos = createSqlRepositories(d.db);
    const first = await repos.trips.search({ originCountry: 'Japón' }, 25);
    const next = await repos.trips.search({ originCountry: 'Japón' }, 25, first.at(-1));
    expect(first.map((t) => t.id).slice(0, 2)).toEqual(['trip-7', 'trip-14']);
    expect(next[0]?.id).toBe('trip-182');
    expect(new Set([...first, ...next].map((t) => t.id)).size).toBe(50);
    expect(await repos.trips.count({ originCountry: 'Japón' })).toBe(4285);
    expect(await repos.trips.count({}, 1001)).toBe(1001);
  });

  it('lets one person add trips ahead only up to the cap, over a pool of connections', async () => {
    const uow = createSqlUnitOfWork(d.db);
    await d.db.execute(sql`insert into users (id, first_name, last_name, email, password, created_at)
      values ('tu-cap', 'Ana', 'García', 'tu-cap@example.com', '{"algorithm":"argon2id"}'::jsonb, now())`);
    const trip = (i: number) => ({
      id: `trip-race-${i}`,
      userId: 'tu-cap',
      userName: 'Ana G.',
      originCountry: 'España',
      destinationCountry: 'Argentina' as const,
      province: 'Córdoba' as const,
      departureDate: '2027-03-01',
      returnDate: '2027-03-20',
      availableSpace: 'small' as const,
      entryWay: 'air_sea' as const,
      status: 'active' as const,
      createdAt: new Date().toISOString(),
      isExample: false,
    });
    // Each transaction waits a little between its count and its insert: without the user's row
    // locked, every one of them would count none ahead and insert.
    const add = (i: number) =>
      uow.transaction(async (tx) => {
        const won = await tx.trips.add(trip(i), { from: '2027-01-01', max: 3 });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return won;
      });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => add(i)));
    expect(results.filter(Boolean)).toHaveLength(3);
    const [held] = await rows(d, sql`select count(*)::int as n from trips where user_id = 'tu-cap'`);
    expect(held?.n).toBe(3);
  });
});

describe('tokenHash', () => {
  it('is the SHA-256 of the token in hex: what sessions and guests are stored and found under', () => {
    expect(tokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(tokenHash('ñandú')).toBe(createHash('sha256').update('ñandú', 'utf8').digest('hex'));
  });
});
