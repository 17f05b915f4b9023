import {
  createCanvasImageProcessor,
  passThroughImageProcessor,
  type BitmapLike,
  type ImageProcessor,
} from '#src/images/image-store';
import { createIndexedDbImageStore } from '#src/images/indexeddb-image-store';
import {
  createCryptoRandom,
  createMemoryMutex,
  createPbkdf2Hasher,
  createWebLocksMutex,
  realSleep,
  systemClock,
  type LockManagerLike,
} from '#src/runtime/adapters';
import type { MarketplaceDeps } from '#src/services/context';
import { createWebStorage, type StorageEventSource, type WebStorageLike } from '#src/storage/key-value-storage';
import { createMemoryImageStore } from '#src/images/image-store';

/** The parts of `window` the browser wiring uses. The site passes `window`; nothing here reads globals. */
export interface BrowserGlobals extends StorageEventSource {
  readonly localStorage: WebStorageLike;
  readonly crypto: Crypto;
  readonly indexedDB?: IDBFactory;
  readonly navigator?: { readonly locks?: LockManagerLike };
  readonly createImageBitmap?: (image: Blob) => Promise<BitmapLike & ImageBitmap>;
  readonly OffscreenCanvas?: new (
    width: number,
    height: number,
  ) => {
    getContext(
      kind: '2d',
    ): { drawImage(image: CanvasImageSource, x: number, y: number, w: number, h: number): void } | null;
    convertToBlob(options: { type: string; quality?: number }): Promise<Blob>;
  };
}

/** Downscaler over createImageBitmap + OffscreenCanvas; keeps images as they are where those are missing. */
export function createBrowserImageProcessor(
  globals: Pick<BrowserGlobals, 'createImageBitmap' | 'OffscreenCanvas'>,
): ImageProcessor {
  const { createImageBitmap, OffscreenCanvas } = globals;
  if (!createImageBitmap || !OffscreenCanvas) return passThroughImageProcessor;
  return createCanvasImageProcessor({
    createImageBitmap: (image) => createImageBitmap(image),
    async render(bitmap, width, height, type) {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('2d context unavailable');
      context.drawImage(bitmap, 0, 0, width, height);
      return canvas.convertToBlob({ type, quality: 0.85 });
    },
  });
}

/**
 * Browser adapters for every runtime port: localStorage (+ storage events), IndexedDB images,
 * Web Locks (in-memory fallback), WebCrypto PBKDF2 and random, real clock and delays.
 * The outside providers come from the caller.
 */
export function createBrowserDeps(
  globals: BrowserGlobals,
  providers: Pick<MarketplaceDeps, 'payments' | 'verification' | 'email'> &
    Partial<Pick<MarketplaceDeps, 'delays' | 'onProblem'>>,
): MarketplaceDeps {
  const random = createCryptoRandom(globals.crypto);
  const locks = globals.navigator?.locks;
  return {
    storage: createWebStorage(globals.localStorage, globals),
    images: globals.indexedDB ? createIndexedDbImageStore(globals.indexedDB, random) : createMemoryImageStore(random),
    imageProcessor: createBrowserImageProcessor(globals),
    clock: systemClock,
    random,
    sleep: realSleep,
    mutex: locks ? createWebLocksMutex(locks) : createMemoryMutex(),
    hasher: createPbkdf2Hasher({
      subtle: globals.crypto.subtle,
      getRandomValues: (a) => globals.crypto.getRandomValues(a),
    }),
    ...providers,
  };
}
