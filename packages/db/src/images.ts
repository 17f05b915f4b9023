import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
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
    async put(image) {
      const id = randomUUID();
      await db.insert(t.images).values({
        id,
        kind: 'photo',
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
