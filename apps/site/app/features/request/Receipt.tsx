import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { formatMoney, topUpDue, type OrderView } from '@cg/domain';
import { Button, OTHER_CARD, PurchaseReceipt, type PurchaseTopUp, type SavedCardItem } from '@cg/ui';
import type { ReceiptDownload } from '#app/lib/backend';
import { CardFields } from '#app/features/checkout/CardFields';
import type { RequestStepResult } from './actions/order-step';

/** The top-up's state as the panel shows it (decision 052), or null when the receipt asks for none. */
function topUpOf(order: OrderView): PurchaseTopUp | null {
  const t = order.topUp;
  if (t && t.receiptAmountCents === order.purchaseReceipt?.amountCents) {
    const amount = formatMoney(t.amountUsdCents);
    if (t.status === 'approved' || t.status === 'charging') return { state: t.status, amount };
    const due = topUpDue(order);
    return due ? { state: 'declined', amount: formatMoney(due.amountUsdCents), reason: t.rejection } : null;
  }
  const due = topUpDue(order);
  return due ? { state: 'awaiting', amount: formatMoney(due.amountUsdCents) } : null;
}

/** The buyer's approval: the card that pays (a saved one with its code, or one typed now) and the button. */
function TopUpForm({ amount, savedCards }: { amount: string; savedCards: readonly SavedCardItem[] }) {
  const fetcher = useFetcher<RequestStepResult>();
  const [cardChoice, setCardChoice] = useState(
    () => (savedCards.find((c) => c.isDefault) ?? savedCards[0])?.id ?? OTHER_CARD,
  );
  const paying = fetcher.state !== 'idle';
  const errors = fetcher.data && 'fieldErrors' in fetcher.data ? fetcher.data.fieldErrors : {};
  return (
    <fetcher.Form method="post" noValidate aria-label="Aprobar pago adicional">
      <input type="hidden" name="intent" value="approve-top-up" />
      <CardFields
        savedCards={savedCards}
        cardChoice={cardChoice}
        onCardChoice={setCardChoice}
        offer={[]}
        errors={errors}
        paying={paying}
      />
      <Button type="submit" variant="primary" isPending={paying} pendingLabel="Procesando pago...">
        {`Aprobar pago adicional de ${amount}`}
      </Button>
    </fetcher.Form>
  );
}

/**
 * An order's purchase receipt (issue 37, decision 050), once paid: beside the product's price held
 * in escrow (in the request's currency), what the traveller paid and its download — or that none
 * came yet; the traveller uploads it, and replaces it until delivery (or until a top-up is charged
 * on it). A receipt up to 10 % above asks the buyer to approve a top-up (decision 052).
 */
export function Receipt({
  order,
  viewerId,
  download,
  savedCards,
}: {
  order: OrderView;
  viewerId: string;
  download: ReceiptDownload | null;
  /** The buyer's saved cards that can still pay, for the top-up (empty for anyone else). */
  savedCards: readonly SavedCardItem[];
}) {
  const fetcher = useFetcher<RequestStepResult>();
  if (order.payment === null || (order.status !== 'paid' && order.status !== 'completed')) return null;
  const isTraveller = order.acceptedBy === viewerId;
  const receipt = order.purchaseReceipt;
  const fieldErrors = fetcher.data && 'fieldErrors' in fetcher.data ? fetcher.data.fieldErrors : {};
  const topUp = topUpOf(order);
  const fixed = order.topUp?.status === 'charging' || order.topUp?.status === 'approved';
  return (
    <PurchaseReceipt
      // A new receipt starts the form afresh (what was typed for the previous one is gone).
      key={receipt?.fileId ?? 'none'}
      role={isTraveller ? 'traveller' : 'buyer'}
      escrow={formatMoney(order.estimatedPriceCents, order.currency)}
      currency={order.currency}
      receipt={
        receipt
          ? {
              amount: formatMoney(receipt.amountCents, receipt.currency),
              kind: receipt.kind,
              href: download?.href ?? null,
              fileName: download?.fileName ?? '',
            }
          : null
      }
      canUpload={isTraveller && order.status === 'paid' && !fixed}
      isPending={fetcher.state !== 'idle'}
      fieldErrors={fieldErrors}
      topUp={topUp}
      topUpForm={topUp ? <TopUpForm amount={topUp.amount} savedCards={savedCards} /> : null}
      onSubmit={(values) => {
        const data = new FormData();
        data.set('intent', 'upload-receipt');
        data.set('amount', values.amount);
        data.set('file', values.file, values.file.name);
        fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' });
      }}
    />
  );
}
