import type { Coupon, CouponRedemption } from '#src/schemas/coupon';

/**
 * Coupons the platform issued (by configuration, never by a person) and each person's redeemed
 * ones (decision 023). One redemption per (person, code): a unique index in SQL.
 */
export interface CouponsRepository {
  /** The issued coupon with that (normalised) code, active or not. */
  byCode(code: string): Promise<Coupon | null>;
  byCodes(codes: readonly string[]): Promise<Coupon[]>;
  /** Issues the coupon, or replaces the one with its code (its redemptions stay). */
  issue(coupon: Coupon): Promise<void>;
  /** Stores the person's redemption; false when they already redeemed that code. */
  redeem(redemption: CouponRedemption): Promise<boolean>;
  redemption(userId: string, code: string): Promise<CouponRedemption | null>;
  /** The person's redeemed coupons, newest first. */
  redemptions(userId: string): Promise<CouponRedemption[]>;
  /**
   * Spends the person's redemption on `orderId` (compare-and-set: while unused, or already this
   * order's); false otherwise. Of two payments with one coupon, one wins.
   */
  use(userId: string, code: string, orderId: string, at: string): Promise<boolean>;
  /** Deletes the person's redemptions (their account is deleted). */
  removeForUser(userId: string): Promise<void>;
}
