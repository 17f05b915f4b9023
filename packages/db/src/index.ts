export { openDatabase, type Database, type Db } from '#src/database';
export { DataDirLockedError } from '#src/lock';
export * as schema from '#src/schema';
// The domain's ports over SQL: a server composes the marketplace with them (decision 014).
export { createSqlUnitOfWork, type TransactionHook } from '#src/unit-of-work';
export { createSqlIdempotency, type SqlIdempotency, type StoredAnswer } from '#src/idempotency';
export { createSqlImageStore, sweepReceiptFiles } from '#src/images';
export { createSqlPresence, prunePresence, type SqlPresence } from '#src/presence';
export { createSqlChangeFeed, type SqlChangeFeed, type StoredChange } from '#src/events';
export {
  SESSION_ABSOLUTE_MS,
  createSqlRateLimiter,
  createSqlSessionStore,
  newToken,
  tokenHash,
  type SqlRateLimiter,
  type SqlSessionStore,
} from '#src/sessions';
