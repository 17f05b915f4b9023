// The purchase receipt over HTTP (issue 37, decision 050): the traveller uploads the amount paid and
// a photo or a PDF while the order is paid; the buyer is told; the two parties (and support under an
// open dispute) download it — as a download only — and anyone else reads a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_PDF_MAX_BYTES } from '@cg/domain';
import { photo, testDatabase, testServer } from '#src/testing/market';
import { paidOrder, supportAccount } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
// The amounts are written as formatMoney writes them: "US$" and the number with a no-break space between.
afterAll(async () => {
  await (await testDatabase()).close();
});

/** A small, real-looking PDF: its header, one empty page, its end. */
const pdfBytes = (extra = 0) =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n${' '.repeat(extra)}trailer << /Root 1 0 R >>\n%%EOF\n`,
  );

function receiptForm(amount: string, file: Blob | null, name = 'comprobante.pdf'): FormData {
  const form = new FormData();
  form.set('amount', amount);
  if (file) form.set('file', file, name);
  return form;
}

interface Order {
  status: string;
  purchaseReceipt: { amountCents: number; currency: string; kind: string; fileId: string; uploadedAt: string } | null;
}
interface Refusal {
  code: string;
  title: string;
  description: string;
  fieldErrors?: Record<string, string>;
}

describe('the purchase receipt', () => {
  it('is uploaded by the traveller with the amount as typed; the buyer is told and both read it', async () => {
    const server = await testServer();
    const { buyer, traveller, request } = await paidOrder(server);
    const path = `/api/orders/${request.id}/receipt`;
    const up = await traveller.json<Order>(path, {
      method: 'POST',
      body: receiptForm('1.234,50', await photo(1200, 900), 'ticket.png'),
    });
    expect(up.status).toBe(200);
    expect(up.data.purchaseReceipt).toMatchObject({ amountCents: 123_450, currency: 'USD', kind: 'image' });
    const seen = await buyer.json<Order>(`/api/orders/${request.id}`);
    expect(seen.data.purchaseReceipt).toEqual(up.data.purchaseReceipt);
    const told = (await buyer.json<{ kind: string; text: string }[]>('/api/notifications')).data.find(
      (n) => n.kind === 'receipt_uploaded',
    );
    expect(told?.text.replace(/\s/g, ' ')).toBe(
      'Tu viajero subió el comprobante de compra de Kindle Paperwhite: US$ 1.234,50',
    );
    // A photo went through the pipeline: re-encoded as WebP, downloaded as such.
    const file = await buyer.request(path);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/webp');
    expect(file.headers.get('Content-Disposition')).toBe(
      `attachment; filename="comprobante-${request.id.replace(/-/g, '').slice(0, 8)}.webp"`,
    );
    // Never a photo to anyone: /photos/:id does not serve a receipt, even to its parties.
    const fileId = up.data.purchaseReceipt?.fileId ?? '';
    expect((await buyer.request(`/api/photos/${fileId}`)).status).toBe(404);
  });

  it('accepts a PDF, kept byte for byte and served only as a download, to the parties alone', async () => {
    const server = await testServer();
    const { buyer, traveller, stranger, request } = await paidOrder(server);
    const path = `/api/orders/${request.id}/receipt`;
    const bytes = pdfBytes();
    // The type the upload claims is not believed: the bytes say PDF.
    const up = await traveller.json<Order>(path, {
      method: 'POST',
      body: receiptForm('120', new Blob([bytes], { type: 'application/octet-stream' })),
    });
    expect([up.status, up.data.purchaseReceipt?.kind, up.data.purchaseReceipt?.amountCents]).toEqual([
      200,
      'pdf',
      12_000,
    ]);
    for (const party of [buyer, traveller]) {
      const res = await party.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(res.headers.get('Content-Disposition')).toBe(
        `attachment; filename="comprobante-${request.id.replace(/-/g, '').slice(0, 8)}.pdf"`,
      );
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      // The app's policy stays on it: no page may frame or embed it, nothing inline runs.
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
    // Someone else's receipt: what an unknown order answers.
    const other = await stranger.request(path);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'not_found' });
    expect((await stranger.request(`/api/orders/no-such-order/receipt`)).status).toBe(404);
    // Support reads it only while a dispute on the order is open.
    const admin = await supportAccount(server);
    expect((await admin.request(path)).status).toBe(404);
    const dispute = new FormData();
    dispute.set('reason', 'not_delivered');
    dispute.set('text', 'Pasó la fecha y no recibí nada.');
    expect((await buyer.json(`/api/orders/${request.id}/dispute`, { method: 'POST', body: dispute })).status).toBe(201);
    expect((await admin.request(path)).status).toBe(200);
  });

  it('is refused to the buyer and to anyone else, storing nothing', async () => {
    const server = await testServer();
    const { buyer, stranger, request } = await paidOrder(server);
    const path = `/api/orders/${request.id}/receipt`;
    for (const who of [buyer, stranger]) {
      const res = await who.json<Refusal>(path, { method: 'POST', body: receiptForm('120', new Blob([pdfBytes()])) });
      expect([res.status, res.data.code]).toEqual([404, 'not_found']);
    }
    expect((await buyer.json<Order>(`/api/orders/${request.id}`)).data.purchaseReceipt).toBeNull();
    expect((await buyer.request(path)).status).toBe(404);
  });

  it('refuses HTML named .pdf, SVG, a PDF over its cap and a bad amount, in Spanish, storing nothing', async () => {
    const server = await testServer();
    const { buyer, traveller, request } = await paidOrder(server);
    const path = `/api/orders/${request.id}/receipt`;
    const html = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'application/pdf' });
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: 'image/svg+xml',
    });
    for (const [file, name] of [
      [html, 'comprobante.pdf'],
      [svg, 'comprobante.svg'],
    ] as const) {
      const res = await traveller.json<Refusal>(path, { method: 'POST', body: receiptForm('120', file, name) });
      expect([res.status, res.data.code, res.data.title]).toEqual([422, 'image_invalid', 'Archivo no válido']);
      expect(res.data.fieldErrors?.file).toMatch(/foto .* o un PDF/);
    }
    const big = await traveller.json<Refusal>(path, {
      method: 'POST',
      body: receiptForm('120', new Blob([pdfBytes(RECEIPT_PDF_MAX_BYTES)])),
    });
    expect([big.status, big.data.code, big.data.title]).toEqual([413, 'file_too_large', 'PDF demasiado grande']);
    const ambiguous = await traveller.json<Refusal>(path, {
      method: 'POST',
      body: receiptForm('1.599', new Blob([pdfBytes()])),
    });
    expect([ambiguous.status, ambiguous.data.code]).toEqual([422, 'validation']);
    expect(ambiguous.data.fieldErrors?.amount).toMatch(/se puede leer de dos maneras/);
    const zero = await traveller.json<Refusal>(path, {
      method: 'POST',
      body: receiptForm('0', new Blob([pdfBytes()])),
    });
    expect(zero.data.fieldErrors?.amount).toBe('El monto tiene que ser mayor que cero.');
    const none = await traveller.json<Refusal>(path, { method: 'POST', body: receiptForm('120', null) });
    expect([none.status, none.data.code]).toEqual([422, 'image_required']);
    expect((await buyer.json<Order>(`/api/orders/${request.id}`)).data.purchaseReceipt).toBeNull();
    expect(await server.market.store.read((r) => r.requests.list({ receiptFile: 'x' }))).toEqual([]);
  });

  it('is replaced until delivery (the old file deleted), and refused once the order is completed', async () => {
    const server = await testServer();
    const { buyer, traveller, request } = await paidOrder(server);
    const path = `/api/orders/${request.id}/receipt`;
    const first = await traveller.json<Order>(path, {
      method: 'POST',
      body: receiptForm('120', new Blob([pdfBytes()])),
    });
    const second = await traveller.json<Order>(path, {
      method: 'POST',
      body: receiptForm('118,40', new Blob([pdfBytes(10)])),
    });
    expect(second.data.purchaseReceipt?.amountCents).toBe(11_840);
    expect(second.data.purchaseReceipt?.fileId).not.toBe(first.data.purchaseReceipt?.fileId);
    const replaced = (await buyer.json<{ kind: string; text: string }[]>('/api/notifications')).data.filter(
      (n) => n.kind === 'receipt_uploaded',
    );
    expect(replaced.map((n) => n.text.replace(/\s/g, ' '))).toContain(
      'Tu viajero reemplazó el comprobante de compra de Kindle Paperwhite: US$ 118,40',
    );
    // The first file is gone.
    const images = (await import('@cg/db')).createSqlImageStore(server.database.db);
    expect(await images.get(first.data.purchaseReceipt?.fileId ?? '')).toBeNull();

    const code = await buyer.json<{ code: string }>(`/api/orders/${request.id}/code`);
    const done = await traveller.json(`/api/orders/${request.id}/code/confirm`, {
      method: 'POST',
      body: { code: code.data.code },
    });
    expect(done.status).toBe(200);
    const late = await traveller.json<Refusal>(path, {
      method: 'POST',
      body: receiptForm('100', new Blob([pdfBytes()])),
    });
    expect([late.status, late.data.code, late.data.title]).toEqual([409, 'invalid_transition', 'Ahora no se puede']);
    // The receipt stays with the completed order, for both.
    expect((await buyer.json<Order>(`/api/orders/${request.id}`)).data.purchaseReceipt?.amountCents).toBe(11_840);
    expect((await buyer.request(path)).status).toBe(200);
  });

  it('is a receipt file the hourly sweep keeps, while a receipt file no order names is deleted once an hour old', async () => {
    const server = await testServer();
    const { buyer, traveller, request } = await paidOrder(server);
    const path = `/api/orders/${request.id}/receipt`;
    const up = await traveller.json<Order>(path, { method: 'POST', body: receiptForm('120', new Blob([pdfBytes()])) });
    const named = up.data.purchaseReceipt?.fileId ?? '';
    // The upload stored its file as a receipt's: the kind the sweep looks at (ids are UUIDs).
    expect(JSON.stringify(await server.database.db.execute(`select kind from images where id = '${named}'`))).toContain(
      '"kind":"receipt"',
    );
    const { createSqlImageStore, sweepReceiptFiles } = await import('@cg/db');
    const images = createSqlImageStore(server.database.db);
    // What an upload stopped between storing its file and the order's write leaves (or a replaced
    // receipt whose delete failed); and a photo, which no receipt sweep touches.
    const unnamed = await images.put(new Blob([pdfBytes(3)], { type: 'application/pdf' }), 'receipt');
    const photoId = await images.put(await photo(20, 20));
    // Younger than the cut-off: it may be an upload on its way, so it stays.
    expect(await sweepReceiptFiles(server.database.db, new Date(Date.now() - 60 * 60 * 1000))).toBe(0);
    expect(await images.get(unnamed)).not.toBeNull();
    expect(await sweepReceiptFiles(server.database.db, new Date(Date.now() + 60_000))).toBe(1);
    expect(await images.get(unnamed)).toBeNull();
    expect(await images.get(named)).not.toBeNull();
    expect(await images.get(photoId)).not.toBeNull();
    expect((await buyer.request(path)).status).toBe(200);
  });
});
