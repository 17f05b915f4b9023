import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createBrowserDeps, createBrowserImageProcessor } from '#src/browser';
import { createMarketplace } from '#src/marketplace';
import { createFakeEmailSender, createFakePaymentGateway, createFakeVerificationProvider } from '#src/testing/fakes';
import { PNG_BYTES } from '#src/testing/memory-deps';
import { passThroughImageProcessor } from '#src/images/image-store';

function fakeWindow(withExtras: boolean) {
  const map = new Map<string, string>();
  const target = new EventTarget();
  const locksAsked: string[] = [];
  return {
    locksAsked,
    win: {
      localStorage: {
        getItem: (k: string) => map.get(k) ?? null,
        setItem: (k: string, v: string) => void map.set(k, v),
        removeItem: (k: string) => void map.delete(k),
        key: (i: number) => [...map.keys()][i] ?? null,
        get length() {
          return map.size;
        },
      },
      crypto: globalThis.crypto,
      addEventListener: (t: 'storage', l: (e: { key: string | null }) => void) =>
        target.addEventListener(t, l as never),
      removeEventListener: (t: 'storage', l: (e: { key: string | null }) => void) =>
        target.removeEventListener(t, l as never),
      ...(withExtras
        ? {
            indexedDB: new IDBFactory(),
            navigator: {
              locks: {
                request: <T>(name: string, _o: { mode: 'exclusive' }, cb: () => Promise<T>) => {
                  locksAsked.push(name);
                  return cb();
                },
              },
            },
          }
        : {}),
    },
  };
}

const providers = () => ({
  payments: createFakePaymentGateway(),
  verification: createFakeVerificationProvider(),
  email: createFakeEmailSender(),
  delays: { register: 0, login: 0 },
});

describe('browser wiring', () => {
  it('publishes through localStorage, IndexedDB and Web Locks', async () => {
    const { win, locksAsked } = fakeWindow(true);
    const market = createMarketplace(createBrowserDeps(win, providers()));
    const r = await market.requests.publish(null, {
      productName: 'X',
      productUrl: 'https://x.com',
      estimatedPrice: 10,
      currency: 'USD',
      country: 'Japón',
      reward: 25,
      category: 'otras',
      image: new Blob([PNG_BYTES]),
    });
    expect(win.localStorage.getItem('productRequests')).toContain(r.id);
    expect(locksAsked).toContain('conexion-global:data');
  });

  it('falls back to memory images and in-tab locks where the browser lacks them', async () => {
    const { win } = fakeWindow(false);
    const deps = createBrowserDeps(win, providers());
    expect(await deps.mutex.run('x', async () => 1)).toBe(1);
    expect(await deps.images.get('nope')).toBeNull();
    expect(deps.imageProcessor).toBe(passThroughImageProcessor);
  });

  it('downscales with OffscreenCanvas', async () => {
    const drawn: number[][] = [];
    const processor = createBrowserImageProcessor({
      createImageBitmap: async () => ({ width: 3200, height: 1600, close() {} }),
      OffscreenCanvas: class {
        constructor(
          readonly w: number,
          readonly h: number,
        ) {}
        getContext() {
          return { drawImage: (_i: unknown, x: number, y: number, w: number, h: number) => drawn.push([x, y, w, h]) };
        }
        convertToBlob(o: { type: string }) {
          return Promise.resolve(new Blob(['x'], { type: o.type }));
        }
      },
    });
    const out = await processor.downscale(new Blob([PNG_BYTES]), 1600);
    expect(drawn).toEqual([[0, 0, 1600, 800]]);
    expect(out.type).toBe('image/png');
  });

  it('reports a canvas without a 2d context', async () => {
    const processor = createBrowserImageProcessor({
      createImageBitmap: async () => ({ width: 3200, height: 1600 }) as never,
      OffscreenCanvas: class {
        getContext() {
          return null;
        }
        convertToBlob() {
          return Promise.resolve(new Blob());
        }
      },
    });
    await expect(processor.downscale(new Blob([PNG_BYTES]), 1600)).rejects.toThrow('2d context');
  });
});
