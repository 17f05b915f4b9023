// The database the API uses, opened and migrated for a command-line tool (the coupons and support
// CLIs): DATABASE_URL when set, else the PGlite directory DATA_DIR (default: the repository's .data).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, openDatabase } from '@cg/db';

type CliDatabase = Awaited<ReturnType<typeof openDatabase>>;

async function openCliDatabase(): Promise<CliDatabase> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const database = await openDatabase({
    ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
    DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(here, '../../../.data')),
  });
  await database.migrate();
  return database;
}

/** What a person is told when a tool fails: the message alone, no stack (the tools' errors are written for them). */
function cliFailureMessage(error: unknown): string {
  if (error instanceof DataDirLockedError) {
    // PGlite is one process's: the server running on the same data directory holds it.
    return `${error.message}\nSi es el servidor (npm start), detenlo primero: la base embebida (PGlite) admite un solo proceso.`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a tool over the database, closing it after; a failure (the data directory in use by the
 * server, a refused e-mail, a bad coupons file) is printed as its message alone, exit code 1.
 */
export async function withCliDatabase(work: (database: CliDatabase) => Promise<void>): Promise<void> {
  let database: CliDatabase | undefined;
  try {
    database = await openCliDatabase();
    await work(database);
  } catch (error) {
    console.error(cliFailureMessage(error));
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
