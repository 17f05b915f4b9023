// A stored request as @cg/ui's RequestCard: resolves the stored photo and the flag.
import { flagFor, textFactsOf, type RequestView } from '@cg/domain';
import { RequestCard } from '@cg/ui';
import { useImageUrl } from '#app/lib/use-image';
import { restrictionWarning } from '#app/components/market/Restrictions';

export function RequestTile({
  request,
  href,
  actionLabel,
  headingLevel = 3,
  secondaryAction,
  priority = false,
}: {
  request: RequestView;
  href: string;
  actionLabel: string;
  headingLevel?: 2 | 3;
  secondaryAction?: { href: string; label: string };
  /** In the first screen: the photo loads at once, ahead of other images (RequestCard). */
  priority?: boolean;
}) {
  const url = useImageUrl(request.imageId);
  return (
    <RequestCard
      productName={request.productName}
      details={textFactsOf(request)}
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
      priority={priority}
    />
  );
}
