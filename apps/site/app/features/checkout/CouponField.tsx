import { formatMoney, type CouponView, type EscrowBreakdown } from '@cg/domain';
import { Select } from '@cg/ui';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';
import { NO_COUPON } from './no-coupon';

/**
 * The buyer's usable coupons, one of which lowers the service fee (decision 023); or, when the
 * quote already carries one, which and by how much.
 */
export function CouponField({
  coupons,
  quotedCoupon,
  couponCode,
  onCouponCode,
  paying,
}: {
  coupons: readonly CouponView[];
  quotedCoupon: EscrowBreakdown['coupon'];
  couponCode: string;
  onCouponCode: (code: string) => void;
  paying: boolean;
}) {
  if (coupons.length > 0) {
    return (
      <fieldset className={`${form.fieldset} ${styles.fit}`} disabled={paying}>
        <legend className={form.legend}>Cupón</legend>
        <Select
          label="Cupón de descuento"
          name="coupon"
          value={couponCode}
          onChange={(key) => onCouponCode(String(key ?? NO_COUPON))}
          options={[
            { id: NO_COUPON, label: 'Sin cupón' },
            ...coupons.map((c) => ({ id: c.code, label: `${c.code}: ${c.discountText}` })),
          ]}
        />
        <p className={form.hint}>Se descuenta de la tarifa de servicio. Cada cupón se usa una sola vez.</p>
      </fieldset>
    );
  }
  return quotedCoupon ? (
    <p className={form.hint}>
      Cupón {quotedCoupon.code} aplicado a este pedido: se descuentan{' '}
      {formatMoney(quotedCoupon.discountUsdCents, 'USD')} de la tarifa de servicio.
    </p>
  ) : null;
}
