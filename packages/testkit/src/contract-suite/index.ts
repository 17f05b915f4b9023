/**
 * The contract suite: the same use-case tests, written once, run against every implementation of
 * the repositories (the browser adapter over memory storage now; PGlite and PostgreSQL next).
 */
import type { EngineFactory } from '#src/contract-suite/engine';
import { accountsContract } from '#src/contract-suite/accounts';
import { cancellationsContract } from '#src/contract-suite/cancellations';
import { changesContract } from '#src/contract-suite/changes';
import { contactContract } from '#src/contract-suite/contact';
import { concurrencyContract } from '#src/contract-suite/concurrency';
import { couponsContract } from '#src/contract-suite/coupons';
import { disputesContract } from '#src/contract-suite/disputes';
import { matchingContract } from '#src/contract-suite/matching';
import { ordersContract } from '#src/contract-suite/orders';
import { paymentMethodsContract } from '#src/contract-suite/payment-methods';
import { projectionsContract } from '#src/contract-suite/projections';
import { publishingContract } from '#src/contract-suite/requests';
import { socialContract } from '#src/contract-suite/social';
import { tripsContract } from '#src/contract-suite/trips';
import { trustContract } from '#src/contract-suite/trust';
import { withdrawalsContract } from '#src/contract-suite/withdrawals';
import { offersContract } from '#src/contract-suite/offers';
import { customsContract } from '#src/contract-suite/customs';
import { receiptsContract } from '#src/contract-suite/receipts';
import { customsClauseContract } from '#src/contract-suite/customs-clause';
import { reconciliationContract } from '#src/contract-suite/reconciliation';
import { partialRefundsContract } from '#src/contract-suite/partial-refunds';
import { topUpsContract } from '#src/contract-suite/top-ups';
import { topUpRefundsContract } from '#src/contract-suite/top-up-refunds';
import { owedMoneyContract } from '#src/contract-suite/owed-money';

export type { Engine, EngineDifferences, EngineFactory, EngineOptions } from '#src/contract-suite/engine';

export function runContractSuite(engine: EngineFactory): void {
  accountsContract(engine);
  publishingContract(engine);
  ordersContract(engine);
  socialContract(engine);
  trustContract(engine);
  projectionsContract(engine);
  changesContract(engine);
  concurrencyContract(engine);
  couponsContract(engine);
  withdrawalsContract(engine);
  cancellationsContract(engine);
  disputesContract(engine);
  paymentMethodsContract(engine);
  tripsContract(engine);
  contactContract(engine);
  offersContract(engine);
  customsContract(engine);
  customsClauseContract(engine);
  matchingContract(engine);
  receiptsContract(engine);
  reconciliationContract(engine);
  partialRefundsContract(engine);
  topUpsContract(engine);
  topUpRefundsContract(engine);
  owedMoneyContract(engine);
}
