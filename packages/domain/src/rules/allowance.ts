/**
 * The traveller's customs allowance ledger (issue 37, decision 047): per calendar month of entry,
 * the prices in USD of the orders travelling on the trips that enter that month, against the
 * franchise of their way of entry. Pure: the use cases and the pages (the accept dialog, the
 * offers' path) call the same functions.
 *
 * An order's price in USD is the one frozen at payment (`payment.priceUsdCents`) once paid, and the
 * current reference rate's before (`currentRate`), as the checkout would quote it today.
 */
import { ALLOWANCE_RULES, TRAVELLER_ALLOWANCE, franchiseOf } from '#src/customs';
import type { Currency, EntryWay } from '#src/labels';
import { argentinaDay } from '#src/format';
import { type Cents, convertToUsdCents, currentRate, formatMoney } from '#src/money';

/** The order statuses that use the allowance: taken and not cancelled. */
const COUNTED = new Set(['accepted', 'paid', 'completed']);

/** What the ledger reads of an order the traveller carries. */
export interface LedgerOrder {
  readonly id: string;
  readonly productName: string;
  readonly productUrl: string;
  readonly status: string;
  readonly tripId: string | null;
  readonly acceptedAt: string | null;
  readonly estimatedPriceCents: Cents;
  readonly currency: Currency;
  readonly payment: { readonly priceUsdCents: Cents } | null;
}

/** What the ledger reads of a trip. */
export interface LedgerTrip {
  readonly id: string;
  readonly returnDate: string;
  readonly entryWay: EntryWay;
}

export interface AllowanceEntry {
  readonly orderId: string;
  readonly productName: string;
  /** Same key, same item (`itemKey`). */
  readonly itemKey: string;
  readonly priceUsdCents: Cents;
  /** True when the price is the one frozen at payment; false: at today's reference rate. */
  readonly frozen: boolean;
  readonly tripId: string | null;
}

