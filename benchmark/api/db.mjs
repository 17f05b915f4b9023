// The data of `npm run bench:api`, written straight into the database (never while an API process
// holds a PGlite directory). Run by run.mjs under tsx; prints one JSON line.
//   seed    --rows N --accept N --confirm N --out FILE   migrate; buyers and verified travellers
//           registered through the domain (with sessions); a few requests published through the
//           domain (their photos); N more active requests as SQL rows like the domain writes; an
//           accept pool (active requests, each with the traveller who accepts it, within that
//           traveller's trust tier: --accept-travellers of them) and a confirm pool (paid orders
//           with their code, on the other --travellers).
//   grow    --to N       more active requests until N are stored.
//   explain              EXPLAIN (ANALYZE, BUFFERS) of the statements the repositories really
//                        send for the list, a deep page, a search and one request.
// Where: DATABASE_URL (PostgreSQL; the database is created if missing), else PGlite in DATA_DIR.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createSqlImageStore, createSqlSessionStore, createSqlUnitOfWork, openDatabase } from '@cg/db';
import { createMarketplaceOver, createMemoryChangeFeed } from '@cg/domain/server';
import { orderPriceUsd } from '@cg/domain/rules/allowance';
import { trustStanding } from '@cg/domain/rules/trust-tiers';
import { createTestPorts, pngBlob } from '@cg/testkit';
import { createSqlRepositories } from '../../packages/db/src/repositories.ts';
import * as floorSql from './sql.mjs';

const { positionals, values: opts } = parseArgs({
  allowPositionals: true,
  options: {
    rows: { type: 'string', default: '10000' },
    accept: { type: 'string', default: '0' },
    confirm: { type: 'string', default: '0' },
    buyers: { type: 'string', default: '200' },
    travellers: { type: 'string', default: '200' },
    'accept-travellers': { type: 'string', default: '0' },
    to: { type: 'string' },
    out: { type: 'string' },
  },
});
const command = positionals[0];

// ── where ─────────────────────────────────────────────────────────────────────────────────────
const url = process.env.DATABASE_URL;
if (url) {
  // One database per phase on the run's server.
  const name = new URL(url).pathname.slice(1);
  const admin = await openDatabase({ DATABASE_URL: url.replace(/\/[^/]*$/, '/postgres') });
  const { rows } = await admin.db.$client.query('select 1 from pg_database where datname = $1', [name]);
  if (rows.length === 0) await admin.db.$client.query(`create database "${name}"`);
  await admin.close();
}
const database = await openDatabase({ ...(url && { DATABASE_URL: url }), DATA_DIR: process.env.DATA_DIR ?? '.data' });
const client = database.db.$client;
const query = async (text, params = []) => (await client.query(text, params)).rows;

