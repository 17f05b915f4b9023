// Photos (decision 035): a request's photo is public with its request; a dispute's photos are
// served only to the order's two parties and support (anyone else gets the 404 of a missing
// photo), never from a shared cache. Verification documents are never served.
import { routes } from '@cg/domain/api';
import { actorOf } from '#src/market/actor';
import { implement, missing, type Kit, type Registration } from '#src/market/serve';

export function photoRoutes(kit: Kit): Registration[] {
  return implement(routes.photos, kit.shapes.photos, {
    read: {
      async handle(c, { params }) {
        const photo = await kit.market.readPhoto(actorOf(c), params.id);
        if (!photo) return missing;
        return new Response(photo.blob, {
          headers: {
            'Content-Type': photo.blob.type,
            'Cache-Control': photo.restricted ? 'private, no-store' : 'public, max-age=31536000, immutable',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      },
    },
  });
}
