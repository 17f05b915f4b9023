import { COURIER_REGIME, CUSTOMS_FIGURES_REVIEW, TRAVELLER_ALLOWANCE } from '#src/customs';
import type { Currency } from '#src/enums';
import { formatPercent } from '#src/format';
import {
  type Cents,
  currentRate,
  escrowBreakdown,
  type EscrowBreakdown,
  type ExchangeRate,
  formatMoney,
  orderRewardCents,
} from '#src/money';

/**
 * What bringing a product to Argentina costs the buyer three ways, in USD cents:
 * (a) through this marketplace, (b) through a courier, (c) in one's own luggage (franchise).
 * Pure; the figures come from `src/customs.ts`.
 */

export interface LandedCostInput {
  /** Estimated price in `currency`, in cents. */
  readonly priceCents: Cents;
  readonly currency: Currency;
  /** Reward offered to the traveller, USD cents. */
  readonly rewardCents: Cents;
  /** Rate to use; the domain's current table by default. */
  readonly rate?: ExchangeRate;
}

export type LandedCostNoteCode =
  | 'marketplace_within_franchise'
  | 'marketplace_over_franchise'
  | 'courier_duty_free'
  | 'courier_duty_on_excess'
  | 'courier_over_limit'
  | 'own_trip_within_franchise'
  | 'own_trip_over_franchise'
  | 'saving_positive'
  | 'saving_none'
  | 'saving_negative'
  | 'figures_to_review';

export interface LandedCostNote {
  readonly code: LandedCostNoteCode;
  /** Spanish text for the buyer. */
  readonly text: string;
}

export interface LandedCostEstimate {
  readonly priceUsdCents: Cents;
  readonly rate: ExchangeRate;
  readonly marketplace: {
    /** The escrow payment (price + reward + service fee), as `escrowBreakdown` computes it. */
    readonly escrow: EscrowBreakdown;
    /** Tax due at customs when the product exceeds the traveller's franchise (not in escrow). */
    readonly customsTaxCents: Cents;
    readonly totalCents: Cents;
  };
  readonly courier: {
    /** False above the per-shipment limit: a courier cannot bring it under this regime. */
    readonly allowed: boolean;
    readonly freightCents: Cents;
    readonly dutyCents: Cents;
    readonly vatCents: Cents;
    /** `null` when not allowed. */
    readonly totalCents: Cents | null;
  };
  readonly ownTrip: {
    readonly excessCents: Cents;
    readonly taxCents: Cents;
    readonly totalCents: Cents;
  };
  /**
   * Courier total minus marketplace total: positive = the marketplace is cheaper, zero or
   * negative = it is not. `null` when the courier cannot bring it.
   */
  readonly savingVsCourier: { readonly cents: Cents; readonly percent: number } | null;
  readonly notes: readonly LandedCostNote[];
  readonly figuresLastChecked: string;
}

const usd = (cents: Cents) => formatMoney(cents, 'USD');

/** Tax a traveller pays at customs on the part of `valueCents` above the franchise. @internal */
export function franchiseExcessTaxCents(valueCents: Cents): { excessCents: Cents; taxCents: Cents } {
  const excessCents = Math.max(0, valueCents - TRAVELLER_ALLOWANCE.franchiseUsdCents.value);
  return { excessCents, taxCents: Math.round(excessCents * TRAVELLER_ALLOWANCE.excessTaxRate.value) };
}

/** Courier costs for a product of FOB value `valueCents` (USD). @internal */
export function courierCost(valueCents: Cents): LandedCostEstimate['courier'] {
  const c = COURIER_REGIME;
  const freightCents = c.freightEstimateUsdCents.value;
  if (valueCents > c.maxShipmentUsdCents.value) {
    return { allowed: false, freightCents, dutyCents: 0, vatCents: 0, totalCents: null };
  }
  const dutyCents = Math.round(Math.max(0, valueCents - c.dutyFreeUsdCents.value) * c.importDutyRate.value);
  // VAT on imports is levied on the customs value (CIF: product + freight) plus the duties.
  const vatCents = Math.round((valueCents + freightCents + dutyCents) * c.vatRate.value);
  return {
    allowed: true,
    freightCents,
    dutyCents,
    vatCents,
    totalCents: valueCents + freightCents + dutyCents + vatCents,
  };
}

