#!/usr/bin/env node
// `npm run visual:review`: runs every story's screenshot comparison in Chromium, as `npm test`'s
// story step does (the same config, comparator and shards), without writing any reference, and
// writes a report that opens without a server: visual-review/index.html (decision 034).
//   npm run visual:review                                 every story
//   npm run visual:review -- packages/ui/src/Button       only the stories files under a path
//   options: --out DIR (default visual-review/), --config FILE --project NAME (another Storybook,
//   as the fixture test does), --shards N (default 2, side by side as in `npm test`), --no-setup
//   (the caller has installed everything: the fixture test, inside `npm test`)
// Exit code: 0 when nothing differs, 1 when something does (or the run failed otherwise).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { corepackCommand, pnpmEnv, root } from './pnpm.mjs';
import { summaryLine, writeReview } from '../tooling/visual-review.mjs';

/** The reporter that records each story's outcome for the review. */
export const reporterArgs = ['--reporter=default', `--reporter=${path.join(root, 'tooling/visual-reporter.mjs')}`];

/** `--name value` options and the rest (vitest filters), from argv. */
export function parseArgs(argv, names) {
  const options = {};
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const name = arg.startsWith('--') ? arg.slice(2).split('=')[0] : null;
    if (name && names.includes(name)) {
      options[name] = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
    } else rest.push(arg);
  }
  return { options, rest };
}

/**
 * Runs the stories in `shards` Vitest processes side by side (each its own Vite port, so its own
 * origin and MSW worker: decision 009), each with the review's reporter writing into runsDir.
 * @returns {Promise<boolean>} whether every shard passed
 */
export async function runStories({ config, project, shards, args, runsDir, update, env = {} }) {
  mkdirSync(runsDir, { recursive: true });
  const [corepack, ...prefix] = corepackCommand();
  const one = (shard) =>
    new Promise((resolve) => {
      const child = spawn(
        corepack,
        [
          ...prefix,
          'pnpm',
          'exec',
          'vitest',
          'run',
          ...(config ? ['--config', config] : []),
          '--project',
          project,
          ...(shards > 1 ? [`--shard=${shard}/${shards}`] : []),
          `--update=${update}`,
          ...reporterArgs,
          ...args,
        ],
        {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit'],
          env: pnpmEnv({
            TMPDIR: path.join(root, '.tmp'),
            VISUAL_REVIEW_RUNS: runsDir,
            ...(shards > 1 ? { STORY_SHARD: String(shard) } : {}),
            ...env,
          }),
        },
      );
      child.on('close', (code) => resolve(code === 0));
    });
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const results = await Promise.all(Array.from({ length: shards }, (_, i) => one(i + 1)));
  return results.every(Boolean);
}

/** The review's command line as recorded in review.json (visual:accept --all re-runs it). */
export function reviewCommand({ config, project, shards, args }) {
  return { config: config ?? null, project, shards, args, filtered: args.length > 0 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { options, rest: args } = parseArgs(process.argv.slice(2), ['out', 'config', 'project', 'shards']);
  const rest = args.filter((arg) => arg !== '--no-setup');
  if (rest.length === args.length) {
    const { checkNode, ensureSystemPieces, installPackages } = await import('./setup.mjs');
    checkNode();
    installPackages();
    ensureSystemPieces();
  }
  const outDir = path.resolve(options.out ?? path.join(root, 'visual-review'));
  const config = options.config ? path.resolve(options.config) : undefined;
  const project = options.project ?? 'storybook';
  const shards = Number(options.shards ?? 2);
  const runsDir = path.join(outDir, 'runs');
  rmSync(runsDir, { recursive: true, force: true });
  // --update=none: a story without a reference fails and its shot is kept aside, not written as
  // its reference — accepting is `visual:accept`'s job alone.
  const passed = await runStories({ config, project, shards, args: rest, runsDir, update: 'none' });
  let written;
  try {
    written = writeReview({
      runsDir,
      outDir,
      command: reviewCommand({ config, project, shards, args: rest }),
    });
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { review, report } = written;
  console.log(`\nRevisión visual: ${summaryLine(review)}.`);
  console.log(`Referencias: ${review.referenceChromium ?? '(sin registrar)'} · esta corrida: ${review.chromium}`);
  console.log(`Informe: ${report}\n  (ábrelo en el navegador: ${pathToFileURL(report).href})`);
  const differs = review.changed.length + review.added.length + review.removed.length > 0;
  process.exit(differs || !passed ? 1 : 0);
}