// ── what a request looks like ─────────────────────────────────────────────────────────────────
/** [name, category, price in cents]: what people ask travellers to bring. */
const CATALOGUE = [
  ['Kindle Paperwhite 16 GB', 'tecnologia', 15999],
  ['AirPods Pro (2.ª generación)', 'tecnologia', 24900],
  ['iPhone 15 Pro 256 GB', 'tecnologia', 109900],
  ['MacBook Air M3 13"', 'tecnologia', 109900],
  ['Samsung Galaxy S24 Ultra', 'tecnologia', 129999],
  ['iPad Air 11" Wi-Fi', 'tecnologia', 59900],
  ['Apple Watch Series 9 GPS', 'tecnologia', 39900],
  ['Auriculares Sony WH-1000XM5', 'tecnologia', 39999],
  ['GoPro HERO12 Black', 'tecnologia', 39999],
  ['Mouse Logitech MX Master 3S', 'tecnologia', 9999],
  ['Google Pixel 8', 'tecnologia', 69900],
  ['Dron DJI Mini 4 Pro', 'tecnologia', 75900],
  ['Garmin Forerunner 265', 'tecnologia', 44999],
  ['Cámara Fujifilm Instax Mini 12', 'tecnologia', 7999],
  ['Nintendo Switch OLED', 'juegos', 34999],
  ['PlayStation 5 Slim', 'juegos', 49999],
  ['Xbox Series S 512 GB', 'juegos', 29999],
  ['Steam Deck OLED 512 GB', 'juegos', 54900],
  ['The Legend of Zelda: Tears of the Kingdom', 'juegos', 6999],
  ['LEGO Star Wars Halcón Milenario', 'juegos', 16999],
  ['Mando DualSense Edge', 'juegos', 19999],
  ['Meta Quest 3 128 GB', 'juegos', 49999],
  ['Pokémon Escarlata', 'juegos', 5999],
  ['Catan edición 25 aniversario', 'juegos', 5499],
  ['Chanel N°5 Eau de Parfum 100 ml', 'perfumes', 16500],
  ['Dior Sauvage EDT 100 ml', 'perfumes', 12500],
  ['Carolina Herrera Good Girl 80 ml', 'perfumes', 13900],
  ['Paco Rabanne 1 Million 100 ml', 'perfumes', 10900],
  ['Lancôme La Vie Est Belle 100 ml', 'perfumes', 15200],
  ['Jean Paul Gaultier Le Male 125 ml', 'perfumes', 11800],
  ['Acqua di Giò Profumo 75 ml', 'perfumes', 14000],
  ['Tom Ford Black Orchid 50 ml', 'perfumes', 17000],
  ['Zapatillas Nike Air Force 1', 'ropa', 11500],
  ['Campera The North Face Nuptse', 'ropa', 32000],
  ['Jean Levi’s 501 Original', 'ropa', 6950],
  ['Zapatillas Adidas Samba OG', 'ropa', 10000],
  ['Buzo Champion Reverse Weave', 'ropa', 6000],
  ['Mochila Herschel Little America', 'ropa', 11000],
  ['Lentes Ray-Ban Wayfarer', 'ropa', 16300],
  ['Crocs Classic Clog', 'ropa', 4999],
  ['Vitaminas Centrum Silver 200 comprimidos', 'otras', 2499],
  ['Vaso Stanley Quencher 1,18 l', 'otras', 4500],
  ['Olla Instant Pot Duo 6 qt', 'otras', 8999],
  ['Cafetera Nespresso Vertuo Next', 'otras', 15900],
  ['Termo Yeti Rambler 1 l', 'otras', 5000],
  ['Navaja Victorinox Huntsman', 'otras', 6200],
  ['Proteína Optimum Nutrition 5 lb', 'otras', 8499],
  ['Libro "Atomic Habits" (tapa dura)', 'otras', 2799],
];
const COUNTRIES = ['Estados Unidos', 'España', 'Chile', 'Reino Unido', 'Japón', 'Francia', 'Italia', 'México'];
const NOTES = [
  '',
  'Caja sellada, por favor. Factura a nombre del comprador.',
  'Color negro si hay; si no, gris.',
  'Puedo recibirlo en CABA o en La Plata.',
];
/** Between two stored requests (100,000 span about two months). */
const SPACING_SECONDS = 53;

/**
 * Active requests number `from`…`to` (1-based; a higher number is older), as the domain writes
 * them: a product of the catalogue, a store link, price and reward in cents (reward 10–100 USD in
 * steps of 5), a country, notes, a photo most of the time, a buyer among `buyers`.
 */
async function insertRequests(from, to, buyers, images, newest) {
  const BATCH = 10_000;
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    await query(
      `insert into requests (id, product_name, product_url, estimated_price_cents, currency, reward_cents,
         country, category, notes, image_id, status, created_at, buyer_id)
       select gen_random_uuid()::text,
         ($1::text[])[1 + i % k],
         'https://www.amazon.com/dp/B0' || lpad((i * 7919 % 100000000)::text, 8, '0'),
         ($3::int8[])[1 + i % k] + (i % 7) * 100,
         case when i % 6 = 0 then 'EUR' else 'USD' end,
         (2 + (i * 7) % 19) * 500,
         ($4::text[])[1 + (i / 3) % cardinality($4::text[])],
         ($2::text[])[1 + i % k],
         ($5::text[])[1 + (i / 5) % cardinality($5::text[])],
         case when i % 4 = 0 then null else ($6::text[])[1 + i % cardinality($6::text[])] end,
         'active',
         $7::timestamptz - make_interval(secs => i * ${SPACING_SECONDS}.0),
         ($8::text[])[1 + i % cardinality($8::text[])]
       from generate_series($9::int, $10::int) as i, (select cardinality($1::text[]) as k) as c`,
      [
        CATALOGUE.map((c) => c[0]),
        CATALOGUE.map((c) => c[1]),
        CATALOGUE.map((c) => c[2]),
        COUNTRIES,
        NOTES,
        images,
        newest,
        buyers,
        start,
        end,
      ],
    );
  }
}

