// Deadlines, disputes and support (decisions 026, 035): a party's side with its photos (a field
// that repeats), the buyer's cancellation past the deadline, support's list and resolutions.
import { form, json, oneOf, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { DisputeCase, OpenDisputeCommand } from '#src/contract';
import type { OrderView } from '#src/projections';

export interface Resolution {
  readonly outcome: 'refund' | 'release';
}

export const disputes = {
  open: route<OrderView, OpenDisputeCommand>()('POST', '/orders/:id/dispute', {
    via: 'form',
    status: 201,
    idempotent: true,
  }),
  cancelOverdue: route<OrderView>()('POST', '/orders/:id/overdue-cancellation'),
  /** Support only; anyone else reads that the page does not exist (404). */
  isSupport: route<{ support: boolean }>()('GET', '/support/me'),
  listOpen: route<readonly DisputeCase[]>()('GET', '/support/disputes'),
  resolve: route<OrderView, Resolution>()('POST', '/support/disputes/:id/resolve', { via: 'json' }),
};

export const disputesShapes = (): ShapesOf<typeof disputes> => ({
  open: form<OpenDisputeCommand>()({ text: ['reason', 'text'], files: ['photos'] }),
  // Anything but the two outcomes is not support's request (400).
  resolve: json<Resolution>()({ outcome: oneOf(['refund', 'release']) }),
});
