/**
 * Money owed settles by itself (decisions 049, 052, 031). A provider that did not answer in time
 * answered "unknown", never "no"; money moves only on what the provider confirms; every ask is
 * under the attempt's own key, so asking again is safe. Two kinds wait on the provider:
 *
 * - a **partial refund** (a lower receipt's difference, a cancelling part on the top-up's payment)
 *   `failed` or stale `requested`: asked again under its own key, as a party's retry does;
 * - a **top-up** `charging` whose answer was lost: read back by its reference (`<order>:top-up`),
 *   from a payment notification or the sweep, and settled on what the provider holds.
 *
 * The sweep reads at most `OWED_MONEY_BATCH` orders a run (`requests.moneyOwed`, a partial index on
 * SQL), in id order from where the last run stopped, so a few that never settle cannot starve the
 * rest; one order's failure is counted and the others go on.
 */
import { REFUND_STALE_MS } from '#src/constants';
import { isDomainError } from '#src/errors';
import type { PaymentRecord } from '#src/ports/payment';
import { refundOwed } from '#src/rules/order-refunds';
import type { ProductRequest, TopUpSnapshot } from '#src/schemas/product-request';
import type { Context } from '#src/services/context';
import { retryPartialRefunds } from '#src/services/partial-refunds';
import { IN_FLIGHT_MS, recordTopUp, topUpReference } from '#src/services/top-ups';

/** Orders asked about per run of the sweep (hourly, and at start). */
const OWED_MONEY_BATCH = 50;

/** What a pending top-up's check found: settled now, still pending, or nothing to settle. */
export type TopUpCheck = 'approved' | 'declined' | 'pending' | 'unchanged';

/**
 * Which of the provider's payments answers the top-up's pending attempt (decision 052), if any. An
 * approved payment of its reference in USD for exactly the attempt's amount is the attempt's (the
 * provider keeps one approved payment per reference); a declined one only when it is the
 * reference's newest, made no earlier than the attempt was first asked (an earlier attempt's
 * refusal was recorded when it came). Anything else — nothing found, in process, another amount,
 * another reference — answers nothing: the attempt stays pending.
 * @internal exported for its unit tests; `checkTopUp` is its caller.
 */
export function topUpAnswerIn(
  orderId: string,
  attempt: Pick<TopUpSnapshot, 'amountUsdCents' | 'requestedAt'>,
  found: readonly PaymentRecord[],
): PaymentRecord | null {
  const mine = found.filter((p) => p.externalReference === topUpReference(orderId) && p.currency === 'USD');
  const approved = mine.find((p) => p.status === 'approved' && p.amountCents === attempt.amountUsdCents);
  if (approved) return approved;
  const newest = [...mine].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const refused = newest?.status === 'rejected' || newest?.status === 'cancelled';
  return refused && Date.parse(newest.createdAt) >= Date.parse(attempt.requestedAt) ? newest : null;
}

/** Settles the order's pending top-up on the provider's payments of its reference (`topUpAnswerIn`). */
async function settleTopUpOn(
  ctx: Context,
  order: ProductRequest,
  found: readonly PaymentRecord[],
): Promise<TopUpCheck> {
  const attempt = order.topUp;
  if (order.status !== 'paid' || attempt?.status !== 'charging') return 'unchanged';
  const record = topUpAnswerIn(order.id, attempt, found);
  if (!record) return 'pending';
  const next = await recordTopUp(ctx, order.id, attempt, record, { tellDecline: true });
  if (next.topUp?.claim === attempt.claim) return 'unchanged';
  return next.topUp?.status === 'approved' ? 'approved' : next.topUp?.status === 'declined' ? 'declined' : 'unchanged';
}

/**
 * Asks the provider about order `id`'s pending top-up by its reference and settles it (a payment
 * notification for `<id>:top-up`, or the sweep). Throws when the provider cannot be asked.
 */
export async function checkTopUp(ctx: Context, id: string): Promise<TopUpCheck> {
  const order = await ctx.read((r) => r.requests.byId(id));
  if (order?.status !== 'paid' || order.topUp?.status !== 'charging') return 'unchanged';
  const found = await ctx.deps.payments.findPaymentsByExternalReference(topUpReference(id));
  return settleTopUpOn(ctx, order, found);
}

/**
 * What one run of the sweep did (counts only: no person's data): `refundsAsked` orders whose owed
 * partial refunds were asked again, `refundsApproved` refunds the provider confirmed given back,
 * `topUpsAsked` pending top-ups asked about, `topUpsSettled` of them approved or declined now,
 * `busy` orders another process was settling at that moment (its claim won), `failed` orders whose
 * ask failed (the provider unreachable…), asked again next run.
 */
export type OwedMoneySweep = Readonly<
  Record<'refundsAsked' | 'refundsApproved' | 'topUpsAsked' | 'topUpsSettled' | 'busy' | 'failed', number>
>;

/**
 * The sweep, with its place in the orders kept between runs (per process): each run asks about the
 * next `batch` orders owing money after the last one it saw, from the start again once it reached
 * the end. Never throws for one order; throws only when the orders cannot be read.
 */
export function createOwedMoneySweep(ctx: Context, batch = OWED_MONEY_BATCH): () => Promise<OwedMoneySweep> {
  let after: string | undefined;
  return async () => {
    const orders = await ctx.read((r) => r.requests.moneyOwed(batch, after));
    after = orders.length < batch ? undefined : orders.at(-1)?.id;
    const counts = { refundsAsked: 0, refundsApproved: 0, topUpsAsked: 0, topUpsSettled: 0, busy: 0, failed: 0 };
    const now = ctx.now();
    for (const order of orders) {
      try {
        const owed = order.refunds.filter((r) => r.status !== 'rejected' && refundOwed(r, now, REFUND_STALE_MS));
        if (owed.length > 0) {
          counts.refundsAsked += 1;
          const next = await retryPartialRefunds(ctx, order.id, { unknownOnly: true });
          const keys = new Set(owed.map((r) => r.attemptKey));
          counts.refundsApproved +=
            next?.refunds.filter((r) => keys.has(r.attemptKey) && r.status === 'approved').length ?? 0;
        }
        const topUp = order.topUp;
        const inFlight =
          topUp?.inFlightSince != null && Date.parse(now) - Date.parse(topUp.inFlightSince) < IN_FLIGHT_MS;
        if (order.status === 'paid' && topUp?.status === 'charging' && !inFlight) {
          counts.topUpsAsked += 1;
          const check = await checkTopUp(ctx, order.id);
          if (check === 'approved' || check === 'declined') counts.topUpsSettled += 1;
        }
      } catch (error) {
        if (isDomainError(error) && error.code === 'refund_in_progress') counts.busy += 1;
        else counts.failed += 1;
      }
    }
    return counts;
  };
}
