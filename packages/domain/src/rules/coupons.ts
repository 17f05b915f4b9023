import { formatPercent } from '#src/format';
/**
 * Coupons the platform issues (decision 023): a discount on the service fee only — never on the
 * price or the traveller's reward — computed by the server when the payment is created.
 */
import { formatMoney, type Cents, type EscrowBreakdown } from '#src/money';
import type { Coupon, CouponRedemption } from '#src/schemas/coupon';

/** How a person's redeemed coupon stands: usable on the next payment, used once, or past its date. */
export type CouponState = 'available' | 'used' | 'expired';

/** A redeemed coupon as its owner sees it (never anyone else's). */
export interface CouponView {
  readonly code: string;
  readonly description: string;
  readonly discount: Coupon['discount'];
  /** What the discount is, in words ("10 % de la tarifa de servicio"). */
  readonly discountText: string;
  readonly expiresAt: string;
  readonly state: CouponState;
  readonly redeemedAt: string;
  /** The order it paid, once used. */
  readonly usedOn: string | null;
  /** Sample data of the static demo. */
  readonly demo: boolean;
}

/** Whether the platform still honours the coupon at `now` (active and before its expiry). */
export function couponValid(coupon: Coupon, now: string): boolean {
  return coupon.active && Date.parse(coupon.expiresAt) > Date.parse(now);
}

/** How much of a service fee of `feeCents` the coupon takes off: never more than the fee. */
function couponDiscountCents(coupon: Pick<Coupon, 'discount'>, feeCents: Cents): Cents {
  const d = coupon.discount;
  const off = d.kind === 'percent' ? Math.round((feeCents * d.percent) / 100) : d.amountCents;
  return Math.max(0, Math.min(feeCents, off));
}

/** The breakdown with the coupon's discount taken off the service fee (and so off the total). */
export function withCoupon(breakdown: EscrowBreakdown, coupon: Pick<Coupon, 'code' | 'discount'>): EscrowBreakdown {
  const fee = breakdown.serviceFeeUsdCents + (breakdown.coupon?.discountUsdCents ?? 0);
  const discount = couponDiscountCents(coupon, fee);
  return {
    ...breakdown,
    serviceFeeUsdCents: fee - discount,
    totalUsdCents: breakdown.priceUsdCents + breakdown.rewardUsdCents + fee - discount + breakdown.customsTaxUsdCents,
    coupon: { code: coupon.code, discountUsdCents: discount },
  };
}

function discountText(discount: Coupon['discount']): string {
  return discount.kind === 'percent'
    ? `${formatPercent(discount.percent / 100)} de descuento en la tarifa de servicio`
    : `${formatMoney(discount.amountCents)} de descuento en la tarifa de servicio`;
}

export function couponView(coupon: Coupon, redemption: CouponRedemption, now: string): CouponView {
  const state: CouponState = redemption.usedAt !== null ? 'used' : couponValid(coupon, now) ? 'available' : 'expired';
  return {
    code: coupon.code,
    description: coupon.description,
    discount: coupon.discount,
    discountText: discountText(coupon.discount),
    expiresAt: coupon.expiresAt,
    state,
    redeemedAt: redemption.redeemedAt,
    usedOn: redemption.orderId,
    demo: coupon.demo,
  };
}

/**
 * The spec's sample coupons as the static demo's issued coupons (sample data, marked `demo`):
 * BIENVENIDO10 and VERANO2025 valid, INVITADO5 already expired.
 */
export const DEMO_COUPONS = [
  {
    code: 'BIENVENIDO10',
    description: '10 % de descuento en la tarifa de servicio de tu primera compra',
    discount: { kind: 'percent', percent: 10 },
    expiresAt: '2099-12-31T23:59:59.000Z',
    active: true,
    demo: true,
  },
  {
    code: 'VERANO2025',
    description: 'US$ 20,00 de descuento en la tarifa de servicio',
    discount: { kind: 'fixed', amountCents: 2000 },
    expiresAt: '2099-03-31T23:59:59.000Z',
    active: true,
    demo: true,
  },
  {
    code: 'INVITADO5',
    description: 'US$ 5,00 de descuento por cada amigo referido',
    discount: { kind: 'fixed', amountCents: 500 },
    expiresAt: '2025-01-31T23:59:59.000Z',
    active: true,
    demo: true,
  },
] as const satisfies readonly Coupon[];
