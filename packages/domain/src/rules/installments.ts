import type { Cents } from '#src/money';

/**
 * The instalments of a total, to the cent, that add up to it exactly (issue 35 item 8): the
 * provider rounds each instalment up (US$ 209,99 in 3 is "3 × 70,00", US$ 210,00 in all) while it
 * charges the exact total, so the buyer is shown the parts that are charged — the cents left over
 * go one each to the first instalments (70,00 + 70,00 + 69,99). Every part is within a cent of
 * every other, none is negative, and there are exactly `count` of them.
 * @internal
 */
export function installmentParts(totalCents: Cents, count: number): Cents[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`Not an amount in cents: ${totalCents}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not a number of instalments: ${count}`);
  const base = Math.floor(totalCents / count);
  const extra = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => (i < extra ? base + 1 : base));
}

/** The parts grouped as they are said: `[{ count: 2, cents: 7000 }, { count: 1, cents: 6999 }]`. */
export function installmentGroups(totalCents: Cents, count: number): { count: number; cents: Cents }[] {
  const groups: { count: number; cents: Cents }[] = [];
  for (const cents of installmentParts(totalCents, count)) {
    const last = groups.at(-1);
    if (last?.cents === cents) last.count += 1;
    else groups.push({ count: 1, cents });
  }
  return groups;
}
