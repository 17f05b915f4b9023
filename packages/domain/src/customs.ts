/**
 * Argentine customs figures used by the landed-cost estimate, in ONE place, each with the date it
 * applies from and the norm it comes from.
 *
 * FIGURES TO REVIEW: they were compiled from the regime as published through 2025 (courier reform
 * of December 2024, baggage regime) and were last checked on `CUSTOMS_FIGURES_REVIEW.lastChecked`
 * without access to the Boletín Oficial. Check them against ARCA (ex AFIP) before relying on them,
 * and when they change, change them here, their `since`, `source` and `lastChecked`, and the
 * decision record.
 */
import type { EntryWay } from '#src/labels';

/** A regulated figure: the value, the date it applies from, and the norm that sets it. */
export interface RegulatedFigure<T = number> {
  readonly value: T;
  /** ISO date from which the value applies. */
  readonly since: string;
  /** Norm or document that sets the value. */
  readonly source: string;
  /**
   * 'to_review': recorded from the regime as published, not re-checked against the Boletín Oficial
   * (issue 37's facts; decision 047). Unset: as `CUSTOMS_FIGURES_REVIEW` says for every figure.
   */
  readonly status?: 'to_review';
}

export const CUSTOMS_FIGURES_REVIEW = {
  /** Date the figures below were last compared with the regime as known. */
  lastChecked: '2026-11-21',
  status: 'to_review',
  note: 'Cifras orientativas del régimen vigente según lo publicado hasta 2025; verificar en arca.gob.ar antes de decidir una compra.',
} as const;

/** Courier regime (régimen de envíos en pequeña escala / courier), for personal use. */
export const COURIER_REGIME = {
  /** FOB value per shipment, in USD cents, exempt from import duty (VAT still applies). */
  dutyFreeUsdCents: {
    value: 400_00,
    since: '2024-12-09',
    source: 'Decreto 1065/2024 y Resolución General AFIP 5608/2024 (régimen de courier)',
  },
  /** Highest FOB value per shipment the courier regime accepts, in USD cents. */
  maxShipmentUsdCents: {
    value: 3000_00,
    since: '2024-12-09',
    source: 'Resolución General AFIP 5608/2024 (límite por envío del régimen de courier)',
  },
  /**
   * Import duty on the part of the value above the duty-free amount. SIMPLIFICATION: the real
   * duty depends on the product's tariff position (0 % to 35 %); 20 % stands for the general case.
   */
  importDutyRate: {
    value: 0.2,
    since: '2024-12-09',
    source: 'Nomenclatura Común del Mercosur, derecho de importación extrazona (simplificado a 20 %)',
  },
  /** VAT on imports, on the whole customs value plus duties. */
  vatRate: {
    value: 0.21,
    since: '1998-01-01',
    source: 'Ley de Impuesto al Valor Agregado (Ley 23.349, t.o. 1997), art. 28',
  },
  /**
   * Our estimate of what an international courier charges to bring one small parcel to
   * Argentina (freight, handling, clearance). Not a norm: a market estimate, to revise.
   */
  freightEstimateUsdCents: {
    value: 35_00,
    since: '2025-01-01',
    source: 'Estimación propia de Conexión Global (tarifas publicadas por couriers, paquete de hasta 1 kg)',
  },
} as const satisfies Record<string, RegulatedFigure>;

/** Baggage regime: what a traveller may bring tax-free, and the tax on the excess. */
export const TRAVELLER_ALLOWANCE = {
  /**
   * Franchise per person entering by air or sea, in USD cents, shared by every entry within one
   * calendar month (`period`).
   */
  franchiseUsdCents: {
    value: 500_00,
    since: '2015-03-01',
    source: 'Código Aduanero (Ley 22.415), Decreto 1001/1982 y Resolución General AFIP 3751/2015 (régimen de equipaje)',
    status: 'to_review',
  },
  /** Single tax on the value above the franchise. */
  excessTaxRate: {
    value: 0.5,
    since: '2015-03-01',
    source: 'Decreto 1001/1982, régimen de equipaje: tributo único del 50 % sobre el excedente',
    status: 'to_review',
  },
  /** Franchise per person entering by land (or river), in USD cents, per calendar month too. */
  landFranchiseUsdCents: {
    value: 300_00,
    since: '2015-03-01',
    source:
      'Resolución General AFIP 3751/2015 (régimen de equipaje: franquicia de US$ 300 para el ingreso por vía terrestre)',
    status: 'to_review',
  },
} as const satisfies Record<string, RegulatedFigure>;

/**
 * How the franchise is counted (issue 37, decision 047): per person per calendar month of entry
 * (trips entering within one month share it); a product brought for a buyer is never the
 * traveller's personal effects, so it counts in full; more of one item than a person uses is a
 * commercial quantity, not luggage.
 */
export const ALLOWANCE_RULES = {
  /** Entries within one calendar month share one franchise. */
  period: {
    value: 'calendar_month',
    since: '2015-03-01',
    source: 'Resolución General AFIP 3751/2015 (la franquicia es personal y se computa por mes calendario)',
    status: 'to_review',
  },
  /** The share of a buyer's product that counts against the franchise: all of it. */
  buyerProductShare: {
    value: 1,
    since: '1982-01-01',
    source:
      'Código Aduanero (Ley 22.415), art. 489 y Decreto 1001/1982: solo los efectos personales usados quedan fuera de la franquicia; lo nuevo traído para otro computa por su valor total',
    status: 'to_review',
  },
  /**
   * PERSONAL_QUANTITY: how many units of one item a traveller may bring as luggage; more suggest a
   * commercial purpose and are flagged (a second order of the same item beyond it).
   */
  personalQuantityPerItem: {
    value: 1,
    since: '1982-01-01',
    source:
      'Código Aduanero (Ley 22.415), art. 489: no es equipaje la mercadería que por su cantidad, calidad, variedad o valor permita presumir fines comerciales (cantidad personal: criterio propio, una unidad por artículo)',
    status: 'to_review',
  },
} as const satisfies Record<string, RegulatedFigure<string | number>>;

/** The franchise of a way of entry, USD cents. */
export function franchiseOf(entryWay: EntryWay): number {
  return entryWay === 'land'
    ? TRAVELLER_ALLOWANCE.landFranchiseUsdCents.value
    : TRAVELLER_ALLOWANCE.franchiseUsdCents.value;
}
