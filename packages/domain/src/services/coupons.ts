import type { CouponsArea } from '#src/contract';
import type { Change } from '#src/ports/changes';
import type { Repositories, UnitOfWork } from '#src/ports/repositories';
import { couponValid, couponView, withCoupon } from '#src/rules/coupons';
import type { EscrowBreakdown } from '#src/money';
import { COUPON_CODE_MAX, type Coupon, type CouponInput, couponSchema, normalizeCouponCode } from '#src/schemas/coupon';
import type { Context } from '#src/services/context';

/** A person's coupons changed: theirs alone. */
const couponsChanged = (userId: string): Change => ({ topic: 'payments', ids: [userId], audience: [userId] });

/**
 * Issues coupons by configuration (the demo's seed, the API's start-up file, the CLI): each is
 * validated and stored, replacing one with its code. Never reachable from a person's request.
 */
export async function issueCoupons(uow: UnitOfWork, coupons: readonly CouponInput[]): Promise<readonly Coupon[]> {
  const valid = coupons.map((c) => couponSchema.parse(c));
  await uow.transaction(async (tx) => {
    for (const coupon of valid) await tx.coupons.issue(coupon);
  });
  return valid;
}

export function createCouponsService(ctx: Context): CouponsArea {
  return {
    async redeem(actor, typed) {
      const user = await ctx.requireUser(actor, 'login_required', 'couponsLoginRequired');
      const code = normalizeCouponCode(typeof typed === 'string' ? typed : '');
      if (code === '') return ctx.fail('coupon_invalid', 'couponEmpty', { code: 'Ingresa un código.' });
      // No issued code is longer than 32 characters: a longer text is not looked up.
      if (code.length > COUPON_CODE_MAX) return ctx.fail('coupon_invalid', 'couponUnknown');
      return ctx.transaction(async (tx, changed) => {
        const coupon = (await tx.coupons.byCode(code)) ?? ctx.fail('coupon_invalid', 'couponUnknown');
        const now = ctx.now();
        const mine = await tx.coupons.redemption(user.id, code);
        if (mine)
          ctx.fail(
            mine.usedAt === null ? 'coupon_redeemed' : 'coupon_used',
            mine.usedAt === null ? 'couponRedeemed' : 'couponUsed',
          );
        if (!couponValid(coupon, now)) ctx.fail('coupon_expired', 'couponExpired');
        const redemption = { userId: user.id, code, redeemedAt: now, orderId: null, usedAt: null };
        // Two tabs at once: the second finds the first's row (a unique index in SQL).
        if (!(await tx.coupons.redeem(redemption))) ctx.fail('coupon_redeemed', 'couponRedeemed');
        changed(couponsChanged(user.id));
        return couponView(coupon, redemption, now);
      });
    },

    async mine(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'couponsLoginRequired');
      return ctx.read(async (r) => {
        const redemptions = await r.coupons.redemptions(user.id);
        const coupons = new Map((await r.coupons.byCodes(redemptions.map((x) => x.code))).map((c) => [c.code, c]));
        const now = ctx.now();
        return redemptions.flatMap((x) => {
          const coupon = coupons.get(x.code);
          return coupon ? [couponView(coupon, x, now)] : [];
        });
      });
    },
  };
}

/**
 * Inside the payment's freezing transaction: spends the buyer's redeemed coupon on this order and
 * takes its discount off the service fee. A quote that already carries a coupon keeps it.
 */
export async function applyCouponInTransaction(
  ctx: Context,
  tx: Repositories,
  buyerId: string,
  orderId: string,
  breakdown: EscrowBreakdown,
  typed: string,
): Promise<{ breakdown: EscrowBreakdown; change: Change }> {
  const code = normalizeCouponCode(typed);
  if (code === '') return ctx.fail('coupon_invalid', 'couponEmpty');
  // No issued code is longer than 32 characters: a longer text is not looked up.
  if (code.length > COUPON_CODE_MAX) return ctx.fail('coupon_invalid', 'couponUnknown');
  const coupon = (await tx.coupons.byCode(code)) ?? ctx.fail('coupon_invalid', 'couponUnknown');
  const mine = (await tx.coupons.redemption(buyerId, code)) ?? ctx.fail('coupon_invalid', 'couponNotRedeemed');
  if (mine.orderId !== null && mine.orderId !== orderId) ctx.fail('coupon_used', 'couponUsed');
  if (mine.orderId === null && !couponValid(coupon, ctx.now())) ctx.fail('coupon_expired', 'couponExpired');
  if (!(await tx.coupons.use(buyerId, code, orderId, ctx.now()))) ctx.fail('coupon_used', 'couponUsed');
  return { breakdown: withCoupon(breakdown, coupon), change: couponsChanged(buyerId) };
}
