// No production file over 400 lines (issue 33, "done means"; decision 036): a module holds one
// thing a reader can name, and a file past the limit is the symptom of one that holds several.
// This lists every production file over the limit and fails naming them: split it by meaning (the
// decision says how), do not raise the limit or exempt it.
//
// "Production": the non-test source of the packages (`packages/*/src`), the API (`apps/api/src`),
// the site (`apps/site/app`) and the simulator (`mocks/src`). Tests, stories, `testing/` folders,
// the contract suite, story fixtures (`*.fixtures.ts`) and style sheets (`*.css.ts`) are not
// production.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT = 400;

/** Where production code lives: every package's `src`, the API's `src`, the site's `app`, the simulator's `src`. */
const ROOTS = [
  ...readdirSync(path.join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}/src`),
  'apps/api/src',
  'apps/site/app',
  'mocks/src',
];

/**
 * Files allowed past the limit, each for its reason. Nothing else is: a new entry here needs a
 * reason of the same kind (a table of data, a generated or declarative schema), not "it grew".
 */
const EXEMPT: Record<string, string> = {
  // A data table: the restricted and prohibited items with their keywords and Spanish texts, one
  // entry per kind of item (decision 007), with the few lines that match them.
  'packages/domain/src/rules/restricted-items.ts': 'data table',
  // The Drizzle schema: every table, column and index of the database in one declaration, which
  // drizzle-kit reads whole to generate the migrations (packages/db/README.md).
  'packages/db/src/schema.ts': 'Drizzle schema',
};

const NOT_PRODUCTION_DIRS = new Set(['node_modules', 'testing', 'contract-suite', '__screenshots__']);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const NOT_PRODUCTION_FILE = /(\.(test|stories|browser-test)\.[cm]?[jt]sx?|\.fixtures\.ts|\.css\.ts)$/;

function productionFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!NOT_PRODUCTION_DIRS.has(entry.name)) out.push(...productionFiles(relative));
    } else if (SOURCE.test(entry.name) && !NOT_PRODUCTION_FILE.test(entry.name)) {
      out.push(relative);
    }
  }
  return out;
}

/** Lines as an editor numbers them (a final newline does not start another). */
function linesOf(file: string): number {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const files = ROOTS.flatMap(productionFiles);

describe('file size', () => {
  it(`has no production file over ${String(LIMIT)} lines (data tables and the Drizzle schema aside)`, () => {
    const over = files
      .filter((file) => !(file in EXEMPT))
      .map((file) => ({ file, lines: linesOf(file) }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${String(lines)} lines`);
    expect(over, `over ${String(LIMIT)} lines — split by meaning (decision 036)`).toEqual([]);
  });

  it('reads the production files, and not the tests, stories or fixtures', () => {
    // A walk that found nothing would pass the check above: it must see the known modules.
    expect(files).toContain('packages/domain/src/services/notifications.ts');
    expect(files).toContain('apps/api/src/market/events.ts');
    expect(files).toContain('mocks/src/server/webhook-outbox.ts');
    expect(files).toContain('apps/site/app/routes/comprador.tsx');
    expect(files.filter((file) => NOT_PRODUCTION_FILE.test(file))).toEqual([]);
    expect(files.filter((file) => file.includes('/testing/') || file.includes('/contract-suite/'))).toEqual([]);
  });

  it('exempts only files that exist and are in what it reads', () => {
    // A renamed or moved exemption would otherwise go on exempting nothing, silently.
    for (const file of Object.keys(EXEMPT)) expect(files).toContain(file);
  });
});
