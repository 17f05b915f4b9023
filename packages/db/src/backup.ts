// Backup and restore of a PGlite data directory (issue 17): the whole directory as one gzip'd
// tarball, taken through PGlite itself (so it is consistent), under the same pid lock the server
// holds — a running server's directory is refused with a clear message, never copied half-written.
// For PostgreSQL use pg_dump / pg_restore (README).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { openPglite } from '#src/database';

/** Writes a backup of `dataDir` (a `DATA_DIR/pglite` folder) to `file`; returns its size in bytes. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir)) throw new Error(`No hay datos para respaldar en ${dataDir}.`);
  const database = await openPglite({ dataDir });
  try {
    const dump = await database.dumpDataDir();
    const bytes = gzipSync(new Uint8Array(await dump.arrayBuffer()));
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, bytes);
    return bytes.byteLength;
  } finally {
    await database.close();
  }
}

/**
 * Restores `file` into `dataDir`, which must not exist or be empty (a restore never mixes two
 * databases); checks that the restored database opens and answers, and returns its request count.
 */
export async function restorePglite(file: string, dataDir: string): Promise<{ requests: number }> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} ya tiene datos: restaura en una carpeta nueva o vacía.`);
  }
  const database = await openPglite({
    dataDir,
    loadDataDir: new Blob([new Uint8Array(gunzipSync(readFileSync(file)))]),
  });
  try {
    if (!(await database.ping())) throw new Error('La copia restaurada no responde.');
    await database.migrate();
    // The row shape is the query's: execute()'s result type is generic over both drivers.
    const result: unknown = await database.db.execute('select count(*)::int as n from requests');
    return { requests: (result as { rows: { n: number }[] }).rows[0]?.n ?? 0 };
  } finally {
    await database.close();
  }
}
