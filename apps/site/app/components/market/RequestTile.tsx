// Interim request card until @cg/ui's RequestCard is exported (then this file composes it).
import { CATEGORY_LABELS, flagFor, formatReward, type ProductRequest } from '@cg/domain';
import { Card, Flag, Link } from '@cg/ui';
import { useImageUrl } from '#app/lib/use-image';
import * as styles from '#app/styles/market.css';

export function ProductImage({ request, className }: { request: ProductRequest; className: string }) {
  const url = useImageUrl(request.imageId);
  // Spec: a default stock image when the request has none. The name is in the card's heading.
  return <img src={url ?? '/producto-generico.svg'} alt="" className={className} width={400} height={300} loading="lazy" />;
}

export function RequestTile({
  request,
  href,
  actionLabel,
  headingLevel = 3,
}: {
  request: ProductRequest;
  href: string;
  actionLabel: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" padding="md" gap="sm" aria-labelledby={`req-${request.id}`}>
      <ProductImage request={request} className={styles.cardImage} />
      {request.isExample ? <span className={styles.exampleTag}>Ejemplo</span> : null}
      <Heading id={`req-${request.id}`} className={styles.cardTitle}>
        <Flag country={request.country} emoji={flagFor(request.country)} decorative /> {request.productName}
      </Heading>
      <dl className={styles.facts}>
        <dt>País de compra</dt>
        <dd>{request.country}</dd>
        <dt>Categoría</dt>
        <dd>{CATEGORY_LABELS[request.category]}</dd>
        <dt>Recompensa</dt>
        <dd>{formatReward(request.rewardCents, 'USD')}</dd>
      </dl>
      <Link href={href} variant="button-primary" aria-label={`${actionLabel}: ${request.productName}`}>
        {actionLabel}
      </Link>
    </Card>
  );
}
