import { Card } from '../Card/Card';
import * as styles from './CouponCard.css';

/** How a person's coupon stands (the domain's `CouponState`). @internal */
export const couponStates = ['available', 'used', 'expired'] as const;
export type CouponCardState = (typeof couponStates)[number];

const STATE_LABEL: Record<CouponCardState, string> = {
  available: 'Disponible',
  used: 'Usado',
  expired: 'Expirado',
};

export interface CouponCardProps {
  /** The coupon's code ("BIENVENIDO10"). */
  code: string;
  /** What the platform says it is. */
  description: string;
  /** The discount in words ("10 % de descuento en la tarifa de servicio"). */
  discountText: string;
  /** When it ends or what happened to it, already formatted ("Vence el 31/12/2099"). */
  detail: string;
  state: CouponCardState;
  /**
   * Sample data of the static demo: said so with a badge.
   * @default false
   */
  demo?: boolean;
}

/** One coupon of the person's list, with its state in words (never by colour alone). */
export function CouponCard({ code, description, discountText, detail, state, demo = false }: CouponCardProps) {
  return (
    <Card as="li" gap="sm" aria-label={`Cupón ${code}: ${STATE_LABEL[state]}`}>
      <div className={styles.head}>
        <p className={styles.code}>{code}</p>
        <span className={styles.badges}>
          <span className={styles.badge[state]}>{STATE_LABEL[state]}</span>
          {demo && <span className={styles.badge.demo}>Ejemplo</span>}
        </span>
      </div>
      <p className={styles.text}>{description}</p>
      <p className={styles.meta}>
        {discountText}. {detail}
      </p>
    </Card>
  );
}
