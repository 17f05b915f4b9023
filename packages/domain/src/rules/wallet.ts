import { escrowBreakdown, formatMoney, travellerPayoutCents, type Cents } from '#src/money';
import type { ProductRequest } from '#src/schemas/product-request';

export interface Earning {
  readonly requestId: string;
  readonly productName: string;
  readonly rewardCents: Cents;
  readonly commissionCents: Cents;
  readonly payoutCents: Cents;
  readonly completedAt: string;
}

export interface Wallet {
  /** 'Ganancias Disponibles', USD cents. */
  readonly availableCents: Cents;
  readonly earnings: readonly Earning[];
}

/** Spec §4: requests accepted by the user with status completed; reward minus commission. */
export function walletOf(requests: readonly ProductRequest[], userId: string): Wallet {
  const earnings = requests
    .filter((r) => r.acceptedBy === userId && r.status === 'completed')
    .map((r) => {
      const payout = travellerPayoutCents(r.rewardCents);
      return {
        requestId: r.id,
        productName: r.productName,
        rewardCents: r.rewardCents,
        commissionCents: r.rewardCents - payout,
        payoutCents: payout,
        completedAt: r.completedAt ?? r.createdAt,
      };
    })
    .sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
  return { availableCents: earnings.reduce((sum, e) => sum + e.payoutCents, 0), earnings };
}

export interface TransactionRow {
  /** buy-{id} or earn-{id}. */
  readonly id: string;
  readonly type: 'Pago Pedido' | 'Recompensa Recibida' | 'Reembolso';
  readonly description: string;
  readonly amountCents: Cents;
  /** With sign: "-$399.99 USD" / "+$22.50 USD". */
  readonly amountText: string;
  readonly date: string;
  readonly status: 'Completado' | 'Fallido';
}

/** Spec §4: buyer's paid/completed requests as purchases (and refunds); traveller's completed ones as earnings. */
export function paymentHistoryOf(requests: readonly ProductRequest[], userId: string): TransactionRow[] {
  const rows: TransactionRow[] = [];
  for (const r of requests) {
    // A cancelled order that had been paid keeps its payment, and its refund once approved (decision 022).
    const wasPaid = r.status === 'paid' || r.status === 'completed' || (r.status === 'cancelled' && r.paidAt !== null);
    if (r.userId === userId && r.status === 'cancelled' && r.refund?.status === 'approved') {
      const back = r.refund.amountUsdCents;
      rows.push({
        id: `refund-${r.id}`,
        type: 'Reembolso',
        description: r.productName,
        amountCents: back,
        amountText: `+${formatMoney(back)}`,
        date: r.refund.decidedAt ?? r.cancelledAt ?? r.createdAt,
        status: 'Completado',
      });
    }
    if (r.userId === userId && wasPaid) {
      const total =
        r.payment?.totalUsdCents ?? escrowBreakdown(r.estimatedPriceCents, r.currency, r.rewardCents).totalUsdCents;
      rows.push({
        id: `buy-${r.id}`,
        type: 'Pago Pedido',
        description: r.productName,
        amountCents: -total,
        amountText: `-${formatMoney(total)}`,
        date: r.paidAt ?? r.createdAt,
        status: 'Completado',
      });
    }
    if (r.acceptedBy === userId && r.status === 'completed') {
      const payout = travellerPayoutCents(r.rewardCents);
      rows.push({
        id: `earn-${r.id}`,
        type: 'Recompensa Recibida',
        description: r.productName,
        amountCents: payout,
        amountText: `+${formatMoney(payout)}`,
        date: r.completedAt ?? r.createdAt,
        status: 'Completado',
      });
    }
  }
  return rows.sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a.id.localeCompare(b.id));
}
