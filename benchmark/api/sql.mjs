// The statements the API runs for one page of the list (GET /api/requests/page) and for one request
// (GET /api/requests/:id), as Drizzle writes them from packages/db/src/repositories.ts (`requests.search`,
// `requests.count`, `requests.byId`). The floor (floor.mjs) runs these texts; `db.mjs explain`
// records the texts the repositories really send and says whether they are still these.

const COLUMNS =
  '"id", "product_name", "product_url", "estimated_price_cents", "currency", "reward_cents", "country", ' +
  '"category", "notes", "image_id", "status", "created_at", "buyer_id", "guest_token_hash", "accepted_by", ' +
  '"accepted_by_name", "accepted_at", "security_code", "code_attempts", "code_locked", "paid_at", ' +
  '"completed_at", "payment", "restrictions", "is_example"';

const ORDER = 'order by "requests"."created_at" desc nulls last, "requests"."id" collate "C" asc';
const CURSOR =
  '("requests"."created_at" <= $3::timestamptz and ("requests"."created_at" < $4::timestamptz or ' +
  '("requests"."created_at" = $5::timestamptz and "requests"."id" collate "C" > $6)))';
const FOLDED = `cg_fold("requests"."product_name") like '%' || cg_fold($2) || '%'`;

/** Page 1 with a category: [status, category, limit]. */
export const LIST_BY_CATEGORY = `select ${COLUMNS} from "requests" where ("requests"."status" = $1 and "requests"."category" = $2) ${ORDER} limit $3`;
/** A later page with a category: [status, category, at, at, at, id, limit]. */
export const LIST_BY_CATEGORY_AFTER = `select ${COLUMNS} from "requests" where (("requests"."status" = $1 and "requests"."category" = $2) and ${CURSOR}) ${ORDER} limit $7`;
/** Page 1 of a search: [status, text, limit]. */
export const SEARCH = `select ${COLUMNS} from "requests" where ("requests"."status" = $1 and ${FOLDED}) ${ORDER} limit $3`;
/** How many match the category: [status, category]. */
export const COUNT_BY_CATEGORY = `select count(*)::int from "requests" where ("requests"."status" = $1 and "requests"."category" = $2)`;
/** How many match the search: [status, text]. */
export const COUNT_SEARCH = `select count(*)::int from "requests" where ("requests"."status" = $1 and ${FOLDED})`;
/** How many are available at all: [status]. */
export const COUNT_ACTIVE = `select count(*)::int from "requests" where "requests"."status" = $1`;
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
