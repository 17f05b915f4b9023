// The component library's story fixtures, recomputed by the domain (issue 33 item 5, decision 001's
// "Story fixtures").
//
// ui may import only the domain's types (decision 001, scripts/check-boundaries.mjs), so a story
// cannot call `landedCostEstimate` or the escrow breakdown: its figures are written out in a
// `*.fixtures.ts` file beside the component, under the inputs that produce them. We kept that
// boundary rather than open it to stories: Storybook and the references stay free of the domain's
// run-time code, and ui stays reviewable with fixed data. This test, outside ui (tooling may import
// both), is what keeps the written figures true: for each fixture file it recomputes every figure
// from the file's inputs with the domain's own functions, and fails naming the file, the sample and
// the field that differ ("landedCostSamples.saving.marketplace.totalCents: the fixture says 39374,
// the domain 39749", with a 6 % fee).
//
// Updating: after a change of the fee, a rate, a coupon, the customs figures or a rule's wording, run
// `npm run fixtures:update` (this test with `-u`): it rewrites each file below its marker line from
// the domain, keeping the inputs above it as written. Then re-record the references of the stories
// that moved (`node scripts/pnpm.mjs exec vitest run --project storybook -u packages/ui/src/<Component>`,
// decision 010) and review the PNGs in git; a partial `-u` rewrites .storybook/screenshots-chromium.txt
// with the running build, so put it back when the other references were made on another one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEMO_COUPONS,
  formatDate,
  formatMoney,
  formatPercent,
  formatWholeMoney,
  landedCostEstimate,
  pesoEquivalent,
  restrictionsOf,
  travellerPayoutCents,
  withCoupon,
  type Currency,
} from '@cg/domain';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import * as escrow from '../packages/ui/src/EscrowSummary/EscrowSummary.fixtures';
import {
  formatCents,
  formatIsoDate,
  formatPercent as uiFormatPercent,
  formatWholeCents,
} from '../packages/ui/src/EscrowSummary/EscrowSummary.format';
import * as landed from '../packages/ui/src/LandedCostEstimate/LandedCostEstimate.fixtures';
import * as coupons from '../packages/ui/src/CouponCard/CouponCard.fixtures';
import * as screening from '../packages/ui/src/RestrictedItemsNotice/RestrictedItemsNotice.fixtures';
import * as tripChoice from '../packages/ui/src/TripChoice/TripChoice.fixtures';
import * as wallet from '../packages/ui/src/Withdrawals/Withdrawals.fixtures';
import * as allowance from '../packages/ui/src/AllowanceLedger/AllowanceLedger.fixtures';
import * as pack from '../packages/ui/src/ReceiptsPack/ReceiptsPack.fixtures';
import * as supportCase from '../packages/ui/src/SupportCase/SupportCase.fixtures';
// Pure rules the site reaches through the use cases, not through the package's entry: imported
// where they live rather than exported from @cg/domain for a test alone.
import { couponView } from '../packages/domain/src/rules/coupons';
import { tripDeadline } from '../packages/domain/src/rules/disputes';
import { screenRequest } from '../packages/domain/src/rules/restricted-items';
import { withdrawalView } from '../packages/domain/src/rules/wallet';
import {
  allowanceCheck,
  allowanceCheckText,
  allowanceLedger,
  allowanceMonthText,
} from '../packages/domain/src/rules/allowance';
import { trustStanding, trustStandingText } from '../packages/domain/src/rules/trust-tiers';
import { orderView } from '../packages/domain/src/projections';
import { receiptsPack } from '../packages/domain/src/rules/receipts-pack';
import { newProductRequest } from '../packages/domain/src/schemas/product-request';
import { disputeOutcomeTexts } from '../packages/domain/src/rules/disputes';
import { releasedCents } from '../packages/domain/src/rules/wallet';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything below this line in a fixture file is written by `npm run fixtures:update`. */
const MARKER = '// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----';

/** One constant of a fixture file's generated part. */
interface Generated {
  readonly name: string;
  /** The type the constant `satisfies`, as written in the file. */
  readonly satisfies: string;
  /** What the file holds now. */
  readonly actual: unknown;
  /** What the domain computes from the file's inputs. */
  readonly expected: unknown;
}

