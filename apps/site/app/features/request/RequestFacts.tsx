import {
  CATEGORY_LABELS,
  flagFor,
  formatDate,
  formatMoney,
  isHttpUrl,
  textFactsOf,
  type RequestView,
} from '@cg/domain';
import { Link, type Flag as FlagDrawing } from '@cg/ui';
import { Fragment } from 'react';
import * as styles from '#app/styles/market.css';

/**
 * The request's facts: reward, price, country (with its flag once the flags' chunk is here, which
 * the loader waits for), category, the optional text facts given (the brand…), when, by whom, and
 * the product's address.
 */
export function RequestFacts({
  request,
  requester,
  Flag,
}: {
  request: RequestView;
  requester: { id: string; name: string } | null;
  Flag: typeof FlagDrawing | null;
}) {
  const safeUrl = isHttpUrl(request.productUrl);
  return (
    <dl className={styles.facts}>
      <dt>Recompensa</dt>
      <dd>
        <strong>{formatMoney(request.rewardCents, 'USD')}</strong>
      </dd>
      <dt>Precio estimado</dt>
      <dd>{formatMoney(request.estimatedPriceCents, request.currency)}</dd>
      <dt>País de compra</dt>
      <dd>
        {Flag ? <Flag country={request.country} code={flagFor(request.country)} decorative /> : null} {request.country}
      </dd>
      <dt>Categoría</dt>
      <dd>{CATEGORY_LABELS[request.category]}</dd>
      {textFactsOf(request).map((fact) => (
        <Fragment key={fact.key}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Fragment>
      ))}
      <dt>Publicado</dt>
      <dd>
        <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
      </dd>
      <dt>Pedido por</dt>
      <dd>{requester ? <Link href={`/profile/${requester.id}`}>{requester.name}</Link> : 'Invitado'}</dd>
      <dt>Enlace del producto</dt>
      <dd>
        {/* The address is always shown as text; only an http(s) address is also a live link. */}
        <span className={styles.linkText}>{request.productUrl}</span>
        {safeUrl ? (
          <>
            {' '}
            <Link href={request.productUrl} isExternal>
              Abrir enlace
            </Link>
          </>
        ) : null}
      </dd>
    </dl>
  );
}
