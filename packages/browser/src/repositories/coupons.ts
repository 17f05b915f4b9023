/** Coupons the platform issued (`coupons`) and each person's redemptions of them (`couponRedemptions`). */
import type { DocumentAccess } from '#src/documents-unit';
import { addUnless, changeWhere, newestStoredFirst, removeWhere } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import { couponRedemptionsDocument, couponsDocument } from '#src/storage/documents';

export function browserCoupons(d: DocumentAccess): Repositories['coupons'] {
  const redemptions = () => d.get(couponRedemptionsDocument);
  return {
    async byCode(code) {
      return (await d.get(couponsDocument)).find((c) => c.code === code) ?? null;
    },
    async byCodes(codes) {
      const wanted = new Set(codes);
      return (await d.get(couponsDocument)).filter((c) => wanted.has(c.code));
    },
    async issue(coupon) {
      const list = await d.get(couponsDocument);
      await d.set(couponsDocument, [...list.filter((c) => c.code !== coupon.code), coupon]);
    },
    redeem: (redemption) =>
      addUnless(
        d,
        couponRedemptionsDocument,
        redemption,
        (x) => x.userId === redemption.userId && x.code === redemption.code,
      ),
    async redemption(userId, code) {
      return (await redemptions()).find((x) => x.userId === userId && x.code === code) ?? null;
    },
    async redemptions(userId) {
      return newestStoredFirst(
        (await redemptions()).filter((x) => x.userId === userId).map((x) => ({ ...x, createdAt: x.redeemedAt })),
      ).map(({ createdAt: _, ...x }) => x);
    },
    async use(userId, code, orderId, at) {
      const mine = (await redemptions()).find((x) => x.userId === userId && x.code === code);
      if (!mine || (mine.orderId !== null && mine.orderId !== orderId)) return false;
      if (mine.orderId === orderId) return true;
      await changeWhere(
        d,
        couponRedemptionsDocument,
        (x) => x === mine,
        (x) => ({ ...x, orderId, usedAt: at }),
      );
      return true;
    },
    async removeForUser(userId) {
      await removeWhere(d, couponRedemptionsDocument, (x) => x.userId === userId);
    },
  };
}
