import { describe, expect, it } from 'vitest';
import { contactSchema, redeemCoupon } from '#src/content';

describe('static content', () => {
  it('refuses an empty coupon and accepts any other', () => {
    expect(redeemCoupon('  ')).toEqual({
      ok: false,
      title: 'Código inválido',
      description: 'Por favor, introduce un código de cupón válido.',
    });
    expect(redeemCoupon('HOLA')).toEqual({ ok: true, title: 'Cupón "HOLA" aplicado' });
  });
  it('requires name, e-mail and message on the contact form', () => {
    expect(contactSchema.safeParse({ name: '', email: 'x', message: '' }).success).toBe(false);
    expect(contactSchema.safeParse({ name: 'A', email: 'a@b.co', message: 'Hola' }).success).toBe(true);
  });
});
