// The static demo's backend: the domain's services over this browser's adapters (localStorage,
// IndexedDB, MSW for the providers). Loaded by marketplace.client.ts on the first call that needs
// it (issue 19: not part of the first load), never in server mode.
import {
  createBrowserMarketplace,
  createCanvasImageProcessor,
  createIndexedDbImageStore,
  createWebStorage,
  type BrowserMarketplace,
} from '@cg/browser';
import {
  createCryptoRandom,
  createMemoryMutex,
  createPbkdf2Hasher,
  createWebLocksMutex,
  realSleep,
  systemClock,
  type EmailSender,
  type ImageStore,
  type PaymentGateway,
  type VerificationProvider,
  type PayoutProvider,
  type Actor,
  DEMO_COUPONS,
} from '@cg/domain';
import type { ReceiptDownload, SiteBackend } from './backend';
import { demoChanges } from './demo-changes';
import { lazyPort } from './lazy-port';
import { toastError } from './toast';

// Created together on first use: the browser marketplace and the image store it was given.
let wired: { browser: BrowserMarketplace; images: ImageStore } | null = null;

/**
 * The providers (payment, identity verification, e-mail) and their MSW simulation load on the
 * first call that needs them, never in the first load of `/` or the lists.
 */
const providers = () => import('./providers.client').then((m) => m.loadProviders());

/** The static demo: everything in this browser. */
export function createStaticBackend(): SiteBackend {
  const { browser } = wire();
  return {
    marketplace: browser.marketplace,
    session: {
      actor: () => browser.session.actor(),
      guest: () => browser.session.guest(),
      ensureGuest: () => browser.session.ensureGuest(),
      async start(result) {
        if (result.session) await browser.session.start(result.session);
        await browser.session.forgetGuest();
      },
      end: () => browser.session.end(),
    },
    examples: browser.examples,
    delays: browser.delays,
    // Another tab's change arrives with its ids (demo-changes.ts), not as a bare storage event.
    changes: demoChanges(
      browser.changes,
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('cg-demo-changes'),
      {
        set: (callback, ms) => window.setTimeout(callback, ms),
        clear: (handle) => window.clearTimeout(handle as number),
        now: () => Date.now(),
      },
    ),
    // Nothing to lose: the data is in this browser.
    connection: {
      subscribe(listener) {
        listener('open');
        return () => undefined;
      },
      retryNow: () => undefined,
    },
    browserData: browser.data,
    imageUrl,
    receiptDownload,
    // No server to make the pack's PDF: the page prints (decision 053).
    packPdfHref: () => null,
  };
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
    payouts: lazyPort<PayoutProvider>(() => providers().then((p) => p.payouts)),
    // The spec's payment (2 s) and verification (2 s, then 5 s) waits are the providers' own
    // latency now, simulated by them (mocks/): the domain must not add them a second time.
    // Login, registration and the code check keep their simulated delays (no provider there).
    delays: { payment: 0, verificationSubmit: 0, verificationDecision: 0 },
    // Data set aside (a corrupted key, invalid records) is said, not silently dropped.
    onProblem: (problem) => toastError(problem),
  });
  // The static demo's issued coupons (the spec's samples, marked as demo data): the platform's
  // configuration, here in this browser. Issuing replaces by code, so a reload changes nothing.
  // In a task of its own, after the first data is read (issue 19); a redemption waits for it on
  // the storage's lock like any other write.
  setTimeout(() => void browser.issueCoupons(DEMO_COUPONS).catch(() => undefined), 0);
  wired = { browser, images };
  return wired;
}

const objectUrls = new Map<string, Promise<string | null>>();

/** A URL for a stored product photo (cached per page), or null when it is gone. */
/** This browser's copy of a purchase receipt (decision 050), one object URL per stored file. */
async function receiptDownload(actor: Actor, orderId: string, fileId: string): Promise<ReceiptDownload | null> {
  const file = await wire().browser.marketplace.receipts.file(actor, orderId);
  if (!file) return null;
  let href = objectUrls.get(fileId);
  if (!href) {
    href = Promise.resolve(URL.createObjectURL(file.blob));
    objectUrls.set(fileId, href);
  }
  return { href: (await href) ?? '', fileName: file.fileName };
}

function imageUrl(id: string): Promise<string | null> {
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
