/**
 * One truthful story of an order (issue 35 item 3, decision 026): how it ended, told once, and its
 * history in order. The request page's regions and support's case read the ending from here, so a
 * refund support decided is never also told as a cancellation both parties agreed to, nor an
 * agreed cancellation during a dispute as support's refund.
 */
import { DISPUTE_REASONS } from '#src/labels';
import { formatMoney } from '#src/money';
import { releasedCents } from '#src/rules/wallet';
import type { OrderView } from '#src/projections';
import { receiptRefunds } from '#src/rules/order-refunds';

/**
 * How an order ended, or null while it has not:
 * - `supportRefund` / `supportRelease`: support resolved its dispute;
 * - `agreed`: both parties agreed to cancel (`disputeClosed` when a dispute was open then);
 * - `overdue`: the buyer cancelled alone, past the delivery deadline;
 * - `delivered`: the traveller confirmed delivery with the buyer's code;
 * - `withdrawn`: cancelled with no payment to give back (before paying, or before anyone accepted).
 */
export type OrderEnding =
  | { readonly kind: 'supportRefund' | 'supportRelease' | 'overdue' | 'delivered' | 'withdrawn' }
  | { readonly kind: 'agreed'; readonly disputeClosed: boolean };

export function orderEnding(order: OrderView): OrderEnding | null {
  if (order.status === 'completed')
    return { kind: order.dispute?.status === 'released' ? 'supportRelease' : 'delivered' };
  if (order.status !== 'cancelled') return null;
  if (order.refund?.status !== 'approved') return { kind: 'withdrawn' };
  if (order.refund.reason === 'dispute') return { kind: 'supportRefund' };
  if (order.refund.reason === 'overdue') return { kind: 'overdue' };
  return { kind: 'agreed', disputeClosed: order.dispute !== null };
}

export interface HistoryEntry {
  /** ISO instant. */
  readonly at: string;
  readonly text: string;
}

/** Who the parties are, in words ("Ana García"), for the history. */
export interface StoryNames {
  readonly buyer: string;
  readonly traveller: string;
}

/** The sentence that tells how the order ended (null while it has not). */
function endingText(order: OrderView, names: StoryNames): string | null {
  const ending = orderEnding(order);
  if (ending === null) return null;
  // The cancelling refund with its parts on other payments (an approved top-up's, decision 052).
  const parts = order.refunds.filter((r) => r.reason !== 'reconciliation' && r.status === 'approved');
  const back = order.refund ? [order.refund, ...parts].reduce((sum, r) => sum + r.amountUsdCents, 0) : null;
  const refund = formatMoney(back ?? order.payment?.totalUsdCents ?? 0);
  switch (ending.kind) {
    case 'supportRefund':
      return `Soporte resolvió la disputa con un reembolso: ${refund} volvieron a ${names.buyer}. El pedido quedó cancelado.`;
    case 'supportRelease':
      return `Soporte resolvió la disputa a favor de ${names.traveller}: ${formatMoney(releasedCents(order))} se acreditaron en su billetera. El pedido quedó entregado.`;
    case 'agreed':
      return `${names.buyer} y ${names.traveller} cancelaron el pedido de común acuerdo y se reembolsaron ${refund} a quien compró.${ending.disputeClosed ? ' La disputa quedó cerrada sin decisión de soporte.' : ''}`;
    case 'overdue':
      return `${names.buyer} canceló el pedido porque pasó la fecha límite de entrega, y se le reembolsaron ${refund}.`;
    case 'delivered':
      return `${names.traveller} confirmó la entrega con el código de ${names.buyer}.`;
    case 'withdrawn':
      return 'El pedido se canceló. No se realizó ningún cobro.';
  }
}

/**
 * The order's history, oldest first: published, accepted, paid, each side of a dispute, and one
 * ending (support's message with it, when support resolved).
 */
export function orderHistory(order: OrderView, names: StoryNames): HistoryEntry[] {
  const entries: HistoryEntry[] = [{ at: order.createdAt, text: `${names.buyer} publicó el pedido.` }];
  if (order.acceptedAt) entries.push({ at: order.acceptedAt, text: `${names.traveller} aceptó llevarlo.` });
  if (order.paidAt && order.payment)
    entries.push({
      at: order.paidAt,
      text: `${names.buyer} pagó ${formatMoney(order.payment.totalUsdCents)}; el dinero quedó en garantía.`,
    });
  // Decision 052: the top-up the buyer approved after a higher receipt.
  if (order.topUp?.status === 'approved' && order.topUp.decidedAt)
    entries.push({
      at: order.topUp.decidedAt,
      text: `Pago adicional aprobado: ${names.buyer} pagó ${formatMoney(order.topUp.amountUsdCents)} más porque el comprobante superó el precio en garantía.`,
    });
  for (const [i, st] of (order.dispute?.statements ?? []).entries()) {
    const who = st.role === 'buyer' ? names.buyer : names.traveller;
    const reason = DISPUTE_REASONS[st.reason];
    entries.push({
      at: st.at,
      text: i === 0 ? `${who} abrió una disputa: ${reason}.` : `${who} contó su versión: ${reason}.`,
    });
  }
  // Decision 049: each partial refund given back (a lower receipt's difference at release).
  // A cancelling refund's part (the top-up's, decision 052) is told with the ending, whole.
  for (const r of receiptRefunds(order)) {
    if (r.status !== 'approved') continue;
    entries.push({
      at: r.decidedAt ?? r.requestedAt,
      text: `Se devolvieron ${formatMoney(r.amountUsdCents)} a ${names.buyer}: el comprobante de compra fue menor que el precio retenido.`,
    });
  }
  const ending = endingText(order, names);
  const endedAt = order.dispute?.resolvedAt ?? order.completedAt ?? order.cancelledAt;
  if (ending && endedAt) {
    const message =
      order.dispute?.resolvedBy && order.dispute.message ? ` Mensaje de soporte: «${order.dispute.message}»` : '';
    entries.push({ at: endedAt, text: ending + message });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
