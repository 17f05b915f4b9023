// The receipts pack over HTTP (issue 37, decision 053): its two parties download one PDF — the
// order's sections, then the purchase receipt itself (a photo on its page, a PDF's pages appended,
// a broken PDF named instead) — as a download only; anyone else reads a 404, a party of an order
// not paid yet a 409 in Spanish.
import { inflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photo, testDatabase, testServer } from '#src/testing/market';
import { paidOrder, publish, type Person } from '#src/testing/people';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

/** A real PDF of `pages` pages, each saying `text`. */
async function receiptPdf(text: string, pages = 2): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1)
    doc.addPage([300, 400]).drawText(`${text} ${String(i + 1)}`, { x: 20, y: 300, font });
  return doc.save();
}

function receiptForm(amount: string, file: Blob, name: string): FormData {
  const form = new FormData();
  form.set('amount', amount);
  form.set('file', file, name);
  return form;
}

async function upload(traveller: Person, id: string, amount: string, file: Blob, name = 'ticket.pdf') {
  const res = await traveller.request(`/api/orders/${id}/receipt`, {
    method: 'POST',
    body: receiptForm(amount, file, name),
  });
  expect(res.status).toBe(200);
}

/**
 * The text a PDF writes with the standard fonts: every content stream inflated, each shown string
 * (hex, as pdf-lib writes WinAnsi) decoded as Latin-1 — enough to find the amounts and the names.
 */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const data = Buffer.from(raw.slice(start, end), 'latin1');
    let content: string;
    try {
      content = inflateSync(data).toString('latin1');
    } catch {
      content = data.toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      out.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
    for (const shown of content.matchAll(/\(([^)]*)\)\s*Tj/g)) out.push(shown[1] ?? '');
  }
  return out.join('\n').replace(/\u00a0/g, ' ');
}

async function packOf(b: Person, id: string) {
  const res = await b.request(`/api/orders/${id}/pack`);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('the receipts pack', () => {
  it('is a PDF download for both parties: the sections, the amounts, the names, then the PDF receipt’s pages', async () => {
    const server = await testServer();
    const { buyer, traveller, request } = await paidOrder(server);
    await upload(traveller, request.id, '118,40', new Blob([new Uint8Array(await receiptPdf('TICKET-TIENDA'))]));
    const order = (
      await buyer.json<{ payment: { totalUsdCents: number; paymentId: string } }>(`/api/orders/${request.id}`)
    ).data;
    for (const party of [buyer, traveller]) {
      const { res, bytes } = await packOf(party, request.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      expect(res.headers.get('Content-Disposition')).toBe(
        `attachment; filename="conexion-global-pedido-${request.id}.pdf"`,
      );
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      // The sections, with Spanish accents (WinAnsi), the money and the provider's id.
      for (const words of [
        'El pedido',
        'Lo acordado',
        'Cláusula aduanera',
        'Comprobante de compra',
        'El pago',
        'La liberación',
      ]) {
        expect(text).toContain(words);
      }
      expect(text).toContain('Kindle Paperwhite');
      expect(text).toContain(`US$ ${(order.payment.totalUsdCents / 100).toFixed(2).replace('.', ',')}`);
      expect(text).toContain(order.payment.paymentId);
      expect(text).toContain('US$ 118,40');
      // The receipt's own two pages follow the pack's.
      expect(text).toContain('TICKET-TIENDA 1');
      expect(text).toContain('TICKET-TIENDA 2');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows a photo receipt on its own page, and says so when a PDF receipt cannot be read', async () => {
    const server = await testServer();
    const { buyer, traveller, request } = await paidOrder(server);
    await upload(traveller, request.id, '100', await photo(900, 1200), 'ticket.png');
    const withPhoto = await packOf(buyer, request.id);
    expect(withPhoto.res.status).toBe(200);
    // The photo, stored as WebP, is in the PDF as a JPEG image.
    expect(Buffer.from(withPhoto.bytes).toString('latin1')).toContain('/DCTDecode');
    expect(pdfText(withPhoto.bytes)).toContain('Comprobante de compra (foto)');

    const broken = new TextEncoder().encode('%PDF-1.7\nesto no es un PDF de verdad\n%%EOF\n');
    await upload(traveller, request.id, '100', new Blob([broken]));
    const withBroken = await packOf(traveller, request.id);
    expect(withBroken.res.status).toBe(200);
    expect(pdfText(withBroken.bytes)).toContain('El comprobante adjunto no se pudo incluir; descargalo aparte.');
  });

  it('serves what it is drawn from to the page, with both names, to the parties only', async () => {
    const server = await testServer();
    const { buyer, traveller, stranger, request } = await paidOrder(server);
    const me = async (p: Person) => (await p.json<{ name: string }>('/api/me')).data.name;
    const content = await traveller.json<{ buyerName: string; travellerName: string; order: { id: string } }>(
      `/api/orders/${request.id}/pack/content`,
    );
    expect(content.status).toBe(200);
    expect(content.data).toMatchObject({ buyerName: await me(buyer), travellerName: await me(traveller) });
    expect(content.data.order.id).toBe(request.id);
    expect(JSON.stringify(content.data)).not.toMatch(/@example\.com/);
    expect((await stranger.request(`/api/orders/${request.id}/pack/content`)).status).toBe(404);
  });

  it('is nobody else’s: a stranger, a visitor and an unknown id read 404; an unpaid order is 409 in Spanish', async () => {
    const server = await testServer();
    const { buyer, traveller, stranger, request } = await paidOrder(server);
    expect((await stranger.request(`/api/orders/${request.id}/pack`)).status).toBe(404);
    const visitor = (await import('#src/testing/market')).browser(server.app);
    expect((await visitor.request(`/api/orders/${request.id}/pack`)).status).toBe(404);
    expect((await buyer.request('/api/orders/no-existe/pack')).status).toBe(404);
    // Accepted, not paid: its parties are told why; anyone else still reads 404.
    const unpaid = await publish(buyer);
    expect((await traveller.json(`/api/orders/${unpaid.id}/accept`, { method: 'POST' })).status).toBe(200);
    const refused = await buyer.json<{ code: string; title: string; description: string }>(
      `/api/orders/${unpaid.id}/pack`,
    );
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      title: 'Todavía no hay comprobantes',
      description: 'Los comprobantes del pedido están disponibles cuando el pedido está pagado.',
    });
    expect((await stranger.request(`/api/orders/${unpaid.id}/pack`)).status).toBe(404);
  });
});
