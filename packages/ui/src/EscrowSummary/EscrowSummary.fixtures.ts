// The EscrowSummary stories' figures: what the domain's escrow breakdown (price, reward, service fee,
// total at the domain's reference rates), its coupons and its peso rate give for the inputs below,
// written out because ui runs no domain code (decision 001). tooling/ui-fixtures.test.ts recomputes
// every figure from these inputs and fails, naming the sample and the field, when the domain moves.
// To change a sample, edit its inputs; after a change of the fee, a rate or a coupon, run
// `npm run fixtures:update`, which rewrites everything below the marker, then re-record the stories
// that moved (decision 001, "Story fixtures").
import type { Currency } from '@cg/domain';
import type { EscrowFigures, EscrowSummaryProps } from './EscrowSummary';

/**
 * What each sample asks the domain: a price in its currency (cents), the traveller's reward (USD
 * cents) and, optionally, one of the domain's platform coupons (`DEMO_COUPONS`) taken off the fee.
 */
export const escrowInputs = {
  USD: { priceCents: 34999, currency: 'USD', rewardUsdCents: 2500 },
  EUR: { priceCents: 12000, currency: 'EUR', rewardUsdCents: 2500 },
  GBP: { priceCents: 8950, currency: 'GBP', rewardUsdCents: 2500 },
  JPY: { priceCents: 1500000, currency: 'JPY', rewardUsdCents: 2500 },
  BRL: { priceCents: 89990, currency: 'BRL', rewardUsdCents: 2500 },
  CAD: { priceCents: 24900, currency: 'CAD', rewardUsdCents: 2500 },
  AUD: { priceCents: 31900, currency: 'AUD', rewardUsdCents: 2500 },
  /** The USD sample paid with BIENVENIDO10 (10 % of the service fee), as the server freezes it. */
  USDWithCoupon: { priceCents: 34999, currency: 'USD', rewardUsdCents: 2500, coupon: 'BIENVENIDO10' },
  /**
   * Issue 37: the USD sample when the buyer agreed to pay the tax on the excess over the traveller's
   * franchise — a US$ 100 excess, US$ 50 of tax (the clause's frozen figure), no service fee on it.
   */
  USDWithCustomsTax: { priceCents: 34999, currency: 'USD', rewardUsdCents: 2500, customsTaxUsdCents: 5000 },
} as const satisfies Record<
  string,
  {
    readonly priceCents: number;
    readonly currency: Currency;
    readonly rewardUsdCents: number;
    readonly coupon?: string;
    readonly customsTaxUsdCents?: number;
  }
>;

/** The sample whose total is also shown in pesos, at the domain's reference rate (`pesoEquivalent`). */
export const escrowInPesosInput = 'USD' satisfies keyof typeof escrowInputs;

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const escrowFigures = {
  USD: {
    priceCents: 34999,
    priceCurrency: 'USD',
    priceUsdCents: 34999,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 1875,
    totalUsdCents: 39374,
    rate: { usdPerUnit: 1, date: '2026-11-20' },
  },
  EUR: {
    priceCents: 12000,
    priceCurrency: 'EUR',
    priceUsdCents: 12960,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 773,
    totalUsdCents: 16233,
    rate: { usdPerUnit: 1.08, date: '2026-11-20' },
  },
  GBP: {
    priceCents: 8950,
    priceCurrency: 'GBP',
    priceUsdCents: 11367,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 693,
    totalUsdCents: 14560,
    rate: { usdPerUnit: 1.27, date: '2026-11-20' },
  },
  JPY: {
    priceCents: 1500000,
    priceCurrency: 'JPY',
    priceUsdCents: 10050,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 628,
    totalUsdCents: 13178,
    rate: { usdPerUnit: 0.0067, date: '2026-11-20' },
  },
  BRL: {
    priceCents: 89990,
    priceCurrency: 'BRL',
    priceUsdCents: 16198,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 935,
    totalUsdCents: 19633,
    rate: { usdPerUnit: 0.18, date: '2026-11-20' },
  },
  CAD: {
    priceCents: 24900,
    priceCurrency: 'CAD',
    priceUsdCents: 18177,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 1034,
    totalUsdCents: 21711,
    rate: { usdPerUnit: 0.73, date: '2026-11-20' },
  },
  AUD: {
    priceCents: 31900,
    priceCurrency: 'AUD',
    priceUsdCents: 21054,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 1178,
    totalUsdCents: 24732,
    rate: { usdPerUnit: 0.66, date: '2026-11-20' },
  },
  USDWithCoupon: {
    priceCents: 34999,
    priceCurrency: 'USD',
    priceUsdCents: 34999,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 1687,
    totalUsdCents: 39186,
    rate: { usdPerUnit: 1, date: '2026-11-20' },
    coupon: { code: 'BIENVENIDO10', discountUsdCents: 188 },
  },
  USDWithCustomsTax: {
    priceCents: 34999,
    priceCurrency: 'USD',
    priceUsdCents: 34999,
    rewardUsdCents: 2500,
    serviceFeeUsdCents: 1875,
    totalUsdCents: 44374,
    customsTaxUsdCents: 5000,
    rate: { usdPerUnit: 1, date: '2026-11-20' },
  },
} satisfies Record<keyof typeof escrowInputs, EscrowFigures>;

export const escrowInPesos = { cents: 57092300, arsPerUsd: 1450, date: '2026-11-20' } satisfies NonNullable<
  EscrowSummaryProps['totalInPesos']
>;
