import { describe, expect, it } from 'vitest';
import { createMarketplace } from '#src/marketplace';
import { createMemoryDeps, pngBlob } from '#src/testing/memory-deps';
import { DomainError } from '#src/errors';
import { createMemoryStorage } from '#src/storage/key-value-storage';

export const validRequest = {
  productName: 'Nintendo Switch OLED',
  productUrl: 'https://www.amazon.com/dp/B098RKWHHZ',
  estimatedPrice: '349.99',
  currency: 'USD' as const,
  country: 'Estados Unidos',
  reward: 25,
  category: 'juegos' as const,
  notes: 'Color blanco',
};

function setup() {
  const deps = createMemoryDeps();
  return { deps, market: createMarketplace(deps) };
}

async function rejection(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

describe('publishing a request', () => {
  it('publishes as a visitor with userId guest and status active', async () => {
    const { market } = setup();
    const r = await market.requests.publish(null, { ...validRequest, image: pngBlob() });
    expect(r).toMatchObject({ status: 'active', userId: 'guest', estimatedPriceCents: 34999, rewardCents: 2500 });
    expect(r.imageId).toBeTruthy();
    expect(r.guestToken).toBeTruthy();
  });

  it('stores requests under the productRequests key with a schema version', async () => {
    const { deps, market } = setup();
    await market.requests.publish(null, { ...validRequest, image: pngBlob() });
    const stored = JSON.parse(deps.storage.get('productRequests') ?? 'null') as { v: number; data: unknown[] } | null;
    expect(stored?.v).toBe(2);
    expect(stored?.data).toHaveLength(1);
  });

  it('refuses missing fields with the spec message and per-field errors', async () => {
    const { market } = setup();
    const e = await rejection(market.requests.publish(null, { ...validRequest, productName: '  ', image: pngBlob() }));
    expect(e.title).toBe('Campos requeridos');
    expect(e.description).toBe('Por favor completa todos los campos obligatorios.');
    expect(e.fieldErrors.productName).toBe('El nombre del producto es obligatorio.');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://x.com/a'])('refuses the link %s', async (url) => {
    const { market } = setup();
    const e = await rejection(market.requests.publish(null, { ...validRequest, productUrl: url, image: pngBlob() }));
    expect(e.title).toBe('Enlace no válido');
    expect(e.fieldErrors.productUrl).toBe('El enlace del producto debe empezar con http:// o https://.');
  });

  it('refuses a reward off the slider step', async () => {
    const { market } = setup();
    const e = await rejection(market.requests.publish(null, { ...validRequest, reward: 27, image: pngBlob() }));
    expect(e.fieldErrors.reward).toMatch(/entre 10 y 500/);
  });

  it('refuses a country outside the list and an unknown category', async () => {
    const { market } = setup();
    const e = await rejection(
      market.requests.publish(null, { ...validRequest, country: 'Narnia', category: 'x' as never, image: pngBlob() }),
    );
    expect(Object.keys(e.fieldErrors).sort()).toEqual(['category', 'country']);
  });

  it('requires an image', async () => {
    const { market } = setup();
    const e = await rejection(market.requests.publish(null, { ...validRequest }));
    expect([e.title, e.description]).toEqual(['Imagen requerida', 'Por favor sube una imagen del producto.']);
  });

  it('refuses a file whose bytes are not an image, whatever its name', async () => {
    const { market } = setup();
    const fake = new Blob([new TextEncoder().encode('<svg onload=alert(1)>')], { type: 'image/png' });
    const e = await rejection(market.requests.publish(null, { ...validRequest, image: fake }));
    expect([e.title, e.description]).toEqual(['Archivo no válido', 'Por favor, selecciona un archivo de imagen.']);
  });

  it('reports a processing failure as Error al procesar la imagen', async () => {
    const deps = createMemoryDeps({
      imageProcessor: {
        downscale: () => Promise.reject(new Error('decode')),
      },
    });
    const market = createMarketplace(deps);
    const e = await rejection(market.requests.publish(null, { ...validRequest, image: pngBlob() }));
    expect(e.title).toBe('Error al procesar la imagen');
  });

  it('keeps previous data and the image store clean when storage is full', async () => {
    const storage = createMemoryStorage({}, { quotaBytes: 1500 });
    const deps = createMemoryDeps({ storage });
    const market = createMarketplace(deps);
    await market.requests.publish(null, { ...validRequest, image: pngBlob() });
    const before = storage.get('productRequests');
    const e = await rejection(
      market.requests.publish(null, { ...validRequest, notes: 'x'.repeat(900), image: pngBlob() }),
    );
    expect(e.code).toBe('storage_full');
    expect(e.title).toBe('Almacenamiento lleno');
    expect(storage.get('productRequests')).toBe(before);
    expect(deps.images.size()).toBe(1);
  });
});

describe('listing and reading requests', () => {
  it('lists newest first', async () => {
    const { market } = setup();
    const a = await market.requests.publish(null, { ...validRequest, productName: 'A', image: pngBlob() });
    const b = await market.requests.publish(null, { ...validRequest, productName: 'B', image: pngBlob() });
    expect((await market.requests.listNewestFirst()).map((r) => r.id)).toEqual([b.id, a.id]);
  });

  it('gets one by id and null for an unknown id', async () => {
    const { market } = setup();
    const a = await market.requests.publish(null, { ...validRequest, image: pngBlob() });
    expect((await market.requests.get(a.id))?.productName).toBe('Nintendo Switch OLED');
    expect(await market.requests.get('nope')).toBeNull();
  });

  it('sees a request published in another tab', async () => {
    const deps = createMemoryDeps();
    const tab1 = createMarketplace(deps);
    const tab2 = createMarketplace({ ...deps, storage: deps.storage.openTab() });
    const seen: (string | null)[] = [];
    tab2.subscribe((k) => seen.push(k));
    const a = await tab1.requests.publish(null, { ...validRequest, image: pngBlob() });
    expect(seen).toContain('productRequests');
    expect((await tab2.requests.get(a.id))?.id).toBe(a.id);
  });
});
