import type { AllowanceMonthText, TrustStandingText } from '@cg/domain';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import * as s from './AllowanceLedger.css';

export interface AllowanceLedgerProps {
  /** The months of entry from this one on, oldest first (the domain's `allowanceMonthText`). */
  months: readonly AllowanceMonthText[];
  /** The traveller's trust tier in words (the domain's `trustStandingText`). */
  trust: TrustStandingText;
  /** @default 'Tu franquicia de aduana' */
  title?: string;
}

/**
 * A traveller's customs allowance per calendar month of entry (issue 37, decision 047): how much of
 * the franchise the orders on that month's trips use, by how much they go beyond it and the tax,
 * an item brought more than once; and the trust tier that caps what they may accept.
 */
export function AllowanceLedger({ months, trust, title = 'Tu franquicia de aduana' }: AllowanceLedgerProps) {
  return (
    <section className={s.root} aria-label={title}>
      <h2 className={s.heading}>{title}</h2>
      <div className={s.tier} role="note" aria-label="Tu nivel de confianza">
        <strong>{trust.title}</strong>
        <span>{trust.limits}</span>
        {trust.unlock ? <span className={s.muted}>{trust.unlock}</span> : null}
      </div>
      {months.length === 0 ? (
        <p className={s.muted}>
          Todavía no traes pedidos. Cada mes de ingreso tienes una franquicia: lo que aceptes se descuenta de ella.
        </p>
      ) : (
        <ul className={s.list}>
          {months.map((m) => (
            <li key={m.month} className={s.month} aria-label={m.title}>
              <h3 className={s.monthTitle}>
                {m.title} <span className={s.muted}>· {m.entryText}</span>
              </h3>
              <ProgressBar label={`${m.usedText} · ${m.ordersText}`} value={m.percent} />
              <p className={m.exceeded ? s.exceeded : s.muted}>{m.summary}</p>
              {m.repeated.map((text) => (
                <p key={text} className={s.warning} role="note">
                  {text}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
