import { describe, expect, it } from 'vitest';
import { domainError, isDomainError, MESSAGES } from '#src/errors';
import { dateOnlySchema, isHttpUrl } from '#src/schemas/common';
import { AMOUNT_MESSAGES } from '#src/money';
import { REQUEST_FIELD_MESSAGES, publishRequestInputSchema } from '#src/schemas/product-request';
import { userSchema } from '#src/schemas/user';
import { ownProfile } from '#src/projections';

describe('product links', () => {
  it.each(['https://amazon.com/x', 'http://example.com'])('accepts %s', (u) => expect(isHttpUrl(u)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'JAVASCRIPT:alert(1)',
    'vbscript:x',
    'file:///etc/passwd',
    'amazon.com',
    'http://',
  ])('refuses %s', (u) => expect(isHttpUrl(u)).toBe(false));
});

describe('calendar dates', () => {
  it.each(['2027-02-28', '2028-02-29', '2027-06-30', '1990-12-31'])('accepts %s', (d) =>
    expect(dateOnlySchema.safeParse(d).success).toBe(true),
  );
  // JavaScript rolls the impossible ones over to the next month; PostgreSQL refuses them (issue 32).
  it.each([
    '2027-02-29',
    '2027-02-30',
    '2027-06-31',
    '2027-04-31',
    '2027-13-01',
    '2027-00-10',
    '0001-01-01',
    '9999-12-31',
  ])('refuses %s in Spanish', (d) => {
    const parsed = dateOnlySchema.safeParse(d);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Fecha inválida');
  });
});

describe('the publish form schema', () => {
  const base = {
    productName: 'X',
    productUrl: 'https://x.com',
    estimatedPrice: '10',
    currency: 'USD',
    country: 'Japón',
    reward: '25',
    category: 'otras',
  };
  it('reads amounts from form strings and defaults notes', () => {
    const r = publishRequestInputSchema.parse(base);
    expect(r).toMatchObject({ estimatedPrice: 1000, reward: 25, notes: '' });
  });
  it.each(['0', '-5', 'diez', '1.234'])('refuses the price %s', (p) => {
    expect(publishRequestInputSchema.safeParse({ ...base, estimatedPrice: p }).success).toBe(false);
  });
  it.each([
    ['159.99', 15999],
    ['159,99', 15999],
    ['1.599,99', 159999],
    ['1,599.99', 159999],
  ] as const)('reads the price %s as %i cents', (p, cents) => {
    expect(publishRequestInputSchema.parse({ ...base, estimatedPrice: p }).estimatedPrice).toBe(cents);
  });
  it('says in Spanish why a price is refused', () => {
    const message = (p: string) =>
      publishRequestInputSchema.safeParse({ ...base, estimatedPrice: p }).error?.issues[0]?.message;
    expect(message('1.599')).toBe(AMOUNT_MESSAGES.ambiguous('1.599'));
    expect(message('1,5,9')).toBe(AMOUNT_MESSAGES.malformed);
    expect(message('diez')).toBe(AMOUNT_MESSAGES.malformed);
    expect(message('0')).toBe(REQUEST_FIELD_MESSAGES.estimatedPriceZero);
  });
  it.each([5, 505, 12.5])('refuses the reward %s', (r) => {
    expect(publishRequestInputSchema.safeParse({ ...base, reward: r }).success).toBe(false);
  });
  it('refuses notes over 1000 characters and an unknown currency', () => {
    expect(publishRequestInputSchema.safeParse({ ...base, notes: 'x'.repeat(1001) }).success).toBe(false);
    expect(publishRequestInputSchema.safeParse({ ...base, currency: 'ARS' }).success).toBe(false);
  });
});

describe('users', () => {
  it('refuse a record with a plain-text password', () => {
    expect(
      userSchema.safeParse({
        id: '1',
        firstName: 'a',
        lastName: 'b',
        name: 'a b',
        email: 'a@b.c',
        password: 'x',
        createdAt: '2026-01-01T00:00:00Z',
      }).success,
    ).toBe(false);
  });
  it('never expose password, document or session id publicly', () => {
    const u = userSchema.parse({
      id: '1',
      firstName: 'a',
      lastName: 'b',
      name: 'a b',
      email: 'a@b.c',
      password: { algorithm: 'PBKDF2-SHA256', hash: 'h', salt: 's', iterations: 1 },
      documentNumber: '123',
      createdAt: '2026-01-01T00:00:00Z',
    });
    const p = ownProfile(u);
    expect(p).not.toHaveProperty('password');
    expect(p).not.toHaveProperty('documentNumber');
    expect(p.location).toBe('Argentina');
  });
});

describe('errors', () => {
  it('carry a code and the Spanish title and description', () => {
    const e = domainError('wrong_code', 'wrongCode', { code: 'x' });
    expect(isDomainError(e)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect([e.title, e.description]).toEqual(MESSAGES.wrongCode);
    expect(e.message).toBe('Código incorrecto - El código de seguridad no coincide. Inténtalo de nuevo.');
    expect(e.fieldErrors).toEqual({ code: 'x' });
  });
});
