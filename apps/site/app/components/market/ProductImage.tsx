// The request page's photo: in a module of its own, so the page does not load the cards
// (RequestTile: the card, the restricted-items rules for its warning) to show one image.
import type { RequestView } from '@cg/domain';
import { defaultRequestImage } from '@cg/ui';
import { useImageUrl } from '#app/lib/use-image';

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
