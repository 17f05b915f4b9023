import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { formatDate, formatMoney, type TransactionRow } from '@cg/domain';
import { Button, EmptyState, Link, Table, type TableColumn } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { csvBlob, download, paymentHistoryCsv } from '#app/lib/csv';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [{ title: 'Historial de pagos - Conexión Global' }];

export async function clientLoader() {
  const actor = await currentActor();
  if (!actor) return { loggedIn: false as const, rows: [] as readonly TransactionRow[] };
  return { loggedIn: true as const, rows: await getMarketplace().wallet.history(actor) };
}

function exportCsv(rows: readonly TransactionRow[]) {
  const { filename, text } = paymentHistoryCsv(rows);
  download(filename, csvBlob(text));
}

/** A buyer's payment of an order: `buy-{orderId}` (`paymentHistoryOf`). */
const PAYMENT_ROW = 'buy-';

const signedMoney = (cents: number) => `${cents < 0 ? '−' : '+'}${formatMoney(Math.abs(cents))}`;

const COLUMNS: readonly TableColumn<TransactionRow>[] = [
  { id: 'date', name: 'Fecha', render: (r) => <time dateTime={r.date}>{formatDate(r.date, 'short')}</time> },
  {
    id: 'description',
    name: 'Descripción',
    isRowHeader: true,
    render: (r) => (
      <>
        <strong>{r.type}</strong>
        <br />
        {r.description}
      </>
    ),
  },
  {
    id: 'amount',
    name: 'Monto',
    align: 'end',
    // Same format as the wallet ("+US$ 22,50"), with the typographic minus sign.
    render: (r) => (
      <span className={r.amountCents >= 0 ? content.amountPositive : content.amountNegative}>
        {signedMoney(r.amountCents)}
      </span>
    ),
  },
  {
    id: 'status',
    name: 'Estado',
    render: (r) => (
      <span className={r.status === 'Completado' || r.status === 'Transferido' ? content.badge : content.badgeMuted}>
        {r.status}
      </span>
    ),
  },
  {
    id: 'invoice',
    name: 'Factura',
    // A payment's printable receipt (issue 35 item 14); a reward, a refund or a withdrawal has none.
    render: (r) =>
      r.id.startsWith(PAYMENT_ROW) ? (
        <Link href={`/factura/${r.id.slice(PAYMENT_ROW.length)}`} aria-label={`Ver factura: ${r.description}`}>
          Ver factura
        </Link>
      ) : null,
  },
];

export default function PaymentHistory() {
  const data = useLoaderData<typeof clientLoader>();
  if (!data.loggedIn) return <LoginRequired title="Historial de pagos" />;
  const { rows } = data;
  return (
    <main className={page.page}>
      <header className={content.row}>
        <div className={content.header}>
          <h1 className={page.title}>Historial de pagos</h1>
          <p className={content.muted}>Tus pagos de pedidos, las recompensas que recibiste y tus retiros.</p>
        </div>
        <Button variant="secondary" isDisabled={rows.length === 0} onPress={() => exportCsv(rows)}>
          Exportar
        </Button>
      </header>
      {rows.length === 0 ? (
        <EmptyState
          title="Sin transacciones aún"
          description="Cuando pagues un pedido o recibas una recompensa, aparecerá aquí."
          action={
            <Link href="/pedidos" variant="button-secondary">
              Ver pedidos disponibles
            </Link>
          }
        />
      ) : (
        <Table aria-label="Historial de pagos" columns={COLUMNS} rows={rows} />
      )}
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
