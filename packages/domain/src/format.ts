/**
 * The product's one way of writing numbers and dates in text (decision 043): es-AR always, dates in
 * Argentina's time zone (the marketplace's, whatever the viewer's or server's clock says), never
 * ISO in a sentence. Money is `formatMoney` (money.ts). @cg/ui cannot import the domain at run
 * time: its mirrors (`formatCents`, `formatPercent`, `formatIsoDate` in EscrowSummary.format.ts)
 * are held equal to these by tooling/ui-fixtures.test.ts.
 */

/** Where the marketplace's days begin and end. */
const TIME_ZONE = 'America/Argentina/Buenos_Aires';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An instant ("2026-11-21T02:30:00.000Z") or a calendar day ("2026-11-20") as a Date; a calendar
 * day stays that day wherever it is shown (read at noon UTC, formatted in Argentina's zone).
 */
function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(DAY_ONLY.test(value) ? `${value}T12:00:00Z` : value);
}

const dateFormats = {
  /** "21 de noviembre de 2026" */
  long: new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
  /** "21 de nov de 2026" (Intl's short month; lists and tables) */
  short: new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE }),
  /** "21/11/2026" (figures beside amounts) */
  numeric: new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE }),
  /** "21 de noviembre" (a trip's days, this year's or the next) */
  dayMonth: new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', timeZone: TIME_ZONE }),
  /** "noviembre de 2026" (member since) */
  monthYear: new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
} as const;

export type DateStyle = keyof typeof dateFormats;

/**
 * A date in words for a sentence or a table: "21 de noviembre de 2026" (`long`, the default),
 * "21 de nov de 2026", "21/11/2026", "21 de noviembre", "noviembre de 2026". An instant is the day
 * it was in Argentina; a calendar day ("2026-11-20") is that day. Unreadable input comes back as is.
 */
export function formatDate(value: string | Date, style: DateStyle = 'long'): string {
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? String(value) : dateFormats[style].format(d);
}

const dayParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

/**
 * The day an instant falls on in Argentina, as "2026-11-21": for machine-readable places only (a
 * file's name, a CSV's date column, `<time dateTime>`), never for a sentence.
 */
export function argentinaDay(value: string | Date = new Date()): string {
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? String(value) : dayParts.format(d);
}

const oneDecimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** A rate as a percentage, "0,6 %", "21 %", "10,5 %": decimal comma, a non-breaking space before "%". */
export function formatPercent(rate: number): string {
  return `${oneDecimal.format(Math.round(rate * 1000) / 10)}\u00a0%`;
}

const twoDecimals = new Intl.NumberFormat('es-AR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * Cents as a plain decimal number a Spanish spreadsheet reads as one: "-399,99", "22,50" (decimal
 * comma, no thousands separator, ASCII minus). For CSV cells; a person reads `formatMoney`.
 */
export function formatDecimal(cents: number): string {
  return twoDecimals.format(cents / 100).replace('\u2212', '-');
}
