#!/usr/bin/env node
// What each marketplace piece of @cg/ui adds to a page's JavaScript: for every component, a
// production Vite build of an entry that renders only that component (React, react-dom and the
// theme included), minus the same build rendering nothing. Gzip level 9. Shared code
// (react-aria's core, the theme) is counted in every piece, so the figures do not add up.
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pieces = [
  'RequestCard',
  'TripCard',
  'CodeInput',
  'EscrowSummary',
  'ChatPanel',
  'StatusBadge',
  'VerificationUpload',
  'SuccessStoryCarousel',
  'HowItWorks',
  'PromiseCards',
  'RequestFilterBar',
  'TripFilterBar',
  'Header',
  'Footer',
];
const work = mkdtempSync(path.join(root, '.tmp', 'ui-cost-'));

async function sizeOf(name) {
  const dir = path.join(work, name ?? 'baseline');
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.jsx');
  writeFileSync(
    entry,
    name
      ? `import { createRoot } from 'react-dom/client';\nimport '@cg/ui/theme';\nimport { ${name} } from '@cg/ui';\nwindow.__piece = ${name};\ncreateRoot(document.body).render(null);\n`
      : `import { createRoot } from 'react-dom/client';\nimport '@cg/ui/theme';\ncreateRoot(document.body).render(null);\n`,
  );
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [vanillaExtractPlugin()],
    resolve: { conditions: ['browser'] },
    build: {
      outDir: path.join(dir, 'out'),
      lib: { entry, formats: ['es'], fileName: 'piece' },
      rollupOptions: { external: [] },
      minify: true,
      cssCodeSplit: false,
    },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  let total = 0;
  for (const f of readdirSync(path.join(dir, 'out')))
    if (f.endsWith('.js')) total += gzipSync(readFileSync(path.join(dir, 'out', f)), { level: 9 }).length;
  return total;
}

process.chdir(path.join(root, 'apps/site'));
const baseline = await sizeOf(null);
const rows = [];
for (const p of pieces) rows.push([p, (await sizeOf(p)) - baseline]);
const lines = [
  '| piece | adds (gzip) |',
  '|---|---|',
  ...rows.map(([p, s]) => `| ${p} | ${(s / 1024).toFixed(1)} KiB |`),
];
const md = `# First-load cost of each marketplace piece\n\nBaseline (React + react-dom + theme, rendering nothing): ${(baseline / 1024).toFixed(1)} KiB gzip.\nEach row: that build with the piece, minus the baseline. Shared code is counted in every row.\n\n${lines.join('\n')}\n`;
writeFileSync(path.join(root, 'benchmark/results/ui-pieces.md'), md);
console.log(md);
