// The domain's contract suite — the same use-case tests the browser adapter passes — on PGlite.
// (One file per engine, so the two run side by side.)
import { runContractSuiteOn } from '#src/testing/contract';
import { freshPglite } from '#src/testing/databases';

runContractSuiteOn(freshPglite);
