import type { TransactionRow } from '@cg/domain';
import { describe, expect, it } from 'vitest';
import { csvBlob, paymentHistoryCsv, toCsv } from './csv';

// Decision 043: the export opens in a Spanish spreadsheet (issue 35 item 15).
const rows: readonly TransactionRow[] = [
  {
    id: 'buy-r1',
    type: 'Pago Pedido',
    description: 'Kindle; edición "Signature"',
    amountCents: -39999,
    amountText: '−US$ 399,99',
    // 23:30 on 20 November in Buenos Aires, already the 21st in UTC.
    date: '2026-11-21T02:30:00.000Z',
    status: 'Completado',
  },
  {
    id: 'earn-r2',
    type: 'Recompensa Recibida',
    description: 'Nintendo Switch OLED',
    amountCents: 123450,
    amountText: '+US$ 1.234,50',
    date: '2026-11-21T15:00:00.000Z',
    status: 'Completado',
  },
];

describe('the payment history as a CSV file', () => {
  it('separates fields with semicolons and writes amounts with a decimal comma', () => {
    const { text } = paymentHistoryCsv(rows, new Date('2026-11-21T15:00:00.000Z'));
    expect(text.split('\r\n')).toEqual([
      'Fecha;Tipo;Descripción;Monto (USD);Estado;Referencia',
      '20/11/2026;Pago Pedido;"Kindle; edición ""Signature""";-399,99;Completado;buy-r1',
      '21/11/2026;Recompensa Recibida;Nintendo Switch OLED;1234,50;Completado;earn-r2',
      '',
    ]);
  });

  it("is named with today's date in Argentina, not UTC's", () => {
    // 22:00 on 28 November in Buenos Aires is 01:00 on the 29th in UTC.
    expect(paymentHistoryCsv(rows, new Date('2026-11-29T01:00:00.000Z')).filename).toBe(
      'historial-de-pagos-2026-11-28.csv',
    );
    expect(paymentHistoryCsv([], new Date('2026-11-29T12:00:00.000Z')).filename).toBe(
      'historial-de-pagos-2026-11-29.csv',
    );
  });

  it('is UTF-8 with a byte-order mark, so the accents survive', async () => {
    const bytes = new Uint8Array(await csvBlob(paymentHistoryCsv(rows).text).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFFecha;Tipo;Descripción;')).toBe(true);
    expect(csvBlob('').type).toBe('text/csv;charset=utf-8');
  });

  it('keeps a formula from running but leaves a negative amount a number', () => {
    expect(toCsv(['a', 'b', 'c'], [['=HYPERLINK("x")', '-399,99', '@SUMA']])).toBe(
      'a;b;c\r\n"\'=HYPERLINK(""x"")";-399,99;\'@SUMA\r\n',
    );
  });
});
