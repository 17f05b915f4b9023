// CSV export for tables the person downloads (payment history), written for the spreadsheet a
// person in Argentina opens it with (decision 043): fields separated by semicolons (a Spanish
// spreadsheet reads the comma as the decimal sign), numbers with a decimal comma, dates as
// "21/11/2026", CRLF line ends (RFC 4180) and UTF-8 with a byte-order mark so the accents survive.
import { argentinaDay, formatDate, formatDecimal, type TransactionRow } from '@cg/domain';

const SEPARATOR = ';';

/** The byte-order mark a spreadsheet reads as "this file is UTF-8". */
const BOM = '\uFEFF';

/** A number a spreadsheet reads as one: a sign, digits, a decimal comma. */
const NUMBER = /^[-+]?\d+(,\d+)?$/;

/** Rows as CSV text, semicolon-separated. @internal (exported for its test) */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix it with a quote.
    const safe = /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text) ? `'${text}` : text;
    return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [header, ...rows].map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n';
}

/** The file's bytes: UTF-8, the byte-order mark first. */
export function csvBlob(text: string): Blob {
  return new Blob([BOM, text], { type: 'text/csv;charset=utf-8' });
}

/**
 * The payment history as a file: named with today's date in Argentina (not UTC's, which is
 * already tomorrow from 21:00), one row per transaction, the amount a signed decimal in USD.
 */
export function paymentHistoryCsv(
  rows: readonly TransactionRow[],
  now: Date = new Date(),
): { readonly filename: string; readonly text: string } {
  return {
    filename: `historial-de-pagos-${argentinaDay(now)}.csv`,
    text: toCsv(
      ['Fecha', 'Tipo', 'Descripción', 'Monto (USD)', 'Estado', 'Referencia'],
      rows.map((r) => [
        formatDate(r.date, 'numeric'),
        r.type,
        r.description,
        formatDecimal(r.amountCents),
        r.status,
        r.id,
      ]),
    ),
  };
}

/** Starts a download of `blob` as `filename` in the browser. */
export function download(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