export interface AllowanceMonth {
  /** `YYYY-MM`: the calendar month of entry (the trips' return to Argentina). */
  readonly month: string;
  /** The way of entry whose franchise applies (the smallest among the month's trips). */
  readonly entryWay: EntryWay;
  readonly franchiseUsdCents: Cents;
  readonly usedUsdCents: Cents;
  /** What is left of the franchise (0 once it is used up). */
  readonly remainingUsdCents: Cents;
  /** What goes beyond the franchise (0 within it): never hidden. */
  readonly excessUsdCents: Cents;
  /** The single tax on the excess. */
  readonly taxUsdCents: Cents;
  readonly entries: readonly AllowanceEntry[];
  /** Names of the items brought more times than personal quantities allow. */
  readonly repeatedItems: readonly string[];
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The same item: the product page's address without its query or fragment, else its folded name. @internal */
export function itemKey(order: Pick<LedgerOrder, 'productName' | 'productUrl'>): string {
  try {
    const url = new URL(order.productUrl);
    const path = url.pathname.replace(/\/+$/, '');
    if (path) return `${url.hostname.replace(/^www\./, '').toLowerCase()}${path.toLowerCase()}`;
  } catch {
    // not an address: the name says which item
  }
  return `name:${fold(order.productName)}`;
}

/** An order's price in USD: frozen at payment once paid, at today's reference rate before. */
export function orderPriceUsd(order: Pick<LedgerOrder, 'estimatedPriceCents' | 'currency' | 'payment'>): {
  cents: Cents;
  frozen: boolean;
} {
  if (order.payment) return { cents: order.payment.priceUsdCents, frozen: true };
  return { cents: convertToUsdCents(order.estimatedPriceCents, currentRate(order.currency)), frozen: false };
}

/** `YYYY-MM` of a `YYYY-MM-DD` day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The tax on what `usedUsdCents` goes beyond `franchiseUsdCents`. */
function excessOf(usedUsdCents: Cents, franchiseUsdCents: Cents): { excessUsdCents: Cents; taxUsdCents: Cents } {
  const excessUsdCents = Math.max(0, usedUsdCents - franchiseUsdCents);
  return { excessUsdCents, taxUsdCents: Math.round(excessUsdCents * TRAVELLER_ALLOWANCE.excessTaxRate.value) };
}

/**
 * The month an order enters in: its trip's return; an order on no trip (the 30-day rule, or a trip
 * since deleted) counts in the month it was accepted (Argentina's day).
 */
function monthOfOrder(order: LedgerOrder, trips: ReadonlyMap<string, LedgerTrip>): string {
  const trip = order.tripId ? trips.get(order.tripId) : undefined;
  if (trip) return monthOf(trip.returnDate);
  return monthOf(argentinaDay(order.acceptedAt ?? new Date(0).toISOString()));
}

/** The smallest franchise among the ways of entry (air or sea when none is known). */
function smallestWay(ways: readonly EntryWay[]): EntryWay {
  return ways.includes('land') ? 'land' : 'air_sea';
}

function monthOfEntries(month: string, ways: readonly EntryWay[], entries: readonly AllowanceEntry[]): AllowanceMonth {
  const entryWay = smallestWay(ways);
  const franchiseUsdCents = franchiseOf(entryWay);
  const usedUsdCents = entries.reduce((sum, e) => sum + e.priceUsdCents, 0);
  const counts = new Map<string, { name: string; n: number }>();
  for (const e of entries) {
    const c = counts.get(e.itemKey) ?? { name: e.productName, n: 0 };
    counts.set(e.itemKey, { ...c, n: c.n + 1 });
  }
  return {
    month,
    entryWay,
    franchiseUsdCents,
    usedUsdCents,
    remainingUsdCents: Math.max(0, franchiseUsdCents - usedUsdCents),
    ...excessOf(usedUsdCents, franchiseUsdCents),
    entries,
    repeatedItems: [...counts.values()]
      .filter((c) => c.n > ALLOWANCE_RULES.personalQuantityPerItem.value)
      .map((c) => c.name),
  };
}

/**
 * The ledger: one month per calendar month that has a trip entering or an order counted, oldest
 * first. Orders cancelled or not yet taken are not counted.
 */
export function allowanceLedger(trips: readonly LedgerTrip[], orders: readonly LedgerOrder[]): AllowanceMonth[] {
  const byId = new Map(trips.map((t) => [t.id, t]));
  const ways = new Map<string, EntryWay[]>();
  const entries = new Map<string, AllowanceEntry[]>();
  for (const t of trips) ways.set(monthOf(t.returnDate), [...(ways.get(monthOf(t.returnDate)) ?? []), t.entryWay]);
  for (const o of orders) {
    if (!COUNTED.has(o.status)) continue;
    const month = monthOfOrder(o, byId);
    const price = orderPriceUsd(o);
    const entry: AllowanceEntry = {
      orderId: o.id,
      productName: o.productName,
      itemKey: itemKey(o),
      priceUsdCents: price.cents,
      frozen: price.frozen,
      tripId: o.tripId,
    };
    entries.set(month, [...(entries.get(month) ?? []), entry]);
  }
  const months = [...new Set([...ways.keys(), ...entries.keys()])].sort();
  return months.map((m) => monthOfEntries(m, ways.get(m) ?? [], entries.get(m) ?? []));
}

/** What accepting (or offering on) one more order would do to its month. */
export interface AllowanceCheck {
  readonly month: string;
  readonly entryWay: EntryWay;
  readonly franchiseUsdCents: Cents;
  readonly priceUsdCents: Cents;
  readonly usedBeforeUsdCents: Cents;
  readonly remainingBeforeUsdCents: Cents;
  /** The order takes the month beyond its franchise (or adds to an excess already there). */
  readonly crosses: boolean;
  /** The part of this order beyond the franchise. */
  readonly excessUsdCents: Cents;
  /** The tax that part adds. */
  readonly taxUsdCents: Cents;
  /** The month already carries this item up to personal quantities. */
  readonly repeatedItem: boolean;
}

/** One more order: the request, its price in USD, and the trip it would travel on (null: none). */
export interface AllowanceCandidate {
  readonly productName: string;
  readonly productUrl: string;
  readonly priceUsdCents: Cents;
  readonly trip: LedgerTrip | null;
  /** Argentina's day today: the month of an order on no trip. */
  readonly today: string;
}

/** What one more order would do to the ledger's month: by how much it goes beyond, the tax, a repeated item. */
export function allowanceCheck(ledger: readonly AllowanceMonth[], candidate: AllowanceCandidate): AllowanceCheck {
  const month = monthOf(candidate.trip?.returnDate ?? candidate.today);
  const before = ledger.find((m) => m.month === month);
  const ways: EntryWay[] = [...(before ? [before.entryWay] : []), ...(candidate.trip ? [candidate.trip.entryWay] : [])];
  const entryWay = smallestWay(ways);
  const franchiseUsdCents = franchiseOf(entryWay);
  const usedBeforeUsdCents = before?.usedUsdCents ?? 0;
  const was = excessOf(usedBeforeUsdCents, franchiseUsdCents);
  const will = excessOf(usedBeforeUsdCents + candidate.priceUsdCents, franchiseUsdCents);
  const key = itemKey(candidate);
  const same = before?.entries.filter((e) => e.itemKey === key).length ?? 0;
  return {
    month,
    entryWay,
    franchiseUsdCents,
    priceUsdCents: candidate.priceUsdCents,
    usedBeforeUsdCents,
    remainingBeforeUsdCents: Math.max(0, franchiseUsdCents - usedBeforeUsdCents),
    crosses: will.excessUsdCents > 0,
    excessUsdCents: will.excessUsdCents - was.excessUsdCents,
    taxUsdCents: will.taxUsdCents - was.taxUsdCents,
    repeatedItem: same + 1 > ALLOWANCE_RULES.personalQuantityPerItem.value,
  };
}

const usd = (cents: Cents) => formatMoney(cents, 'USD');

/** The check in the traveller's words (the accept dialog, an offer): what is left, by how much it goes beyond, the tax. */
export function allowanceCheckText(check: AllowanceCheck): string[] {
  const lines: string[] = [];
  if (check.crosses) {
    lines.push(
      `Con este pedido superas tu franquicia de ${usd(check.franchiseUsdCents)} del mes de ingreso por ${usd(check.excessUsdCents)}: el impuesto sobre el excedente es ${usd(check.taxUsdCents)}.`,
    );
  } else {
    lines.push(
      `Entra en tu franquicia: te quedan ${usd(check.remainingBeforeUsdCents - check.priceUsdCents)} de ${usd(check.franchiseUsdCents)} en el mes de ingreso.`,
    );
  }
  if (check.repeatedItem) {
    lines.push(
      'Ya traes este mismo producto ese mes: más unidades que las de uso personal pueden considerarse comerciales en la aduana.',
    );
  }
  return lines;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** A month of the ledger as the trip page and the dashboard write it. */
export interface AllowanceMonthText {
  readonly month: string;
  /** "Diciembre de 2026". */
  readonly title: string;
  /** "Avión o barco" / "Por tierra". */
  readonly entryText: string;
  /** "US$ 530,00 de US$ 500,00". */
  readonly usedText: string;
  /** Share of the franchise used, 0–100 (capped). */
  readonly percent: number;
  /** What is left, or by how much it goes beyond and the tax. */
  readonly summary: string;
  readonly exceeded: boolean;
  /** "2 pedidos". */
  readonly ordersText: string;
  /** A warning per item brought more times than personal quantities. */
  readonly repeated: readonly string[];
}

/** The ledger's month in words (the ui component shows these; decision 001: ui runs no domain code). */
export function allowanceMonthText(m: AllowanceMonth): AllowanceMonthText {
  const [year, month] = m.month.split('-');
  const name = MONTHS[Number(month) - 1] ?? '';
  const exceeded = m.excessUsdCents > 0;
  return {
    month: m.month,
    title: `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year ?? ''}`,
    entryText: m.entryWay === 'land' ? 'Por tierra' : 'Avión o barco',
    usedText: `${usd(m.usedUsdCents)} de ${usd(m.franchiseUsdCents)}`,
    percent: Math.min(100, Math.round((m.usedUsdCents / m.franchiseUsdCents) * 100)),
    summary: exceeded
      ? `Superas la franquicia por ${usd(m.excessUsdCents)}: el impuesto sobre el excedente es ${usd(m.taxUsdCents)}.`
      : `Te quedan ${usd(m.remainingUsdCents)} de franquicia este mes.`,
    exceeded,
    ordersText: m.entries.length === 1 ? '1 pedido' : `${String(m.entries.length)} pedidos`,
    repeated: m.repeatedItems.map(
      (name) => `${name}: más de una unidad el mismo mes; en la aduana puede considerarse cantidad comercial.`,
    ),
  };
}
