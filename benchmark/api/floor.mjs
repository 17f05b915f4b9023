// The floor of `npm run bench:api`: a bare Hono route that runs the list's SQL (sql.mjs, the
// statements Drizzle sends for GET /api/requests/page, counts capped as the domain caps them) over the same connection the API opens
// (`openDatabase` of @cg/db: PGlite in DATA_DIR, or a pool of 10 with DATABASE_URL), and answers
// the rows as JSON. No domain, no validation, no session, no log, no security headers: what the
// API adds above this is what its ratio to the floor measures.
// Run by run.mjs under tsx (@cg/db exports TypeScript): PORT, DATA_DIR or DATABASE_URL.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { openDatabase } from '@cg/db';
import {
  BY_ID,
  COUNT_ACTIVE,
  COUNT_BY_CATEGORY,
  COUNT_SEARCH,
  COUNT_UP_TO,
  LIST_BY_CATEGORY,
  LIST_BY_CATEGORY_AFTER,
  SEARCH,
  decodeCursor,
  encodeCursor,
  likeLiteral,
} from './sql.mjs';

const database = await openDatabase({
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
  DATA_DIR: process.env.DATA_DIR ?? '.data',
});
/** The driver under Drizzle: a pg Pool or the PGlite instance (both answer `query(text, params)`). */
const client = database.db.$client;
const query = async (text, params) => (await client.query(text, params)).rows;

const PAGE = 20;
const page = (rows, matching, available) => {
  const items = rows.slice(0, PAGE);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > PAGE && last ? encodeCursor(new Date(last.created_at).toISOString(), last.id) : null,
    matching: matching[0].count,
    available: available[0].count,
  };
};

const app = new Hono();
app.get('/floor/list', async (c) => {
  const category = c.req.query('category') ?? '';
  const after = decodeCursor(c.req.query('after'));
  const [rows, matching, available] = await Promise.all([
    after
      ? query(LIST_BY_CATEGORY_AFTER, ['active', category, after[0], after[0], after[0], after[1], PAGE + 1])
      : query(LIST_BY_CATEGORY, ['active', category, PAGE + 1]),
    query(COUNT_BY_CATEGORY, ['active', category, COUNT_UP_TO]),
    query(COUNT_ACTIVE, ['active', COUNT_UP_TO]),
  ]);
  return c.json(page(rows, matching, available));
});
app.get('/floor/search', async (c) => {
  const text = likeLiteral(c.req.query('text') ?? '');
  const [rows, matching, available] = await Promise.all([
    query(SEARCH, ['active', text, PAGE + 1]),
    query(COUNT_SEARCH, ['active', text, COUNT_UP_TO]),
    query(COUNT_ACTIVE, ['active', COUNT_UP_TO]),
  ]);
  return c.json(page(rows, matching, available));
});
app.get('/floor/requests/:id', async (c) => {
  const [row] = await query(BY_ID, [c.req.param('id')]);
  return row ? c.json(row) : c.json({ code: 'not_found' }, 404);
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`Floor: http://127.0.0.1:${info.port}/`);
});
const stop = () => {
  server.close(() => {
    database.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
