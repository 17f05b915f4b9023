import { customsPayoutText } from '#src/rules/customs-clause';
import { escrowBreakdown, formatMoney, orderPayoutCents, orderRewardCents, type Cents } from '#src/money';
import type { ProductRequest } from '#src/schemas/product-request';
import { describeDestination } from '#src/rules/payout-destination';
import { WITHDRAWAL_STATUS_LABELS, type Withdrawal } from '#src/schemas/withdrawal';
import { releaseOf } from '#src/rules/order-money';

export interface Earning {
  readonly requestId: string;
  readonly productName: string;
  readonly rewardCents: Cents;
  readonly commissionCents: Cents;
  /** Issue 37 (decision 047): the tax on the excess the buyer paid, released with no commission (0: none). */
  readonly customsTaxCents: Cents;
  /** reward − commission + customsTax: the earning's own line (the advanced price is `advancedCents`). */
  readonly payoutCents: Cents;
  /** The clause on the payout line: the buyer's tax released, or the traveller's own to pay; null: none. */
  readonly customsTaxText: string | null;
  readonly completedAt: string;
  /**
   * Decision 049: the price the traveller advanced, released on the final price (the receipt's when
   * lower), in USD at the rate frozen at payment — its own row beside the reward less commission.
   */
  readonly advancedCents: Cents;
  /**
   * Decision 049: what the order released to her wallet, withdrawable — `releaseOf`'s
   * travellerUsdCents (the advanced price + the reward less commission + the buyer's tax).
   */
  readonly releasedCents: Cents;
}

/** A withdrawal as its owner sees it (the destination partly hidden). */
export interface WithdrawalView {
  readonly id: string;
  readonly amountCents: Cents;
  readonly status: Withdrawal['status'];
  /** 'En proceso', 'Transferido', 'Fallido'. */
  readonly statusLabel: (typeof WITHDRAWAL_STATUS_LABELS)[Withdrawal['status']];
  /** "CBU •••• 1234" or "Alias mi.alias". */
  readonly destinationText: string;
  readonly failureReason: string | null;
  /**
   * While the provider has not confirmed it took the order (its answer never came; decision 031):
   * what is going on, in Spanish. Null otherwise.
   */
  readonly note: string | null;
  readonly createdAt: string;
  readonly settledAt: string | null;
}

/** What a withdrawal whose payout order went unanswered says while the provider is asked again. */
const UNCONFIRMED_WITHDRAWAL_NOTE =
  'El proveedor de transferencias todavía no confirmó que recibió el pedido. Lo estamos consultando: el dinero queda reservado y no se transferirá dos veces.';

export interface Wallet {
  /**
   * 'Ganancias Disponibles', USD cents: what the completed orders released to her (the prices she
   * advanced, the rewards less commission, the buyer's customs tax) minus withdrawals not failed.
   */
  readonly availableCents: Cents;
  /** Withdrawals asked for and not yet transferred ("en proceso"). */
  readonly inProcessCents: Cents;
  /** Withdrawals the provider transferred. */
  readonly transferredCents: Cents;
  readonly earnings: readonly Earning[];
  /** Newest first. */
  readonly withdrawals: readonly WithdrawalView[];
}

export function withdrawalView(w: Withdrawal): WithdrawalView {
  return {
    id: w.id,
    amountCents: w.amountCents,
    status: w.status,
    statusLabel: WITHDRAWAL_STATUS_LABELS[w.status],
    destinationText: describeDestination({ kind: w.destinationKind, value: w.destination }),
    failureReason: w.failureReason,
    note: w.status === 'pending' && w.providerId === null ? UNCONFIRMED_WITHDRAWAL_NOTE : null,
    createdAt: w.createdAt,
    settledAt: w.settledAt,
  };
}

/** What the withdrawals not failed hold: pending ones ("en proceso") and transferred ones. */
function withdrawnCents(withdrawals: readonly Withdrawal[]): { inProcess: Cents; transferred: Cents } {
  let inProcess = 0;
  let transferred = 0;
  for (const w of withdrawals) {
    if (w.status === 'pending') inProcess += w.amountCents;
    else if (w.status === 'transferred') transferred += w.amountCents;
  }
  return { inProcess, transferred };
}

/**
 * A completed order the user delivered earns its payout. The static demo's example deliveries
 * (its traveller's example history, issue 37) were never paid: they earn nothing.
 */
const earns = (r: ProductRequest, userId: string) =>
  r.acceptedBy === userId && r.status === 'completed' && !r.isExample;

/**
 * What a delivered order releases to the traveller's wallet, withdrawable (decisions 021, 049): the
 * whole of `releaseOf`'s share — the final price she advanced, the reward less commission and the
 * buyer's customs tax — one source with the ledger's release. An order with no payment snapshot
 * (never charged at a checkout: no price in escrow to release) earns its reward less commission, as before.
 */
export const releasedCents = (order: Parameters<typeof releaseOf>[0] & Parameters<typeof orderPayoutCents>[0]): Cents =>
  releaseOf(order)?.travellerUsdCents ?? orderPayoutCents(order);

/**
 * Released earnings, withdrawable (decisions 021, 049): what each completed order they delivered
 * released to them. Withdrawals reserve against it (`WithdrawalsRepository.reserve`).
 */
