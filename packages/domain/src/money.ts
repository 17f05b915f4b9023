import { ARS_PER_USD, EXCHANGE_RATES, PLATFORM_COMMISSION_RATE, SERVICE_FEE } from '#src/constants';
import type { Currency } from '#src/enums';

/** Integer cents. Every amount in the domain is one. */
export type Cents = number;

/**
 * Why a typed amount was refused. The messages speak to the person typing (tú), in Spanish.
 * @internal
 */
export const AMOUNT_MESSAGES = {
  empty: 'Ingresa un monto.',
  malformed:
    'Escribe el monto solo con números y, si tiene centavos, una coma o un punto antes de ellos (por ejemplo 159,99).',
  ambiguous: (typed: string) =>
    `«${typed}» se puede leer de dos maneras. Si son miles, escríbelo sin separador (${typed.replace(/[.,]/g, '')}); si tiene centavos, usa solo dos decimales.`,
  tooManyDecimals: 'El monto puede tener hasta 2 decimales.',
  tooLarge: 'El monto es demasiado alto.',
} as const;

export type ParsedAmount =
  { readonly ok: true; readonly cents: Cents } | { readonly ok: false; readonly message: string };

/**
 * Reads an amount as people type it, in either convention, and refuses what has two readings.
 *
 * - Digits only: a whole amount ("1599").
 * - One separator, once, followed by 1 or 2 digits: the decimal mark ("159.99", "159,99", "12.5").
 * - Both separators: the last one is the decimal mark (1 or 2 digits after it), the other one
 *   groups thousands in threes ("1.599,99", "1,599.99").
 * - One separator repeated: it groups thousands in threes ("1.599.000").
 * - One separator, once, followed by exactly 3 digits ("1.599", "1,599") is refused as
 *   ambiguous: an es-AR reader sees 1599, an en-US one 1.599, and a price cannot have three
 *   decimals, so either reading may be a typo. The message offers both unambiguous spellings.
 * - Anything else (letters, signs, spaces inside, "1,5,9", a separator at either end) is malformed.
 */
export function parseAmount(typed: string): ParsedAmount {
  const text = typed.trim();
  if (text === '') return { ok: false, message: AMOUNT_MESSAGES.empty };
  if (!/^\d[\d.,]*$/.test(text)) return { ok: false, message: AMOUNT_MESSAGES.malformed };
  const marks = text.match(/[.,]/g) ?? [];
  const kinds = new Set(marks);
  let whole: string;
  let fraction = '';
  if (marks.length === 0) {
    whole = text;
  } else if (kinds.size === 2) {
    const decimal = marks.at(-1) === '.' ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const at = text.lastIndexOf(decimal);
    if (marks.filter((m) => m === decimal).length > 1) return { ok: false, message: AMOUNT_MESSAGES.malformed };
    fraction = text.slice(at + 1);
    const head = text.slice(0, at);
    if (!groupedThousands(head, group)) return { ok: false, message: AMOUNT_MESSAGES.malformed };
    whole = head.split(group).join('');
  } else if (marks.length === 1) {
    const at = text.search(/[.,]/);
    whole = text.slice(0, at);
    fraction = text.slice(at + 1);
    if (fraction.length === 3 && /^\d{3}$/.test(fraction)) {
      return { ok: false, message: AMOUNT_MESSAGES.ambiguous(text) };
    }
  } else {
    const group = marks[0] === '.' ? '.' : ',';
    if (!groupedThousands(text, group)) return { ok: false, message: AMOUNT_MESSAGES.malformed };
    whole = text.split(group).join('');
  }
  // A decimal mark needs digits after it ("159." or "1.599," is unfinished).
  const hasDecimalMark = marks.length === 1 || kinds.size === 2;
  if (hasDecimalMark && fraction === '') return { ok: false, message: AMOUNT_MESSAGES.malformed };
  if (fraction.length > 2) return { ok: false, message: AMOUNT_MESSAGES.tooManyDecimals };
  const units = Number(whole);
  if (units > MAX_AMOUNT) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  return { ok: true, cents: units * 100 + Number(fraction.padEnd(2, '0')) };
}

/** "1.599.000" with `group` ".": 1 to 3 digits, then groups of exactly 3. */
function groupedThousands(text: string, group: string): boolean {
  const parts = text.split(group);
  return /^\d{1,3}$/.test(parts[0] ?? '') && parts.slice(1).every((p) => /^\d{3}$/.test(p));
}

/** Parses a form amount ("12,50", "12.5", "1.599,99", 12.5) into cents; `null` when not one (see parseAmount). */
export function toCents(value: number | string): Cents | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT ? Math.round(value * 100) : null;
  }
  const parsed = parseAmount(value);
  return parsed.ok ? parsed.cents : null;
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

/** A USD amount in Argentine pesos at the reference rate, with the rate and its date to show. */
export interface PesoEquivalent {
  /** ARS cents. */
  readonly cents: Cents;
  /** Pesos per US dollar. */
  readonly arsPerUsd: number;
  /** Date of the rate (ISO date). */
  readonly date: string;
}

