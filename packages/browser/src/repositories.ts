/**
 * The repositories over the spec's storage documents (`users`, `productRequests`,
 * `travelerTrips`, `chats`, …, unchanged keys, versions and migrations), one module per aggregate
 * under `repositories/`, read and written through a `DocumentAccess`: inside a transaction each
 * key is locked and buffered, outside one each read is one committed key. Each method does what
 * one SQL statement will do.
 */
import type { DocumentAccess, DocumentsUnit } from '#src/documents-unit';
import { browserChats } from '#src/repositories/chats';
import { browserCoupons } from '#src/repositories/coupons';
import { browserOffers } from '#src/repositories/offers';
import { browserMatching } from '#src/repositories/matching';
import { browserNotifications } from '#src/repositories/notifications';
import { browserPaymentMethods } from '#src/repositories/payment-methods';
import { browserPayments } from '#src/repositories/payments';
import { browserRequests } from '#src/repositories/requests';
import { browserReviews } from '#src/repositories/reviews';
import { browserTokens } from '#src/repositories/tokens';
import { browserTrips } from '#src/repositories/trips';
import { browserUsers } from '#src/repositories/users';
import { browserVerification } from '#src/repositories/verification';
import { browserWithdrawals } from '#src/repositories/withdrawals';
import type { Repositories, UnitOfWork } from '@cg/domain/ports/repositories';
import type { ProductRequest } from '@cg/domain/schemas/product-request';
import type { User } from '@cg/domain/schemas/user';
import type { DocumentDef } from '#src/storage/store';

/** The documents whose definition depends on adapters (hashing, image import). */
export interface BrowserDocuments {
  readonly users: DocumentDef<User[]>;
  readonly requests: DocumentDef<ProductRequest[]>;
}

function createBrowserRepositories(d: DocumentAccess, docs: BrowserDocuments): Repositories {
  return {
    users: browserUsers(d, docs.users),
    requests: browserRequests(d, docs.requests),
    trips: browserTrips(d),
    chats: browserChats(d),
    reviews: browserReviews(d),
    notifications: browserNotifications(d),
    payments: browserPayments(d),
    tokens: browserTokens(d),
    coupons: browserCoupons(d),
    paymentMethods: browserPaymentMethods(d),
    withdrawals: browserWithdrawals(d),
    verification: browserVerification(d, docs.users),
    offers: browserOffers(d),
    matching: browserMatching(d),
  };
}

/** The unit of work of the browser adapter: repositories over locked, buffered documents. */
export function createBrowserUnitOfWork(
  unit: DocumentsUnit,
  docs: BrowserDocuments,
  /** Wraps the repositories of each transaction (the contract suite injects failures with it). */
  decorate: (repos: Repositories) => Repositories = (repos) => repos,
): UnitOfWork {
  return {
    transaction: (work) => unit.transaction((access) => work(decorate(createBrowserRepositories(access, docs)))),
    read: (work) => unit.read((access) => work(createBrowserRepositories(access, docs))),
  };
}
