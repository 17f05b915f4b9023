// Coupons the platform issued (decision 035): redeeming is limited per person (codes are guessable).
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, type Kit, type Registration } from '#src/market/serve';

export function couponRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  return implement(routes.coupons, kit.shapes.coupons, {
    mine: { handle: (c) => m.coupons.mine(actorOf(c)) },
    redeem: {
      limit: (c) => limiter.limited(c, `coupon:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.couponPerUser),
      handle: (c, { json }) => m.coupons.redeem(actorOf(c), json.code),
    },
  });
}
