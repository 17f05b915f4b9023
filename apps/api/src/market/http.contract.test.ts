// The domain's contract suite through HTTP (issue 33 item 2): the site's HTTP adapter, the API
// in-process and PGlite — the production path — under the same use-case tests the browser adapter,
// PGlite and PostgreSQL pass. Deliberate differences are the engine's capabilities (decision 035).
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { runContractSuite } from '@cg/testkit';
import { emptyTables } from '@cg/db/testing';
import type { Database } from '@cg/db';
import { testDatabase } from '#src/testing/market';
import { httpEngine } from '#src/testing/http-engine';

// Every call is a request through the whole API: the longest test (210 calls) took 48 s in the
// unit step at a load of 20 on 2 cores, past the 30 s default.
vi.setConfig({ testTimeout: 120_000 });

let database: Database | null = null;
const opened = () => {
  if (!database) throw new Error('the database is not open yet');
  return database;
};
beforeAll(async () => {
  database = await testDatabase();
}, 120_000);
beforeEach(async () => {
  await emptyTables(opened());
});
afterAll(async () => {
  await database?.close();
});

runContractSuite((options) => httpEngine(opened(), options));
