// Security headers on every response, and the Content-Security-Policy that lets the SPA run with
// no 'unsafe-inline' script: Remix's SPA build writes a few fixed inline scripts into
// index.html, so their SHA-256 hashes are computed once at start-up and listed in script-src.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** One `'sha256-…'` source per inline `<script>` of an HTML document, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(sha256Source(body));
  }
  return [...new Set(hashes)];
}

/**
 * One `'sha256-…'` source per inline `<style>` of an HTML document: the root's CSS the build
 * writes into each document's head (scripts/shells.mjs, decision 024), allowed by its hash.
 */
export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = '']) => sha256Source(body))),
  ];
}

/**
 * The one inline style the site's code adds at run time: react-aria's usePress prepends this
 * `<style>` to the document head (react-aria 3.53, through react-aria-components 1.22). It is
 * allowed by its hash rather than with 'unsafe-inline'; tooling/csp-inline-style.test.ts checks
 * that the installed react-aria still writes exactly this text. @internal
 */
export const reactAriaPressStyle = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy's directives. What each source is for:
 * - script-src 'self' + hashes: the hashed chunks under /assets/, the inline bootstrap scripts of
 *   index.html, and the simulated card SDK (/api/pagos/sdk.js, answered by the MSW worker);
 * - worker-src 'self': the MSW service worker (/mockServiceWorker.js) of the static demo;
 * - connect-src 'self' data:: the API, and `fetch(dataUrl)` when a chosen photo becomes a File;
 * - img-src 'self' blob: data:: product photos kept as data URLs and object URLs;
 * - style-src 'self' + hashes: the built CSS files, the CSS each document carries in its head
 *   (the root's, so the first paint waits for no stylesheet), and react-aria's press style (above).
 */
function contentSecurityPolicy(
  scriptHashes: readonly string[],
  styleHashes: readonly string[],
): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", ...styleHashes, sha256Source(reactAriaPressStyle)],
    imgSrc: ["'self'", 'blob:', 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** Whether this request reached us over https: directly, or through a proxy we trust to say so. */
export function isHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (trustProxy && forwardedProto) return forwardedProto.split(',')[0]?.trim().toLowerCase() === 'https';
  return url.startsWith('https:');
}

const HSTS = 'max-age=31536000';

/**
 * Every powerful browser feature, denied to this site and to any frame (decision 032): the site
 * uses none of them. Its photos (a request's, a dispute's, the verification's selfie) come from a
 * file input, which needs no permission (a phone offers its camera app itself); payment is a form
 * with the provider's card SDK, not the Payment Request API; nothing is copied to the clipboard.
 * Only names Chromium recognises (156: an unknown one is a console warning on every page).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'clipboard-write',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
] as const;
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

export function securityHeaders(options: {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  trustProxy: boolean;
}): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(options.scriptHashes, options.styleHashes),
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Only over https (below): sent over http://localhost it would pin the name to https.
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await headers(c, next);
    // On the response itself, as `secureHeaders` does: `c.header()` after the handler answered
    // would rebuild the response around its body's stream (issue 34: a fifth of a cached read).
    c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (isHttps(c.req.url, c.req.header('X-Forwarded-Proto'), options.trustProxy)) {
      c.res.headers.set('Strict-Transport-Security', HSTS);
    }
  };
}
