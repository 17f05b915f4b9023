export { openDatabase, type Database, type Db } from '#src/database';
export { DataDirLockedError } from '#src/lock';
export * as schema from '#src/schema';