export function earnedCents(requests: readonly ProductRequest[], userId: string): Cents {
  return requests.filter((r) => earns(r, userId)).reduce((sum, r) => sum + releasedCents(r), 0);
}

/**
 * Spec §4: requests accepted by the user with status completed. The available balance is what they
 * released to her (decision 049: the advanced price with the reward less commission) minus every
 * withdrawal that has not failed (issue 18 item 5): money asked for is no longer available while
 * the provider moves it.
 */
export function walletOf(
  requests: readonly ProductRequest[],
  userId: string,
  withdrawals: readonly Withdrawal[] = [],
): Wallet {
  const earnings = requests
    .filter((r) => earns(r, userId))
    .map((r) => {
      const reward = orderRewardCents(r);
      const customsTax = r.payment?.customsTaxUsdCents ?? 0;
      const payout = orderPayoutCents(r);
      return {
        requestId: r.id,
        productName: r.productName,
        rewardCents: reward,
        commissionCents: reward + customsTax - payout,
        customsTaxCents: customsTax,
        payoutCents: payout,
        customsTaxText: customsPayoutText(r.customsClause),
        completedAt: r.completedAt ?? r.createdAt,
        advancedCents: releaseOf(r)?.advancedUsdCents ?? 0,
        releasedCents: releasedCents(r),
      };
    })
    .sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
  const mine = withdrawals.filter((w) => w.userId === userId);
  const { inProcess, transferred } = withdrawnCents(mine);
  const earned = earnings.reduce((sum, e) => sum + e.releasedCents, 0);
  return {
    availableCents: Math.max(0, earned - inProcess - transferred),
    inProcessCents: inProcess,
    transferredCents: transferred,
    earnings,
    withdrawals: [...mine]
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id))
      .map(withdrawalView),
  };
}

export interface TransactionRow {
  /** buy-{id}, topup-{id} (decision 052), earn-{id}, refund-{id} or out-{id}. */
  readonly id: string;
  readonly type: 'Pago Pedido' | 'Recompensa Recibida' | 'Retiro de Fondos' | 'Reembolso' | 'Pago Adicional';
  readonly description: string;
  readonly amountCents: Cents;
  /** With sign: "-$399.99 USD" / "+$22.50 USD". */
  readonly amountText: string;
  readonly date: string;
  readonly status: 'Completado' | 'Fallido' | 'En proceso' | 'Transferido';
}

/**
 * Spec §4: buyer's paid/completed requests as purchases (and refunds); traveller's completed ones as earnings;
 * and (issue 18 item 5) each withdrawal with its state.
 */
export function paymentHistoryOf(
  requests: readonly ProductRequest[],
  userId: string,
  withdrawals: readonly Withdrawal[] = [],
): TransactionRow[] {
  const rows: TransactionRow[] = [];
  for (const w of withdrawals) {
    if (w.userId !== userId) continue;
    rows.push({
      id: `out-${w.id}`,
      type: 'Retiro de Fondos',
      description: describeDestination({ kind: w.destinationKind, value: w.destination }),
      amountCents: -w.amountCents,
      amountText: `-${formatMoney(w.amountCents)}`,
      date: w.createdAt,
      status: WITHDRAWAL_STATUS_LABELS[w.status],
    });
  }
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
    // Decision 049: each partial refund (a lower receipt's difference), approved or still owed.
    if (r.userId === userId) rows.push(...partialRefundRows(r));
    if (r.userId === userId && wasPaid) {
      const total =
        r.payment?.totalUsdCents ??
        escrowBreakdown(r.estimatedPriceCents, r.currency, orderRewardCents(r)).totalUsdCents;
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
    // Decision 052: the top-up is its own charge, on its own row.
    const topUp = r.topUp;
    if (r.userId === userId && topUp?.status === 'approved') {
      rows.push({
        id: `topup-${r.id}`,
        type: 'Pago Adicional',
        description: r.productName,
        amountCents: -topUp.amountUsdCents,
        amountText: `-${formatMoney(topUp.amountUsdCents)}`,
        date: topUp.decidedAt ?? topUp.requestedAt,
        status: 'Completado',
      });
    }
    // Decision 049: the row is what reached her wallet (the advanced price with the reward less commission).
    if (earns(r, userId)) {
      const payout = releasedCents(r);
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

/** The buyer's rows of an order's partial refunds: approved 'Completado', a refused one 'Fallido', else 'En proceso'. */
function partialRefundRows(r: ProductRequest): TransactionRow[] {
  return r.refunds.map((refund, i) => ({
    id: `refund-${r.id}-${String(i + 1)}`,
    type: 'Reembolso',
    // A lower receipt's difference, or the top-up's part of a cancellation (decision 052).
    description: `${r.productName} (${refund.reason === 'reconciliation' ? 'diferencia del comprobante' : 'pago adicional'})`,
    amountCents: refund.amountUsdCents,
    amountText: `+${formatMoney(refund.amountUsdCents)}`,
    date: refund.decidedAt ?? refund.requestedAt,
    status: refund.status === 'approved' ? 'Completado' : refund.status === 'rejected' ? 'Fallido' : 'En proceso',
  }));
}