const person = (firstName, lastName, email) => ({
  firstName,
  lastName,
  email,
  birthDate: '1990-05-01',
  dialCode: '+54',
  phone: '11 5555 1234',
  documentNumber: '30123456',
  password: 'secreto123',
  confirmPassword: 'secreto123',
});

/** Runs `work` over `items`, `width` at a time (PGlite has one connection; a pool has ten). */
async function inBatches(items, width, work) {
  const out = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

async function analyze() {
  // What autovacuum does on PostgreSQL after a bulk load (PGlite has none; see README).
  await query('vacuum analyze');
}

async function seed() {
  await database.migrate();
  const now = new Date();
  const market = createMarketplaceOver({
    ...createTestPorts(),
    clock: { now: () => new Date() },
    uow: createSqlUnitOfWork(database.db),
    images: createSqlImageStore(database.db),
    changes: createMemoryChangeFeed(),
  });
  const sessions = createSqlSessionStore(database.db);
  const width = url ? 8 : 1;
  const register = (role, count) =>
    inBatches([...Array(count).keys()], width, async (i) => {
      const { user } = await market.accounts.register(
        null,
        person(role === 'buyer' ? 'Compradora' : 'Viajero', `N${i}`, `bench-${role}-${i}@example.com`),
      );
      if (role === 'traveller') {
        await market.verification.submit(user, {
          documentType: 'DNI',
          front: pngBlob(),
          back: pngBlob(),
          selfie: pngBlob(),
        });
        await market.verification.refresh(user);
      }
      return { id: user.id, token: await sessions.start(user.id, new Date()) };
    });
  const buyers = await register('buyer', Number(opts.buyers));
  const couriers = Number(opts.travellers);
  const travellers = await register('traveller', couriers + Number(opts['accept-travellers']));
  const unverified = await query(
    `select count(*)::int as n from users where email like 'bench-traveller-%' and verification_status <> 'verified'`,
  );
  if (unverified[0].n > 0) throw new Error(`${unverified[0].n} travellers are not verified`);

  // A few published through the domain: their photos are the stored rows' photos.
  const published = await inBatches(CATALOGUE.slice(0, 8), 1, ([productName, category, cents], i) =>
    market.requests.publish(buyers[i], {
      productName,
      productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
      estimatedPrice: (cents / 100).toFixed(2),
      currency: 'USD',
      country: 'Estados Unidos',
      reward: 25,
      category,
      notes: '',
      image: pngBlob(),
    }),
  );
  const images = published.map((r) => r.imageId).filter(Boolean);
  const buyerIds = buyers.map((b) => b.id);
  const rows = Number(opts.rows);
  await insertRequests(1, rows, buyerIds, images, now.toISOString());

  const acceptPool = await acceptPlan(travellers.slice(couriers), Number(opts.accept));

  // Confirm pool: orders paid (as a payment's confirmation leaves them), each with its 6-digit code.
  const confirm = Number(opts.confirm);
  const confirmPool =
    confirm === 0
      ? []
      : await query(
          `with travellers as (
             select id, first_name || ' ' || last_name as name, row_number() over (order by id) - 1 as n
             from users where id = any($4::text[])),
           paid as (
             insert into requests (id, product_name, product_url, estimated_price_cents, currency, reward_cents,
               country, category, notes, image_id, status, created_at, buyer_id, accepted_by, accepted_by_name,
               accepted_at, security_code, paid_at, payment)
             select gen_random_uuid()::text, 'Kindle Paperwhite 16 GB', 'https://www.amazon.com/dp/B0CFPJYX7P',
               15999, 'USD', 2500, 'Estados Unidos', 'tecnologia', '', null, 'paid',
               $1::timestamptz - interval '3 days', ($2::text[])[1 + i % cardinality($2::text[])],
               t.id, t.name, $1::timestamptz - interval '2 days',
               lpad(((i * 7919 + 123457) % 900000 + 100000)::text, 6, '0'),
               $1::timestamptz - interval '1 day',
               jsonb_build_object('paymentId', 'pay-' || i, 'priceUsdCents', 15999, 'rewardUsdCents', 2500,
                 'serviceFeeUsdCents', 1850, 'totalUsdCents', 20349, 'usdPerUnit', 1, 'rateDate', '2026-11-20')
             from generate_series(1, $3::int) as i
             join travellers t on t.n = i % (select count(*) from travellers)
             returning id, accepted_by, security_code, payment),
           pay as (
             insert into payments (id, order_id, status, amount_cents, currency, created_at)
             select payment->>'paymentId', id, 'approved', 20349, 'USD', $1::timestamptz - interval '1 day' from paid)
           select id, accepted_by as "travellerId", security_code as code from paid`,
          [now.toISOString(), buyerIds, confirm, travellers.slice(0, couriers).map((t) => t.id)],
        );
  await analyze();
  return {
    buyers,
    travellers,
    detailIds: (await query(`select id from requests where status = 'active' order by random() limit 500`)).map(
      (r) => r.id,
    ),
    acceptPool,
    confirmPool,
    stored: await counts(),
  };
}

/**
 * The accept pool: active requests, each with the traveller who will accept it, so that every
 * accept is one the trust tier allows (decision 047: a newly verified traveller holds orders of at
 * most US$ 300 each and US$ 1,000 open). The tier is the domain's (`trustStanding` of a traveller
 * with no orders and no ratings: the benchmark's travellers are newly verified), the prices are
 * the domain's too (`orderPriceUsd`, today's reference rate). The requests are the cheap ones —
 * at most a tenth of the open limit, what a traveller brings as a favour — taken at random, and
 * each traveller gets as many as fit in the open limit. Spread across the travellers in turn (the
 * first of each, then the second…), so the concurrent connections accept for different people.
 */
async function acceptPlan(acceptors, wanted) {
  if (wanted === 0 || acceptors.length === 0) return [];
  const tier = trustStanding([], []);
  const cheap = Math.min(tier.perOrderUsdCents, Math.floor(tier.openLimitUsdCents / 10));
  const candidates = (
    await query(
      `select id, estimated_price_cents as "estimatedPriceCents", currency from requests
       where status = 'active' order by random()`,
    )
  )
    .map((r) => ({ id: r.id, cents: orderPriceUsd({ ...r, payment: null }).cents }))
    .filter((r) => r.cents <= cheap);
  const each = acceptors.map(() => []);
  let next = 0;
  for (const [i, acceptor] of acceptors.entries()) {
    let open = 0;
    while (next < candidates.length && open + candidates[next].cents <= tier.openLimitUsdCents) {
      each[i].push({ id: candidates[next].id, travellerId: acceptor.id });
      open += candidates[next].cents;
      next += 1;
    }
  }
  const plan = [];
  for (let turn = 0; plan.length < wanted && each.some((list) => turn < list.length); turn += 1) {
    for (const list of each) if (turn < list.length && plan.length < wanted) plan.push(list[turn]);
  }
  return plan;
}

async function counts() {
  const [row] = await query(
    `select count(*)::int as total, count(*) filter (where status = 'active')::int as active from requests`,
  );
  return row;
}

async function grow(to) {
  const { total } = await counts();
  if (to > total) {
    const buyers = (await query(`select id from users where email like 'bench-buyer-%'`)).map((r) => r.id);
    const images = (await query(`select distinct image_id as id from requests where image_id is not null limit 8`)).map(
      (r) => r.id,
    );
    // Numbered after those stored: older than them, as a store that has been running longer.
    const [{ oldest }] = await query(`select min(created_at) as oldest from requests`);
    const base = new Date(new Date(oldest).getTime() + (total + 1) * SPACING_SECONDS * 1000).toISOString();
    await insertRequests(total + 1, to, buyers, images, base);
    await analyze();
  }
  return { stored: await counts() };
}

// ── the plans ─────────────────────────────────────────────────────────────────────────────────
/** The statements the repositories send for `work`, recorded off the driver. */
async function recorded(work) {
  const sent = [];
  const original = client.query;
  client.query = function (text, params, ...rest) {
    // pg: (config, params) or (text, params); PGlite: (text, params, options).
    const config = typeof text === 'object' && text !== null ? text : { text };
    sent.push({ text: config.text, params: params ?? config.values ?? [] });
    return original.call(this, text, params, ...rest);
  };
  try {
    await work(createSqlRepositories(database.db));
  } finally {
    client.query = original;
  }
  return sent;
}

async function explain() {
  const active = { status: 'active' };
  const category = 'tecnologia';
  const [{ total }] = await query(
    `select count(*)::int as total from requests where status = 'active' and category = $1`,
    [category],
  );
  // A page in the middle of the category's list: its cursor is the row before it.
  const [middle] = await query(
    `select created_at, id from requests where status = 'active' and category = $1
     order by created_at desc nulls last, id collate "C" asc offset $2 limit 1`,
    [category, Math.floor(total / 2)],
  );
  const after = middle && { createdAt: new Date(middle.created_at).toISOString(), id: middle.id };
  const [anyRequest] = await query(`select id from requests where status = 'active' limit 1`);
  const cases = {
    'list (category, page 1)': [(r) => r.requests.search({ ...active, category }, 21), floorSql.LIST_BY_CATEGORY],
    'list (category, middle page)': [
      (r) => r.requests.search({ ...active, category }, 21, after),
      floorSql.LIST_BY_CATEGORY_AFTER,
    ],
    // Capped as the domain's list caps them (services/requests.ts `searchPage`: COUNT_LIMIT + 1).
    'list count (category)': [
      (r) => r.requests.count({ ...active, category }, floorSql.COUNT_UP_TO),
      floorSql.COUNT_BY_CATEGORY,
    ],
    'list count (all available)': [(r) => r.requests.count(active, floorSql.COUNT_UP_TO), floorSql.COUNT_ACTIVE],
    'search (kindle, page 1)': [(r) => r.requests.search({ ...active, text: 'kindle' }, 21), floorSql.SEARCH],
    'search count (kindle)': [
      (r) => r.requests.count({ ...active, text: 'kindle' }, floorSql.COUNT_UP_TO),
      floorSql.COUNT_SEARCH,
    ],
    'one request': [(r) => r.requests.byId(anyRequest.id), floorSql.BY_ID],
  };
  const plans = {};
  for (const [name, [work, floorText]] of Object.entries(cases)) {
    const [statement] = await recorded(work);
    await query(statement.text, statement.params); // warm: the plan of a server that has been answering
    // Three times: the median time, the last plan.
    const times = [];
    let lines = [];
    for (let i = 0; i < 3; i += 1) {
      lines = (await query(`explain (analyze, buffers) ${statement.text}`, statement.params)).map(
        (r) => r['QUERY PLAN'],
      );
      times.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN));
    }
    plans[name] = {
      sql: statement.text,
      params: statement.params,
      sameSqlAsFloor: statement.text === floorText,
      seqScan: lines.some((l) => /Seq Scan on requests/.test(l)),
      indexes: [
        ...new Set(
          lines.flatMap((l) =>
            [...l.matchAll(/(?:Index Scan|Index Only Scan)(?: Backward)? using (\w+)|Bitmap Index Scan on (\w+)/g)].map(
              (m) => m[1] ?? m[2],
            ),
          ),
        ),
      ],
      executionMs: times.sort((a, b) => a - b)[1],
      plan: lines,
    };
  }
  return { stored: await counts(), deepCursor: after ? floorSql.encodeCursor(after.createdAt, after.id) : null, plans };
}

let result;
try {
  if (command === 'seed') result = await seed();
  else if (command === 'grow') result = await grow(Number(opts.to));
  else if (command === 'explain') result = await explain();
  else throw new Error(`db.mjs: unknown command ${command}`);
} finally {
  await database.close();
}
const text = JSON.stringify(result);
if (opts.out) writeFileSync(opts.out, text);
else console.log(text);
