import type { RequestStatus } from '@cg/domain';
import type { HTMLAttributes } from 'react';
import { badge, dot } from './StatusBadge.css';

/** The request statuses the product knows, in their order (spec §4). @internal */
export const requestStatuses = [
  'active',
  'accepted',
  'paid',
  'completed',
  'cancelled',
] as const satisfies readonly RequestStatus[];

/** Spanish labels of the spec; any other value reads "Desconocido". */
const statusBadgeLabels: Readonly<Record<RequestStatus, string>> = {
  active: 'Activo',
  accepted: 'Aceptado',
  paid: 'Pagado (en garantía)',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

export type StatusBadgeTone = 'info' | 'caution' | 'positive' | 'neutral' | 'critical' | 'unknown';

const TONES: Readonly<Record<RequestStatus, StatusBadgeTone>> = {
  active: 'info',
  accepted: 'caution',
  paid: 'positive',
  completed: 'neutral',
  cancelled: 'critical',
};

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The request's status. Values stored by older versions or typos are shown as "Desconocido"
   * instead of failing.
   */
  status: RequestStatus | (string & {});
}

/** The status of a request as a coloured label: Activo, Aceptado, Pagado (en garantía), Completado, Cancelado or Desconocido. */
export function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  const known = Object.hasOwn(statusBadgeLabels, status) ? (status as RequestStatus) : undefined;
  const tone = known ? TONES[known] : 'unknown';
  return (
    <span
      {...props}
      data-status={known ?? 'unknown'}
      className={[badge({ tone }), className].filter(Boolean).join(' ')}
    >
      <span aria-hidden="true" className={dot} />
      {known ? statusBadgeLabels[known] : 'Desconocido'}
    </span>
  );
}
