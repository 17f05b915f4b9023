#!/usr/bin/env node
// Performance benchmark (its own command: `npm run bench`). Measures, in one run, the site
// against a bare Remix SPA-mode app built the same way (benchmark/floor):
//   1. first-load JavaScript (gzip and brotli) of /, /pedidos, /pedidos/{id}, /checkout/{id};
//   2. Lighthouse (mobile preset, Debian's Chromium) on / and /pedidos, served compressed;
//   3. the domain with 1,000 and 5,000 stored requests: load the list, apply a filter;
//   4. the static server: compression and caching headers.
// Prints a table and writes benchmark/results/latest.{md,json}.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { pnpmEnv } from '../scripts/pnpm.mjs';
import { createStaticServer } from '../scripts/serve.mjs';
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
  return { url, routes: chain.map((r) => r.id), files: files.length, raw, gzip: gz, brotli: br, msw };
}

// ── 2. Lighthouse, mobile preset, on the compressed static server ──────────────────────────
async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  // chrome-launcher is Lighthouse's own dependency: resolve it from there, same version.
  const { createRequire } = await import('node:module');
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'));
  const chromeLauncher = await import(fromLighthouse.resolve('chrome-launcher'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    userDataDir: mkdtempSync(path.join(tmp, 'lh-')),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const a = result.lhr.audits;
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(a['total-blocking-time'].numericValue),
      cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(a['first-contentful-paint'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
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
if (!process.argv.includes('--no-build')) {
  console.log('Construyendo el sitio y la app mínima de referencia…');
  sh(['--filter', '@cg/site', 'build'], { quiet: true });
  sh(['--filter', '@cg/floor', 'build'], { quiet: true });
}
const siteDirArg = process.argv.indexOf('--site-dir');
const siteDir =
  siteDirArg > -1 ? path.resolve(process.argv[siteDirArg + 1]) : path.join(root, 'apps/site/build/client');
const floorDir = path.join(root, 'benchmark/floor/build/client');

const urls = ['/', '/pedidos', '/pedidos/ejemplo', '/checkout/ejemplo'];
const js = urls.map((u) => ({ site: firstLoad(siteDir, u), floor: firstLoad(floorDir, u === '/' ? '/' : '/pedidos') }));

console.log('Dominio con 1.000 y 5.000 pedidos…');
const domainFile = path.join(resultsDir, 'domain.json');
sh(['exec', 'vitest', 'run', '--project', 'benchmark', '--reporter=dot'], { quiet: true });
const domain = JSON.parse(readFileSync(domainFile, 'utf8'));

console.log('Lighthouse (móvil) sobre el servidor estático comprimido…');
const siteServer = createStaticServer({ root: siteDir });
const floorServer = createStaticServer({ root: floorDir });
const sitePort = await listen(siteServer);
const floorPort = await listen(floorServer);
const lighthouse = {};
for (const u of ['/', '/pedidos']) {
  lighthouse[u] = {
    site: await lighthouseRun(`http://127.0.0.1:${sitePort}${u}`),
    floor: await lighthouseRun(`http://127.0.0.1:${floorPort}${u}`),
  };
}
const headers = await serverHeaders(`http://127.0.0.1:${sitePort}`, siteDir);
siteServer.close();
floorServer.close();

// ── report ────────────────────────────────────────────────────────────────────────────────
const kib = (n) => (n / KiB).toFixed(1);
const targets = {
  homeGzipKiB: 110,
  homeVsFloor: 1.3,
  lighthouseScore: 95,
  lcpMs: 1800,
  tbtMs: 100,
  cls: 0.02,
  filterMs: 16,
};
const home = js[0];
const ratio = home.site.gzip / home.floor.gzip;
const checks = [
  ['`/` first load ≤ 110 KiB gzip', `${kib(home.site.gzip)} KiB`, home.site.gzip / KiB <= targets.homeGzipKiB],
  ['`/` within 1.3× of the floor', `${ratio.toFixed(2)}×`, ratio <= targets.homeVsFloor],
  ...['/', '/pedidos'].flatMap((u) => [
    [
      `Lighthouse ${u} score ≥ 95`,
      String(lighthouse[u].site.score),
      lighthouse[u].site.score >= targets.lighthouseScore,
    ],
    [`LCP ${u} ≤ 1.8 s`, `${lighthouse[u].site.lcpMs} ms`, lighthouse[u].site.lcpMs <= targets.lcpMs],
    [`TBT ${u} ≤ 100 ms`, `${lighthouse[u].site.tbtMs} ms`, lighthouse[u].site.tbtMs <= targets.tbtMs],
    [`CLS ${u} ≤ 0.02`, String(lighthouse[u].site.cls), lighthouse[u].site.cls <= targets.cls],
  ]),
  [
    'Filter over 5,000 requests < 16 ms',
    `${domain.find((d) => d.count === 5000).filterMs.toFixed(2)} ms`,
    domain.find((d) => d.count === 5000).filterMs < targets.filterMs,
  ],
  [
    'No MSW in the first load of / and /pedidos',
    js.slice(0, 2).some((r) => r.site.msw) ? 'present' : 'absent',
    !js.slice(0, 2).some((r) => r.site.msw),
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
lines.push('| route | site gzip | site brotli | site raw | floor gzip | floor brotli | × floor (gzip) | MSW in it |');
lines.push('|---|---|---|---|---|---|---|---|');
for (const { site, floor } of js) {
  lines.push(
    `| \`${site.url}\` | ${kib(site.gzip)} KiB | ${kib(site.brotli)} KiB | ${kib(site.raw)} KiB | ${kib(floor.gzip)} KiB | ${kib(floor.brotli)} KiB | ${(site.gzip / floor.gzip).toFixed(2)} | ${site.msw ? 'yes' : 'no'} |`,
  );
}
lines.push('');
lines.push('## Lighthouse, mobile preset (simulated throttling), served compressed');
lines.push('');
lines.push('| page | app | score | LCP | TBT | CLS | FCP |');
lines.push('|---|---|---|---|---|---|---|');
for (const [u, r] of Object.entries(lighthouse)) {
  for (const [app, m] of Object.entries(r))
    lines.push(`| \`${u}\` | ${app} | ${m.score} | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} | ${m.fcpMs} ms |`);
}
lines.push('');
lines.push('## Domain over stored requests (median of repeated runs, node)');
lines.push('');
lines.push('| stored requests | load list (parse + validate + sort) | apply a filter | storage size |');
lines.push('|---|---|---|---|');
for (const d of domain)
  lines.push(
    `| ${d.count.toLocaleString('en')} | ${d.loadMs.toFixed(2)} ms | ${d.filterMs.toFixed(3)} ms | ${(d.bytes / KiB).toFixed(0)} KiB |`,
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
  JSON.stringify({ startedAt, js, lighthouse, domain, headers, checks }, null, 2),
);
console.log('\n' + md);
console.log(`Escrito en benchmark/results/latest.md y latest.json`);
