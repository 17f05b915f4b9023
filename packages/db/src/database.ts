import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from '#src/lock';
import * as schema from '#src/schema';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** One type for both drivers: the repositories are written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** Runs the checked-in migrations once, under an advisory lock (several processes may start). */
  migrate(): Promise<void>;
  /** Whether the database answers (for the health check). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Any key: only needs to be the same for every process of this application. */
const MIGRATION_LOCK = 72_010_301;

// int8 arrives as a BigInt from PGlite and as a string from pg: map it once, here, to a number.
// Amounts are cents far below 2^53, and so are event ids.
const int8ToNumber = (value: string | bigint) => Number(value);

const pgliteExtensions = { pg_trgm, unaccent };

export interface PgliteOptions {
  /** A folder on disk (created if missing), or undefined for memory only. */
  readonly dataDir?: string;
  /** A data directory dumped by `dumpDataDir` to start from (a migrated template in tests). */
  readonly loadDataDir?: Blob | File;
}

export interface PgliteDatabase extends Database {
  /** The whole data directory as a tarball (a test template, a backup). */
  dumpDataDir(): Promise<Blob>;
}

/** Embedded PostgreSQL: nothing to install. The data directory is locked to this process. */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  let lock: DataDirLock | null = null;
  if (options.dataDir) {
    mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
    lock = lockDataDir(`${path.resolve(options.dataDir)}.lock`);
  }
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: pgliteExtensions,
      parsers: { [pgliteTypes.INT8]: int8ToNumber },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      dumpDataDir: async () => client.dumpDataDir('none'),
      async migrate() {
        // One connection: the advisory lock is only there for parity with PostgreSQL.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migratePglite(drizzlePglite(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      },
      async ping() {
        try {
          await client.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

export interface PostgresOptions {
  readonly url: string;
  /** Connections in the pool (several, so concurrent use cases really run concurrently). */
  readonly max?: number;
}

// Drizzle's node-postgres session asks pg's global parsers for every type it does not handle
// itself, so a pool-level override would be ignored: int8 is mapped on the global parsers.
pg.types.setTypeParser(pg.types.builtins.INT8, int8ToNumber);

/** A real PostgreSQL (15 or later) through `pg`, with a pool. @internal */
export function openPostgres(options: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      // Drizzle's migrator takes no lock: two processes starting together would both migrate.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** `DATABASE_URL` → PostgreSQL; otherwise PGlite in `dataDir`. */
export async function openDatabase(env: { DATABASE_URL?: string; DATA_DIR?: string }): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres({ url: env.DATABASE_URL });
  return openPglite({ dataDir: path.join(env.DATA_DIR ?? '.data', 'pglite') });
}