interface FixtureFile {
  /** From the repository's root. */
  readonly file: string;
  readonly generated: readonly Generated[];
}

function mapValues<K extends string, V, R>(record: Readonly<Record<K, V>>, f: (value: V) => R): Record<K, R> {
  return Object.fromEntries(Object.entries<V>(record).map(([key, value]) => [key, f(value)])) as Record<K, R>;
}

/** The escrow payment of a price and a reward at the domain's reference rate, with a coupon if named. */
function escrowOf(input: {
  priceCents: number;
  currency: Currency;
  rewardUsdCents: number;
  coupon?: string;
  customsTaxUsdCents?: number;
}) {
  // `landedCostEstimate`'s escrow is the domain's escrow breakdown at the current rate (the one the
  // request page and checkout show), so the fixture needs no export the site does not use.
  const breakdown = landedCostEstimate({
    priceCents: input.priceCents,
    currency: input.currency,
    rewardCents: input.rewardUsdCents,
  }).marketplace.escrow;
  let paid = breakdown;
  if (input.coupon !== undefined) {
    const coupon = DEMO_COUPONS.find((c) => c.code === input.coupon);
    if (!coupon) throw new Error(`${input.coupon} is not one of the domain's DEMO_COUPONS`);
    paid = withCoupon(breakdown, coupon);
  }
  // Issue 37: the buyer's tax on the excess (an input: the clause's frozen figure) joins the total
  // with no service fee on it, as `escrowBreakdown` adds it.
  const tax = input.customsTaxUsdCents ?? 0;
  return {
    priceCents: paid.priceCents,
    priceCurrency: paid.priceCurrency,
    priceUsdCents: paid.priceUsdCents,
    rewardUsdCents: paid.rewardUsdCents,
    serviceFeeUsdCents: paid.serviceFeeUsdCents,
    totalUsdCents: paid.totalUsdCents + tax,
    ...(tax > 0 ? { customsTaxUsdCents: tax } : {}),
    rate: { usdPerUnit: paid.rate.usdPerUnit, date: paid.rate.date },
    ...(paid.coupon ? { coupon: { code: paid.coupon.code, discountUsdCents: paid.coupon.discountUsdCents } } : {}),
  };
}

/** The fields LandedCostEstimate shows (its `LandedCostFigures`), from the domain's estimate. */
function landedCostOf(input: { priceCents: number; currency: Currency; rewardCents: number }) {
  const e = landedCostEstimate(input);
  return {
    priceUsdCents: e.priceUsdCents,
    marketplace: {
      customsTaxCents: e.marketplace.customsTaxCents,
      totalCents: e.marketplace.totalCents,
      escrow: { totalUsdCents: e.marketplace.escrow.totalUsdCents },
    },
    courier: e.courier,
    ownTrip: e.ownTrip,
    savingVsCourier: e.savingVsCourier,
    notes: e.notes.map(({ code, text }) => ({ code, text })),
    figuresLastChecked: e.figuresLastChecked,
  };
}

/** A withdrawal as its owner sees it: the amount and destination as written, and any note. */
function withdrawalOf(input: (typeof wallet.withdrawalInputs)[keyof typeof wallet.withdrawalInputs]) {
  const view = withdrawalView({
    id: 'w',
    userId: 'u',
    amountCents: input.amountCents,
    status: input.status,
    destinationKind: input.destinationKind,
    destination: input.destination,
    providerId: input.answered ? 'payout-1' : null,
    failureReason: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    settledAt: null,
  });
  return {
    amountText: formatMoney(view.amountCents),
    destinationText: view.destinationText,
    ...(view.note !== null ? { note: view.note } : {}),
  };
}

/** A platform coupon as its owner sees it on their coupons page. */
function couponOf(code: string) {
  const coupon = DEMO_COUPONS.find((c) => c.code === code);
  if (!coupon) throw new Error(`${code} is not one of the domain's DEMO_COUPONS`);
  const view = couponView(
    coupon,
    { userId: 'u', code, redeemedAt: '2026-11-20T12:00:00.000Z', orderId: null, usedAt: null },
    '2026-11-25T12:00:00.000Z',
  );
  return { code: view.code, description: view.description, discountText: view.discountText };
}

