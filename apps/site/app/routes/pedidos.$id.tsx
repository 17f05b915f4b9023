import { Link, redirect, useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from '@remix-run/react';
import { NO_NOTES_TEXT, flagFor, formatMoney } from '@cg/domain';
import { getMarketplace } from '#app/lib/marketplace.client';
import { useImageUrl } from '#app/lib/use-image';
import * as styles from '#app/styles/page.css';

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const request = await getMarketplace().requests.get(params.id ?? '');
  // Spec: an unknown request redirects to the list.
  if (!request) throw redirect('/pedidos');
  return { request };
}

export const meta: MetaFunction = ({ data }) => {
  const request = (data as Awaited<ReturnType<typeof clientLoader>> | undefined)?.request;
  return [{ title: request ? `${request.productName} - Conexión Global` : 'Pedido - Conexión Global' }];
};

export default function Pedido() {
  const { request } = useLoaderData<typeof clientLoader>();
  const image = useImageUrl(request.imageId);
  return (
    <main className={styles.page}>
      <p>
        <Link to="/pedidos">← Volver a los pedidos</Link>
      </p>
      <h1 className={styles.title}>{request.productName}</h1>
      {image ? <img src={image} alt={request.productName} width={320} /> : null}
      <dl>
        <dt>País de compra</dt>
        <dd>
          <span aria-hidden="true">{flagFor(request.country)}</span> {request.country}
        </dd>
        <dt>Precio estimado</dt>
        <dd>{formatMoney(request.estimatedPriceCents, request.currency)}</dd>
        <dt>Recompensa</dt>
        <dd>{formatMoney(request.rewardCents, 'USD')}</dd>
        <dt>Notas</dt>
        <dd>{request.notes || NO_NOTES_TEXT}</dd>
      </dl>
    </main>
  );
}
