/**
 * Trust tiers (issue 37, decision 047): how much a traveller may be trusted with, on the order's
 * price in USD (frozen at payment once paid, today's reference rate before: `orderPriceUsd`). An
 * identity-verified traveller accepts orders up to `VERIFIED` each and in total open (accepted or
 * paid, not yet delivered); after `TRUSTED.completedDeliveries` deliveries rated on average
 * `TRUSTED.minAverageRating` or more by their buyers, up to `TRUSTED`'s. Pure: the accept use case
 * enforces it, and the offers' path calls the same `trustRefusal` (when an offer is made and when it
 * becomes the order).
 */
import { DomainError } from '#src/domain-error';
import { type Cents, formatMoney } from '#src/money';
import { type LedgerOrder, orderPriceUsd } from '#src/rules/allowance';

/** An identity-verified traveller's limits. */
const VERIFIED_TIER = { perOrderUsdCents: 300_00, openUsdCents: 1_000_00 } as const;
/** A trusted traveller's limits, and what earns them. */
const TRUSTED_TIER = {
  perOrderUsdCents: 1_500_00,
  openUsdCents: 5_000_00,
  completedDeliveries: 3,
  minAverageRating: 4,
} as const;

export type TrustTier = 'verified' | 'trusted';

export interface TrustStanding {
  readonly tier: TrustTier;
  readonly perOrderUsdCents: Cents;
  readonly openLimitUsdCents: Cents;
  /** The orders accepted or paid and not yet delivered, in USD. */
  readonly openUsdCents: Cents;
  readonly completedDeliveries: number;
  /** The buyers' ratings of the traveller, on average (one decimal); null with none. */
  readonly averageRating: number | null;
}

/** The traveller's orders (those they accepted) and the ratings their buyers gave them. */
export function trustStanding(
  orders: readonly Pick<LedgerOrder, 'status' | 'estimatedPriceCents' | 'currency' | 'payment'>[],
  buyerRatings: readonly number[],
): TrustStanding {
  const completedDeliveries = orders.filter((o) => o.status === 'completed').length;
  const averageRating =
    buyerRatings.length === 0
      ? null
      : Math.round((buyerRatings.reduce((s, r) => s + r, 0) / buyerRatings.length) * 10) / 10;
  const trusted =
    completedDeliveries >= TRUSTED_TIER.completedDeliveries &&
    averageRating !== null &&
    averageRating >= TRUSTED_TIER.minAverageRating;
  const limits = trusted ? TRUSTED_TIER : VERIFIED_TIER;
  return {
    tier: trusted ? 'trusted' : 'verified',
    perOrderUsdCents: limits.perOrderUsdCents,
    openLimitUsdCents: limits.openUsdCents,
    openUsdCents: orders
      .filter((o) => o.status === 'accepted' || o.status === 'paid')
      .reduce((s, o) => s + orderPriceUsd(o).cents, 0),
    completedDeliveries,
    averageRating,
  };
}

const usd = (cents: Cents) => formatMoney(cents, 'USD');

/** What unlocks the next tier, in the traveller's words; null for a trusted traveller. */
function trustUnlockText(standing: TrustStanding): string | null {
  if (standing.tier === 'trusted') return null;
  const rating = standing.averageRating === null ? 'sin calificaciones' : `promedio ${String(standing.averageRating)}`;
  return `Con ${String(TRUSTED_TIER.completedDeliveries)} entregas completadas y una calificación promedio de ${String(TRUSTED_TIER.minAverageRating)} o más, tu límite sube a ${usd(TRUSTED_TIER.perOrderUsdCents)} por pedido y ${usd(TRUSTED_TIER.openUsdCents)} abiertos (llevas ${standing.completedDeliveries === 1 ? '1 entrega' : `${String(standing.completedDeliveries)} entregas`}, ${rating}).`;
}

/** Why one more order of `priceUsdCents` is out of reach, or null when it is within the tier. */
export function trustRefusal(standing: TrustStanding, priceUsdCents: Cents): DomainError | null {
  const who = standing.tier === 'trusted' ? 'Como viajero de confianza' : 'Como viajero verificado';
  let why: string;
  if (priceUsdCents > standing.perOrderUsdCents) {
    why = `${who} puedes aceptar pedidos de hasta ${usd(standing.perOrderUsdCents)} cada uno; este vale ${usd(priceUsdCents)}.`;
  } else if (standing.openUsdCents + priceUsdCents > standing.openLimitUsdCents) {
    why = `${who} puedes tener hasta ${usd(standing.openLimitUsdCents)} en pedidos abiertos; ya tienes ${usd(standing.openUsdCents)} y este vale ${usd(priceUsdCents)}. Se libera cuando entregas alguno.`;
  } else {
    return null;
  }
  const unlock = trustUnlockText(standing);
  return new DomainError('trust_limit', 'Pedido fuera de tu alcance', unlock ? `${why} ${unlock}` : why);
}

/** The tier in words (the dashboard's ledger shows it). */
export interface TrustStandingText {
  /** "Viajero verificado" / "Viajero de confianza". */
  readonly title: string;
  /** "Hasta US$ 300,00 por pedido y US$ 1.000,00 en pedidos abiertos (tienes US$ 249,99 abiertos)." */
  readonly limits: string;
  readonly unlock: string | null;
}

export function trustStandingText(standing: TrustStanding): TrustStandingText {
  return {
    title: standing.tier === 'trusted' ? 'Viajero de confianza' : 'Viajero verificado',
    limits: `Hasta ${usd(standing.perOrderUsdCents)} por pedido y ${usd(standing.openLimitUsdCents)} en pedidos abiertos (tienes ${usd(standing.openUsdCents)} abiertos).`,
    unlock: trustUnlockText(standing),
  };
}
