// The database the API uses, opened and migrated for a command-line tool (the coupons and support
// CLIs): DATABASE_URL when set, else the PGlite directory DATA_DIR (default: the repository's .data).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@cg/db';

export async function openCliDatabase(): Promise<Awaited<ReturnType<typeof openDatabase>>> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const database = await openDatabase({
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
    DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(here, '../../../.data')),
  });
  await database.migrate();
  return database;
}
