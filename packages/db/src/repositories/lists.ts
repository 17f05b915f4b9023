/**
 * How lists are read: their order (newest first), their keyset cursor, the text search's pattern,
 * and the page and count statements the requests' and the trips' lists share.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { RequestCursor } from '@cg/domain/server';
import * as t from '#src/schema';
import { inline, type Bind, type Placeholders, type Prepared } from '#src/repositories/prepared';
import type { Runner } from '#src/repositories/runner';

/** Newest first; a row without the instant last. */
export const newest = (column: PgColumn) => sql`${column} desc nulls last`;
/** Ties of one instant by id in byte order, as the domain's `newestFirst` sorts them. */
export const byIdBytes = (column: PgColumn) => sql`${column} collate "C" asc`;
/** Newest first; of two at the same instant, the one stored later (`seq`) first. */
export const newestStoredFirst = (at: PgColumn, seq: PgColumn) => [newest(at), newest(seq)] as const;

/** The two columns a list is ordered by (newest first, ties by id in byte order). */
export interface ListColumns {
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
export const containing = (text: string, bind: Bind = inline) =>
  sql`'%' || cg_fold(${bind('text', likeLiteral(text.trim()))}) || '%'`;

/**
 * A list's page: `query` newest first (ties by id in byte order), cut at the `limit` placeholder
 * when the page has one (`placeholders().bind('limit', …)`).
 */
export function newestFirstPage<T extends PgSelect>(query: T, list: ListColumns, limited: boolean): T {
  const ordered = query.orderBy(newest(list.createdAt), byIdBytes(list.id));
  return limited ? ordered.limit(sql.placeholder('limit')) : ordered;
}

/**
 * How many rows of `table` match `where` (built with `p`'s placeholders), stopping after `upTo`
 * when given: the index scan ends there however large the table grows. `name` keeps the
 * statements of different lists apart.
 */
export async function countMatching(
  q: Runner,
  prepared: Prepared,
  name: string,
  p: Placeholders,
  table: PgTable,
  where: SQL | undefined,
  upTo: number | undefined,
): Promise<number> {
  const count = { n: sql<number>`count(*)::int` };
  if (upTo !== undefined) p.bind('upTo', upTo);
  const statement = prepared(`${name}:${p.key()}`, () => {
    if (upTo === undefined) return q.select(count).from(table).where(where).prepare('');
    const found = q
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(sql.placeholder('upTo'))
      .as('found');
    return q.select(count).from(found).prepare('');
  });
  const [row] = await statement.execute(p.values);
  return row?.n ?? 0;
}

/** A row without its insertion order (`seq`): it orders a list and is no field of the domain's. */
export function withoutSeq<R extends { readonly seq: number }>(row: R): Omit<R, 'seq'> {
  const { seq: _storedOrder, ...fields } = row;
  return fields;
}
