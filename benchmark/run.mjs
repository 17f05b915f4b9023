#!/usr/bin/env node
// Performance benchmark (its own command: `npm run bench`). Measures, in one run, both builds of
// the site (static demo and server mode) against a bare Remix SPA-mode app built the same way
// (benchmark/floor):
//   1. first-load JavaScript (gzip and brotli) of /, /pedidos, /pedidos/{id}, /checkout/{id};
//   2. Lighthouse (mobile preset, Debian's Chromium) on /, /pedidos and /pedidos/{id}: the static
//      demo served compressed by scripts/serve.mjs, server mode by the API itself (its list
//      filled through the API first), the floor by scripts/serve.mjs; and the same pages in a
//      Chromium slowed down for real (observed FCP, LCP and app rendered; reported, not a target);
//   3. the domain with 1,000 and 5,000 stored requests: load the list, apply a filter, every filter;
//   4. the static server: compression and caching headers.
// Prints each figure beside the floor's and the target (issue 19), writes
// benchmark/results/latest.{md,json}, and exits with 1 when a target is missed.
//   --no-build      measure the builds already on disk
//   --site-dir DIR  measure another static build of the site (--server-site-dir: server mode)
//   --runs N        Lighthouse runs per page (default 3): the median of each figure is kept
//   --mode M        only `static` or `server` (default both)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { pnpmEnv } from '../scripts/pnpm.mjs';
import { createStaticServer } from '../scripts/serve.mjs';
import { buildSite, serverBuildDir, siteDirOf, staticBuildDir } from '../scripts/build-site.mjs';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'benchmark/results');
mkdirSync(resultsDir, { recursive: true });
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const env = pnpmEnv({ TMPDIR: tmp });
const KiB = 1024;

function sh(args, opts = {}) {
  const r = spawnSync('corepack', ['pnpm', ...args], {
    cwd: root,
    env,
    stdio: opts.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  return r.stdout;
}

// ── 1. First-load JavaScript, from each build's Remix manifest ─────────────────────────────
function readManifest(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  const text = readFileSync(path.join(assets, file), 'utf8');
  const json = text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '');
  return { manifest: JSON.parse(json), manifestUrl: `/assets/${file}` };
}

/** Route ids matched by a URL: root, then the deepest route whose path fits. */
function matchRoutes(manifest, url) {
  const segments = url.split('/').filter(Boolean);
  const routes = Object.values(manifest.routes);
  const fullPath = (r) => {
    const parts = [];
    for (let cur = r; cur; cur = manifest.routes[cur.parentId]) if (cur.path) parts.unshift(cur.path);
    return parts.join('/').split('/').filter(Boolean);
  };
  const fits = (r) => {
    const pattern = fullPath(r);
    if (pattern.length === 1 && pattern[0] === '*') return 1; // splat: lowest score
    if (pattern.length !== segments.length) return 0;
    if (!r.index && segments.length === 0) return 0;
    let score = 2;
    for (let i = 0; i < pattern.length; i++) {
      if (pattern[i].startsWith(':')) score += 1;
      else if (pattern[i] === segments[i]) score += 3;
      else return 0;
    }
    return score;
  };
  const candidates = routes
    .filter((r) => r.id !== 'root' && (segments.length === 0 ? r.index : !r.index || fullPath(r).length > 0))
    .map((r) => ({ r, s: fits(r) }))
    .filter((c) => c.s > 0)
    .sort((a, b) => b.s - a.s);
  const leaf = candidates[0]?.r;
  const chain = [];
  for (let cur = leaf; cur; cur = manifest.routes[cur.parentId]) chain.unshift(cur);
  if (!chain.length || chain[0].id !== 'root') chain.unshift(manifest.routes.root);
  return chain;
}

function staticClosure(clientDir, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), 'utf8');
    // Static imports only: `import("…")` is lazy and not part of the first load.
    for (const m of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  return [...seen];
}

