/**
 * The purchase receipt (issue 37, decision 050): the order's traveller uploads what was really
 * paid and the file that shows it, replaceable until delivery; the buyer is told, both parties'
 * pages change live; the file is read by the two parties (and support while a dispute is open).
 * What the amount does to the money at release is reconciliation's, not this module's.
 */
import type { ReceiptsArea } from '#src/contract';
import { formatMoney } from '#src/money';
import { isPartyOf, orderView } from '#src/projections';
import { acceptImage, headBytes } from '#src/rules/images';
import {
  RECEIPT_PDF_MAX_BYTES,
  receiptAmountCents,
  receiptError,
  receiptFileName,
  receiptFixed,
  receiptOpen,
  sniffReceiptKind,
} from '#src/rules/receipts';
import type { ProductRequest, PurchaseReceipt } from '#src/schemas/product-request';
import { type Actor, userIdOf } from '#src/schemas/common';
import { requestChanged } from '#src/services/audiences';
import type { Context } from '#src/services/context';
import { type NotificationDraft, notify } from '#src/services/notifications';

/** What the buyer reads when the receipt arrives (or is replaced). */
const receiptUploadedNotice = (o: {
  buyerId: string;
  orderId: string;
  productName: string;
  amountText: string;
  replaced: boolean;
}): NotificationDraft => ({
  userId: o.buyerId,
  kind: 'receipt_uploaded',
  title: o.replaced ? 'Comprobante de compra reemplazado' : 'Comprobante de compra',
  text: `Tu viajero ${o.replaced ? 'reemplazó' : 'subió'} el comprobante de compra de ${o.productName}: ${o.amountText}`,
  link: `/pedidos/${o.orderId}`,
  orderId: o.orderId,
});

export function createReceiptsService(ctx: Context): ReceiptsArea {
  const { images, imageProcessor } = ctx.deps;
  // Stored as receipt files: a file no order names (an upload stopped between storing and the
  // order's write, a replaced file whose delete failed) is swept by the server (decision 050).
  const receiptFiles = { ...images, put: (file: Blob) => images.put(file, 'receipt') };

  /** The order's traveller, checked before any file is processed; the others refused as the contract says. */
  function authorize(request: ProductRequest | null, actorId: string): ProductRequest {
    if (!request || (request.userId !== actorId && request.acceptedBy !== actorId))
      return ctx.fail('not_found', 'notFound');
    if (request.acceptedBy !== actorId) throw receiptError('forbidden', 'onlyTraveller', null);
    if (!receiptOpen(request)) throw receiptError('invalid_transition', 'notNow', null);
    if (receiptFixed(request)) throw receiptError('invalid_transition', 'fixedByTopUp', null);
    return request;
  }

  /** Checks and stores the file: a photo through the pipeline, a PDF as sent. */
  async function store(file: Blob | null | undefined): Promise<{ id: string; kind: PurchaseReceipt['kind'] }> {
    if (!file || file.size === 0) throw receiptError('image_required', 'fileRequired');
    const kind = sniffReceiptKind(await headBytes(file));
    if (kind === null) throw receiptError('image_invalid', 'fileInvalid');
    if (kind === 'image') return { id: await acceptImage(file, receiptFiles, imageProcessor), kind };
    if (file.size > RECEIPT_PDF_MAX_BYTES) throw receiptError('file_too_large', 'pdfTooLarge');
    // Kept as sent, under the one type it is served as (whatever the upload claimed).
    return { id: await receiptFiles.put(new Blob([await file.arrayBuffer()], { type: 'application/pdf' })), kind };
  }

  return {
    async upload(actor, id, command) {
      const actorId = userIdOf(actor) ?? ctx.fail('login_required', 'actionRequired');
      const before = authorize(await ctx.read((r) => r.requests.byId(id)), actorId);
      const amountCents = receiptAmountCents(typeof command.amount === 'string' ? command.amount : '');
      const stored = await store(command.file);
      try {
        const { view, replaced } = await ctx.transaction(async (tx, changed) => {
          const request = authorize(await tx.requests.byId(id), actorId);
          const receipt: PurchaseReceipt = {
            amountCents,
            currency: before.currency,
            kind: stored.kind,
            fileId: stored.id,
            uploadedAt: ctx.now(),
          };
          // Decision 052: a top-up claimed meanwhile fixes the receipt; its claim is compared too.
          const won = await tx.requests.update(
            id,
            { status: 'paid', topUpClaim: request.topUp?.claim ?? null },
            { purchaseReceipt: receipt },
          );
          if (!won) throw receiptError('invalid_transition', 'notNow', null);
          const next: ProductRequest = { ...request, purchaseReceipt: receipt };
          const news = await notify(ctx, tx, [
            receiptUploadedNotice({
              buyerId: request.userId,
              orderId: id,
              productName: request.productName,
              amountText: formatMoney(amountCents, request.currency),
              replaced: request.purchaseReceipt !== null,
            }),
          ]);
          // The order's two parties alone: the receipt is nobody else's (decision 038).
          changed(requestChanged(next, 'parties'), news);
          return { view: orderView(next, actorId), replaced: request.purchaseReceipt };
        });
        // The replaced file is nobody's now.
        if (replaced && replaced.fileId !== stored.id) await images.delete(replaced.fileId).catch(() => undefined);
        return view;
      } catch (error) {
        await images.delete(stored.id).catch(() => undefined);
        throw error;
      }
    },

    async pack(actor: Actor, id) {
      const actorId = userIdOf(actor);
      if (actorId === null) return null;
      const found = await ctx.read(async (r) => {
        const request = await r.requests.byId(id);
        if (!request || !isPartyOf(request, actorId)) return null;
        const [buyer, traveller, trip] = await Promise.all([
          r.users.byId(request.userId),
          request.acceptedBy ? r.users.byId(request.acceptedBy) : null,
          request.tripId ? r.trips.byId(request.tripId) : null,
        ]);
        return { request, buyer, traveller, trip };
      });
      if (!found) return null;
      const { request, buyer, traveller, trip } = found;
      // Once paid: before, there is nothing to keep or to show at customs.
      if (!request.payment) throw receiptError('invalid_transition', 'packNotPaid', null);
      return {
        order: orderView(request, actorId),
        // Full names, as the two parties of a shared order see each other (projections.ts).
        buyerName: buyer?.name ?? 'Cuenta eliminada',
        travellerName: traveller?.name ?? request.acceptedByName ?? 'Cuenta eliminada',
        trip: trip
          ? {
              originCountry: trip.originCountry,
              province: trip.province,
              departureDate: trip.departureDate,
              returnDate: trip.returnDate,
              entryWay: trip.entryWay,
            }
          : null,
      };
    },

    async file(actor: Actor, id) {
      const actorId = userIdOf(actor);
      if (actorId === null) return null;
      const receipt = await ctx.read(async (r) => {
        const request = await r.requests.byId(id);
        if (!request?.purchaseReceipt) return null;
        if (request.userId === actorId || request.acceptedBy === actorId) return request.purchaseReceipt;
        // Support reads it as it reads the dispute's photos: while a dispute on the order is open.
        if (request.dispute?.status !== 'open') return null;
        return (await r.users.byId(actorId))?.isAdmin === true ? request.purchaseReceipt : null;
      });
      if (!receipt) return null;
      const blob = await images.get(receipt.fileId);
      if (!blob) return null;
      return { blob, kind: receipt.kind, fileName: receiptFileName(id, receipt, blob.type) };
    },
  };
}
