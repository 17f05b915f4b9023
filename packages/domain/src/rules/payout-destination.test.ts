import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALIAS_MAX,
  ALIAS_MIN,
  DESTINATION_MESSAGES,
  describeDestination,
  parsePayoutDestination,
  withCheckDigits,
} from '#src/rules/payout-destination';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const validCbu = digits(20).map(withCheckDigits);
const aliasChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-'.split(''));
/** An alias with at least one letter (all digits is read as a CBU). */
const validAlias = fc
  .tuple(
    fc.constantFrom(...'abcxyzQ'.split('')),
    fc.array(aliasChars, { minLength: ALIAS_MIN - 1, maxLength: ALIAS_MAX - 1 }),
  )
  .map(([letter, rest]) => letter + rest.join(''));

describe('CBU / CVU', () => {
  it('accepts real-shaped examples and says which is a CVU', () => {
    // Published BCRA example (Banco Nación) and a wallet's CVU (bank code 000).
    expect(parsePayoutDestination('0110599520000001235579')).toEqual({
      ok: true,
      destination: { kind: 'cbu', value: '0110599520000001235579' },
    });
    const cvu = withCheckDigits('00000031000123456789');
    expect(parsePayoutDestination(cvu)).toEqual({ ok: true, destination: { kind: 'cvu', value: cvu } });
    // Copied in groups.
    expect(parsePayoutDestination(' 01105995 20000001235579 ')).toMatchObject({ ok: true });
    expect(parsePayoutDestination('0110-5995-2000-0001-2355-79')).toMatchObject({ ok: true });
  });

  it('names the block whose check digit is wrong, and the length', () => {
    expect(parsePayoutDestination('0110599620000001235579')).toEqual({
      ok: false,
      message: DESTINATION_MESSAGES.cbuFirstBlock,
    });
    expect(parsePayoutDestination('0110599520000001235578')).toEqual({
      ok: false,
      message: DESTINATION_MESSAGES.cbuSecondBlock,
    });
    expect(parsePayoutDestination('011059952000000123557')).toEqual({
      ok: false,
      message: DESTINATION_MESSAGES.cbuLength,
    });
    expect(parsePayoutDestination('')).toEqual({ ok: false, message: DESTINATION_MESSAGES.required });
  });

  it('accepts every 22 digits built with both check digits', () => {
    fc.assert(fc.property(validCbu, (cbu) => parsePayoutDestination(cbu).ok));
  });

  it('refuses any single digit changed (each block has its check)', () => {
    fc.assert(
      fc.property(validCbu, fc.integer({ min: 0, max: 21 }), fc.integer({ min: 1, max: 9 }), (cbu, at, step) => {
        const changed = (Number(cbu[at]) + step) % 10;
        const typo = `${cbu.slice(0, at)}${changed}${cbu.slice(at + 1)}`;
        // Weights 1, 3, 7 and 9 are all coprime with 10: any one-digit change moves the sum.
        return !parsePayoutDestination(typo).ok;
      }),
    );
  });

  it('refuses any other number of digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }).filter((n) => n !== 22),
        fc.nat(),
        (n, seed) => {
          const text = String(seed).padStart(n, '7').slice(0, n);
          const r = parsePayoutDestination(text);
          return !r.ok && r.message === DESTINATION_MESSAGES.cbuLength;
        },
      ),
    );
  });

  it('shows only the last four digits back', () => {
    expect(describeDestination({ kind: 'cbu', value: '0110599520000001235579' })).toBe('CBU •••• 5579');
    expect(describeDestination({ kind: 'alias', value: 'mi.alias' })).toBe('Alias mi.alias');
  });
});

describe('alias', () => {
  it('accepts 6 to 20 letters, digits, dots and dashes, compared without case', () => {
    expect(parsePayoutDestination('Casa.Perro.Mate')).toEqual({
      ok: true,
      destination: { kind: 'alias', value: 'casa.perro.mate' },
    });
    fc.assert(fc.property(validAlias, (alias) => parsePayoutDestination(alias).ok));
  });

  it('refuses too short, too long, and other characters (with a reason)', () => {
    expect(parsePayoutDestination('ab.c')).toEqual({ ok: false, message: DESTINATION_MESSAGES.aliasLength });
    expect(parsePayoutDestination('a'.repeat(21))).toEqual({ ok: false, message: DESTINATION_MESSAGES.aliasLength });
    expect(parsePayoutDestination('mi_alias')).toEqual({ ok: false, message: DESTINATION_MESSAGES.aliasCharacters });
    expect(parsePayoutDestination('pingüino.azul')).toEqual({
      ok: false,
      message: DESTINATION_MESSAGES.aliasCharacters,
    });
    fc.assert(
      fc.property(
        validAlias,
        fc.constantFrom('_', ' x', 'ñ', '@', '/', 'á', '\u0000'),
        (alias, bad) => !parsePayoutDestination(`${alias.slice(0, ALIAS_MAX - 2)}${bad}`).ok,
      ),
    );
  });
});
