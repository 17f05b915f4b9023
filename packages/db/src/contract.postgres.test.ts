// The domain's contract suite on the run's PostgreSQL 15, over a pool of connections: concurrent
// use cases really run at once here (PGlite has one connection).
import { runContractSuiteOn } from '#src/testing/contract';
import { freshPostgres } from '#src/testing/databases';

runContractSuiteOn(() => freshPostgres());
