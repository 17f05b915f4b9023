import { describe, expect, it } from 'vitest';
import { argentinaDay, formatDate, formatDecimal, formatPercent } from '#src/format';
import { formatMoney, formatWholeMoney } from '#src/money';

// Decision 043: one way per kind, es-AR; white space compared as the reader sees it.
const seen = (text: string) => text.replace(/\s/g, ' ');

describe('percentages', () => {
  it('decimal comma and a non-breaking space before "%" (issue 35 item 15: "0.6 %" beside "0,6 %")', () => {
    expect(formatPercent(0.006)).toBe('0,6\u00a0%');
    expect(formatPercent(0.05)).toBe('5\u00a0%');
    expect(formatPercent(0.155)).toBe('15,5\u00a0%');
    expect(formatPercent(0.21)).toBe('21\u00a0%');
    expect(formatPercent(1)).toBe('100\u00a0%');
  });
  it('rounds to one decimal', () => expect(formatPercent(0.12345)).toBe('12,3\u00a0%'));
});

describe('money', () => {
  it('is "US$ 209,99", never "$40 USD"', () => {
    expect(seen(formatMoney(20999))).toBe('US$ 209,99');
    expect(seen(formatMoney(4000))).toBe('US$ 40,00');
  });
  it('a round amount chosen or promised drops the cents, never the "US$"', () => {
    expect(seen(formatWholeMoney(2500))).toBe('US$ 25');
    expect(seen(formatWholeMoney(50000))).toBe('US$ 500');
    expect(seen(formatWholeMoney(150000))).toBe('US$ 1.500');
  });
});

describe('dates', () => {
  it('are words in es-AR, never ISO', () => {
    expect(formatDate('2026-11-20')).toBe('20 de noviembre de 2026');
    expect(formatDate('2026-11-20', 'numeric')).toBe('20/11/2026');
    expect(formatDate('2026-11-20', 'dayMonth')).toBe('20 de noviembre');
    expect(formatDate('2026-11-20', 'monthYear')).toBe('noviembre de 2026');
    expect(formatDate('2026-11-20', 'short')).toMatch(/^20( de)? nov\.?( de)? 2026$/);
  });
  it('an instant is the day it was in Argentina (UTC−3), not in UTC', () => {
    // 01:30 UTC on the 21st is 22:30 on the 20th in Buenos Aires.
    expect(formatDate('2026-11-21T01:30:00.000Z')).toBe('20 de noviembre de 2026');
    expect(formatDate('2026-11-21T03:00:00.000Z')).toBe('21 de noviembre de 2026');
    expect(formatDate(new Date('2026-11-21T01:30:00.000Z'), 'numeric')).toBe('20/11/2026');
  });
  it('a calendar day is that day, whatever the zone', () => {
    expect(formatDate('2026-01-01', 'numeric')).toBe('01/01/2026');
    expect(formatDate('2026-12-31', 'numeric')).toBe('31/12/2026');
  });
  it('gives unreadable input back as it came', () => expect(formatDate('pronto')).toBe('pronto'));
});

describe("Argentina's day, for file names and CSV cells", () => {
  it('is the local day, not the UTC one', () => {
    expect(argentinaDay('2026-11-29T02:59:59.000Z')).toBe('2026-11-28');
    expect(argentinaDay('2026-11-29T03:00:00.000Z')).toBe('2026-11-29');
    expect(argentinaDay(new Date('2026-01-01T01:00:00.000Z'))).toBe('2025-12-31');
  });
});

describe('decimals a Spanish spreadsheet reads', () => {
  it('decimal comma, no grouping, ASCII minus', () => {
    expect(formatDecimal(2250)).toBe('22,50');
    expect(formatDecimal(-39999)).toBe('-399,99');
    expect(formatDecimal(1234567)).toBe('12345,67');
    expect(formatDecimal(0)).toBe('0,00');
  });
});