export function landedCostEstimate(input: LandedCostInput): LandedCostEstimate {
  const rate = input.rate ?? currentRate(input.currency);
  const escrow = escrowBreakdown(input.priceCents, input.currency, input.rewardCents, rate);
  const value = escrow.priceUsdCents;
  const franchise = franchiseExcessTaxCents(value);
  const courier = courierCost(value);
  const notes: LandedCostNote[] = [];
  const F = TRAVELLER_ALLOWANCE.franchiseUsdCents.value;
  const taxRate = TRAVELLER_ALLOWANCE.excessTaxRate.value;

  if (franchise.excessCents === 0) {
    notes.push({
      code: 'marketplace_within_franchise',
      text: `El producto (${usd(value)}) entra en la franquicia de ${usd(F)} por viajero que llega en avión: no paga impuestos si el viajero no trae otras compras que la superen.`,
    });
  } else {
    notes.push({
      code: 'marketplace_over_franchise',
      text: `El producto (${usd(value)}) supera la franquicia de ${usd(F)} por viajero: al declararlo se paga ${formatPercent(taxRate)} sobre el excedente (${usd(franchise.taxCents)}), que no está incluido en el pago en garantía.`,
    });
  }
  if (!courier.allowed) {
    notes.push({
      code: 'courier_over_limit',
      text: `Supera el límite de ${usd(COURIER_REGIME.maxShipmentUsdCents.value)} por envío del régimen de courier: no se puede traer por courier como envío particular.`,
    });
  } else if (courier.dutyCents === 0 && value <= COURIER_REGIME.dutyFreeUsdCents.value) {
    notes.push({
      code: 'courier_duty_free',
      text: `Por courier, hasta ${usd(COURIER_REGIME.dutyFreeUsdCents.value)} por envío no paga derecho de importación, pero sí IVA ${formatPercent(COURIER_REGIME.vatRate.value)} (${usd(courier.vatCents)}) y el flete estimado (${usd(courier.freightCents)}).`,
    });
  } else {
    notes.push({
      code: 'courier_duty_on_excess',
      text: `Por courier, lo que supera ${usd(COURIER_REGIME.dutyFreeUsdCents.value)} paga derecho de importación (estimado ${formatPercent(COURIER_REGIME.importDutyRate.value)}: ${usd(courier.dutyCents)}), más IVA ${formatPercent(COURIER_REGIME.vatRate.value)} (${usd(courier.vatCents)}) y el flete estimado (${usd(courier.freightCents)}).`,
    });
  }
  notes.push(
    franchise.excessCents === 0
      ? {
          code: 'own_trip_within_franchise',
          text: `Si viajas tú, entra en tu franquicia de ${usd(F)}: pagas solo el producto.`,
        }
      : {
          code: 'own_trip_over_franchise',
          text: `Si viajas tú, pagas ${formatPercent(taxRate)} sobre lo que supera tu franquicia de ${usd(F)} (${usd(franchise.taxCents)}).`,
        },
  );

  const marketplaceTotal = escrow.totalUsdCents + franchise.taxCents;
  let saving: LandedCostEstimate['savingVsCourier'] = null;
  if (courier.totalCents !== null) {
    const cents = courier.totalCents - marketplaceTotal;
    const percent = Math.round((cents / courier.totalCents) * 1000) / 10;
    saving = { cents, percent };
    notes.push(
      cents > 0
        ? {
            code: 'saving_positive',
            text: `Con Conexión Global ahorras unos ${usd(cents)} (${formatPercent(percent / 100)}) frente al courier.`,
          }
        : cents === 0
          ? { code: 'saving_none', text: 'Con Conexión Global pagas lo mismo que por courier.' }
          : {
              code: 'saving_negative',
              text: `Para este producto el courier sale unos ${usd(-cents)} (${formatPercent(Math.abs(percent) / 100)}) menos que Conexión Global: la recompensa y la tarifa pesan más que los impuestos que te ahorras.`,
            },
    );
  }
  notes.push({
    code: 'figures_to_review',
    text: `Estimación orientativa con cifras revisadas el ${CUSTOMS_FIGURES_REVIEW.lastChecked}; los impuestos reales dependen del producto y de lo que declare el viajero.`,
  });

  return {
    priceUsdCents: value,
    rate,
    marketplace: { escrow, customsTaxCents: franchise.taxCents, totalCents: marketplaceTotal },
    courier,
    ownTrip: { ...franchise, totalCents: value + franchise.taxCents },
    savingVsCourier: saving,
    notes,
    figuresLastChecked: CUSTOMS_FIGURES_REVIEW.lastChecked,
  };
}

/** The estimate of a stored request. */
export function landedCostOfRequest(
  request: {
    readonly estimatedPriceCents: Cents;
    readonly currency: Currency;
    readonly rewardCents: Cents;
    /** Decision 045: an order's agreed reward, when an offer set one. */
    readonly agreedRewardCents?: Cents | null;
  },
  rate?: ExchangeRate,
): LandedCostEstimate {
  return landedCostEstimate({
    priceCents: request.estimatedPriceCents,
    currency: request.currency,
    rewardCents: orderRewardCents(request),
    ...(rate ? { rate } : {}),
  });
}
