import type { OrderView } from '@cg/domain';
import { Link } from '@cg/ui';

/**
 * "Comprobantes" on an order's card in Mi Cuenta, for its buyer and its traveller (decision 053):
 * once the order was paid (it has a payment: paid, delivered, or cancelled after payment), as the
 * order's page, the chat and `/factura` link it. Before, the pack does not exist (the API answers
 * 409), so there is no link.
 */
export function PackLink({ order }: { order: Pick<OrderView, 'id' | 'productName' | 'payment'> }) {
  if (!order.payment) return null;
  return (
    <Link
      href={`/pedidos/${order.id}/comprobantes`}
      variant="button-secondary"
      aria-label={`Comprobantes de ${order.productName}`}
    >
      Comprobantes
    </Link>
  );
}
