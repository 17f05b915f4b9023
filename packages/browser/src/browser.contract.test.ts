import { runContractSuite } from '@cg/testkit';
import { memoryBrowserEngine } from '#src/testing/scenario';

// The contract suite against the browser adapter (versioned documents over memory storage).
runContractSuite(memoryBrowserEngine);
