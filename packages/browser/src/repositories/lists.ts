/**
 * How the browser's repositories read and write their documents' lists, as one SQL statement would:
 * a keyset page, a capped count, a change or a removal of the items a condition picks, and the maps
 * of lists (`chats`, `chatReads`) kept without a prototype.
 */
import type { DocumentAccess } from '#src/documents-unit';
import { isAfter } from '@cg/domain/rules/filters';
import type { RequestCursor } from '@cg/domain/ports/repositories';
import type { DocumentDef } from '#src/storage/store';

/** The items of a list (already filtered and newest first) strictly after the cursor, at most `limit`. */
export function pageOf<T extends { readonly createdAt: string; readonly id: string }>(
  found: readonly T[],
  limit: number | undefined,
  after: RequestCursor | undefined,
): T[] {
  const rest = after ? found.filter((item) => isAfter(item, after)) : [...found];
  return limit === undefined ? rest : rest.slice(0, limit);
}

/** A count stopped at `upTo`, as SQL's `LIMIT` stops it. */
export const cappedCount = (n: number, upTo: number | undefined) => (upTo === undefined ? n : Math.min(n, upTo));

const byNewest = <T extends { createdAt: string }>(a: T, b: T) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** Newest first; of two at the same instant, the one stored later first. */
export const newestStoredFirst = <T extends { createdAt: string }>(list: readonly T[]) =>
  [...list].reverse().sort(byNewest);

/**
 * Changes the items `picked` chooses (an `UPDATE … WHERE … RETURNING`): the document is written
 * only when one was; the changed items, as written.
 */
export async function changeWhere<T>(
  d: DocumentAccess,
  doc: DocumentDef<T[]>,
  picked: (item: T) => boolean,
  change: (item: T) => T,
): Promise<T[]> {
  const changed: T[] = [];
  const next = (await d.get(doc)).map((item) => {
    if (!picked(item)) return item;
    const after = change(item);
    changed.push(after);
    return after;
  });
  if (changed.length > 0) await d.set(doc, next);
  return changed;
}

/** Removes the items `picked` chooses (a `DELETE … WHERE`): written only when one was; how many. */
export async function removeWhere<T>(d: DocumentAccess, doc: DocumentDef<T[]>, picked: (item: T) => boolean) {
  const list = await d.get(doc);
  const kept = list.filter((item) => !picked(item));
  if (kept.length !== list.length) await d.set(doc, kept);
  return list.length - kept.length;
}

/** Adds `item` unless `taken` finds it there already (a unique index); whether it was added. */
export async function addUnless<T>(d: DocumentAccess, doc: DocumentDef<T[]>, item: T, taken: (stored: T) => boolean) {
  const list = await d.get(doc);
  if (list.some(taken)) return false;
  await d.set(doc, [...list, item]);
  return true;
}

/** A copy of a map of lists with one entry set, without a prototype (ids such as '__proto__' stay data). */
export function withEntry<V>(map: Readonly<Record<string, V>>, key: string, value: V): Record<string, V> {
  const out = Object.create(null) as Record<string, V>;
  for (const [k, v] of Object.entries(map)) out[k] = v;
  out[key] = value;
  return out;
}

/** A map's own entry, never one of its prototype's. */
export const own = <V>(map: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;