function firstLoad(clientDir, url) {
  const { manifest, manifestUrl } = readManifest(clientDir);
  const chain = matchRoutes(manifest, url);
  const start = [manifestUrl, manifest.entry.module, ...manifest.entry.imports];
  for (const r of chain) start.push(r.module, ...(r.imports ?? []));
  const files = staticClosure(clientDir, start);
  let raw = 0;
  let gz = 0;
  let br = 0;
  let msw = false;
  for (const f of files) {
    const body = readFileSync(path.join(clientDir, f));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
    br += brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
    if (/mockServiceWorker|setupWorker|msw\/browser|\[MSW\]/.test(body.toString('utf8'))) msw = true;
  }
  // What the root's loader fetches before any data shows (decision 024): the backend chunk and
  // its static imports, beyond the first load. Reported beside it, so nothing moved out is hidden.
  const backend = readdirSync(path.join(clientDir, 'assets')).filter((f) =>
    /^(static|server)-backend\.client-.*\.js$/.test(f),
  );
  let dataGzip = 0;
  if (backend.length) {
    const inFirst = new Set(files);
    for (const f of staticClosure(
      clientDir,
      backend.map((b) => `/assets/${b}`),
    )) {
      if (!inFirst.has(f)) dataGzip += gzipSync(readFileSync(path.join(clientDir, f)), { level: 9 }).length;
    }
  }
  return { url, routes: chain.map((r) => r.id), files: files.length, raw, gzip: gz, brotli: br, msw, dataGzip };
}

