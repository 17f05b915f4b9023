// The statements the API runs for one page of the list (GET /api/requests/page) and for one request
// (GET /api/requests/:id), as Drizzle writes them from packages/db/src/repositories.ts (`requests.search`,
// `requests.count` with the domain's cap, `requests.byId`). The floor (floor.mjs) runs these texts;
// `db.mjs explain` records the texts the repositories really send and says whether they are still these.
// Loaded under tsx: the columns come from the schema and the cap from the domain, so neither drifts.
import { schema } from '@cg/db';
import { COUNT_LIMIT } from '../../packages/domain/src/constants.ts';

/** The columns of `requests` the repositories read, in the schema's order (all but the search-only `name_folded`). */
const COLUMNS = Object.values(schema.requests[Symbol.for('drizzle:Columns')])
  .filter((column) => column.name !== 'name_folded')
  .map((column) => `"${column.name}"`)
  .join(', ');

/**
 * The list's counts stop one past the domain's cap (services/requests.ts `searchPage` passes
 * COUNT_LIMIT + 1 as `upTo`): "más de 1.000" without counting the rest.
 */
export const COUNT_UP_TO = COUNT_LIMIT + 1;

const ORDER = 'order by "requests"."created_at" desc nulls last, "requests"."id" collate "C" asc';
const CURSOR =
  '("requests"."created_at" <= $3::timestamptz and ("requests"."created_at" < $4::timestamptz or ' +
  '("requests"."created_at" = $5::timestamptz and "requests"."id" collate "C" > $6)))';
/** The stored folded name (schema.ts `nameFolded`) against the folded text. */
const FOLDED = `"requests"."name_folded" like '%' || cg_fold($2) || '%'`;
/** A count stopped after `upTo` rows (repositories.ts `count(filters, upTo)`). */
const capped = (where, upTo) =>
  `select count(*)::int from (select 1 from "requests" where ${where} limit ${upTo}) "found"`;

/** Page 1 with a category: [status, category, limit]. */
export const LIST_BY_CATEGORY = `select ${COLUMNS} from "requests" where ("requests"."status" = $1 and "requests"."category" = $2) ${ORDER} limit $3`;
/** A later page with a category: [status, category, at, at, at, id, limit]. */
export const LIST_BY_CATEGORY_AFTER = `select ${COLUMNS} from "requests" where (("requests"."status" = $1 and "requests"."category" = $2) and ${CURSOR}) ${ORDER} limit $7`;
/** Page 1 of a search: [status, text, limit]. */
export const SEARCH = `select ${COLUMNS} from "requests" where ("requests"."status" = $1 and ${FOLDED}) ${ORDER} limit $3`;
/** How many match the category, up to COUNT_UP_TO: [status, category, COUNT_UP_TO]. */
export const COUNT_BY_CATEGORY = capped('("requests"."status" = $1 and "requests"."category" = $2)', '$3');
/** How many match the search, up to COUNT_UP_TO: [status, text, COUNT_UP_TO]. */
export const COUNT_SEARCH = capped(`("requests"."status" = $1 and ${FOLDED})`, '$3');
/** How many are available at all, up to COUNT_UP_TO: [status, COUNT_UP_TO]. */
export const COUNT_ACTIVE = capped('"requests"."status" = $1', '$2');
/** One request: [id]. */
export const BY_ID = `select ${COLUMNS} from "requests" where "requests"."id" = $1`;

/** LIKE's wildcards escaped, as the repositories do: the text is searched as typed. */
export const likeLiteral = (text) => text.trim().replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's cursor, as the domain writes it (rules/filters.ts `encodeCursor`). */
export const encodeCursor = (createdAt, id) => `${Date.parse(createdAt).toString(36)}.${id}`;

/** The cursor back: [created_at ISO, id], or null. */
export function decodeCursor(value) {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{1,100})$/.exec(value ?? '');
  if (!match) return null;
  return [new Date(parseInt(match[1], 36)).toISOString(), match[2]];
}
