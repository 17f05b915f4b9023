import type { LandedCostEstimate as DomainEstimate } from '@cg/domain';
import type { HTMLAttributes } from 'react';
import { formatCents, formatIsoDate, formatPercent } from '../EscrowSummary/EscrowSummary.format';
import * as s from './LandedCostEstimate.css';

/**
 * The figures to show, as the domain's `landedCostEstimate` returns them; ui does no math.
 * Only the fields rendered are required, so stories can write them out.
 */
export type LandedCostFigures = Pick<DomainEstimate, 'priceUsdCents' | 'savingVsCourier' | 'figuresLastChecked'> & {
  readonly marketplace: Pick<DomainEstimate['marketplace'], 'customsTaxCents' | 'totalCents'> & {
    readonly escrow: Pick<DomainEstimate['marketplace']['escrow'], 'totalUsdCents'>;
  };
  readonly courier: DomainEstimate['courier'];
  readonly ownTrip: DomainEstimate['ownTrip'];
  readonly notes: readonly { readonly code: string; readonly text: string }[];
};

/** Which headline the estimate leads with, derived from the saving. */
export type LandedCostVerdict = 'saving' | 'same' | 'courierCheaper' | 'courierNotAllowed';

function verdictOf(figures: Pick<LandedCostFigures, 'savingVsCourier'>): LandedCostVerdict {
  const saving = figures.savingVsCourier;
  if (saving === null) return 'courierNotAllowed';
  if (saving.cents > 0) return 'saving';
  if (saving.cents === 0) return 'same';
  return 'courierCheaper';
}

export interface LandedCostEstimateLabels {
  title: string;
  empty: string;
  marketplace: string;
  escrow: string;
  customsTax: string;
  courier: string;
  freight: string;
  duty: string;
  vat: string;
  courierNotAllowed: string;
  ownTrip: string;
  ownTripTax: string;
  total: string;
  notes: string;
  lastChecked: string;
}

/** The product's Spanish copy; override any of them through `labels`. */
const landedCostEstimateDefaultLabels: LandedCostEstimateLabels = {
  title: '¿Cuánto te cuesta traerlo?',
  empty: 'Completa el precio, la moneda y la recompensa para ver cuánto ahorras frente al courier.',
  marketplace: 'Con Conexión Global',
  escrow: 'Pago en garantía',
  customsTax: 'Impuesto en la aduana',
  courier: 'Por courier',
  freight: 'Flete estimado',
  duty: 'Derecho de importación',
  vat: 'IVA',
  courierNotAllowed: 'No disponible',
  ownTrip: 'Si viajas tú',
  ownTripTax: 'Impuesto sobre el excedente',
  total: 'Total',
  notes: 'Cómo lo calculamos',
  lastChecked: 'Cifras revisadas el',
};

export interface LandedCostEstimateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The estimate, or `null` while the form has no valid price/reward yet (shows a hint). */
  figures: LandedCostFigures | null;
  /**
   * Show how each figure is reached (the domain's notes).
   * @default true
   */
  showNotes?: boolean;
  /** Heading level of the title, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Copy overrides. @default landedCostEstimateDefaultLabels */
  labels?: Partial<LandedCostEstimateLabels>;
}

function headline(figures: LandedCostFigures): string {
  const saving = figures.savingVsCourier;
  // No saving to compare with: the verdict 'courierNotAllowed'.
  if (saving === null) return 'Por courier no se puede traer: supera el límite por envío.';
  const verdict = verdictOf({ savingVsCourier: saving });
  if (verdict === 'same') return 'Pagas lo mismo que por courier.';
  const amount = formatCents(Math.abs(saving.cents), 'USD');
  const percent = formatPercent(Math.abs(saving.percent) / 100);
  return verdict === 'saving'
    ? `Ahorras ${amount} (${percent}) frente al courier`
    : `Por courier sale ${amount} (${percent}) menos`;
}

/**
 * What bringing the product costs the buyer three ways — through the marketplace, by courier and
 * in one's own luggage — with the saving the domain computed (which can be negative) leading.
 * It is live: on a form, screen readers hear the new headline as figures change.
 */
