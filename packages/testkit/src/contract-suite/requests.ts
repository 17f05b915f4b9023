import { describe, expect, it } from 'vitest';
import {
  type EngineFactory,
  newGuest,
  rejection,
  scenario,
  validBilling,
  validRequestInput as validRequest,
} from '#src/contract-suite/engine';
import { pngBlob } from '#src/png';

export function publishingContract(engine: EngineFactory) {
  describe('publishing a request', () => {
    it('publishes as a visitor with userId guest and status active', async () => {
      const { market } = scenario(engine);
      const r = await market.requests.publish(newGuest(), { ...validRequest, image: pngBlob() });
      expect(r).toMatchObject({ status: 'active', userId: 'guest', estimatedPriceCents: 24999, rewardCents: 2500 });
      expect(r.imageId).toBeTruthy();
      // The guest token stays with the guest: no read returns it (decision 012).
      expect(JSON.stringify(r)).not.toContain('guestToken');
    });

    it('refuses missing fields with the spec message and per-field errors', async () => {
      const { market } = scenario(engine);
      const e = await rejection(
        market.requests.publish(null, { ...validRequest, productName: '  ', image: pngBlob() }),
      );
      expect(e.title).toBe('Campos requeridos');
      expect(e.description).toBe('Por favor completa todos los campos obligatorios.');
      expect(e.fieldErrors.productName).toBe('El nombre del producto es obligatorio.');
    });

    it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://x.com/a'])('refuses the link %s', async (url) => {
      const { market } = scenario(engine);
      const e = await rejection(market.requests.publish(null, { ...validRequest, productUrl: url, image: pngBlob() }));
      expect(e.title).toBe('Enlace no válido');
      expect(e.fieldErrors.productUrl).toBe('El enlace del producto debe empezar con http:// o https://.');
    });

    it('refuses a reward off the slider step', async () => {
      const { market } = scenario(engine);
      const e = await rejection(market.requests.publish(null, { ...validRequest, reward: 27, image: pngBlob() }));
      expect(e.fieldErrors.reward).toMatch(/entre 10 y 500/);
    });

    it('refuses a country outside the list and an unknown category', async () => {
      const { market } = scenario(engine);
      const e = await rejection(
        market.requests.publish(null, { ...validRequest, country: 'Narnia', category: 'x' as never, image: pngBlob() }),
      );
      expect(Object.keys(e.fieldErrors).sort()).toEqual(['category', 'country']);
    });

    it('requires an image', async () => {
      const { market } = scenario(engine);
      const e = await rejection(market.requests.publish(null, { ...validRequest }));
      expect([e.title, e.description]).toEqual(['Imagen requerida', 'Por favor sube una imagen del producto.']);
    });

    it('refuses a file whose bytes are not an image, whatever its name', async () => {
      const { market } = scenario(engine);
      const fake = new Blob([new TextEncoder().encode('<svg onload=alert(1)>')], { type: 'image/png' });
      const e = await rejection(market.requests.publish(null, { ...validRequest, image: fake }));
      expect([e.title, e.description]).toEqual(['Archivo no válido', 'Por favor, selecciona un archivo de imagen.']);
    });

    it('reports a processing failure as Error al procesar la imagen', async () => {
      const { market } = scenario(engine, {
        imageProcessor: { downscale: () => Promise.reject(new Error('decode')) },
      });
      const e = await rejection(market.requests.publish(null, { ...validRequest, image: pngBlob() }));
      expect(e.title).toBe('Error al procesar la imagen');
    });
  });

  describe('listing and reading requests', () => {
    it('lists newest first', async () => {
      const { market, differences, allRequests } = scenario(engine);
      const a = await market.requests.publish(null, { ...validRequest, productName: 'A', image: pngBlob() });
      const b = await market.requests.publish(null, { ...validRequest, productName: 'B', image: pngBlob() });
      expect((await allRequests()).map((r) => r.id)).toEqual([b.id, a.id]);
      // Every request whatever its status is the static demo's read: a server refuses it rather
      // than answer another list (decision 035).
      if (differences.listsEveryRequest) {
        expect((await market.requests.listNewestFirst(null)).map((r) => r.id)).toEqual([b.id, a.id]);
      } else {
        expect((await rejection(market.requests.listNewestFirst(null))).code).toBe('not_found');
      }
    });

    it('keeps the four newest for the home page', async () => {
      const { market } = scenario(engine);
      const ids: string[] = [];
      for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) {
        ids.push((await market.requests.publish(null, { ...validRequest, productName: name, image: pngBlob() })).id);
      }
      expect((await market.requests.home(null)).map((r) => r.id)).toEqual(ids.slice(2).reverse());
    });

    it('pages the list with a keyset cursor: every active request once, newest first, filters and counts kept', async () => {
      const s = scenario(engine);
      const { market } = s;
      const published = [];
      for (const name of ['Kindle 1', 'Libro 2', 'Kindle 3', 'Libro 4', 'Kindle 5', 'Libro 6', 'Kindle 7']) {
        published.push(await s.publish(null, { productName: name }));
      }
      const { buyer, traveller } = await s.accepted();
      const taken = await s.publish(buyer, { productName: 'Kindle tomado' });
      await market.requests.accept(traveller, taken.id);
      const all = (await market.requests.search(null, {})).map((r) => r.id);

      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const page = await market.requests.searchPage(null, {}, { after, limit: 3 });
        expect(page.items.length).toBeLessThanOrEqual(3);
        const total = pages === 0 ? all.length : all.length + 1; // one published after the first page
        expect([page.matching, page.available]).toEqual([total, total]);
        seen.push(...page.items.map((r) => r.id));
        after = page.next;
        pages += 1;
        // A request published meanwhile is newer than every page: it shifts nothing already paged.
        if (pages === 1) await s.publish(null, { productName: 'Kindle nuevo' });
      } while (after !== null && pages < 10);
      expect(seen).toEqual(all);
      expect(seen).not.toContain(taken.id);

      const kindles = await market.requests.searchPage(null, { text: 'kindle' }, { limit: 2 });
      expect(kindles.items.map((r) => r.productName)).toEqual(['Kindle nuevo', 'Kindle 7']);
      expect([kindles.matching, kindles.available]).toEqual([5, all.length + 1]);
      // Counting stops past 1.000 (more is "más de 1.000"); below it the counts are exact.
      expect(kindles.countLimit).toBe(1000);
      const rest = await market.requests.searchPage(null, { text: 'kindle' }, { after: kindles.next, limit: 10 });
      expect(rest.items.map((r) => r.productName)).toEqual(['Kindle 5', 'Kindle 3', 'Kindle 1']);
      expect(rest.next).toBeNull();

      // An unreadable cursor is the first page; the page size has bounds.
      const first = await market.requests.searchPage(null, {}, { after: 'no-es-un-cursor', limit: 0 });
      expect(first.items.length).toBeGreaterThan(0);
      expect(first.items[0]?.productName).toBe('Kindle nuevo');
      expect((await market.requests.searchPage(null, {}, { limit: 1000 })).items.length).toBe(all.length + 1);
    });

    it('an empty list tells requests all taken from none published (issue 35 item 16)', async () => {
      const s = scenario(engine);
      const { market } = s;
      expect(await market.requests.searchPage(null, {})).toMatchObject({ items: [], available: 0, taken: false });
      await s.accepted();
      expect(await market.requests.searchPage(null, {})).toMatchObject({ items: [], available: 0, taken: true });
      await s.publish(null, { productName: 'Abierto' });
      expect(await market.requests.searchPage(null, {})).toMatchObject({ available: 1, taken: false });
    });

    it('offers only active requests in the search and on the home page, and opens any by id', async () => {
      const s = scenario(engine);
      const { market } = s;
      const open = await s.publish(null, { productName: 'Abierto' });
      const { buyer, traveller, request: accepted } = await s.accepted();
      const paid = await s.publish(buyer, { productName: 'Pagado' });
      await market.requests.accept(traveller, paid.id);
      await market.payments.payWithCard(buyer, paid.id, validBilling, 'tok_visa');
      const delivered = await s.publish(buyer, { productName: 'Entregado' });
      // The third US$ 249.99 order of the month crosses the franchise: the clause (decision 047).
      await market.requests.accept(traveller, delivered.id, undefined, 'traveller');
      await market.payments.payWithCard(buyer, delivered.id, validBilling, 'tok_visa');
      await market.requests.confirmDelivery(
        traveller,
        delivered.id,
        (await market.requests.securityCode(buyer, delivered.id)) ?? '',
      );
      expect((await market.requests.get(null, delivered.id))?.status).toBe('completed');
      for (const list of [
        await market.requests.search(null, {}),
        await market.requests.search(buyer, { minReward: 0 }),
        await market.requests.home(null),
      ]) {
        expect(list.map((r) => r.id)).toEqual([open.id]);
      }
      // The home page still shows four when older active ones exist behind the taken ones.
      const older = [];
      for (const name of ['B', 'C', 'D']) older.push(await s.publish(null, { productName: name }));
      const taken = await s.publish(buyer, { productName: 'Tomado' });
      await market.requests.accept(traveller, taken.id, undefined, 'traveller');
      expect((await market.requests.home(null)).map((r) => r.id)).toEqual([...older.reverse(), open].map((r) => r.id));
      for (const r of [accepted, paid, delivered, taken]) {
        expect((await market.requests.get(null, r.id))?.id).toBe(r.id);
      }
    });

    it('gets one by id and null for an unknown id', async () => {
      const { market } = scenario(engine);
      const a = await market.requests.publish(null, { ...validRequest, image: pngBlob() });
      expect((await market.requests.get(null, a.id))?.productName).toBe('Nintendo Switch OLED');
      expect(await market.requests.get(null, 'nope')).toBeNull();
    });
  });
}
