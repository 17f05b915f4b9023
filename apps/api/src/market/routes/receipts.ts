// The purchase receipt (issue 37, decisions 035, 050). The upload is limited per person as a
// dispute's photos are; the file goes only to the order's parties (and support under an open
// dispute) — anyone else reads the 404 of a missing thing — and only as a download: attachment,
// its exact type, nosniff, never from a shared cache. The app's CSP stays on it (frame-src,
// object-src and frame-ancestors 'none': no page, ours or another's, shows it inline).
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { implement, missing, type Kit, type Registration } from '#src/market/serve';

export function receiptRoutes(kit: Kit): Registration[] {
  const { m, addressOf, limiter } = kit;
  return implement(routes.receipts, kit.shapes.receipts, {
    upload: {
      limit: (c) => limiter.limited(c, `receipt:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.verificationPerUser),
      handle: (c, { params, form }) => m.receipts.upload(actorOf(c), params.id, form),
    },
    download: {
      async handle(c, { params }) {
        const file = await m.receipts.file(actorOf(c), params.id);
        if (!file) return missing;
        return new Response(file.blob, {
          headers: {
            'Content-Type': file.blob.type,
            'Content-Disposition': `attachment; filename="${file.fileName}"`,
            'Content-Length': String(file.blob.size),
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      },
    },
  });
}
