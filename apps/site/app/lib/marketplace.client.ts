// The site's composition root: the domain's services over this browser's adapters.
// Runs only in the browser (SPA mode); `.client.ts` keeps it out of the build's prerender.
import {
  createBrowserMarketplace,
  createCanvasImageProcessor,
  createCryptoRandom,
  createIndexedDbImageStore,
  createMemoryMutex,
  createPbkdf2Hasher,
  createWebLocksMutex,
  createWebStorage,
  realSleep,
  systemClock,
  type BrowserMarketplace,
  type EmailSender,
  type ImageStore,
  type Marketplace,
  type PaymentGateway,
  type VerificationProvider,
} from '@cg/domain';
import { lazyPort } from './lazy-port';
import { toastError } from './toast';

// Created together on first use: the browser marketplace and the image store it was given.
let wired: { browser: BrowserMarketplace; images: ImageStore } | null = null;

/**
 * The providers (payment, identity verification, e-mail) and their MSW simulation load on the
 * first call that needs them, never in the first load of `/` or the lists.
 */
const providers = () => import('./providers.client').then((m) => m.loadProviders());

/** The marketplace contract: every use case, called with the actor (`#app/lib/session`). */
export function getMarketplace(): Marketplace {
  return getBrowser().marketplace;
}

/**
 * What only this browser has: its session and guest token, the first-visit examples, the
 * export / import / delete of its data, stored changes (this tab or another), the delays.
 */
export function getBrowser(): BrowserMarketplace {
  return wire().browser;
}

function wire(): { browser: BrowserMarketplace; images: ImageStore } {
  if (wired) return wired;
  const random = createCryptoRandom(window.crypto);
  const images = createIndexedDbImageStore(window.indexedDB, random);
  const browser = createBrowserMarketplace({
    storage: createWebStorage(window.localStorage, window),
    images,
    imageProcessor: createCanvasImageProcessor({
      createImageBitmap: (blob) => window.createImageBitmap(blob),
      async render(bitmap, width, height, type) {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('Sin contexto 2D');
        context.drawImage(bitmap, 0, 0, width, height);
        return canvas.convertToBlob({ type, quality: 0.85 });
      },
    }),
    clock: systemClock,
    random,
    sleep: realSleep,
    mutex: 'locks' in navigator ? createWebLocksMutex(navigator.locks) : createMemoryMutex(),
    hasher: createPbkdf2Hasher({
      subtle: window.crypto.subtle,
      getRandomValues: (array) => window.crypto.getRandomValues(array),
    }),
    payments: lazyPort<PaymentGateway>(() => providers().then((p) => p.payments)),
    verification: lazyPort<VerificationProvider>(() => providers().then((p) => p.verification)),
    email: lazyPort<EmailSender>(() => providers().then((p) => p.email)),
    // The spec's payment (2 s) and verification (2 s, then 5 s) waits are the providers' own
    // latency now, simulated by them (mocks/): the domain must not add them a second time.
    // Login, registration and the code check keep their simulated delays (no provider there).
    delays: { payment: 0, verificationSubmit: 0, verificationDecision: 0 },
    // Data set aside (a corrupted key, invalid records) is said, not silently dropped.
    onProblem: (problem) => toastError(problem),
  });
  wired = { browser, images };
  return wired;
}

const objectUrls = new Map<string, Promise<string | null>>();

/** An object URL for a stored product photo (cached per page), or null when it is gone. */
export function imageUrl(id: string): Promise<string | null> {
  const { images } = wire();
  let url = objectUrls.get(id);
  if (!url) {
    url = images
      .get(id)
      .then((blob) => (blob ? URL.createObjectURL(blob) : null))
      .catch(() => null);
    objectUrls.set(id, url);
  }
  return url;
}
