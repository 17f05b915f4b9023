/** Requests and the orders they become, in the `productRequests` document. */
import type { DocumentAccess } from '#src/documents-unit';
import { cappedCount, changeWhere, pageOf, removeWhere } from '#src/repositories/lists';
import { GUEST_USER_ID } from '@cg/domain/constants';
import type {
  Repositories,
  RequestCursor,
  RequestExpectation,
  RequestQuery,
  RequestSearch,
} from '@cg/domain/ports/repositories';
import { filterRequests, newestFirst } from '@cg/domain/rules/filters';
import { orderRewardCents } from '@cg/domain/money';
import { byRewardFirst } from '@cg/domain/rules/matching';
import { requestView } from '@cg/domain/projections';
import { refundsState } from '@cg/domain/rules/order-refunds';
import type { ProductRequest } from '@cg/domain/schemas/product-request';
import type { DocumentDef } from '#src/storage/store';
import { invitationsDocument } from '#src/storage/documents';

function matches(r: ProductRequest, q: RequestQuery): boolean {
  return (
    (q.userId === undefined || r.userId === q.userId) &&
    (q.acceptedBy === undefined || r.acceptedBy === q.acceptedBy) &&
    (q.party === undefined || r.userId === q.party || r.acceptedBy === q.party) &&
    (q.status === undefined || r.status === q.status) &&
    (q.disputeStatus === undefined || r.dispute?.status === q.disputeStatus) &&
    (q.disputePhoto === undefined ||
      (r.dispute?.statements.some((s) => s.photos.includes(q.disputePhoto ?? '')) ?? false)) &&
    (q.imageId === undefined || r.imageId === q.imageId) &&
    (q.tripId === undefined || r.tripId === q.tripId) &&
    (q.receiptFile === undefined || r.purchaseReceipt?.fileId === q.receiptFile)
  );
}

function expected(r: ProductRequest, e: RequestExpectation): boolean {
  const { refundKey, disputeStatus, disputeStatements, refundsState: partials, topUpClaim, ...fields } = e;
  if (partials !== undefined && refundsState(r.refunds) !== partials) return false;
  if (refundKey !== undefined && (r.refund?.attemptKey ?? null) !== refundKey) return false;
  if (topUpClaim !== undefined && (r.topUp?.claim ?? null) !== topUpClaim) return false;
  if (disputeStatus !== undefined && (r.dispute?.status ?? null) !== disputeStatus) return false;
  if (disputeStatements !== undefined && (r.dispute?.statements.length ?? 0) !== disputeStatements) return false;
  return (Object.keys(fields) as (keyof typeof fields)[]).every((k) => r[k] === fields[k]);
}

export function browserRequests(d: DocumentAccess, doc: DocumentDef<ProductRequest[]>): Repositories['requests'] {
  const requests = () => d.get(doc);
  const inStatus = async (status: ProductRequest['status']) => (await requests()).filter((r) => r.status === status);
  /** The request `id` while it is as `expectation` says (a compare-and-set). */
  const still = (id: string, expectation: RequestExpectation) => (r: ProductRequest) =>
    r.id === id && expected(r, expectation);
  const search = async (filters: RequestSearch, limit?: number, after?: RequestCursor) =>
    pageOf(filterRequests(newestFirst(await inStatus(filters.status)), filters), limit, after);
  return {
    async byId(id) {
      return (await requests()).find((r) => r.id === id) ?? null;
    },
    async viewById(id) {
      const request = (await requests()).find((r) => r.id === id);
      return request ? requestView(request) : null;
    },
    async list(query = {}) {
      return newestFirst((await requests()).filter((r) => matches(r, query)));
    },
    search,
    async searchViews(filters, limit, after) {
      return (await search(filters, limit, after)).map(requestView);
    },
    async count(filters, upTo) {
      return cappedCount(filterRequests(await inStatus(filters.status), filters).length, upTo);
    },
    async add(request) {
      await d.set(doc, [...(await requests()), request]);
    },
    async update(id, expectation, patch) {
      return (await changeWhere(d, doc, still(id, expectation), (r) => ({ ...r, ...patch }))).length > 0;
    },
    async remove(id, expectation) {
      const removed = (await removeWhere(d, doc, still(id, expectation))) > 0;
      // Its invitations go with it, as SQL's cascade takes them (decision 046).
      if (removed) await removeWhere(d, invitationsDocument, (i) => i.requestId === id);
      return removed;
    },
    async claimGuest(token, userId) {
      const claimed = await changeWhere(
        d,
        doc,
        (r) => r.userId === GUEST_USER_ID && r.guestToken === token,
        (r) => ({ ...r, userId, guestToken: null }),
      );
      return claimed.map((r) => r.id);
    },
    async shareOrder(a, b) {
      return (await requests()).some(
        (r) => (r.userId === a && r.acceptedBy === b) || (r.userId === b && r.acceptedBy === a),
      );
    },
    // A scan of the document, as every list here is (decision 046: bounded by the browser's storage).
    async matchingTrip({ country, exceptBuyer, limit }) {
      const found = (await inStatus('active')).filter((r) => r.country === country && r.userId !== exceptBuyer);
      return found.sort(byRewardFirst).slice(0, limit);
    },
    async completedDeals({ category, country, limit }) {
      const done = (await inStatus('completed')).filter((r) => r.category === category && r.country === country);
      const latest = (r: ProductRequest) => r.completedAt ?? '';
      // A deal agreed on an offer was paid its agreed reward (decision 045): that is what it says.
      return done
        .sort((a, b) => (latest(a) < latest(b) ? 1 : latest(a) > latest(b) ? -1 : 0))
        .slice(0, limit)
        .map((r) => ({ ...r, rewardCents: orderRewardCents(r) }));
    },
    async moneyOwed(limit, afterId) {
      const owed = (await requests()).filter(
        (r) =>
          (afterId === undefined || r.id > afterId) &&
          (r.refunds.some((x) => x.status === 'requested' || x.status === 'failed') || r.topUp?.status === 'charging'),
      );
      // By id in byte order, as SQL's `collate "C"`.
      return owed.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, limit);
    },
  };
}
