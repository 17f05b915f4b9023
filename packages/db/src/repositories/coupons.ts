/** Coupons the platform issued, and each person's redemptions of them (one per person and code). */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Coupon, CouponRedemption, Repositories } from '@cg/domain/server';
import * as t from '#src/schema';
import { newestStoredFirst, withoutSeq } from '#src/repositories/lists';
import type { Runner } from '#src/repositories/runner';

type CouponRow = typeof t.coupons.$inferSelect;

function couponRow(c: Coupon): CouponRow {
  return {
    code: c.code,
    description: c.description,
    discountKind: c.discount.kind,
    percent: c.discount.kind === 'percent' ? c.discount.percent : null,
    amountCents: c.discount.kind === 'fixed' ? c.discount.amountCents : null,
    expiresAt: c.expiresAt,
    active: c.active,
    demo: c.demo,
  };
}

function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    description: row.description,
    discount:
      row.discountKind === 'percent'
        ? { kind: 'percent', percent: row.percent ?? 0 }
        : { kind: 'fixed', amountCents: row.amountCents ?? 0 },
    expiresAt: row.expiresAt,
    active: row.active,
    demo: row.demo,
  };
}

const redemptionOf = (row: typeof t.couponRedemptions.$inferSelect): CouponRedemption => withoutSeq(row);

export function sqlCoupons(q: Runner): Repositories['coupons'] {
  const r = t.couponRedemptions;
  const theirs = (userId: string, code: string) => and(eq(r.userId, userId), eq(r.code, code));
  return {
    async byCode(code) {
      const [row] = await q.select().from(t.coupons).where(eq(t.coupons.code, code));
      return row ? couponOf(row) : null;
    },
    async byCodes(codes) {
      if (codes.length === 0) return [];
      const rows = await q
        .select()
        .from(t.coupons)
        .where(inArray(t.coupons.code, [...codes]));
      return rows.map(couponOf);
    },
    async issue(coupon) {
      const row = couponRow(coupon);
      await q.insert(t.coupons).values(row).onConflictDoUpdate({ target: t.coupons.code, set: row });
    },
    async redeem(redemption) {
      const added = await q.insert(r).values(redemption).onConflictDoNothing().returning({ code: r.code });
      return added.length > 0;
    },
    async redemption(userId, code) {
      const [row] = await q.select().from(r).where(theirs(userId, code));
      return row ? redemptionOf(row) : null;
    },
    async redemptions(userId) {
      const rows = await q
        .select()
        .from(r)
        .where(eq(r.userId, userId))
        .orderBy(...newestStoredFirst(r.redeemedAt, r.seq));
      return rows.map(redemptionOf);
    },
    async use(userId, code, orderId, at) {
      // Compare-and-set: only while unused (or already this order's, a retry), so of two
      // payments spending one coupon at once, the second finds it taken.
      const [row] = await q
        .update(r)
        .set({ orderId, usedAt: sql`coalesce(${r.usedAt}, ${at}::timestamptz)` })
        .where(and(theirs(userId, code), or(isNull(r.orderId), eq(r.orderId, orderId))))
        .returning({ code: r.code });
      return row !== undefined;
    },
    async removeForUser(userId) {
      await q.delete(r).where(eq(r.userId, userId));
    },
  };
}