/** What `usdCents` is in pesos at the reference rate ({@link ARS_PER_USD}); shown as "≈", never charged. */
export function pesoEquivalent(usdCents: Cents): PesoEquivalent {
  return { cents: Math.round(usdCents * ARS_PER_USD.rate), arsPerUsd: ARS_PER_USD.rate, date: ARS_PER_USD.date };
}

/** Converts cents of `rate.currency` into USD cents, rounding half away from zero. */
export function convertToUsdCents(amount: Cents, rate: ExchangeRate): Cents {
  return Math.round(amount * rate.usdPerUnit);
}

export function serviceFeeCents(baseUsdCents: Cents): Cents {
  return Math.max(SERVICE_FEE.minimumCents, Math.round(baseUsdCents * SERVICE_FEE.rate));
}

export function commissionCents(rewardCents: Cents): Cents {
  return Math.round(rewardCents * PLATFORM_COMMISSION_RATE);
}

/**
 * The reward an order's money uses (escrow, fee, payout, landed cost): the one agreed on an
 * accepted offer when there is one, else the buyer's (decision 045). Public cards and the reward
 * filter read `rewardCents`, the buyer's original.
 */
export const orderRewardCents = (r: {
  readonly rewardCents: Cents;
  readonly agreedRewardCents?: Cents | null;
}): Cents => r.agreedRewardCents ?? r.rewardCents;

/**
 * What the traveller receives on release: reward minus commission, never negative, plus the customs
 * tax the buyer paid into escrow (decision 047), on which no commission is taken.
 */
export function travellerPayoutCents(rewardCents: Cents, customsTaxUsdCents: Cents = 0): Cents {
  return Math.max(0, rewardCents - commissionCents(rewardCents)) + Math.max(0, customsTaxUsdCents);
}

/**
 * What the traveller receives when an order is released: its reward minus commission, plus the tax
 * on the excess the buyer paid into escrow (as frozen in the payment; 0 when the traveller pays it).
 */
export const orderPayoutCents = (r: {
  readonly rewardCents: Cents;
  readonly agreedRewardCents?: Cents | null;
  readonly payment?: { readonly customsTaxUsdCents?: Cents | undefined } | null;
}): Cents => travellerPayoutCents(orderRewardCents(r), r.payment?.customsTaxUsdCents ?? 0);

export interface EscrowBreakdown {
  readonly priceCents: Cents;
  readonly priceCurrency: Currency;
  readonly rate: ExchangeRate;
  readonly priceUsdCents: Cents;
  readonly rewardUsdCents: Cents;
  /** The service fee charged: after the coupon's discount when one applies. */
  readonly serviceFeeUsdCents: Cents;
  /**
   * Issue 37 (decision 047): the tax on the excess over the traveller's franchise when the buyer
   * pays it (0 otherwise): held in escrow, no service fee on it, released to the traveller.
   */
  readonly customsTaxUsdCents: Cents;
  /** Always priceUsdCents + rewardUsdCents + serviceFeeUsdCents + customsTaxUsdCents. */
  readonly totalUsdCents: Cents;
  /** The platform's coupon applied to the service fee (decision 023), when one is. */
  readonly coupon?: { readonly code: string; readonly discountUsdCents: Cents } | undefined;
}

export function escrowBreakdown(
  priceCents: Cents,
  priceCurrency: Currency,
  rewardUsdCents: Cents,
  rate: ExchangeRate = currentRate(priceCurrency),
  customsTaxUsdCents: Cents = 0,
): EscrowBreakdown {
  const priceUsdCents = Math.max(0, convertToUsdCents(Math.max(0, priceCents), rate));
  const reward = Math.max(0, rewardUsdCents);
  // The service fee is on price + reward only: the customs tax passes through to the traveller.
  const fee = serviceFeeCents(priceUsdCents + reward);
  const tax = Math.max(0, customsTaxUsdCents);
  return {
    priceCents,
    priceCurrency,
    rate,
    priceUsdCents,
    rewardUsdCents: reward,
    serviceFeeUsdCents: fee,
    customsTaxUsdCents: tax,
    totalUsdCents: priceUsdCents + reward + fee + tax,
  };
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "US$ 1.234,50", "€ 120,00": the one way the product writes an amount of money (es-AR, always
 * two decimals), for prices, rewards, totals, wallet rows and toasts alike. (@cg/ui cannot import
 * the domain at run time: its formatCents mirrors this, and a site test holds the two equal.)
 */
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

const wholeFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A round amount a person chooses or is promised rather than pays ("US$ 25" on the reward slider,
 * "entre US$ 50 y US$ 300"): the same "US$ …" form without the cents, rounded to the unit. What is
 * charged, held or paid out is always `formatMoney` (decision 043).
 */
export function formatWholeMoney(cents: Cents, currency: Currency = 'USD'): string {
  let f = wholeFormatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    wholeFormatters.set(currency, f);
  }
  return f.format(Math.round(cents / 100));
}

const amountFormatter = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The amount alone, as a money field shows back what was typed: "1.599,99" (es-AR). Always two
 * decimals, so what it shows reads back through parseAmount as the same amount.
 */
export function formatAmount(cents: Cents): string {
  return amountFormatter.format(cents / 100);
}
