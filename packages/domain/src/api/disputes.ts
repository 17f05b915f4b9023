// Deadlines, disputes and support (decisions 026, 035): a party's side with its photos (a field
// that repeats), the buyer's cancellation past the deadline, support's list and resolutions.
import { form, json, oneOf, text, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { DisputeCase, DisputeCaseDetail, OpenDisputeCommand } from '#src/contract';
import type { OrderView } from '#src/projections';

export interface Resolution {
  readonly outcome: 'refund' | 'release';
  /** To both parties (10–1000 characters; the use case checks it). */
  readonly message: string;
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
  /** Support only: a disputed order's case; reading its chat under an open dispute is recorded there. */
  caseOf: route<DisputeCaseDetail>()('GET', '/support/disputes/:id'),
  resolve: route<OrderView, Resolution>()('POST', '/support/disputes/:id/resolve', { via: 'json' }),
};

export const disputesShapes = (): ShapesOf<typeof disputes> => ({
  open: form<OpenDisputeCommand>()({ text: ['reason', 'text'], files: ['photos'] }),
  // Anything but the two outcomes is not support's request (400).
  resolve: json<Resolution>()({ outcome: oneOf(['refund', 'release']), message: text }),
});
