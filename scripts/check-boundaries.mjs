#!/usr/bin/env node
// The architecture's arrows as a check that fails (docs/decisions/001-architecture.md):
//   domain    → nothing of ours, no React, no UI/routing/mocking libraries (the core);
//   providers → domain (the ports its clients implement); the provider HTTP clients and their
//               configuration (decision 037);
//   browser   → domain; the static demo's backend (browser storage, images); its tests and
//               `src/testing/` (the backend in memory) also the test kit;
//   testkit   → domain only: the contract suite, fakes and test ports every engine shares;
//   ui        → nothing of ours at run time (type-only imports from @cg/domain at most);
//   mocks     → domain, providers;
//   site      → ui, domain, providers, browser; never the API server or SQL storage (it reaches
//               the API through the core's route definitions, `@cg/domain/api`, and the HTTP
//               client, `@cg/domain/http` — decision 035); the simulator (mocks, msw) only where
//               it is the simulator: the static demo's worker (`app/lib/providers.client.ts`),
//               stories and tests (decision 037);
//   db     → domain (its ports); never ui, site, mocks, api, the browser backend or React;
//   api    → domain, providers, db; never ui, site, the browser backend, React, Remix or msw; the
//            simulator (mocks) only in its tests and `src/testing/` (the sandbox in-process) — a
//            server reaches the sandbox process over HTTP (decision 037).
// The test kit only in tests and `testing/` folders. Outside the four packages split from the
// domain (decision 037), `@cg/domain` is imported at its entries only (`@cg/domain`,
// `@cg/domain/api`, `@cg/domain/http`, and for db and the API `@cg/domain/server`), never a
// module's path.
// Inside the domain, the API's route definitions (`src/api/`) are types and schemas: they import
// no use case, adapter, storage or provider client, and `route.ts` (carried by the site's bundle)
// no zod. The core points one way (decision 037): rules ← services ← adapters — the rules, schemas
// and ports (`rules/`, `schemas/`, `ports/`) import no use case and no adapter; the use cases
// (`services/`) no adapter (`adapters/`, `storage/`, `images/`, `runtime/`, `providers/`), nor the
// composition (`marketplace.ts`) or the test kit. Their tests may compose anything.
// Each package must also stay inside its own folder (no relative imports escaping it).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Another package of ours than the core; the core's modules by path (not an entry).
const notCore = /^@cg\/(?!domain($|\/))/;
const coreByPath = /^@cg\/domain\/(?!(api|http)$)/;
// A server composes the use cases (`@cg/domain/server`): SQL storage and the API, not the site.
const serverByPath = /^@cg\/domain\/(?!(api|http|server)$)/;
const testkit = /^@cg\/testkit($|\/)/;
const testsAndTesting = /(\.test\.tsx?$|\/testing\/)/;
const noUi = [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria/, /^@remix-run\//, /^msw($|\/)/, /^@vanilla-extract\//];

const layers = {
  domain: {
    dir: 'packages/domain/src',
    forbidden: [
      /^@cg\//,
      /^react($|\/)/,
      /^react-dom($|\/)/,
      /^react-aria/,
      /^@remix-run\//,
      /^msw($|\/)/,
      /^@vanilla-extract\//,
      /^storybook($|\/)/,
    ],
    typeOnly: [],
    inner: [
      {
        files: /^packages\/domain\/src\/api\//,
        forbidden: [/^#src\/(services|adapters|storage|providers|testing|contract-suite)\//],
        why: 'the route definitions are types and schemas, not an implementation',
      },
      {
        files: /^packages\/domain\/src\/(rules|schemas|ports)\/(?!.*\.test\.ts$)/,
        forbidden: [
          /^#src\/(services|adapters|storage|images|runtime|providers|testing|contract-suite)\//,
          /^#src\/marketplace$/,
        ],
        why: 'rules, schemas and ports come before the use cases and the adapters (rules ← services ← adapters)',
      },
      {
        files: /^packages\/domain\/src\/services\/(?!.*\.test\.ts$)/,
        forbidden: [
          /^#src\/(adapters|storage|images|runtime|providers|testing|contract-suite)\//,
          /^#src\/marketplace$/,
        ],
        why: 'the use cases see the adapters only through the ports (rules ← services ← adapters)',
      },
      {
        files: /^packages\/domain\/src\/api\/route\.ts$/,
        forbidden: [/^zod($|\/)/, /^#src\/api\/shape$/],
        why: "the routes travel in the site's bundle without zod (decision 035)",
      },
    ],
  },
  providers: {
    dir: 'packages/providers/src',
    forbidden: [notCore, ...noUi],
    typeOnly: [],
  },
  browser: {
    dir: 'packages/browser/src',
    forbidden: [notCore, ...noUi],
    typeOnly: [],
    // The backend in memory (src/testing/) runs the contract suite's browser engine.
    exempt: { pattern: testsAndTesting, allow: [testkit] },
  },
  testkit: {
    dir: 'packages/testkit/src',
    // Every engine's common ground: the core's contract and ports, no engine of its own.
    forbidden: [notCore, ...noUi],
    typeOnly: [],
  },
  ui: {
    dir: 'packages/ui/src',
    forbidden: [/^@cg\/(site|mocks|api|db|browser|providers|testkit)/, coreByPath, /^@remix-run\//, /^msw($|\/)/],
    // Run-time imports of the domain are forbidden; `import type` is allowed.
    typeOnly: [/^@cg\/domain/],
    // Stories and tests are review tooling, not shipped code: they may use the mocks.
    exempt: { pattern: /\.(stories|test)\.tsx?$/, allow: [/^@cg\/mocks/] },
  },
  db: {
    dir: 'packages/db/src',
    // SQL storage for the domain: it may implement the domain's ports, never reach the interface.
    forbidden: [
      /^@cg\/(ui|site|mocks|api|browser)/,
      serverByPath,
      testkit,
      /^react($|\/)/,
      /^react-dom($|\/)/,
      /^@remix-run\//,
      /^msw($|\/)/,
    ],
    typeOnly: [],
    // The contract suite on PGlite and PostgreSQL (src/testing/engine.ts).
    exempt: { pattern: testsAndTesting, allow: [testkit] },
  },
  mocks: {
    dir: 'mocks/src',
    forbidden: [/^@cg\/(ui|site|api|db|browser)/, coreByPath, testkit, /^react($|\/)/, /^@remix-run\//],
    typeOnly: [],
  },
  site: {
    dir: 'apps/site/app',
    forbidden: [/^@cg\/(api|db|mocks)($|\/)/, coreByPath, testkit, /^msw($|\/)/],
    typeOnly: [],
    // The simulator where it is the simulator: the static demo's service worker, stories, tests.
    exempt: {
      pattern: /(\.(stories|test)\.tsx?$|^apps\/site\/app\/lib\/providers\.client\.ts$)/,
      allow: [/^@cg\/mocks($|\/)/, /^msw($|\/)/, testkit],
    },
  },
  api: {
    dir: 'apps/api/src',
    forbidden: [
      /^@cg\/(ui|site)($|\/)/,
      /^react($|\/)/,
      /^react-dom($|\/)/,
      /^react-aria/,
      /^@remix-run\//,
      /^@vanilla-extract\//,
      /^storybook($|\/)/,
      /^@cg\/mocks($|\/)/,
      /^@cg\/browser($|\/)/,
      serverByPath,
      testkit,
      /^msw($|\/)/,
    ],
    typeOnly: [],
    // The sandbox in-process is the tests' (src/testing/); a server calls the sandbox process.
    exempt: { pattern: /(\.test\.ts$|^apps\/api\/src\/testing\/)/, allow: [/^@cg\/mocks($|\/)/, testkit] },
  },
};

const fromPattern = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const sideEffectPattern = /\bimport\s*['"]([^'"]+)['"]/g;
const dynamicPattern = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Lists every import in a source text with whether it is type-only. @internal */
export function importsOf(source) {
  const found = [];
  for (const [, , typeKeyword, clause, specifier] of source.matchAll(fromPattern)) {
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim());
    const allTypes =
      names !== null &&
      names[1]
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => part.startsWith('type '));
    found.push({ specifier, typeOnly: Boolean(typeKeyword) || allTypes });
  }
  for (const [, specifier] of source.matchAll(sideEffectPattern)) found.push({ specifier, typeOnly: false });
  for (const [, specifier] of source.matchAll(dynamicPattern)) found.push({ specifier, typeOnly: false });
  return found;
}

/** Returns the violations of one file of a layer. @internal */
export function checkSource(layerName, file, source) {
  const layer = layers[layerName];
  const violations = [];
  const layerDir = path.resolve(root, layer.dir.split('/').slice(0, -1).join('/'));
  for (const { specifier, typeOnly } of importsOf(source)) {
    const exempt =
      layer.exempt && layer.exempt.pattern.test(file) && layer.exempt.allow.some((re) => re.test(specifier));
    if (exempt) continue;
    const inner = (layer.inner ?? []).find(
      (rule) => rule.files.test(file) && rule.forbidden.some((re) => re.test(specifier)),
    );
    if (inner) {
      violations.push(`${file}: must not import "${specifier}" (${inner.why})`);
    } else if (layer.forbidden.some((re) => re.test(specifier))) {
      violations.push(`${file}: ${layerName} must not import "${specifier}"`);
    } else if (!typeOnly && layer.typeOnly.some((re) => re.test(specifier))) {
      violations.push(`${file}: ${layerName} may import "${specifier}" only with \`import type\``);
    } else if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(path.resolve(root, file)), specifier);
      if (!target.startsWith(layerDir + path.sep)) {
        violations.push(`${file}: relative import "${specifier}" leaves the ${layerName} package`);
      }
    }
  }
  return violations;
}

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '__screenshots__' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx|mts|js|jsx|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function checkAll() {
  const violations = [];
  let files = 0;
  for (const [name, layer] of Object.entries(layers)) {
    const dir = path.join(root, layer.dir);
    let list = [];
    try {
      list = walk(dir);
    } catch {
      continue;
    }
    for (const file of list) {
      files += 1;
      violations.push(...checkSource(name, path.relative(root, file), readFileSync(file, 'utf8')));
    }
  }
  return { violations, files };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { violations, files } = checkAll();
  if (violations.length) {
    console.error(
      `✖ Límites entre paquetes: ${violations.length} import(s) prohibido(s)\n  ${violations.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`✔ Límites entre paquetes respetados (${files} archivos).`);
}
