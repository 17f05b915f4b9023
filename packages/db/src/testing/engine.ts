import { sql } from 'drizzle-orm';
import {
  createMarketplaceOver,
  createMemoryChangeFeed,
  issueCoupons,
  readPhoto,
  setUpSupportAccount,
} from '@cg/domain';
import { createTestPorts, type Engine, type EngineOptions } from '@cg/domain/testing';
import type { Database } from '#src/database';
import { createSqlImageStore } from '#src/images';
import { createSqlUnitOfWork } from '#src/unit-of-work';

/** Empties every table (identities too), so each contract test starts from a new marketplace. */
export async function emptyTables(database: Database): Promise<void> {
  await database.db.execute(sql`
    truncate users, sessions, email_tokens, requests, trips, chat_messages, chat_reads, reviews, notifications,
      pending_payments, payments, verification_sessions, images, domain_events, rate_limits, coupons,
      coupon_redemptions, withdrawals, presence
    restart identity cascade`);
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
  };
}
