import { afterAll, beforeAll, beforeEach } from 'vitest';
import { runContractSuite } from '@cg/testkit';
import type { Database } from '#src/database';
import { emptyTables, sqlEngine } from '#src/testing/engine';

/** The domain's contract suite over one database, emptied before each test. */
export function runContractSuiteOn(open: () => Promise<Database>): void {
  let database: Database | null = null;
  const opened = () => {
    if (!database) throw new Error('the database is not open yet');
    return database;
  };
  beforeAll(async () => {
    database = await open();
  });
  beforeEach(async () => {
    await emptyTables(opened());
  });
  afterAll(async () => {
    await database?.close();
  });
  runContractSuite((options) => sqlEngine(opened(), options));
}
