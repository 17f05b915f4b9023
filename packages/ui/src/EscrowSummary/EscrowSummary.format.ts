const money = new Map<string, Intl.NumberFormat>();

/**
 * "US$ 1.234,50", "€ 120,00": es-AR, always two decimals like the rest of the product. The
 * library's only money format (cards, escrow, estimate), the same as the domain's `formatMoney`,
 * which the UI cannot import at run time: both are pinned to "US$ 25,00" (money.test.ts there,
 * RequestCard's WithImage story here).
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
  timeZone: 'UTC',
});

/** "2026-11-20" → "20/11/2026", independent of the viewer's time zone. */
export function formatIsoDate(date: string): string {
  const d = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  return Number.isNaN(d.getTime()) ? date : dateFormat.format(d);
}

/** "482913" → "482 913": easier to read aloud on delivery. */
export function groupCode(code: string): string {
  return code.length === 6 ? `${code.slice(0, 3)} ${code.slice(3)}` : code;
}
