import { describe, expect, it } from 'vitest';
import {
  type EngineFactory,
  newGuest,
  rejection,
  scenario,
  validBilling,
  validRequestInput as validRequest,
} from '#src/contract-suite/engine';
import { pngBlob } from '#src/testing/memory-deps';

export function publishingContract(engine: EngineFactory) {
  describe('publishing a request', () => {
    it('publishes as a visitor with userId guest and status active', async () => {
      const { market } = scenario(engine);
      const r = await market.requests.publish(newGuest(), { ...validRequest, image: pngBlob() });
      expect(r).toMatchObject({ status: 'active', userId: 'guest', estimatedPriceCents: 34999, rewardCents: 2500 });
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
      const { market } = scenario(engine);
      const a = await market.requests.publish(null, { ...validRequest, productName: 'A', image: pngBlob() });
      const b = await market.requests.publish(null, { ...validRequest, productName: 'B', image: pngBlob() });
      expect((await market.requests.listNewestFirst(null)).map((r) => r.id)).toEqual([b.id, a.id]);
    });

    it('keeps the four newest for the home page', async () => {
      const { market } = scenario(engine);
      const ids: string[] = [];
      for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) {
        ids.push((await market.requests.publish(null, { ...validRequest, productName: name, image: pngBlob() })).id);
      }
      expect((await market.requests.home(null)).map((r) => r.id)).toEqual(ids.slice(2).reverse());
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
      await market.requests.accept(traveller, delivered.id);
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
      await market.requests.accept(traveller, taken.id);
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
