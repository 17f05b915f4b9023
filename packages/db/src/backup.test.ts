// A backup taken from a data directory with a request in it restores into a new directory with
// the same request; a running server's (locked) directory and a non-empty target are refused.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backupPglite, restorePglite } from '#src/backup';
import { openPglite } from '#src/database';

describe('PGlite backup and restore', () => {
  it('restores what was stored, and refuses a locked source and a non-empty target', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'cg-backup-'));
    const source = path.join(base, 'pglite');
    const live = await openPglite({ dataDir: source });
    await live.migrate();
    await live.db.execute(sql`
      insert into requests (id, product_name, product_url, estimated_price_cents, currency, reward_cents, country,
        category, created_at)
      values ('r1', 'Kindle', 'https://x.com', 15999, 'USD', 2500, 'Japón', 'tecnologia', now())`);
    // While the server holds it, a backup is refused with the lock's message.
    await expect(backupPglite(source, path.join(base, 'b.tar.gz'))).rejects.toThrow(/en uso|locked|otro proceso/i);
    await live.close();

    const file = path.join(base, 'copia.tar.gz');
    expect(await backupPglite(source, file)).toBeGreaterThan(1000);
    const target = path.join(base, 'restaurado');
    expect(await restorePglite(file, target)).toEqual({ requests: 1 });

    const occupied = mkdtempSync(path.join(tmpdir(), 'cg-occupied-'));
    writeFileSync(path.join(occupied, 'x'), 'algo');
    await expect(restorePglite(file, occupied)).rejects.toThrow('ya tiene datos');
  });
});
