import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ImageStore } from '@cg/domain';
import type { Db } from '#src/database';
import * as t from '#src/schema';

/**
 * The domain's image store over the `images` table: the bytes as the domain accepted them
 * (checked by their first bytes and downscaled before they get here), with their type. Photos
 * are small after downscaling (tens of KiB); an object store behind the same port is the way to
 * grow (decision 014).
 */
export function createSqlImageStore(db: Db): ImageStore & { count(): Promise<number> } {
  return {
    async put(image, kind = 'photo') {
      const id = randomUUID();
      await db.insert(t.images).values({
        id,
        kind,
        mime: image.type || 'application/octet-stream',
        bytes: new Uint8Array(await image.arrayBuffer()),
        createdAt: new Date().toISOString(),
      });
      return id;
    },
    async get(id) {
      const [row] = await db
        .select({ mime: t.images.mime, bytes: t.images.bytes })
        .from(t.images)
        .where(eq(t.images.id, id));
      return row ? new Blob([new Uint8Array(row.bytes)], { type: row.mime }) : null;
    },
    async delete(id) {
      await db.delete(t.images).where(eq(t.images.id, id));
    },
    async ids() {
      return (await db.select({ id: t.images.id }).from(t.images)).map((r) => r.id);
    },
    async clear() {
      await db.delete(t.images);
    },
    async count() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.images);
      return row?.n ?? 0;
    },
  };
}

/**
 * Deletes the purchase receipts' files stored before `olderThan` that no order names (decision
 * 050): left by an upload stopped between storing its file and writing the order, or by a replaced
 * receipt whose file's delete failed. A file younger than `olderThan` may be an upload still on its
 * way to the order's write, so it stays. How many were deleted.
 */
export async function sweepReceiptFiles(db: Db, olderThan: Date): Promise<number> {
  const named = sql`exists (select 1 from ${t.requests} where ${t.requests.purchaseReceipt} is not null and (${t.requests.purchaseReceipt}->>'fileId') = ${t.images.id})`;
  const removed = await db
    .delete(t.images)
    .where(and(eq(t.images.kind, 'receipt'), lt(t.images.createdAt, olderThan.toISOString()), sql`not ${named}`))
    .returning({ id: t.images.id });
  return removed.length;
}
