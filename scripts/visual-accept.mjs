#!/usr/bin/env node
// `npm run visual:accept -- <story id>…` (or `--all`): makes the last visual review's new shots
// the references of those stories, and only those, and says which (decision 034).
//   - a changed or new story: its reviewed shot becomes its reference;
//   - a reference no story uses (its id is its path, as the report shows it): it is deleted;
//   - on a Chromium other than the references' (.storybook/screenshots-chromium.txt), accepting
//     some stories is refused — references of two builds would be compared as one. `--all`
//     re-records every reference with the running Chromium (`vitest -u`) and records that build.
// Nothing is written when any requested story cannot be accepted. Option: --out DIR (the review's
// folder, default visual-review/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './pnpm.mjs';
import { parseArgs, runStories } from './visual-review.mjs';
import { applyActions, planAccept, referenceHashes } from '../tooling/visual-review.mjs';
import { readReferenceChromium } from '../tooling/screenshots.mjs';

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { options, rest } = parseArgs(process.argv.slice(2), ['out']);
  const all = rest.includes('--all');
  const ids = rest.filter((arg) => arg !== '--all');
  if (!all && ids.length === 0) fail('Di qué aceptar: npm run visual:accept -- <id de historia>… (o --all).');
  if (all && ids.length) fail('O --all o ids, no los dos.');
  const outDir = path.resolve(options.out ?? path.join(root, 'visual-review'));
  let review;
  try {
    review = JSON.parse(readFileSync(path.join(outDir, 'review.json'), 'utf8'));
  } catch {
    fail(`No hay una revisión en ${outDir}: corre primero npm run visual:review.`);
  }
  const plan = planAccept(review, { ids, all });
  if ('refused' in plan) fail(plan.refused);
  if ('actions' in plan) {
    applyActions(plan.actions);
    for (const action of plan.actions) {
      const where = path.relative(process.cwd(), action.to);
      console.log(
        action.kind === 'delete' ? `borrada: ${action.id} (${where})` : `actualizada: ${action.id} → ${where}`,
      );
    }
    console.log(`\n${plan.actions.length} referencia(s); el resto quedó como estaba. Revisa y haz commit de los PNG.`);
    process.exit(0);
  }
  // Another Chromium: every reference is recorded again with this one, as the refresh command does.
  console.log(
    `Las referencias son de ${readReferenceChromium(review.referenceChromiumFile) ?? '(un Chromium sin registrar)'} y la revisión corrió en ${review.chromium}:\n` +
      'se vuelven a grabar todas con este Chromium (vitest -u).',
  );
  const before = referenceHashes(review.root);
  const { command } = review;
  const passed = await runStories({
    config: command.config ?? undefined,
    project: command.project,
    shards: command.shards,
    args: command.args,
    runsDir: path.join(outDir, 'accept-runs'),
    update: 'all',
  });
  applyActions(plan.removed.map((ref) => ({ id: ref.id, kind: 'delete', to: ref.reference })));
  const after = referenceHashes(review.root);
  const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
  for (const file of changed)
    console.log(`${before.has(file) ? 'actualizada' : 'nueva'}: ${path.relative(process.cwd(), file)}`);
  for (const ref of plan.removed) console.log(`borrada: ${ref.id}`);
  const recorded = readReferenceChromium(review.referenceChromiumFile);
  console.log(
    `\n${changed.length + plan.removed.length} referencia(s) cambiaron; las demás ya eran idénticas. Chromium de las referencias: ${recorded}` +
      ` (${path.relative(process.cwd(), review.referenceChromiumFile)}). Revisa y haz commit de los PNG y de ese archivo.`,
  );
  if (!passed)
    fail('La corrida que vuelve a grabar las referencias falló (ver arriba): revisa lo que dice antes del commit.');
}
