import { Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { CATEGORY_LABELS, flagFor, formatMoney, type ProductRequest } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import * as styles from '#app/styles/page.css';

export const meta: MetaFunction = () => [{ title: 'Pedidos Disponibles - Conexión Global' }];

export async function clientLoader() {
  const requests = await getMarketplace().requests.listNewestFirst();
  return { requests };
}

export default function Pedidos() {
  const { requests } = useLoaderData<typeof clientLoader>();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Pedidos Disponibles</h1>
      {requests.length === 0 ? (
        <p>Todavía no hay pedidos publicados.</p>
      ) : (
        <ul className={styles.grid} aria-label="Pedidos">
          {requests.map((r: ProductRequest) => (
            <li key={r.id}>
              <Link to={`/pedidos/${r.id}`}>
                <span aria-hidden="true">{flagFor(r.country)}</span> {r.productName}
              </Link>
              <div>
                País de compra: {r.country} · {CATEGORY_LABELS[r.category]} · Recompensa: {formatMoney(r.rewardCents, 'USD')}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
