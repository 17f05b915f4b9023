import { sql } from 'drizzle-orm';
import {
  createMarketplaceOver,
  createProviderEvents,
  createMemoryChangeFeed,
  issueCoupons,
  readPhoto,
  setUpSupportAccount,
} from '@cg/domain/server';
import { createTestPorts, type Engine, type EngineOptions } from '@cg/testkit';
import type { Database } from '#src/database';
import { createSqlImageStore } from '#src/images';
import { createSqlUnitOfWork } from '#src/unit-of-work';

/**
 * Empties every table (identities too), so each contract test starts from a new marketplace. The
 * tables are read from the catalogue, not listed here: a new table is emptied without anyone
 * remembering to add it (the idempotency keys were not, and one test's keys reached the next).
 */
let tableList: Promise<string> | null = null;
export async function emptyTables(database: Database): Promise<void> {
  tableList ??= (async () => {
    const result = await database.db.execute<{ name: string }>(
      sql`select quote_ident(table_name) as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '\_\_drizzle%'
          order by 1`,
    );
    const rows: readonly { name: string }[] = Array.isArray(result)
      ? (result as { name: string }[])
      : (result as { rows: { name: string }[] }).rows;
    return rows.map((r) => r.name).join(', ');
  })();
  await database.db.execute(sql.raw(`truncate ${await tableList} restart identity cascade`));
}

/** The contract suite's engine over a migrated database (emptied before each test). */
export function sqlEngine(database: Database, { decorateRepositories, ...options }: EngineOptions = {}): Engine {
  const ports = createTestPorts(options);
  const images = createSqlImageStore(database.db);
  const changes = createMemoryChangeFeed();
  const uow = createSqlUnitOfWork(database.db, decorateRepositories);
  const market = createMarketplaceOver({
    ...ports,
    uow,
    images,
    changes,
  });
  const events = createProviderEvents({ ...ports, uow, images, changes });
  return {
    market,
    payments: ports.payments,
    verification: ports.verification,
    email: ports.email,
    payouts: ports.payouts,
    images: { count: () => images.count(), get: (id) => images.get(id) },
    changes,
    issueCoupons: (coupons) => issueCoupons(uow, coupons),
    setUpSupportAccount: (input) => setUpSupportAccount({ ...ports, uow }, input),
    readPhoto: (actor, id) => readPhoto({ uow, images }, actor, id),
    events,
  };
}
