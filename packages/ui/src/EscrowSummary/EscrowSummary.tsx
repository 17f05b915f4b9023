import type { EscrowBreakdown } from '@cg/domain';
import type { HTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import * as s from './EscrowSummary.css';
import { formatCents, formatIsoDate, formatRate, groupCode } from './EscrowSummary.format';

/** Where the buyer's money stands. @internal */
export const escrowStatuses = ['awaitingPayment', 'paying', 'held', 'released'] as const;
export type EscrowStatus = (typeof escrowStatuses)[number];

/** The figures to show, already computed by the domain (`escrowBreakdown`); ui does no math. */
export type EscrowFigures = Pick<
  EscrowBreakdown,
  'priceCents' | 'priceCurrency' | 'priceUsdCents' | 'rewardUsdCents' | 'serviceFeeUsdCents' | 'totalUsdCents'
> & {
  readonly rate: Pick<EscrowBreakdown['rate'], 'usdPerUnit' | 'date'>;
  /** A platform coupon taken off the service fee (`serviceFeeUsdCents` is already the fee after it). */
  readonly coupon?: EscrowBreakdown['coupon'];
  /**
   * Issue 37: the tax on the excess over the traveller's customs franchise, when the buyer agreed to
   * pay it — already in `totalUsdCents`, no service fee on it. 0 or absent: no row.
   */
  readonly customsTaxUsdCents?: number;
};

export interface EscrowSummaryLabels {
  title: string;
  price: string;
  priceInUsd: string;
  rate: string;
  reward: string;
  serviceFee: string;
  /** Before the coupon's code, on the discount's row. */
  coupon: string;
  /** The row of the tax on the excess the buyer pays (issue 37). */
  customsTax: string;
  /** Under it: no service fee on it, and where it goes. */
  customsTaxNote: string;
  total: string;
  totalInPesos: string;
  pay: string;
  paying: string;
  awaitingNote: string;
  heldTitle: string;
  codeLabel: string;
  codeNote: string;
  releasedTitle: string;
  releasedNote: string;
}

/** The product's Spanish copy; override any of them through `labels`. */
const escrowSummaryDefaultLabels: EscrowSummaryLabels = {
  title: 'Resumen del pedido',
  price: 'Precio estimado del producto',
  priceInUsd: 'En dólares',
  rate: 'Cotización',
  reward: 'Recompensa del viajero',
  serviceFee: 'Tarifa de servicio',
  coupon: 'Descuento del cupón',
  customsTax: 'Impuesto por exceso de franquicia (a tu cargo)',
  customsTaxNote: 'Sin tarifa de servicio: se libera al viajero, que lo paga en la aduana.',
  total: 'Total a pagar',
  totalInPesos: 'En pesos, aproximado',
  pay: 'Pagar',
  paying: 'Procesando pago...',
  awaitingNote: 'Tu pago queda en garantía hasta que recibas el producto.',
  heldTitle: 'Pagado (en garantía)',
  codeLabel: 'Tu código de seguridad',
  codeNote: 'Dáselo al viajero solo cuando tengas el producto en tus manos: con él se libera el pago.',
  releasedTitle: 'Pago liberado',
  releasedNote: 'Confirmaste la entrega y el viajero recibió su recompensa.',
};

export interface EscrowSummaryProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Amounts in cents plus the rate used, as the domain computed them. */
  figures: EscrowFigures;
  /** Product being paid for, shown under the title. */
  productName?: string;
  /**
   * Where the payment stands: waiting for the buyer, being processed, held in escrow (shows the
   * buyer's code) or released to the traveller.
   * @default 'awaitingPayment'
   */
  status?: EscrowStatus;
  /**
   * The total in Argentine pesos at a reference rate (the domain's `pesoEquivalent`: ARS cents,
   * pesos per dollar and the rate's date), shown under the total as an approximation; the payment
   * itself is in USD. Without it no peso row is shown.
   */
  totalInPesos?: { readonly cents: number; readonly arsPerUsd: number; readonly date: string };
  /** The buyer's 6-digit security code, shown while the payment is `held`. */
  securityCode?: string;
  /** Called by the "Pagar" button; without it no button is shown (e.g. a read-only summary). */
  onPay?: () => void;
  /** Copy overrides. @default escrowSummaryDefaultLabels */
  labels?: Partial<EscrowSummaryLabels>;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * What the buyer pays and where that money is: price in its currency and in USD with the rate,
 * the traveller's reward, the service fee and the total; then the escrow state.
 */
export function EscrowSummary({
  figures,
  productName,
  status = 'awaitingPayment',
  securityCode,
  totalInPesos,
  onPay,
  labels: overrides,
  headingLevel = 2,
  className,
  ...props
}: EscrowSummaryProps) {
  const l = { ...escrowSummaryDefaultLabels, ...overrides };
  const Heading = `h${headingLevel}` as const;
  const foreign = figures.priceCurrency !== 'USD';
  const total = formatCents(figures.totalUsdCents, 'USD');

  return (
    <section
      {...props}
      aria-label={l.title}
      data-status={status}
      className={[s.root, className].filter(Boolean).join(' ')}
    >
      <header className={s.header}>
        <Heading className={s.title}>{l.title}</Heading>
        {productName && <p className={s.product}>{productName}</p>}
      </header>
      <dl className={s.list}>
        <div className={s.row}>
          <dt>{l.price}</dt>
          <dd className={s.amount}>{formatCents(figures.priceCents, figures.priceCurrency)}</dd>
        </div>
        {foreign && (
          <div className={s.row}>
            <dt className={s.sub}>
              {l.priceInUsd}
              <span className={s.rate}>
                {l.rate}: {formatRate(figures.priceCurrency, figures.rate.usdPerUnit)} (
                {formatIsoDate(figures.rate.date)})
              </span>
            </dt>
            <dd className={s.amount}>{formatCents(figures.priceUsdCents, 'USD')}</dd>
          </div>
        )}
        <div className={s.row}>
          <dt>{l.reward}</dt>
          <dd className={s.amount}>{formatCents(figures.rewardUsdCents, 'USD')}</dd>
        </div>
        <div className={s.row}>
          <dt>{l.serviceFee}</dt>
          <dd className={s.amount}>
            {figures.coupon ? (
              <>
                <del className={s.sub}>
                  {formatCents(figures.serviceFeeUsdCents + figures.coupon.discountUsdCents, 'USD')}
                </del>{' '}
              </>
            ) : null}
            {formatCents(figures.serviceFeeUsdCents, 'USD')}
          </dd>
        </div>
        {figures.coupon ? (
          <div className={s.row}>
            <dt className={s.sub}>
              {l.coupon} {figures.coupon.code}
            </dt>
            <dd className={s.amount}>−{formatCents(figures.coupon.discountUsdCents, 'USD')}</dd>
          </div>
        ) : null}
        {figures.customsTaxUsdCents ? (
          <div className={s.row}>
            <dt className={s.stacked}>
              {l.customsTax}
              <span className={s.taxNote}>{l.customsTaxNote}</span>
            </dt>
            <dd className={s.amount}>{formatCents(figures.customsTaxUsdCents, 'USD')}</dd>
          </div>
        ) : null}
        <div className={`${s.row} ${s.totalRow}`}>
          <dt>{l.total}</dt>
          <dd className={s.amount}>{total}</dd>
        </div>
        {totalInPesos && (
          <div className={s.row}>
            <dt className={s.sub}>
              {l.totalInPesos}
              <span className={s.rate}>
                {l.rate}: US$ 1 = {formatCents(totalInPesos.arsPerUsd * 100, 'ARS')} ({formatIsoDate(totalInPesos.date)}
                )
              </span>
            </dt>
            <dd className={`${s.amount} ${s.sub}`}>{formatCents(totalInPesos.cents, 'ARS')} ARS</dd>
          </div>
        )}
      </dl>

      <div className={s.state({ status })} role="status">
        {(status === 'awaitingPayment' || status === 'paying') && (
          <>
            <p className={s.note}>{l.awaitingNote}</p>
            {onPay && (
              <Button fullWidth size="lg" onPress={onPay} isPending={status === 'paying'} pendingLabel={l.paying}>
                {`${l.pay} ${total}`}
              </Button>
            )}
          </>
        )}
        {status === 'held' && (
          <>
            <p className={s.stateTitle}>{l.heldTitle}</p>
            {securityCode && (
              <div className={s.codeBox}>
                <span className={s.codeLabel}>{l.codeLabel}</span>
                <span className={s.code} aria-label={securityCode.split('').join(' ')}>
                  {groupCode(securityCode)}
                </span>
              </div>
            )}
            <p className={s.note}>{l.codeNote}</p>
          </>
        )}
        {status === 'released' && (
          <>
            <p className={s.stateTitle}>{l.releasedTitle}</p>
            <p className={s.note}>{l.releasedNote}</p>
          </>
        )}
      </div>
    </section>
  );
}
