/**
 * Issue 37 (decision 047): a traveller's standing — the customs allowance ledger and the trust
 * tier — read from the repositories, and the checks made where an order is made. The accept use
 * case calls `assertWithinTrust`; an offer (issue 36) calls the same when it is made and again when
 * it becomes the order (`makeOrder`).
 */
import { argentinaDay } from '#src/format';
import type { Repositories } from '#src/ports/repositories';
import { allowanceLedger, monthOf } from '#src/rules/allowance';
import type { TravellerStanding } from '#src/contract/trips';
import { trustRefusal, trustStanding } from '#src/rules/trust-tiers';
import type { Cents } from '#src/money';

/** The traveller's ledger and tier as stored now (in a transaction: as that transaction sees them). */
export async function travellerStanding(r: Repositories, travellerId: string, now: string): Promise<TravellerStanding> {
  const [trips, orders, reviews] = await Promise.all([
    r.trips.byUser(travellerId),
    r.requests.list({ acceptedBy: travellerId }),
    r.reviews.aboutUser(travellerId),
  ]);
  const thisMonth = monthOf(argentinaDay(now));
  return {
    months: allowanceLedger(trips, orders).filter((m) => m.month >= thisMonth),
    trust: trustStanding(
      orders,
      reviews.filter((v) => v.authorRole === 'buyer').map((v) => v.rating),
    ),
  };
}

/**
 * Refuses (`trust_limit`, saying why and what unlocks more) an order of `priceUsdCents` beyond the
 * traveller's tier: per order, and with their open orders.
 */
export async function assertWithinTrust(r: Repositories, travellerId: string, priceUsdCents: Cents): Promise<void> {
  const [orders, reviews] = await Promise.all([
    r.requests.list({ acceptedBy: travellerId }),
    r.reviews.aboutUser(travellerId),
  ]);
  const standing = trustStanding(
    orders,
    reviews.filter((v) => v.authorRole === 'buyer').map((v) => v.rating),
  );
  const refusal = trustRefusal(standing, priceUsdCents);
  if (refusal) throw refusal;
}

/**
 * `assertWithinTrust` where an order is made (`makeOrder`), with the traveller held to the commit
 * first (decision 047): a second order made for them at the same instant waits, then counts this
 * one in their open total, so two together never pass it.
 */
export async function assertWithinTrustHeld(
  tx: Repositories,
  travellerId: string,
  priceUsdCents: Cents,
): Promise<void> {
  await tx.users.hold(travellerId);
  await assertWithinTrust(tx, travellerId, priceUsdCents);
}
