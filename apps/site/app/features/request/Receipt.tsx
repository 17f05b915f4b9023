import { useFetcher } from '@remix-run/react';
import { formatMoney, type OrderView } from '@cg/domain';
import { PurchaseReceipt } from '@cg/ui';
import type { ReceiptDownload } from '#app/lib/backend';
import type { RequestStepResult } from './actions/order-step';

/**
 * An order's purchase receipt (issue 37, decision 050), once paid: beside the product's price held
 * in escrow, what the traveller paid and its download — or that none came yet; the traveller
 * uploads it, and replaces it until delivery. What the amount does at release is reconciliation's.
 */
export function Receipt({
  order,
  viewerId,
  download,
}: {
  order: OrderView;
  viewerId: string;
  download: ReceiptDownload | null;
}) {
  const fetcher = useFetcher<RequestStepResult>();
  if (order.payment === null || (order.status !== 'paid' && order.status !== 'completed')) return null;
  const isTraveller = order.acceptedBy === viewerId;
  const receipt = order.purchaseReceipt;
  const fieldErrors = fetcher.data && 'fieldErrors' in fetcher.data ? fetcher.data.fieldErrors : {};
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
      canUpload={isTraveller && order.status === 'paid'}
      isPending={fetcher.state !== 'idle'}
      fieldErrors={fieldErrors}
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