// ── 2. Lighthouse, mobile preset, on the compressed static server ──────────────────────────
async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  // chrome-launcher is Lighthouse's own dependency: resolve it from there, same version.
  const { createRequire } = await import('node:module');
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const chromeLauncher = await import(fromLighthouse.resolve('chrome-launcher'));
  const userDataDir = mkdtempSync(path.join(tmp, 'lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const a = result.lhr.audits;
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(a['total-blocking-time'].numericValue),
      cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(a['first-contentful-paint'].numericValue),
      // What the LCP was, so a regression says where to look.
      lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

// ── 2b. The same pages with the browser itself slowed down ─────────────────────────────────
// Lighthouse's simulated throttling estimates each paint from a model of the page's requests,
// counting every byte asked for before it: a page whose content is in its HTML while its document
// also preloads the app's modules is estimated late (decision 024). Here Chromium is slowed as
// DevTools does (150 ms RTT, 1.6 Mbps down, 4× CPU) and the paints are observed: FCP, LCP and when
// the app has rendered (`ready`: the site's footer, which no first-paint shell has; the floor's
// title). Reported beside Lighthouse, not a target.
const REAL = { latencyMs: 150, downKbps: 1.6 * 1024, upKbps: 750, cpu: 4 };
async function realLoads(url, ready, runs) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless=new', ...chromiumArgs] });
  const all = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: REAL.latencyMs,
        downloadThroughput: (REAL.downKbps * 1024) / 8,
        uploadThroughput: (REAL.upKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: REAL.cpu });
      await page.addInitScript(() => {
        globalThis.__benchLcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) globalThis.__benchLcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForSelector(ready, { timeout: 60_000 });
      const readyMs = await page.evaluate(() => performance.now());
      // The LCP observer reports paints a frame late; give it a moment before reading.
      await page.waitForTimeout(500);
      const paints = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        lcp: globalThis.__benchLcp,
      }));
      all.push({ fcpMs: Math.round(paints.fcp), lcpMs: Math.round(paints.lcp), readyMs: Math.round(readyMs) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const pick = (k) => median(all.map((r) => r[k]));
  return { fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), readyMs: pick('readyMs'), lcps: all.map((r) => r.lcpMs) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** `runs` Lighthouse runs of one URL: the median of each figure, and every run's score. */
async function lighthouseMedian(url, runs) {
  const all = [];
  // A run Lighthouse could not finish (a page that never painted under load, NO_FCP): said and
  // run again, at most twice per page.
  for (let i = 0, failed = 0; all.length < runs; i++) {
    try {
      all.push(await lighthouseRun(url));
    } catch (error) {
      console.warn(`  Lighthouse falló en ${url}: ${error instanceof Error ? error.message : String(error)}`);
      if (++failed > 2) throw error;
    }
  }
  const pick = (k) => median(all.map((r) => r[k]));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    scores: all.map((r) => r.score),
    lcps: all.map((r) => r.lcpMs),
    lcpElements: [...new Set(all.map((r) => r.lcpElement))],
  };
}

/**
 * Server mode as `npm start` runs it: the API on a fresh PGlite, serving the server build; a
 * guest publishes a dozen requests through the API first, so `/pedidos` has a page to show.
 */
async function startApi(siteDir) {
  const dataDir = mkdtempSync(path.join(tmp, 'bench-api-'));
  const port = 4000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      DATA_DIR: dataDir,
      TEST_RAISED_LIMITS: '1',
      // A guest publishing calls no provider: the sandbox's address is a port where nothing answers.
      SANDBOX_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Never left running: not when this script fails, not when it is interrupted.
  process.once('exit', stop);
  try {
    return await fillApi(child, base, stop);
  } catch (error) {
    stop();
    throw error;
  }
}

async function fillApi(child, base, stop) {
  // On a loaded machine the first start (TypeScript through tsx, PGlite's migrations) is slow.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('El servidor de la API no arrancó');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 900) throw new Error('El servidor de la API no respondió en 3 minutos');
    await new Promise((r) => setTimeout(r, 200));
  }
  const guest = await fetch(`${base}/api/guest`, { method: 'POST', headers: { Origin: base } });
  const cookie = (guest.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const photo = readFileSync(path.join(root, 'e2e/fixtures/producto.png'));
  const products = ['Auriculares Sony WH-1000XM5', 'Perfume Dior Sauvage', 'Nintendo Switch OLED', 'Kindle Paperwhite'];
  let firstId = null;
  for (let i = 0; i < 12; i++) {
    const form = new FormData();
    const fields = {
      productName: `${products[i % products.length]} (${i + 1})`,
      productUrl: 'https://www.example.com/producto',
      estimatedPrice: String(100 + i * 10),
      currency: 'USD',
      country: 'Estados Unidos',
      reward: String(25 + 5 * (i % 10)), // 10–500 USD in steps of 5
      category: 'tecnologia',
      notes: '',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('image', new Blob([photo], { type: 'image/png' }), 'producto.png');
    const r = await fetch(`${base}/api/requests`, { method: 'POST', headers: { Origin: base, cookie }, body: form });
    if (r.status !== 201) throw new Error(`Publicar para la medición falló: HTTP ${r.status} ${await r.text()}`);
    firstId ??= (await r.json()).id;
  }
  return { base, requestId: firstId, stop };
}

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

// ── 4. The static server's headers ─────────────────────────────────────────────────────────
async function serverHeaders(base, clientDir) {
  const { manifest } = readManifest(clientDir);
  const asset = manifest.entry.module;
  const get = (p, enc) => fetch(base + p, { headers: { 'accept-encoding': enc } });
  const [html, jsBr, jsGz, deep] = await Promise.all([
    get('/', 'br'),
    get(asset, 'br'),
    get(asset, 'gzip'),
    get('/pedidos/abc', 'gzip'),
  ]);
  return {
    htmlEncoding: html.headers.get('content-encoding'),
    htmlCache: html.headers.get('cache-control'),
    assetEncodingBr: jsBr.headers.get('content-encoding'),
    assetEncodingGzip: jsGz.headers.get('content-encoding'),
    assetCache: jsBr.headers.get('cache-control'),
    deepLinkStatus: deep.status,
  };
}

// ── run ───────────────────────────────────────────────────────────────────────────────────
const startedAt = new Date();
// `--no-build` measures the builds already on disk (e.g. right after `npm test`).
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > -1 ? process.argv[i + 1] : undefined;
};
// Three runs by default: one Lighthouse run's total blocking time on this 2-core machine ranged
// from 0 to 150 ms for the same build (decision 024), too wide to be a verdict on a 100 ms target.
const runs = Math.max(1, Number(arg('--runs') ?? 3));
const modes = arg('--mode') ? [arg('--mode')] : ['static', 'server'];
// Both builds as `npm run build` makes them: Remix's build, then the per-route documents
// (scripts/shells.mjs) and the compressed copies.
if (!process.argv.includes('--no-build')) {
  console.log('Construyendo el sitio (demo estática y modo servidor) y la app mínima de referencia…');
  for (const mode of modes) if (!(await buildSite(mode))) throw new Error(`La compilación (${mode}) falló`);
  sh(['--filter', '@cg/floor', 'build'], { quiet: true });
}
const siteDirs = {
  static: arg('--site-dir') ? path.resolve(arg('--site-dir')) : siteDirOf(staticBuildDir),
  server: arg('--server-site-dir') ? path.resolve(arg('--server-site-dir')) : siteDirOf(serverBuildDir),
};
for (const mode of modes) {
  if (!existsSync(path.join(siteDirs[mode], 'index.html')))
    throw new Error(`Falta la compilación ${mode}: ${siteDirs[mode]}`);
}
const siteDir = siteDirs[modes[0]];
const floorDir = path.join(root, 'benchmark/floor/build/client');

const urls = ['/', '/pedidos', '/pedidos/ejemplo', '/checkout/ejemplo'];
const floorUrl = (u) => (u === '/' ? '/' : '/pedidos');
const js = modes.flatMap((mode) =>
  urls.map((u) => ({ mode, site: firstLoad(siteDirs[mode], u), floor: firstLoad(floorDir, floorUrl(u)) })),
);

console.log('Dominio con 1.000 y 5.000 pedidos…');
const domainFile = path.join(resultsDir, 'domain.json');
sh(['exec', 'vitest', 'run', '--project', 'benchmark', '--reporter=dot'], { quiet: true });
const domain = JSON.parse(readFileSync(domainFile, 'utf8'));
// The log's redaction of five hostile megabytes (log.bench.test.ts, the same vitest run).
const logRedaction = JSON.parse(readFileSync(path.join(resultsDir, 'log.json'), 'utf8'));

console.log(`Lighthouse (móvil, ${runs} ${runs === 1 ? 'vez' : 'veces'} por página)…`);
const floorServer = createStaticServer({ root: floorDir });
const floorPort = await listen(floorServer);
const floorLh = {
  '/': await lighthouseMedian(`http://127.0.0.1:${floorPort}/`, runs),
  '/pedidos': await lighthouseMedian(`http://127.0.0.1:${floorPort}/pedidos`, runs),
};
console.log('Con la red y la CPU frenadas de verdad (150 ms, 1,6 Mbps, CPU 4×)…');
const floorReal = {
  '/': await realLoads(`http://127.0.0.1:${floorPort}/`, 'main h1', runs),
  '/pedidos': await realLoads(`http://127.0.0.1:${floorPort}/pedidos`, 'main h1', runs),
};
floorServer.close();
const pages = ['/', '/pedidos', '/pedidos/{id}'];
/** lighthouse[mode][page] = { site, floor } */
const lighthouse = {};
let headers = null;
for (const mode of modes) {
  let base;
  let requestId;
  let stop;
  if (mode === 'static') {
    const server = createStaticServer({ root: siteDirs.static });
    base = `http://127.0.0.1:${await listen(server)}`;
    requestId = 'example-request-1'; // the first-visit examples (the detail page seeds them too)
    stop = () => server.close();
    headers = await serverHeaders(base, siteDirs.static);
  } else {
    ({ base, requestId, stop } = await startApi(siteDirs.server));
  }
  try {
    lighthouse[mode] = {};
    for (const p of pages) {
      const url = base + p.replace('{id}', requestId);
      lighthouse[mode][p] = { site: await lighthouseMedian(url, runs), floor: floorLh[p === '/' ? '/' : '/pedidos'] };
      const m = lighthouse[mode][p].site;
      console.log(
        `  ${mode} ${p}: ${m.scores.join('/')} · LCP ${m.lcps.join('/')} ms · TBT ${m.tbtMs} ms · CLS ${m.cls}`,
      );
      const real = await realLoads(url, 'footer', runs);
      lighthouse[mode][p].real = { site: real, floor: floorReal[p === '/' ? '/' : '/pedidos'] };
      console.log(`  ${mode} ${p}, frenado de verdad: LCP ${real.lcps.join('/')} ms · app ${real.readyMs} ms`);
    }
  } finally {
    stop();
  }
}
headers ??= await (async () => {
  const server = createStaticServer({ root: siteDir });
  const h = await serverHeaders(`http://127.0.0.1:${await listen(server)}`, siteDir);
  server.close();
  return h;
})();

// ── report ────────────────────────────────────────────────────────────────────────────────
const kib = (n) => (n / KiB).toFixed(1);
// Issue 19's targets, as ratios to the floor of the same run (the machine's load moves both).
const targets = {
  jsVsFloor: { '/': 1.3, '/pedidos': 1.6, '/pedidos/ejemplo': 1.6 },
  lighthouseScore: 95,
  lcpVsFloor: 1.15,
  tbtMs: 100,
  cls: 0.02,
  filterMs: 16,
  /** The log's redaction of a megabyte of each of five hostile texts, together (decision 032). */
  logRedactionMs: 2000,
};
const checks = [
  ...js
    .filter((r) => targets.jsVsFloor[r.site.url])
    .map((r) => {
      const ratio = r.site.gzip / r.floor.gzip;
      const limit = targets.jsVsFloor[r.site.url];
      return [
        `${r.mode}: \`${r.site.url}\` first-load JS ≤ ${limit}× the floor (${kib(r.floor.gzip * limit)} KiB)`,
        `${kib(r.site.gzip)} KiB = ${ratio.toFixed(2)}×`,
        ratio <= limit,
      ];
    }),
  ...Object.entries(lighthouse).flatMap(([mode, byPage]) =>
    Object.entries(byPage).flatMap(([p, { site, floor }]) => [
      [
        `${mode}: Lighthouse \`${p}\` score ≥ 95`,
        `${site.score} (runs: ${site.scores.join(', ')})`,
        site.score >= targets.lighthouseScore,
      ],
      [
        `${mode}: LCP \`${p}\` ≤ ${targets.lcpVsFloor}× the floor's (${Math.round(floor.lcpMs * targets.lcpVsFloor)} ms)`,
        `${site.lcpMs} ms = ${(site.lcpMs / floor.lcpMs).toFixed(2)}×`,
        site.lcpMs <= floor.lcpMs * targets.lcpVsFloor,
      ],
      [`${mode}: TBT \`${p}\` ≤ 100 ms`, `${site.tbtMs} ms`, site.tbtMs <= targets.tbtMs],
      [`${mode}: CLS \`${p}\` ≤ 0.02`, String(site.cls), site.cls <= targets.cls],
    ]),
  ),
  [
    'Filter over 5,000 requests < 16 ms',
    `${domain.find((d) => d.count === 5000).filterMs.toFixed(2)} ms`,
    domain.find((d) => d.count === 5000).filterMs < targets.filterMs,
  ],
  [
    'Every filter at once over 5,000 requests < 16 ms',
    `${domain.find((d) => d.count === 5000).everyFilterMs.toFixed(2)} ms`,
    domain.find((d) => d.count === 5000).everyFilterMs < targets.filterMs,
  ],
  [
    'Log redaction of a megabyte of each of 5 hostile texts < 2,000 ms (linear, decision 032)',
    `${logRedaction.totalMs.toFixed(1)} ms`,
    logRedaction.totalMs < targets.logRedactionMs,
  ],
  [
    'No MSW in the first load of / and /pedidos',
    js.filter((r) => ['/', '/pedidos'].includes(r.site.url)).some((r) => r.site.msw) ? 'present' : 'absent',
    !js.filter((r) => ['/', '/pedidos'].includes(r.site.url)).some((r) => r.site.msw),
  ],
  [
    'Hashed assets: immutable, compressed',
    `${headers.assetCache}; ${headers.assetEncodingBr}/${headers.assetEncodingGzip}`,
    /immutable/.test(headers.assetCache ?? '') &&
      headers.assetEncodingBr === 'br' &&
      headers.assetEncodingGzip === 'gzip',
  ],
  ['Deep link served (SPA fallback)', String(headers.deepLinkStatus), headers.deepLinkStatus === 200],
];

const lines = [];
lines.push(`# Benchmark — ${startedAt.toISOString()}`);
lines.push('');
lines.push(
  `Machine: ${process.platform} ${process.arch}, Node ${process.versions.node}, ${(await import('node:os')).cpus().length} cores. Chromium: ${chromiumPath}.`,
);
lines.push('');
lines.push(
  '## First-load JavaScript (all JS fetched before the route renders: manifest, entry, root, route, their static imports)',
);
lines.push('');
lines.push(
  '"+ data layer": the backend chunk the root loader fetches (in parallel with the route, after the first paint) before any data shows.',
);
lines.push('');
lines.push(
  '| build | route | site gzip | site brotli | site raw | floor gzip | × floor (gzip) | target | + data layer (gzip) | MSW in it |',
);
lines.push('|---|---|---|---|---|---|---|---|---|---|');
for (const { mode, site, floor } of js) {
  const limit = targets.jsVsFloor[site.url];
  lines.push(
    `| ${mode} | \`${site.url}\` | ${kib(site.gzip)} KiB | ${kib(site.brotli)} KiB | ${kib(site.raw)} KiB | ${kib(floor.gzip)} KiB | ${(site.gzip / floor.gzip).toFixed(2)} | ${limit ? `≤ ${limit}` : '—'} | ${kib(site.dataGzip)} KiB | ${site.msw ? 'yes' : 'no'} |`,
  );
}
lines.push('');
lines.push(
  `## Lighthouse, mobile preset (simulated throttling), served compressed — median of ${runs} run${runs === 1 ? '' : 's'}`,
);
lines.push('');
lines.push(
  '| build | page | site score | floor score | site LCP | floor LCP | LCP × floor | TBT | CLS | FCP | LCP of each run |',
);
lines.push('|---|---|---|---|---|---|---|---|---|---|---|');
for (const [mode, byPage] of Object.entries(lighthouse)) {
  for (const [p, { site, floor }] of Object.entries(byPage))
    lines.push(
      `| ${mode} | \`${p}\` | ${site.score} | ${floor.score} | ${site.lcpMs} ms | ${floor.lcpMs} ms | ${(site.lcpMs / floor.lcpMs).toFixed(2)} (≤ ${targets.lcpVsFloor}) | ${site.tbtMs} ms | ${site.cls} | ${site.fcpMs} ms | ${site.lcps.join(', ')} |`,
    );
}
lines.push('');
lines.push(
  `Floor: \`/\` ${floorLh['/'].scores.join('/')} (LCP ${floorLh['/'].lcps.join('/')} ms), \`/pedidos\` ${floorLh['/pedidos'].scores.join('/')} (LCP ${floorLh['/pedidos'].lcps.join('/')} ms).`,
);
lines.push('');
lines.push(
  `## The same pages with Chromium itself slowed down (${REAL.latencyMs} ms RTT, ${REAL.downKbps / 1024} Mbps, ${REAL.cpu}× CPU) — median of ${runs} run${runs === 1 ? '' : 's'}`,
);
lines.push('');
lines.push(
  "Observed paints, not Lighthouse's estimate: \"app\" is when the route has rendered (the site's footer; the floor's title). Not a target (decision 024).",
);
lines.push('');
lines.push(
  '| build | page | site FCP | site LCP | site app | floor FCP | floor LCP | floor app | LCP × floor | LCP of each run |',
);
lines.push('|---|---|---|---|---|---|---|---|---|---|');
for (const [mode, byPage] of Object.entries(lighthouse)) {
  for (const [p, { real }] of Object.entries(byPage))
    lines.push(
      `| ${mode} | \`${p}\` | ${real.site.fcpMs} ms | ${real.site.lcpMs} ms | ${real.site.readyMs} ms | ${real.floor.fcpMs} ms | ${real.floor.lcpMs} ms | ${real.floor.readyMs} ms | ${(real.site.lcpMs / real.floor.lcpMs).toFixed(2)} | ${real.site.lcps.join(', ')} |`,
    );
}
lines.push('');
lines.push('LCP element of each page:');
lines.push('');
for (const [mode, byPage] of Object.entries(lighthouse)) {
  for (const [p, { site }] of Object.entries(byPage))
    lines.push(
      `- ${mode} \`${p}\`: ${site.lcpElements.map((e) => (e ? `\`${e.replace(/`/g, "'")}\`` : '—')).join(' / ')}`,
    );
}
lines.push('');
lines.push('## Domain over stored requests (median of repeated runs, node)');
lines.push('');
lines.push(
  '| stored requests | load list (parse + validate + sort) | apply a filter | every filter at once | storage size |',
);
lines.push('|---|---|---|---|---|');
for (const d of domain)
  lines.push(
    `| ${d.count.toLocaleString('en')} | ${d.loadMs.toFixed(2)} ms | ${d.filterMs.toFixed(3)} ms | ${d.everyFilterMs.toFixed(3)} ms | ${(d.bytes / KiB).toFixed(0)} KiB |`,
  );
lines.push('');
lines.push('## Static server');
lines.push('');
lines.push(`- \`/\`: ${headers.htmlEncoding ?? 'identity'}, \`cache-control: ${headers.htmlCache}\``);
lines.push(
  `- hashed asset: brotli → \`${headers.assetEncodingBr}\`, gzip → \`${headers.assetEncodingGzip}\`, \`cache-control: ${headers.assetCache}\``,
);
lines.push(`- deep link \`/pedidos/abc\`: HTTP ${headers.deepLinkStatus} (index.html)`);
lines.push('');
lines.push('## Targets');
lines.push('');
lines.push('| target | measured | met |');
lines.push('|---|---|---|');
for (const [name, value, ok] of checks) lines.push(`| ${name} | ${value} | ${ok ? 'yes' : '**no**'} |`);
const md = lines.join('\n') + '\n';
writeFileSync(path.join(resultsDir, 'latest.md'), md);
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  JSON.stringify({ startedAt, runs, js, lighthouse, domain, headers, checks }, null, 2),
);
console.log('\n' + md);
console.log(`Escrito en benchmark/results/latest.md y latest.json`);
const missed = checks.filter(([, , ok]) => !ok);
if (missed.length) {
  console.error(`\n✖ ${missed.length} ${missed.length === 1 ? 'objetivo no cumplido' : 'objetivos no cumplidos'}:`);
  for (const [name, value] of missed) console.error(`  - ${name}: ${value}`);
  process.exitCode = 1;
} else {
  console.log('\n✔ Todos los objetivos cumplidos.');
}