/** What RestrictedItemsNotice shows of each item the domain's screening finds. */
function screened(request: { productName: string; notes?: string }) {
  const forbidden = screenRequest(request).forbidden.map((f) => ({ code: f.code, label: f.label, note: f.reason }));
  const restricted = restrictionsOf(request).map((r) => ({ code: r.code, label: r.label, note: r.travellerNote }));
  return [...forbidden, ...restricted];
}

/** The receipts pack of one of the stories' orders, as its buyer reads it (both parties read the same). */
function packOf(order: (typeof pack.packOrders)[keyof typeof pack.packOrders]) {
  const built = receiptsPack({ order: orderView(newProductRequest(order), order.userId), ...pack.packParties });
  // As JSON: a section without a sentence has no `note` key (the domain writes `note: undefined`).
  return JSON.parse(JSON.stringify(built)) as typeof built;
}

const fixtureFiles: readonly FixtureFile[] = [
  {
    file: 'packages/ui/src/LandedCostEstimate/LandedCostEstimate.fixtures.ts',
    generated: [
      {
        name: 'landedCostSamples',
        satisfies: 'Record<keyof typeof landedCostInputs, LandedCostFigures>',
        actual: landed.landedCostSamples,
        expected: mapValues(landed.landedCostInputs, landedCostOf),
      },
    ],
  },
  {
    file: 'packages/ui/src/EscrowSummary/EscrowSummary.fixtures.ts',
    generated: [
      {
        name: 'escrowFigures',
        satisfies: 'Record<keyof typeof escrowInputs, EscrowFigures>',
        actual: escrow.escrowFigures,
        expected: mapValues(escrow.escrowInputs, escrowOf),
      },
      {
        name: 'escrowInPesos',
        satisfies: "NonNullable<EscrowSummaryProps['totalInPesos']>",
        actual: escrow.escrowInPesos,
        expected: pesoEquivalent(escrowOf(escrow.escrowInputs[escrow.escrowInPesosInput]).totalUsdCents),
      },
    ],
  },
  {
    file: 'packages/ui/src/Withdrawals/Withdrawals.fixtures.ts',
    generated: [
      {
        name: 'walletSample',
        satisfies: 'Record<string, string>',
        actual: wallet.walletSample,
        expected: { payoutText: formatMoney(travellerPayoutCents(wallet.walletInput.rewardUsdCents)) },
      },
      {
        name: 'withdrawalSamples',
        satisfies:
          'Record<keyof typeof withdrawalInputs, { amountText: string; destinationText: string; note?: string }>',
        actual: wallet.withdrawalSamples,
        expected: mapValues(wallet.withdrawalInputs, withdrawalOf),
      },
    ],
  },
  {
    file: 'packages/ui/src/CouponCard/CouponCard.fixtures.ts',
    generated: [
      {
        name: 'couponSamples',
        satisfies: 'Record<(typeof couponCodes)[number], { code: string; description: string; discountText: string }>',
        actual: coupons.couponSamples,
        expected: Object.fromEntries(coupons.couponCodes.map((code) => [code, couponOf(code)])),
      },
    ],
  },
  {
    file: 'packages/ui/src/RestrictedItemsNotice/RestrictedItemsNotice.fixtures.ts',
    generated: [
      {
        name: 'screenedItems',
        satisfies: 'Record<keyof typeof screenedRequests, RestrictedItem[]>',
        actual: screening.screenedItems,
        expected: mapValues(screening.screenedRequests, screened),
      },
    ],
  },
  {
    file: 'packages/ui/src/TripChoice/TripChoice.fixtures.ts',
    generated: [
      {
        name: 'tripChoiceDeadlines',
        satisfies: 'Record<keyof typeof tripChoiceInputs, string>',
        actual: tripChoice.tripChoiceDeadlines,
        expected: mapValues(tripChoice.tripChoiceInputs, (trip) => tripDeadline(trip.returnDate)),
      },
      {
        // Issue 37: the customs note of each trip (air or sea), one phone already in December.
        name: 'tripChoiceCustoms',
        satisfies: 'Record<keyof typeof tripChoiceInputs, string[]>',
        actual: tripChoice.tripChoiceCustoms,
        expected: mapValues(tripChoice.tripChoiceInputs, (trip) => {
          const { alreadyInDecember: had, candidate } = tripChoice.tripChoiceCustomsInputs;
          const trips = Object.values(tripChoice.tripChoiceInputs).map((t) => ({ ...t, entryWay: 'air_sea' as const }));
          const ledger = allowanceLedger(trips, [
            {
              id: 'o1',
              ...had,
              status: 'accepted',
              tripId: tripChoice.tripChoiceInputs.sooner.id,
              acceptedAt: '2026-11-21T12:00:00.000Z',
              estimatedPriceCents: had.priceUsdCents,
              currency: 'USD',
              payment: null,
            },
          ]);
          return allowanceCheckText(
            allowanceCheck(ledger, { ...candidate, trip: { ...trip, entryWay: 'air_sea' }, today: '2026-11-21' }),
          );
        }),
      },
    ],
  },
  // Issue 37: the allowance ledger's months and the trust tier, in the domain's words.
  {
    file: 'packages/ui/src/AllowanceLedger/AllowanceLedger.fixtures.ts',
    generated: [
      {
        name: 'allowanceLedgerMonths',
        satisfies: 'AllowanceMonthText[]',
        actual: allowance.allowanceLedgerMonths,
        expected: allowanceLedger(allowance.allowanceLedgerInputs.trips, allowance.allowanceLedgerInputs.orders).map(
          allowanceMonthText,
        ),
      },
      {
        name: 'allowanceLedgerTrust',
        satisfies: "Record<'verified' | 'trusted', TrustStandingText>",
        actual: allowance.allowanceLedgerTrust,
        expected: mapValues(
          { verified: allowance.allowanceLedgerInputs.verified, trusted: allowance.allowanceLedgerInputs.trusted },
          ({ completed, ratings }) =>
            trustStandingText(
              trustStanding(
                [
                  ...allowance.allowanceLedgerInputs.orders,
                  ...Array.from({ length: completed }, () => ({
                    status: 'completed',
                    estimatedPriceCents: 10000,
                    currency: 'USD' as const,
                    payment: null,
                  })),
                ],
                ratings,
              ),
            ),
        ),
      },
    ],
  },
  // The receipts pack's sections (decision 053), in the domain's words, for each story's order.
  {
    file: 'packages/ui/src/ReceiptsPack/ReceiptsPack.fixtures.ts',
    generated: [
      {
        name: 'packText',
        satisfies: '{ title: string; subtitle: string }',
        actual: pack.packText,
        expected: (({ title, subtitle }) => ({ title, subtitle }))(packOf(pack.packOrders.paid)),
      },
      {
        name: 'packSections',
        satisfies: 'Record<keyof typeof packOrders, ReceiptsPackSection[]>',
        actual: pack.packSections,
        expected: mapValues(pack.packOrders, (order) => packOf(order).sections),
      },
    ],
  },
  // What support's two outcomes of a dispute move (decisions 026, 049), as the case's page says them.
  {
    file: 'packages/ui/src/SupportCase/SupportCase.fixtures.ts',
    generated: [
      {
        name: 'supportCaseOutcomes',
        satisfies: 'string[]',
        actual: supportCase.supportCaseOutcomes,
        expected: (() => {
          const order = newProductRequest(supportCase.supportCaseOrder);
          const refundUsdCents = order.payment?.totalUsdCents ?? 0;
          return [
            ...disputeOutcomeTexts(
              { refundUsdCents, releaseUsdCents: releasedCents(order) },
              supportCase.supportCaseNames,
            ),
          ];
        })(),
      },
    ],
  },
];

