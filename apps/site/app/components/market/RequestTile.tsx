// A stored request as @cg/ui's RequestCard: resolves the stored photo and the flag.
import { flagFor, type RequestView } from '@cg/domain';
import { RequestCard, defaultRequestImage } from '@cg/ui';
import { useImageUrl } from '#app/lib/use-image';
import { restrictionWarning } from '#app/components/market/Restrictions';

/** The request's photo, or the library's default stock image (spec: when there is none). */
export function ProductImage({ request, className }: { request: RequestView; className: string }) {
  const url = useImageUrl(request.imageId);
  return (
    <img
      src={url ?? defaultRequestImage}
      alt={url ? `Foto de ${request.productName}` : ''}
      className={className}
      width={400}
      height={300}
    />
  );
}

export function RequestTile({
  request,
  href,
  actionLabel,
  headingLevel = 3,
  secondaryAction,
}: {
  request: RequestView;
  href: string;
  actionLabel: string;
  headingLevel?: 2 | 3;
  secondaryAction?: { href: string; label: string };
}) {
  const url = useImageUrl(request.imageId);
  return (
    <RequestCard
      productName={request.productName}
      imageSrc={url ?? null}
      country={request.country}
      flag={flagFor(request.country)}
      rewardCents={request.rewardCents}
      estimatedPriceCents={request.estimatedPriceCents}
      currency={request.currency}
      href={href}
      actionLabel={actionLabel}
      isExample={request.isExample}
      headingLevel={headingLevel}
      warning={restrictionWarning(request)}
      secondaryAction={secondaryAction}
    />
  );
}
