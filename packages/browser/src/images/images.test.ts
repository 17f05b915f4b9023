import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createCanvasImageProcessor, createMemoryImageStore, fitWithin, sniffImageType } from '#src/images/image-store';
import { createIndexedDbImageStore } from '#src/images/indexeddb-image-store';
import { acceptImage } from '@cg/domain/rules/images';
import { passThroughImageProcessor } from '@cg/testkit';
import { createCryptoRandom } from '@cg/domain/runtime/adapters';
import { DomainError } from '@cg/domain/errors';

const random = createCryptoRandom(globalThis.crypto);
const bytes = (...b: number[]) => new Uint8Array(b);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0);
const GIF = new TextEncoder().encode('GIF89a\0\0');
const WEBP = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');

describe('sniffing the image type by its bytes', () => {
  it.each([
    [PNG, 'image/png'],
    [JPEG, 'image/jpeg'],
    [GIF, 'image/gif'],
    [new TextEncoder().encode('GIF87a'), 'image/gif'],
    [WEBP, 'image/webp'],
  ] as const)('recognises %#', (b, type) => expect(sniffImageType(b)).toBe(type));

  it.each([
    new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'),
    new TextEncoder().encode('GIF90a'),
    new TextEncoder().encode('RIFF\0\0\0\0WAVE'),
    bytes(0x89, 0x50),
    bytes(),
  ])('refuses anything else (%#)', (b) => expect(sniffImageType(b)).toBeNull());
});

describe('accepting an image', () => {
  it('downscales and stores it', async () => {
    const store = createMemoryImageStore(random);
    const id = await acceptImage(new Blob([PNG]), store, passThroughImageProcessor);
    expect((await store.get(id))?.size).toBe(PNG.length);
    await store.delete(id);
    expect(await store.get(id)).toBeNull();
  });

  it('lists every id and clears them all (export and delete-all)', async () => {
    const store = createIndexedDbImageStore(new IDBFactory(), random);
    const a = await store.put(new Blob([PNG], { type: 'image/png' }));
    const b = await store.put(new Blob([JPEG], { type: 'image/jpeg' }));
    expect([...(await store.ids())].sort()).toEqual([a, b].sort());
    await store.clear();
    expect(await store.ids()).toEqual([]);
    expect(await store.get(a)).toBeNull();
  });

  it('refuses a type it does not allow', async () => {
    const store = createMemoryImageStore(random);
    const e = await acceptImage(new Blob([GIF]), store, passThroughImageProcessor, ['image/png']).catch(
      (x: unknown) => x,
    );
    expect((e as DomainError).code).toBe('image_invalid');
  });

  it('reports an unreadable file as Error al procesar la imagen', async () => {
    const broken = {
      size: 10,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('read')) }),
    } as unknown as Blob;
    const e = await acceptImage(broken, createMemoryImageStore(random), passThroughImageProcessor).catch(
      (x: unknown) => x,
    );
    expect((e as DomainError).title).toBe('Error al procesar la imagen');
  });

  it('requires a non-empty file', async () => {
    const e = await acceptImage(new Blob([]), createMemoryImageStore(random), passThroughImageProcessor).catch(
      (x: unknown) => x,
    );
    expect((e as DomainError).code).toBe('image_required');
  });
});

describe('downscaling', () => {
  it('fits the longest side within the limit, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 5000, 1600)).toEqual({ width: 320, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(100000, 1, 1600)).toEqual({ width: 1600, height: 1 });
  });

  function processor(width: number, height: number) {
    const calls: [number, number, string][] = [];
    let closed = 0;
    const p = createCanvasImageProcessor({
      createImageBitmap: async () => ({ width, height, close: () => (closed += 1) }),
      render: async (_b, w, h, type) => {
        calls.push([w, h, type]);
        return new Blob([JPEG], { type });
      },
    });
    return { p, calls, closed: () => closed };
  }

  it('re-encodes a large photo at 1600 px', async () => {
    const { p, calls, closed } = processor(4000, 3000);
    const out = await p.downscale(new Blob([JPEG]), 1600);
    expect(calls).toEqual([[1600, 1200, 'image/jpeg']]);
    expect(out.type).toBe('image/jpeg');
    expect(closed()).toBe(1);
  });

  it('keeps PNG as PNG', async () => {
    const { p, calls } = processor(3200, 100);
    await p.downscale(new Blob([PNG]), 1600);
    expect(calls[0]?.[2]).toBe('image/png');
  });

  it('keeps small images and GIFs as they are', async () => {
    const small = processor(800, 600);
    const original = new Blob([JPEG]);
    expect(await small.p.downscale(original, 1600)).toBe(original);
    const gif = processor(4000, 4000);
    const g = new Blob([GIF]);
    expect(await gif.p.downscale(g, 1600)).toBe(g);
    expect(gif.calls).toEqual([]);
  });
});

describe('IndexedDB image store', () => {
  it('puts, gets and deletes Blobs by id', async () => {
    const store = createIndexedDbImageStore(new IDBFactory(), random);
    const id = await store.put(new Blob([PNG], { type: 'image/png' }));
    const back = await store.get(id);
    if (!back) throw new Error('the stored image was not found');
    expect(back.type).toBe('image/png');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(PNG);
    await store.delete(id);
    expect(await store.get(id)).toBeNull();
  });

  it('keeps images across store instances on the same database', async () => {
    const factory = new IDBFactory();
    const id = await createIndexedDbImageStore(factory, random).put(new Blob([JPEG], { type: 'image/jpeg' }));
    expect((await createIndexedDbImageStore(factory, random).get(id))?.size).toBe(JPEG.length);
  });

  it('fails cleanly when the database cannot open, and retries later', async () => {
    let calls = 0;
    const factory = new IDBFactory();
    const flaky = {
      open: (name: string, v: number) => {
        calls += 1;
        if (calls === 1) {
          const req = { error: new Error('blocked') } as unknown as IDBOpenDBRequest;
          queueMicrotask(() => (req.onerror as (() => void) | null)?.());
          return req;
        }
        return factory.open(name, v);
      },
    } as unknown as IDBFactory;
    const store = createIndexedDbImageStore(flaky, random);
    await expect(store.get('x')).rejects.toThrow('blocked');
    expect(await store.get('x')).toBeNull();
  });
});
