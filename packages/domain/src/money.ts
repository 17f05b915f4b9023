import { EXCHANGE_RATES, PLATFORM_COMMISSION_RATE, SERVICE_FEE } from '#src/constants';
import type { Currency } from '#src/enums';

/** Integer cents. Every amount in the domain is one. */
export type Cents = number;

/** Parses a form amount ("12,50", "12.5", 12.5) into cents; `null` when not a non-negative amount. */
export function toCents(value: number | string): Cents | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT ? Math.round(value * 100) : null;
  }
  const text = value.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Largest amount a form accepts, in major units (keeps cents far below 2^53). */
export const MAX_AMOUNT = 999_999_999;

export interface ExchangeRate {
  readonly currency: Currency;
  /** USD per one unit of `currency`. */
  readonly usdPerUnit: number;
  /** Date the rate was published (ISO date). */
  readonly date: string;
}

export function currentRate(currency: Currency): ExchangeRate {
  return { currency, usdPerUnit: EXCHANGE_RATES.usdPerUnit[currency], date: EXCHANGE_RATES.date };
}

/** Converts cents of `rate.currency` into USD cents, rounding half away from zero. @internal */
export function convertToUsdCents(amount: Cents, rate: ExchangeRate): Cents {
  return Math.round(amount * rate.usdPerUnit);
}

/** @internal */
export function serviceFeeCents(baseUsdCents: Cents): Cents {
  return Math.max(SERVICE_FEE.minimumCents, Math.round(baseUsdCents * SERVICE_FEE.rate));
}

/** @internal */
export function commissionCents(rewardCents: Cents): Cents {
  return Math.round(rewardCents * PLATFORM_COMMISSION_RATE);
}

/** What the traveller receives on release: reward minus commission, never negative. */
export function travellerPayoutCents(rewardCents: Cents): Cents {
  return Math.max(0, rewardCents - commissionCents(rewardCents));
}

export interface EscrowBreakdown {
  readonly priceCents: Cents;
  readonly priceCurrency: Currency;
  readonly rate: ExchangeRate;
  readonly priceUsdCents: Cents;
  readonly rewardUsdCents: Cents;
  readonly serviceFeeUsdCents: Cents;
  /** Always priceUsdCents + rewardUsdCents + serviceFeeUsdCents. */
  readonly totalUsdCents: Cents;
}

export function escrowBreakdown(
  priceCents: Cents,
  priceCurrency: Currency,
  rewardUsdCents: Cents,
  rate: ExchangeRate = currentRate(priceCurrency),
): EscrowBreakdown {
  const priceUsdCents = Math.max(0, convertToUsdCents(Math.max(0, priceCents), rate));
  const reward = Math.max(0, rewardUsdCents);
  const fee = serviceFeeCents(priceUsdCents + reward);
  return {
    priceCents,
    priceCurrency,
    rate,
    priceUsdCents,
    rewardUsdCents: reward,
    serviceFeeUsdCents: fee,
    totalUsdCents: priceUsdCents + reward + fee,
  };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "US$ 1.234,50" style, es-AR. */
export function formatMoney(cents: Cents, currency: Currency = 'USD'): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, f);
  }
  return f.format(cents / 100);
}

/** "$25 USD" as the spec's cards show the reward. */
export function formatReward(cents: Cents, currency: Currency = 'USD'): string {
  const amount = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }).format(cents / 100);
  return `$${amount} ${currency}`;
}

export function formatPercent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}
