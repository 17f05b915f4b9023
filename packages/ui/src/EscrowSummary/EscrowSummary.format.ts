const money = new Map<string, Intl.NumberFormat>();

// The library's formatters: the domain's (packages/domain/src/format.ts, money.ts), which ui cannot
// import at run time, mirrored and held equal to them by tooling/ui-fixtures.test.ts (decision 043).

/**
 * "US$ 1.234,50", "€ 120,00": es-AR, always two decimals like the rest of the product. The
 * library's only money format (cards, escrow, estimate, sliders), the same as the domain's
 * `formatMoney`.
 * `currency` is an ISO 4217 code: one of the domain's `Currency`, or any other `Intl` knows.
 */
export function formatCents(cents: number, currency: string): string {
  let f = money.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    money.set(currency, f);
  }
  return f.format(cents / 100);
}

const whole = new Map<string, Intl.NumberFormat>();

/** "US$ 25": a round amount chosen or promised (a slider's value), the domain's `formatWholeMoney`. */
export function formatWholeCents(cents: number, currency: string): string {
  let f = whole.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('es-AR', {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    whole.set(currency, f);
  }
  return f.format(Math.round(cents / 100));
}

const rateFormat = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** "1 EUR = US$ 1,08"; small rates keep four decimals ("1 JPY = US$ 0,0067"). */
export function formatRate(currency: string, usdPerUnit: number): string {
  return `1 ${currency} = ${rateFormat.format(usdPerUnit)}`;
}

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/**
 * "2026-11-20" → "20/11/2026" (a calendar day stays that day); an instant is the day it was in
 * Argentina. The domain's `formatDate(value, 'numeric')`, mirrored (decision 043).
 */
export function formatIsoDate(date: string): string {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T12:00:00Z` : date);
  return Number.isNaN(d.getTime()) ? date : dateFormat.format(d);
}

const oneDecimal = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** A rate as a percentage, "0,6 %", "15,5 %": the domain's `formatPercent`, mirrored (decision 043). */
export function formatPercent(rate: number): string {
  return `${oneDecimal.format(Math.round(rate * 1000) / 10)}\u00a0%`;
}

/** "482913" → "482 913": easier to read aloud on delivery. */
export function groupCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