/** JSON, with the spaces that look alike told apart (formatMoney puts a no-break space after "US$"). */
const show = (value: unknown) =>
  value === undefined
    ? 'nothing'
    : JSON.stringify(value).replace(
        /[\u00a0\u2009\u202f]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );

/** Every leaf where `actual` and `expected` differ, as "path: the fixture says …, the domain …". */
function differences(actual: unknown, expected: unknown, at: string): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObject(actual) && isObject(expected) && Array.isArray(actual) === Array.isArray(expected)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    return keys.flatMap((key) =>
      differences(actual[key], expected[key], Array.isArray(expected) ? `${at}[${key}]` : `${at}.${key}`),
    );
  }
  return Object.is(actual, expected) ? [] : [`${at}: the fixture says ${show(actual)}, the domain ${show(expected)}`];
}

/** The file as `npm run fixtures:update` writes it: its text down to the marker, then the domain's figures. */
async function rewritten(fixture: FixtureFile): Promise<string> {
  const file = path.join(root, fixture.file);
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(MARKER);
  if (at < 0) throw new Error(`${fixture.file} has no marker line:\n${MARKER}`);
  const generated = fixture.generated
    .map((g) => `export const ${g.name} = ${JSON.stringify(g.expected)} satisfies ${g.satisfies};`)
    .join('\n\n');
  const source = `${text.slice(0, at + MARKER.length)}\n${generated}\n`;
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

describe('story fixtures are what the domain computes from their inputs', () => {
  it.each(fixtureFiles.map((f) => [f.file, f] as const))('%s', async (_, fixture) => {
    const differing = fixture.generated.flatMap((g) => differences(g.actual, g.expected, g.name));
    const message = [
      `${fixture.file} is not what the domain computes from its inputs` +
        (differing.length ? ':' : ' (no figure differs: the text below its marker was edited by hand).'),
      ...differing.map((d) => `  ${d}`),
      'Run `npm run fixtures:update`, then re-record the references of the stories that moved (decision 001).',
    ].join('\n');
    await expect(await rewritten(fixture), message).toMatchFileSnapshot(path.join(root, fixture.file));
  });

  it('names the fixture and the field that differ', () => {
    expect(differences({ a: { b: 1, c: [2] } }, { a: { b: 1, c: [3] } }, 'samples')).toEqual([
      'samples.a.c[0]: the fixture says 2, the domain 3',
    ]);
    expect(differences({ a: 1 }, { a: 1, b: null }, 'samples')).toEqual([
      'samples.b: the fixture says nothing, the domain null',
    ]);
  });

  // The stories' play functions write the fixtures' amounts with ui's formatCents, and the site
  // shows the same amounts with the domain's formatMoney: the two must agree on every one of them.
  it("ui's formatCents writes every fixture amount as the domain's formatMoney does", () => {
    const amounts = fixtureFiles.flatMap((f) => f.generated.flatMap((g) => centsIn(g.expected)));
    expect(amounts.length).toBeGreaterThan(50);
    for (const cents of amounts) expect(formatCents(cents, 'USD')).toBe(formatMoney(cents, 'USD'));
  });
});

// ui's other mirrors of the domain's formatters (decision 043): a percentage and a numeric date
// are written the same way by a story and by the site.
describe("ui's formatters are the domain's", () => {
  it('percentages: decimal comma, a non-breaking space before "%"', () => {
    for (const rate of [0, 0.006, 0.05, 0.1, 0.155, 0.21, 0.5, 0.893, 1]) {
      expect(uiFormatPercent(rate)).toBe(formatPercent(rate));
    }
    expect(formatPercent(0.006)).toBe('0,6\u00a0%');
  });
  it('round amounts: "US$ 25", never "$25 USD"', () => {
    for (const cents of [0, 1000, 2500, 50000, 150000]) {
      for (const currency of ['USD', 'EUR'] as const) {
        expect(formatWholeCents(cents, currency)).toBe(formatWholeMoney(cents, currency));
      }
    }
  });
  it("dates: a calendar day stays that day; an instant is Argentina's day", () => {
    for (const value of [
      '2026-11-20',
      '2026-01-01',
      '2026-11-29T02:30:00.000Z',
      '2026-11-29T12:00:00.000Z',
      'no es fecha',
    ]) {
      expect(formatIsoDate(value)).toBe(formatDate(value, 'numeric'));
    }
    expect(formatIsoDate('2026-11-29T02:30:00.000Z')).toBe('28/11/2026');
  });
});

/** Every number under a key ending in "Cents" (or named `cents`), however deep. */
function centsIn(value: unknown): number[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'number' && /(^c|C)ents$/.test(key) ? [v] : centsIn(v),
  );
}
