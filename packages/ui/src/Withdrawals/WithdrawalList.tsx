import type { HTMLAttributes } from 'react';
import { badge, dot } from '../StatusBadge/StatusBadge.css';
import * as s from './Withdrawals.css';

/** The three states of a withdrawal. @internal */
export const withdrawalStates = ['pending', 'transferred', 'failed'] as const;
export type WithdrawalState = (typeof withdrawalStates)[number];

const LABELS: Readonly<Record<WithdrawalState, string>> = {
  pending: 'En proceso',
  transferred: 'Transferido',
  failed: 'Fallido',
};
const TONES = { pending: 'caution', transferred: 'positive', failed: 'unknown' } as const;

export interface WithdrawalItem {
  readonly id: string;
  readonly status: WithdrawalState;
  /** Already formatted ("US$ 20,00"). */
  readonly amountText: string;
  /** "CBU •••• 5579", "Alias mi.alias". */
  readonly destinationText: string;
  /** Already formatted date, and the machine one for `<time>`. */
  readonly dateText: string;
  readonly dateTime: string;
  /** Why it failed, when it did. */
  readonly failureReason?: string | null;
  /** While in process: what is going on when the provider has not confirmed it yet. */
  readonly note?: string | null;
}

export interface WithdrawalListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  items: readonly WithdrawalItem[];
  /** Shown when there are none. @default 'Todavía no retiraste fondos.' */
  emptyText?: string;
}

/**
 * A person's withdrawals, newest first, each with its state: En proceso, Transferido or Fallido;
 * why a failed one failed, and what is going on with one in process the provider has not
 * confirmed yet (its answer never came: the money stays held, decision 031).
 */
export function WithdrawalList({
  items,
  emptyText = 'Todavía no retiraste fondos.',
  className,
  ...props
}: WithdrawalListProps) {
  if (items.length === 0) {
    return (
      <p {...props} className={[s.muted, className].filter(Boolean).join(' ')}>
        {emptyText}
      </p>
    );
  }
  return (
    <ul {...props} className={[s.list, className].filter(Boolean).join(' ')}>
      {items.map((w) => (
        <li key={w.id} className={s.item} data-status={w.status}>
          <div className={s.itemMain}>
            <span className={s.amount}>{w.amountText}</span>
            <span className={s.muted}>
              a {w.destinationText} · <time dateTime={w.dateTime}>{w.dateText}</time>
            </span>
            {w.status === 'failed' && w.failureReason && <p className={s.reason}>{w.failureReason}</p>}
            {w.status === 'pending' && w.note && <p className={s.reason}>{w.note}</p>}
          </div>
          <span className={badge({ tone: TONES[w.status] })}>
            <span aria-hidden="true" className={dot} />
            {LABELS[w.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}
