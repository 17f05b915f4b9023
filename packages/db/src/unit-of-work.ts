import { AsyncLocalStorage } from 'node:async_hooks';
import type { Repositories, UnitOfWork } from '@cg/domain/server';
import type { Db } from '#src/database';
import { createSqlRepositories } from '#src/repositories';
import type { Runner } from '#src/repositories/runner';

/** PostgreSQL's answers that mean "run the whole transaction again": serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 4;

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The methods that write, per repository: a read (`uow.read`) that calls one fails loudly. */
const WRITES: { readonly [K in keyof Repositories]: readonly (keyof Repositories[K])[] } = {
  users: ['add', 'update', 'hold'],
  requests: ['add', 'update', 'claimGuest'],
  trips: ['add', 'update', 'remove'],
  chats: ['open', 'append', 'markRead'],
  reviews: ['add'],
  notifications: ['put', 'markRead'],
  payments: ['savePending', 'dropPending'],
  verification: ['start', 'decide'],
  tokens: ['add', 'consume', 'retire'],
  coupons: ['issue', 'redeem', 'use', 'removeForUser'],
  withdrawals: ['reserve', 'update'],
  paymentMethods: ['insert', 'setDefault', 'remove', 'removeForUser'],
  offers: ['add', 'update', 'closeLive'],
  matching: ['invite', 'setAlerts', 'removeAlerts'],
};

function readOnly(repos: Repositories): Repositories {
  const out: Record<string, unknown> = {};
  for (const [area, methods] of Object.entries(WRITES)) {
    const repo = { ...(repos as unknown as Record<string, Record<string, unknown>>)[area] };
    for (const method of methods as readonly string[]) {
      repo[method] = () => Promise.reject(new Error(`${area}.${method} escribe: no se puede llamar en una lectura`));
    }
    out[area] = repo;
  }
  return out as unknown as Repositories;
}

/**
 * Runs at the start of every outermost transaction, inside it, before the use case's work (the
 * API claims a request's idempotency key there: written with the first write or not at all), and
 * is told at its end whether it committed.
 */
export interface TransactionHook {
  begin(tx: Db): Promise<void>;
  end(committed: boolean): void;
}

/**
 * The unit of work over SQL: `transaction` is one database transaction (READ COMMITTED; the
 * compare-and-set updates decide races), run again on a serialization failure or a deadlock, as
 * the port allows. A `read` called while a transaction of the same call chain is open reads
 * through that transaction: PGlite has one connection (a second query would wait for the
 * transaction forever) and a pool must not hand a use case two connections at once.
 */
export function createSqlUnitOfWork(
  db: Db,
  decorate: (repos: Repositories) => Repositories = (r) => r,
  hook?: TransactionHook,
): UnitOfWork {
  const current = new AsyncLocalStorage<Runner>();
  const base = readOnly(createSqlRepositories(db));

  return {
    async transaction(work) {
      const open = current.getStore();
      // Nested: the use case is already inside a transaction; its work joins it.
      if (open) return work(decorate(createSqlRepositories(open, { inTransaction: true })));
      for (let attempt = 1; ; attempt += 1) {
        try {
          const result = await db.transaction(async (tx) => {
            await hook?.begin(tx);
            return current.run(tx, () => work(decorate(createSqlRepositories(tx, { inTransaction: true }))));
          });
          hook?.end(true);
          return result;
        } catch (error) {
          hook?.end(false);
          const state = sqlState(error);
          if (attempt >= MAX_ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw error;
        }
      }
    },
    read(work) {
      const open = current.getStore();
      return work(open ? readOnly(createSqlRepositories(open)) : base);
    },
  };
}
