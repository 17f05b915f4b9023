// The purchase receipt (issue 37, decisions 035, 050). The upload is limited per person as a
// dispute's photos are; the file goes only to the order's parties (and support under an open
// dispute) — anyone else reads the 404 of a missing thing — and only as a download: attachment,
// its exact type, nosniff, never from a shared cache. The app's CSP stays on it (frame-src,
// object-src and frame-ancestors 'none': no page, ours or another's, shows it inline). The receipts
// pack (decision 053) is served the same way, to the same two parties.
import { receiptsPack } from '@cg/domain';
import { routes } from '@cg/domain/api';
import { actorOf, userIdOf } from '#src/market/actor';
import { packPdf } from '#src/market/pack-pdf';
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
    // The receipts pack (decision 053): what it is drawn from, to the page; and the same as a PDF,
    // with the receipt's file inside, as a download. The parties only (the contract's null: 404).
    packSource: {
      handle: async (c, { params }) => (await m.receipts.pack(actorOf(c), params.id)) ?? missing,
    },
    pack: {
      limit: (c) => limiter.limited(c, `pack:${userIdOf(c) ?? addressOf(c)}`, limiter.limits.packPerUser),
      async handle(c, { params }) {
        const actor = actorOf(c);
        const source = await m.receipts.pack(actor, params.id);
        if (!source) return missing;
        const pack = receiptsPack(source);
        const file = pack.receiptFile ? await m.receipts.file(actor, params.id) : null;
        const receipt = file ? { kind: file.kind, bytes: new Uint8Array(await file.blob.arrayBuffer()) } : null;
        const bytes = await packPdf({ pack, receipt });
        // pdf-lib answers a Uint8Array over any buffer; a Response takes one over an ArrayBuffer.
        return new Response(new Uint8Array(bytes), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="${pack.fileName}"`,
            'Content-Length': String(bytes.byteLength),
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        });
      },
    },
  });
}
