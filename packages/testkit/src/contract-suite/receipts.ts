import { describe, expect, it } from 'vitest';
import type { Change } from '@cg/domain/ports/changes';
import { RECEIPT_PDF_MAX_BYTES } from '@cg/domain/rules/receipts';
import { type EngineFactory, rejection, scenario, validBilling } from '#src/contract-suite/engine';
import { pngBlob } from '#src/png';

/** A small PDF: its header, an empty catalogue, its end (`extra` spaces make it larger). */
const pdfBytes = (extra = 0) =>
  new TextEncoder().encode(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n${' '.repeat(extra)}%%EOF\n`);
const pdfBlob = (extra = 0) => new Blob([pdfBytes(extra)], { type: 'application/pdf' });

/** The purchase receipt (issue 37, decision 050), on every storage. */
export function receiptsContract(engine: EngineFactory) {
  describe('the purchase receipt', () => {
    it("is the traveller's to upload while paid: its metadata on the order for both, the buyer told, the parties' pages changed", async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.paid();
      const heard: Change[] = [];
      const off = s.changes.subscribe((c) => heard.push(c));
      const view = await s.market.receipts.upload(traveller, request.id, { amount: '249,99', file: pdfBlob() });
      off();
      expect(view.purchaseReceipt).toMatchObject({ amountCents: 24_999, currency: 'USD', kind: 'pdf' });
      for (const party of [buyer, traveller]) {
        expect((await s.market.requests.order(party, request.id))?.purchaseReceipt).toEqual(view.purchaseReceipt);
      }
      // Only the parties hear of it (decision 038): nothing public changed.
      expect(heard).toContainEqual({ topic: 'requests', ids: [request.id], audience: [buyer.id, traveller.id] });
      expect(heard.some((c) => c.audience === 'everyone')).toBe(false);
      const told = (await s.market.notifications.list(buyer)).find((n) => n.kind === 'receipt_uploaded');
      expect(told?.text.replace(/\s/g, ' ')).toBe(
        'Tu viajero subió el comprobante de compra de Nintendo Switch OLED: US$ 249,99',
      );
      expect(told?.link).toBe(`/pedidos/${request.id}`);
      // The file, byte for byte, to both parties; to nobody else.
      for (const party of [buyer, traveller]) {
        const file = await s.market.receipts.file(party, request.id);
        expect(file?.kind).toBe('pdf');
        expect(file?.fileName).toMatch(/^comprobante-[A-Za-z0-9]{1,8}\.pdf$/);
        expect(new Uint8Array(await (file?.blob ?? new Blob()).arrayBuffer())).toEqual(pdfBytes());
      }
      const stranger = await s.user();
      expect(await s.market.receipts.file(stranger, request.id)).toBeNull();
      expect(await s.market.receipts.file(null, request.id)).toBeNull();
      // Never a photo: the photo read does not serve it, even to its parties.
      expect(await s.readPhoto(buyer, view.purchaseReceipt?.fileId ?? '')).toBeNull();
    });

    it('takes a photo through the image pipeline, and replaces the receipt until delivery', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      const first = await s.market.receipts.upload(traveller, request.id, { amount: '250', file: pdfBlob() });
      const photos = await s.images.count();
      const second = await s.market.receipts.upload(traveller, request.id, { amount: '248.10', file: pngBlob() });
      expect(second.purchaseReceipt).toMatchObject({ amountCents: 24_810, kind: 'image' });
      // The first file is gone: one stored file per receipt.
      expect(await s.images.count()).toBe(photos);
      expect(await s.images.get(first.purchaseReceipt?.fileId ?? '')).toBeNull();
      expect((await s.market.receipts.file(buyer, request.id))?.kind).toBe('image');
      await s.market.requests.confirmDelivery(traveller, request.id, code);
      const late = await rejection(s.market.receipts.upload(traveller, request.id, { amount: '1', file: pdfBlob() }));
      expect([late.code, late.title]).toEqual(['invalid_transition', 'Ahora no se puede']);
      // It stays with the completed order.
      expect((await s.market.requests.order(buyer, request.id))?.purchaseReceipt?.amountCents).toBe(24_810);
    });

    it('leaves one stored file when two uploads race: both succeed in turn, the first file deleted', async () => {
      // Each upload's transaction reads the order, then writes the receipt. Here each waits before
      // its write until the other has read (or 300 ms): were both to read "no receipt", the second
      // write would take the first's place unseen and leave its file named by nothing. They do not:
      // a transaction reads the order FOR UPDATE on SQL (the second read waits for the first
      // commit) and one transaction runs at a time in the browser, so the second replaces the first.
      let waiting: (() => void) | null = null;
      const meet = () =>
        new Promise<void>((resolve) => {
          if (waiting) {
            waiting();
            waiting = null;
            resolve();
            return;
          }
          const timer = setTimeout(() => {
            waiting = null;
            resolve();
          }, 300);
          waiting = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      const s = scenario(engine, {
        decorateRepositories: (repos) => ({
          ...repos,
          requests: {
            ...repos.requests,
            update: async (id, expected, patch) => {
              if (patch.purchaseReceipt) await meet();
              return repos.requests.update(id, expected, patch);
            },
          },
        }),
      });
      const { buyer, traveller, request } = await s.paid();
      const stored = await s.images.count();
      const results = await Promise.allSettled([
        s.market.receipts.upload(traveller, request.id, { amount: '100', file: pdfBlob() }),
        s.market.receipts.upload(traveller, request.id, { amount: '101', file: pdfBlob(1) }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const receipt = (await s.market.requests.order(buyer, request.id))?.purchaseReceipt;
      // The receipt's file is the only one added: the replaced upload's file was deleted.
      expect(await s.images.count()).toBe(stored + 1);
      expect(await s.images.get(receipt?.fileId ?? '')).not.toBeNull();
    });

    it('refuses the buyer, anyone else, an order not paid, and what is neither a photo nor a PDF — storing nothing', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      const stranger = await s.user();
      const stored = await s.images.count();
      const notPaid = await rejection(
        s.market.receipts.upload(traveller, request.id, { amount: '1', file: pdfBlob() }),
      );
      expect(notPaid.code).toBe('invalid_transition');
      await s.market.payments.payWithCard(buyer, request.id, validBilling, 'tok_visa');
      expect(
        (await rejection(s.market.receipts.upload(buyer, request.id, { amount: '1', file: pdfBlob() }))).code,
      ).toBe(s.forbidden);
      expect(
        (await rejection(s.market.receipts.upload(stranger, request.id, { amount: '1', file: pdfBlob() }))).code,
      ).toBe('not_found');
      const html = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'application/pdf' });
      const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
      for (const file of [html, svg]) {
        const refused = await rejection(s.market.receipts.upload(traveller, request.id, { amount: '10', file }));
        expect([refused.code, refused.title]).toEqual(['image_invalid', 'Archivo no válido']);
      }
      const big = await rejection(
        s.market.receipts.upload(traveller, request.id, { amount: '10', file: pdfBlob(RECEIPT_PDF_MAX_BYTES) }),
      );
      expect(big.code).toBe('file_too_large');
      const amount = await rejection(
        s.market.receipts.upload(traveller, request.id, { amount: 'diez', file: pdfBlob() }),
      );
      expect([amount.code, amount.fieldErrors.amount]).toEqual([
        'validation',
        'Escribe el monto solo con números y, si tiene centavos, una coma o un punto antes de ellos (por ejemplo 159,99).',
      ]);
      expect(await s.images.count()).toBe(stored);
      expect((await s.market.requests.order(buyer, request.id))?.purchaseReceipt).toBeNull();
    });

    it("stays with the buyer's order when the traveller deletes the account; your data lists its metadata", async () => {
      const s = scenario(engine);
      const { buyer, traveller, request, code } = await s.paid();
      const view = await s.market.receipts.upload(traveller, request.id, { amount: '240', file: pdfBlob() });
      const travellersData = await s.market.data.exportMine(traveller);
      expect(travellersData.deliveries.find((o) => o.id === request.id)?.purchaseReceipt).toEqual(view.purchaseReceipt);
      expect(
        (await s.market.data.exportMine(buyer)).requests.find((o) => o.id === request.id)?.purchaseReceipt,
      ).toEqual(view.purchaseReceipt);
      await s.market.requests.confirmDelivery(traveller, request.id, code);
      await s.market.accounts.deleteAccount(traveller, { currentPassword: 'secreto123' });
      expect((await s.market.requests.order(buyer, request.id))?.purchaseReceipt).toEqual(view.purchaseReceipt);
      expect((await s.market.receipts.file(buyer, request.id))?.kind).toBe('pdf');
    });

    it('draws the receipts pack (decision 053) for its two parties once paid: the order, both full names, the trip', async () => {
      const s = scenario(engine);
      const { buyer, traveller, request } = await s.accepted();
      const early = await rejection(s.market.receipts.pack(buyer, request.id));
      expect([early.code, early.title]).toEqual(['invalid_transition', 'Todavía no hay comprobantes']);
      const stranger = await s.user();
      expect(await s.market.receipts.pack(stranger, request.id)).toBeNull();
      const paid = await s.paid();
      for (const party of [paid.buyer, paid.traveller]) {
        const source = await s.market.receipts.pack(party, paid.request.id);
        expect(source?.order.id).toBe(paid.request.id);
        expect(source?.order.payment?.totalUsdCents).toBeGreaterThan(0);
        expect([source?.buyerName, source?.travellerName]).toEqual(['Ana García', 'Tomás Pérez']);
      }
      expect(await s.market.receipts.pack(stranger, paid.request.id)).toBeNull();
      expect(await s.market.receipts.pack(null, paid.request.id)).toBeNull();
      expect(await s.market.receipts.pack(traveller, 'nope')).toBeNull();
    });
  });
}
