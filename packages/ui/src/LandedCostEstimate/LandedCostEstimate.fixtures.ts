// The LandedCostEstimate stories' figures: what the domain's `landedCostEstimate` returns for the
// inputs below (its rates and customs table), written out because ui runs no domain code
// (decision 001). tooling/ui-fixtures.test.ts recomputes every figure from these inputs and fails,
// naming the sample and the field, when the domain moves. To change a sample, edit its inputs; after
// a change of the fee, a rate or the customs figures, run `npm run fixtures:update`, which rewrites
// everything below the marker, then re-record the stories that moved (decision 001, "Story fixtures").
import type { Currency } from '@cg/domain';
import type { LandedCostFigures } from './LandedCostEstimate';

/** What each sample asks the domain: a price in its currency (cents) and a reward (USD cents). */
export const landedCostInputs = {
  /** USD 349,99 product, USD 25 reward: inside both free amounts. */
  saving: { priceCents: 34999, currency: 'USD', rewardCents: 2500 },
  /** USD 20 product, USD 100 reward: the reward outweighs the taxes saved. */
  courierCheaper: { priceCents: 2000, currency: 'USD', rewardCents: 10000 },
  /** USD 1.200 notebook, USD 50 reward: over the traveller franchise. */
  overFranchise: { priceCents: 120000, currency: 'USD', rewardCents: 5000 },
  /** USD 3.500 camera, USD 100 reward: over the courier limit. */
  notAllowed: { priceCents: 350000, currency: 'USD', rewardCents: 10000 },
  /** EUR 399 product, USD 30 reward. */
  eur: { priceCents: 39900, currency: 'EUR', rewardCents: 3000 },
  /** USD 15.499 product, USD 500 reward: five-digit amounts, over the courier limit. */
  largeAmounts: { priceCents: 1549900, currency: 'USD', rewardCents: 50000 },
  /** USD 2.899 product, USD 500 reward: the largest amounts the courier still takes, every row shown. */
  largeWithCourier: { priceCents: 289900, currency: 'USD', rewardCents: 50000 },
} as const satisfies Record<
  string,
  { readonly priceCents: number; readonly currency: Currency; readonly rewardCents: number }
