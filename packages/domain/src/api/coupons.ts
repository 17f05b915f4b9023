// Coupons the platform issued (decision 035): one's own list, and redeeming a code.
import { json, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { CouponView } from '#src/rules/coupons';

export const coupons = {
  mine: route<readonly CouponView[]>()('GET', '/me/coupons'),
  redeem: route<CouponView, { code: string }>()('POST', '/me/coupons', { via: 'json', status: 201 }),
};

export const couponsShapes = (): ShapesOf<typeof coupons> => ({
  redeem: json<{ code: string }>()({ code: text }),
});
