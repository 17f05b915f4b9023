import { useLoaderData, type MetaFunction } from '@remix-run/react';
import type { TransactionRow } from '@cg/domain';
import { Button, Card, Link, visuallyHiddenClass } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { toast } from '#app/lib/toast';
import { downloadText, toCsv } from '#app/lib/csv';
import { formatDate, formatIsoDay } from '#app/lib/format';
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
  const csv = toCsv(
    ['Fecha', 'Tipo', 'Descripción', 'Monto (USD)', 'Estado', 'Referencia'],
    rows.map((r) => [formatIsoDay(r.date), r.type, r.description, (r.amountCents / 100).toFixed(2), r.status, r.id]),
  );
  downloadText(`historial-de-pagos-${formatIsoDay(new Date().toISOString())}.csv`, csv);
}

export default function PaymentHistory() {
  const data = useLoaderData<typeof clientLoader>();
  if (!data.loggedIn) return <LoginRequired title="Historial de pagos" />;
  const { rows } = data;
  return (
    <main className={page.page}>
      <header className={content.row}>
        <div className={content.header}>
          <h1 className={page.title}>Historial de pagos</h1>
          <p className={content.muted}>Tus pagos de pedidos y las recompensas que recibiste.</p>
        </div>
        <Button variant="secondary" isDisabled={rows.length === 0} onPress={() => exportCsv(rows)}>
          Exportar
        </Button>
      </header>
      {rows.length === 0 ? (
        <Card variant="sunken" padding="lg" gap="sm">
          <h2 className={content.cardTitle}>Sin transacciones aún</h2>
          <p className={content.muted}>Cuando pagues un pedido o recibas una recompensa, aparecerá aquí.</p>
          <div className={content.actions}>
            <Link href="/pedidos" variant="standalone">
              Ver pedidos disponibles
            </Link>
          </div>
        </Card>
      ) : (
        <div className={content.tableWrap} role="region" aria-labelledby="historial-caption" tabIndex={0}>
          <table className={content.table}>
            <caption id="historial-caption" className={visuallyHiddenClass}>
              Transacciones, de la más reciente a la más antigua
            </caption>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Descripción</th>
                <th scope="col">Monto</th>
                <th scope="col">Estado</th>
                <th scope="col">Factura</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <time dateTime={row.date}>{formatDate(row.date)}</time>
                  </td>
                  <td>
                    <strong>{row.type}</strong>
                    <br />
                    {row.description}
                  </td>
                  <td className={row.amountCents >= 0 ? content.amountPositive : content.amountNegative}>{row.amountText}</td>
                  <td>
                    <span className={row.status === 'Completado' ? content.badge : content.badgeMuted}>{row.status}</span>
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Ver factura: ${row.description}`}
                      onPress={() => toast({ title: 'Factura en camino', description: 'Te enviaremos la factura por email.' })}
                    >
                      Ver factura
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}