export function LandedCostEstimate({
  figures,
  showNotes = true,
  headingLevel = 2,
  labels: overrides,
  className,
  ...props
}: LandedCostEstimateProps) {
  const l = { ...landedCostEstimateDefaultLabels, ...overrides };
  const Heading = `h${headingLevel}` as const;
  const usd = (cents: number) => formatCents(cents, 'USD');
  const verdict = figures ? verdictOf(figures) : null;

  return (
    <section
      {...props}
      aria-label={l.title}
      data-verdict={verdict ?? 'empty'}
      className={[s.root, className].filter(Boolean).join(' ')}
    >
      <Heading className={s.title}>{l.title}</Heading>
      <p className={s.headline({ verdict: verdict ?? 'empty' })} role="status" aria-live="polite">
        {figures ? headline(figures) : l.empty}
      </p>
      {figures && (
        <>
          <div className={s.options}>
            <div className={s.option({ highlight: verdict === 'saving' || verdict === 'courierNotAllowed' })}>
              <h3 className={s.optionTitle}>{l.marketplace}</h3>
              <dl className={s.list}>
                <div className={s.row}>
                  <dt className={s.label}>{l.escrow}</dt>
                  <dd className={s.amount}>{usd(figures.marketplace.escrow.totalUsdCents)}</dd>
                </div>
                {figures.marketplace.customsTaxCents > 0 && (
                  <div className={s.row}>
                    <dt className={s.label}>{l.customsTax}</dt>
                    <dd className={s.amount}>{usd(figures.marketplace.customsTaxCents)}</dd>
                  </div>
                )}
                <div className={`${s.row} ${s.totalRow}`}>
                  <dt className={s.label}>{l.total}</dt>
                  <dd className={s.amount}>{usd(figures.marketplace.totalCents)}</dd>
                </div>
              </dl>
            </div>
            <div className={s.option({ highlight: verdict === 'courierCheaper' })}>
              <h3 className={s.optionTitle}>{l.courier}</h3>
              {figures.courier.totalCents === null ? (
                <p className={s.muted}>{l.courierNotAllowed}</p>
              ) : (
                <dl className={s.list}>
                  <div className={s.row}>
                    <dt className={s.label}>{l.freight}</dt>
                    <dd className={s.amount}>{usd(figures.courier.freightCents)}</dd>
                  </div>
                  {figures.courier.dutyCents > 0 && (
                    <div className={s.row}>
                      <dt className={s.label}>{l.duty}</dt>
                      <dd className={s.amount}>{usd(figures.courier.dutyCents)}</dd>
                    </div>
                  )}
                  <div className={s.row}>
                    <dt className={s.label}>{l.vat}</dt>
                    <dd className={s.amount}>{usd(figures.courier.vatCents)}</dd>
                  </div>
                  <div className={`${s.row} ${s.totalRow}`}>
                    <dt className={s.label}>{l.total}</dt>
                    <dd className={s.amount}>{usd(figures.courier.totalCents)}</dd>
                  </div>
                </dl>
              )}
            </div>
            <div className={s.option({ highlight: false })}>
              <h3 className={s.optionTitle}>{l.ownTrip}</h3>
              <dl className={s.list}>
                {figures.ownTrip.taxCents > 0 && (
                  <div className={s.row}>
                    <dt className={s.label}>{l.ownTripTax}</dt>
                    <dd className={s.amount}>{usd(figures.ownTrip.taxCents)}</dd>
                  </div>
                )}
                <div className={`${s.row} ${s.totalRow}`}>
                  <dt className={s.label}>{l.total}</dt>
                  <dd className={s.amount}>{usd(figures.ownTrip.totalCents)}</dd>
                </div>
              </dl>
            </div>
          </div>
          {showNotes && (
            <details className={s.details}>
              <summary className={s.summary}>{l.notes}</summary>
              <ul className={s.notes}>
                {figures.notes.map((n) => (
                  <li key={n.code}>{n.text}</li>
                ))}
              </ul>
              <p className={s.muted}>
                {l.lastChecked} {formatIsoDate(figures.figuresLastChecked)}.
              </p>
            </details>
          )}
        </>
      )}
    </section>
  );
}
