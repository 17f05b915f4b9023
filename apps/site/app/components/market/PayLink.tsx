// "Pagar" wherever the buyer of an accepted order is (issue 35 item 5): Mi Cuenta's row, the
// request's page and the chat — the notification "ya puedes pagar" sends her to any of them.
import { Link } from '@cg/ui';

/** The buyer's order waits for her payment: accepted, hers, and no cancellation proposed (which checkout refuses). */
export function awaitsPayment(
  order: { readonly status: string; readonly userId: string; readonly cancelProposedBy: string | null },
  viewerId: string,
): boolean {
  return order.status === 'accepted' && order.userId === viewerId && order.cancelProposedBy === null;
}

/** The link to the order's checkout, named with the product for a screen reader's list of links. */
export function PayLink({ id, productName, size }: { id: string; productName: string; size?: 'md' | 'lg' }) {
  return (
    <Link
      href={`/checkout/${id}`}
      variant="button-primary"
      {...(size ? { size } : {})}
      aria-label={`Pagar ${productName}`}
    >
      Pagar
    </Link>
  );
}