>;

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const landedCostSamples = {
  saving: {
    priceUsdCents: 34999,
    marketplace: { customsTaxCents: 0, totalCents: 39374, escrow: { totalUsdCents: 39374 } },
    courier: { allowed: true, freightCents: 3500, dutyCents: 0, vatCents: 8085, totalCents: 46584 },
    ownTrip: { excessCents: 0, taxCents: 0, totalCents: 34999 },
    savingVsCourier: { cents: 7210, percent: 15.5 },
    notes: [
      {
        code: 'marketplace_within_franchise',
        text: 'El producto (US$ 349,99) entra en la franquicia de US$ 500,00 por viajero que llega en avión: no paga impuestos si el viajero no trae otras compras que la superen.',
      },
      {
        code: 'courier_duty_free',
        text: 'Por courier, hasta US$ 400,00 por envío no paga derecho de importación, pero sí IVA 21 % (US$ 80,85) y el flete estimado (US$ 35,00).',
      },
      {
        code: 'own_trip_within_franchise',
        text: 'Si viajas tú, entra en tu franquicia de US$ 500,00: pagas solo el producto.',
      },
      { code: 'saving_positive', text: 'Con Conexión Global ahorras unos US$ 72,10 (15,5 %) frente al courier.' },
      {
        code: 'figures_to_review',
        text: 'Estimación orientativa con cifras revisadas el 2026-11-21; los impuestos reales dependen del producto y de lo que declare el viajero.',
      },
    ],
    figuresLastChecked: '2026-11-21',
  },
  courierCheaper: {
    priceUsdCents: 2000,
    marketplace: { customsTaxCents: 0, totalCents: 12600, escrow: { totalUsdCents: 12600 } },
    courier: { allowed: true, freightCents: 3500, dutyCents: 0, vatCents: 1155, totalCents: 6655 },
    ownTrip: { excessCents: 0, taxCents: 0, totalCents: 2000 },
    savingVsCourier: { cents: -5945, percent: -89.3 },
    notes: [
      {
        code: 'marketplace_within_franchise',
        text: 'El producto (US$ 20,00) entra en la franquicia de US$ 500,00 por viajero que llega en avión: no paga impuestos si el viajero no trae otras compras que la superen.',
      },
      {
        code: 'courier_duty_free',
        text: 'Por courier, hasta US$ 400,00 por envío no paga derecho de importación, pero sí IVA 21 % (US$ 11,55) y el flete estimado (US$ 35,00).',
      },
      {
        code: 'own_trip_within_franchise',
        text: 'Si viajas tú, entra en tu franquicia de US$ 500,00: pagas solo el producto.',
      },
      {
        code: 'saving_negative',
        text: 'Para este producto el courier sale unos US$ 59,45 (89,3 %) menos que Conexión Global: la recompensa y la tarifa pesan más que los impuestos que te ahorras.',
      },
      {
        code: 'figures_to_review',
        text: 'Estimación orientativa con cifras revisadas el 2026-11-21; los impuestos reales dependen del producto y de lo que declare el viajero.',
      },
    ],
    figuresLastChecked: '2026-11-21',
  },
  overFranchise: {
    priceUsdCents: 120000,
    marketplace: { customsTaxCents: 35000, totalCents: 166250, escrow: { totalUsdCents: 131250 } },
    courier: { allowed: true, freightCents: 3500, dutyCents: 16000, vatCents: 29295, totalCents: 168795 },
    ownTrip: { excessCents: 70000, taxCents: 35000, totalCents: 155000 },
    savingVsCourier: { cents: 2545, percent: 1.5 },
    notes: [
      {
        code: 'marketplace_over_franchise',
        text: 'El producto (US$ 1.200,00) supera la franquicia de US$ 500,00 por viajero: al declararlo se paga 50 % sobre el excedente (US$ 350,00), que no está incluido en el pago en garantía.',
      },
      {
        code: 'courier_duty_on_excess',
        text: 'Por courier, lo que supera US$ 400,00 paga derecho de importación (estimado 20 %: US$ 160,00), más IVA 21 % (US$ 292,95) y el flete estimado (US$ 35,00).',
      },
      {
        code: 'own_trip_over_franchise',
        text: 'Si viajas tú, pagas 50 % sobre lo que supera tu franquicia de US$ 500,00 (US$ 350,00).',
      },
      { code: 'saving_positive', text: 'Con Conexión Global ahorras unos US$ 25,45 (1,5 %) frente al courier.' },
      {
        code: 'figures_to_review',
        text: 'Estimación orientativa con cifras revisadas el 2026-11-21; los impuestos reales dependen del producto y de lo que declare el viajero.',
      },
    ],
    figuresLastChecked: '2026-11-21',
  },
  notAllowed: {
    priceUsdCents: 350000,
    marketplace: { customsTaxCents: 150000, totalCents: 528000, escrow: { totalUsdCents: 378000 } },
    courier: { allowed: false, freightCents: 3500, dutyCents: 0, vatCents: 0, totalCents: null },
    ownTrip: { excessCents: 300000, taxCents: 150000, totalCents: 500000 },
    savingVsCourier: null,
    notes: [
      {
        code: 'marketplace_over_franchise',
        text: 'El producto (US$ 3.500,00) supera la franquicia de US$ 500,00 por viajero: al declararlo se paga 50 % sobre el excedente (US$ 1.500,00), que no está incluido en el pago en garantía.',
      },
      {
        code: 'courier_over_limit',
        text: 'Supera el límite de US$ 3.000,00 por envío del régimen de courier: no se puede traer por courier como envío particular.',
      },
      {
        code: 'own_trip_over_franchise',
        text: 'Si viajas tú, pagas 50 % sobre lo que supera tu franquicia de US$ 500,00 (US$ 1.500,00).',
      },
      {
        code: 'figures_to_review',
        text: 'Estimación orientativa con cifras revisadas el 2026-11-21; los impuestos reales dependen del producto y de lo que declare el viajero.',
      },
    ],
    figuresLastChecked: '2026-11-21',
  },
  eur: {
    priceUsdCents: 43092,
    marketplace: { customsTaxCents: 0, totalCents: 48397, escrow: { totalUsdCents: 48397 } },
    courier: { allowed: true, freightCents: 3500, dutyCents: 618, vatCents: 9914, totalCents: 57124 },
    ownTrip: { excessCents: 0, taxCents: 0, totalCents: 43092 },
    savingVsCourier: { cents: 8727, percent: 15.3 },
    notes: [
      {
        code: 'marketplace_within_franchise',
        text: 'El producto (US$ 430,92) entra en la franquicia de US$ 500,00 por viajero que llega en avión: no paga impuestos si el viajero no trae otras compras que la superen.',
      },
      {
        code: 'courier_duty_on_excess',
        text: 'Por courier, lo que supera US$ 400,00 paga derecho de importación (estimado 20 %: US$ 6,18), más IVA 21 % (US$ 99,14) y el flete estimado (US$ 35,00).',
      },
      {
        code: 'own_trip_within_franchise',
        text: 'Si viajas tú, entra en tu franquicia de US$ 500,00: pagas solo el producto.',
      },
      { code: 'saving_positive', text: 'Con Conexión Global ahorras unos US$ 87,27 (15,3 %) frente al courier.' },
      {
        code: 'figures_to_review',
        text: 'Estimación orientativa con cifras revisadas el 2026-11-21; los impuestos reales dependen del producto y de lo que declare el viajero.',
      },
    ],
    figuresLastChecked: '2026-11-21',
  },
  largeAmounts: {
    priceUsdCents: 1549900,
    marketplace: { customsTaxCents: 749950, totalCents: 2429845, escrow: { totalUsdCents: 1679895 } },
    courier: { allowed: false, freightCents: 3500, dutyCents: 0, vatCents: 0, totalCents: null },
    ownTrip: { excessCents: 1499900, taxCents: 749950, totalCents: 2299850 },
    savingVsCourier: null,
    notes: [
      {
        code: 'marketplace_over_franchise',
        text: 'El producto (US$ 15.499,00) supera la franquicia de US$ 500,00 por viajero: al declararlo se paga 50 % sobre el excedente (US$ 7.499,50), que no está incluido en el pago en garantía.',
      },
      {
        code: 'courier_over_limit',
        text: 'Supera el límite de US$ 3.000,00 por envío del régimen de courier: no se puede traer por courier como envío particular.',
      },
      {
        code: 'own_trip_over_franchise',
        text: 'Si viajas tú, pagas 50 % sobre lo que supera tu franquicia de US$ 500,00 (US$ 7.499,50).',
      },
      {
        code: 'figures_to_review',
        text: 'Estimación orientativa con cifras revisadas el 2026-11-21; los impuestos reales dependen del producto y de lo que declare el viajero.',
      },
    ],
    figuresLastChecked: '2026-11-21',
  },
  largeWithCourier: {
    priceUsdCents: 289900,
    marketplace: { customsTaxCents: 119950, totalCents: 476845, escrow: { totalUsdCents: 356895 } },
    courier: { allowed: true, freightCents: 3500, dutyCents: 49980, vatCents: 72110, totalCents: 415490 },
    ownTrip: { excessCents: 239900, taxCents: 119950, totalCents: 409850 },
    savingVsCourier: { cents: -61355, percent: -14.8 },
    notes: [
      {
        code: 'marketplace_over_franchise',
        text: 'El producto (US$ 2.899,00) supera la franquicia de US$ 500,00 por viajero: al declararlo se paga 50 % sobre el excedente (US$ 1.199,50), que no está incluido en el pago en garantía.',
      },
      {
        code: 'courier_duty_on_excess',
        text: 'Por courier, lo que supera US$ 400,00 paga derecho de importación (estimado 20 %: US$ 499,80), más IVA 21 % (US$ 721,10) y el flete estimado (US$ 35,00).',
      },
      {
        code: 'own_trip_over_franchise',
        text: 'Si viajas tú, pagas 50 % sobre lo que supera tu franquicia de US$ 500,00 (US$ 1.199,50).',
      },
      {
        code: 'saving_negative',
        text: 'Para este producto el courier sale unos US$ 613,55 (14,8 %) menos que Conexión Global: la recompensa y la tarifa pesan más que los impuestos que te ahorras.',
      },
      {
        code: 'figures_to_review',
        text: 'Estimación orientativa con cifras revisadas el 2026-11-21; los impuestos reales dependen del producto y de lo que declare el viajero.',
      },
    ],
    figuresLastChecked: '2026-11-21',
  },
} satisfies Record<keyof typeof landedCostInputs, LandedCostFigures>;
