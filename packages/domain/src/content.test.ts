import { describe, expect, it } from 'vitest';
import { averageRating, contactSchema, redeemCoupon, SAMPLE_REVIEWS, SUCCESS_STORIES } from '#src/content';

describe('static content', () => {
  it('has the spec savings and earnings', () => {
    expect(SUCCESS_STORIES.map((s) => s.buyerSavings)).toEqual([75, 450, 120, 200]);
    expect(SUCCESS_STORIES.map((s) => s.travelerEarnings)).toEqual([30, 150, 50, 80]);
  });
  it('averages ratings to one decimal', () => {
    expect(averageRating(SAMPLE_REVIEWS)).toBe('4.5');
    expect(averageRating([])).toBe('0.0');
  });
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
