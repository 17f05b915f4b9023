// A printable receipt of one payment (issue 35 item 14): what the buyer paid for an order, line by
// line, as the payment froze it (price in dollars at the day's rate, the traveller's reward, the
// service fee and a coupon's discount, the total) and its refund when there was one. Only the
// buyer who paid reads it: anyone else, the traveller included, finds no receipt (the order's
// route answers them 404 or the page says there is none, decision 044).
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { formatMoney, type OrderView, formatDate } from '@cg/domain';
import { Button, EmptyState, Link } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { loadCurrentUser } from '#app/lib/session';
import { LoginRequired } from '#app/components/LoginRequired';
import { CustomsClauseNote } from '#app/components/market/CustomsClause';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';
import * as styles from '#app/styles/receipt.css';

export const meta: MetaFunction = () => [{ title: 'Comprobante de pago - Conexión Global' }];

type Paid = OrderView & { readonly payment: NonNullable<OrderView['payment']> };

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const user = await loadCurrentUser();
  if (!user) return { loggedIn: false as const, order: null, buyer: '' };
  const order = await getMarketplace().requests.order({ id: user.id }, params.orderId ?? '');
  // The buyer's own payment only: the traveller of the order reads no receipt of it.
  const paid = order?.userId === user.id && order.payment ? (order as Paid) : null;
  return { loggedIn: true as const, order: paid, buyer: user.name };
}

const rate = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 6 });

function Lines({ order }: { order: Paid }) {
  const p = order.payment;
  const feeBefore = p.serviceFeeUsdCents + (p.coupon?.discountUsdCents ?? 0);
  const rows: [string, string][] = [
    [
      order.currency === 'USD'
        ? 'Precio del producto'
        : `Precio del producto (${formatMoney(order.estimatedPriceCents, order.currency)} a 1 ${order.currency} = US$ ${rate.format(p.usdPerUnit)}, cotización del ${formatDate(`${p.rateDate}T12:00:00Z`)})`,
      formatMoney(p.priceUsdCents),
    ],
    ['Recompensa del viajero', formatMoney(p.rewardUsdCents)],
    ['Tarifa de servicio', formatMoney(feeBefore)],
  ];
  if (p.coupon) rows.push([`Descuento del cupón ${p.coupon.code}`, `−${formatMoney(p.coupon.discountUsdCents)}`]);
  // Issue 37 (decision 047): the tax on the excess the buyer agreed to pay, held and released to the traveller.
  if (p.customsTaxUsdCents > 0) {
    rows.push(['Impuesto por exceso de franquicia (sin tarifa de servicio)', formatMoney(p.customsTaxUsdCents)]);
  }
  return (
    <table className={styles.lines}>
      <caption className={styles.caption}>Detalle del pago</caption>
      <thead>
        <tr>
          <th scope="col">Concepto</th>
          <th scope="col" className={styles.amount}>
            Importe
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className={styles.amount}>{amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total pagado</th>
          <td className={styles.amount}>{formatMoney(p.totalUsdCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export default function Receipt() {
  const data = useLoaderData<typeof clientLoader>();
  if (!data.loggedIn) return <LoginRequired title="Comprobante de pago" />;
  const { order, buyer } = data;
  if (!order) {
    return (
      <main className={page.narrow}>
        <h1 className={page.title}>Comprobante de pago</h1>
        <EmptyState
          title="No encontramos este comprobante"
          description="Solo quien pagó un pedido puede ver su comprobante. Revisa tu historial de pagos."
          action={
            <Link href="/payment-history" variant="button-secondary">
              Ir al historial de pagos
            </Link>
          }
        />
      </main>
    );
  }
  const refunded = order.refund?.status === 'approved' ? order.refund : null;
  return (
    <main className={`${page.narrow} ${styles.receipt}`}>
      <header className={content.header}>
        <p className={content.muted}>Conexión Global</p>
        <h1 className={page.title}>Comprobante de pago</h1>
        <p className={content.muted}>Comprobante del pago en garantía de un pedido. No es una factura fiscal.</p>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Número de pago</dt>
          <dd>{order.payment.paymentId}</dd>
        </div>
        <div>
          <dt>Fecha</dt>
          <dd>{order.paidAt ? formatDate(order.paidAt) : '—'}</dd>
        </div>
        <div>
          <dt>Pagado por</dt>
          <dd>{buyer}</dd>
        </div>
        <div>
          <dt>Pedido</dt>
          <dd>
            <Link href={`/pedidos/${order.id}`}>{order.productName}</Link>
          </dd>
        </div>
      </dl>
      <Lines order={order} />
      {order.customsClause ? <CustomsClauseNote clause={order.customsClause} /> : null}
      {refunded ? (
        <p className={styles.refund}>
          Reembolsado: {formatMoney(refunded.amountUsdCents)}
          {refunded.decidedAt ? ` el ${formatDate(refunded.decidedAt)}` : ''}.
        </p>
      ) : null}
      <div className={`${content.actions} ${styles.noPrint}`}>
        <Button onPress={() => window.print()}>Imprimir</Button>
        <Link href={`/pedidos/${order.id}/comprobantes`} variant="button-secondary">
          Comprobantes del pedido
        </Link>
        <Link href="/payment-history" variant="button-secondary">
          Volver al historial
        </Link>
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
