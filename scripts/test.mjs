#!/usr/bin/env node
// Quick start, command two: set everything up and run every test.
//   1. setup: pinned pnpm, locked install, the system pieces the tests need (Debian's Chromium),
//      and Node 24 (from the npm registry, cached) when the running Node is older;
//   2. in parallel: type check (TypeScript 7's tsc -b), boundary check, lint (ESLint), format check (Prettier),
//      dead code (knip --production), node tests (domain with coverage, db on PGlite and
//      PostgreSQL 15, mocks, site, the API server, tooling) on Node 24, and the static build (precompressed);
//   3. every Storybook story as a test in Chromium (axe + screenshot references), and the
//      screenshot comparator's own test, in two shards side by side; then the visual review's own
//      test (a fixture Storybook, its report opened in Chromium). When a story shard fails, the
//      visual review's report is written from its last attempt and its path printed;
//   4. end-to-end tests in Chromium against the static build, served by the API server, on Node 24.
// Each step's output is prefixed; the run ends with one line of totals.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkNode, ensureSystemPieces, installPackages } from './setup.mjs';
import { corepackCommand, pnpmEnv, root } from './pnpm.mjs';
import { node24Dir, withNode24 } from './node24.mjs';
import { reporterArgs, reviewCommand } from './visual-review.mjs';
import { summaryLine, writeReview } from '../tooling/visual-review.mjs';

checkNode();
const started = Date.now();
installPackages();
ensureSystemPieces();

// Chromium's temporary folders stay inside the project (stack notes, trap 9).
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const env = pnpmEnv({ TMPDIR: tmp, FORCE_COLOR: process.env.CI ? '0' : '1' });

const TAIL_LINES = 25;
const FLAGGED_LINES = 25;
const FAILURE_LINE = /\bFAIL\b|✗|✘|×|\bError\b|failed|Unhandled|ERR_/;
// Colour codes would make the kept lines unreadable in CI's log.
const stripAnsi = (line) => line.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

/**
 * The machine's CPU time so far (Linux /proc/stat, in clock ticks): how busy both cores were
 * while a step ran tells whether more parallelism would shorten it or only add contention.
 * Null elsewhere (the figure is then left out).
 */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3] + (fields[4] ?? 0);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}
/**
 * CPU seconds (user + system) of the children this process has waited for (Linux /proc/self/stat,
 * cutime + cstime). A step's process tree is waited for when it exits, so the jump at a step's
 * exit is that step's own CPU time, whatever else the machine ran meanwhile: the figure to compare
 * on a shared machine, where wall time is noise. Two steps ending in the same instant would share
 * one jump (the run's total stays right). Null elsewhere.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of stat(5), counted after the command name: cutime, cstime, in ticks (100/s).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let lastChildCpu = childCpuSeconds();
function stepCpuSeconds() {
  const now = childCpuSeconds();
  if (now === null || lastChildCpu === null) return '';
  const spent = now - lastChildCpu;
  lastChildCpu = now;
  return ` · ${spent.toFixed(0)} s CPU`;
}
const busyShare = (from, to) =>
  from && to && to.total > from.total
    ? ` · CPU ${Math.round((100 * (to.busy - from.busy)) / (to.total - from.total))}%`
    : '';

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const results = [];

// Node 20 reached its end of life in April 2026: the server's tests (unit: domain, db, API…) and
// the end-to-end tests (the API server they start) run on Node 24 — instead of the running Node,
// not as well. The rest (type check, lint, format, knip, build, stories) stays on the running
// Node, 20.19+ or later, so both lines the project supports are exercised (decision 034).
const ON_NODE_24 = ['unit', 'e2e'];
const node24 = only.length && !ON_NODE_24.some((step) => only.includes(step)) ? null : node24Dir();
if (node24)
  console.log(
    `unit y e2e en Node ${execFileSync(path.join(node24, 'node'), ['--version'], { encoding: 'utf8' }).trim()} (${node24}); el resto en Node ${process.version}`,
  );

function run(name, args, extraEnv = {}) {
  // A shard ("stories 1/2") runs when its step ("stories") is asked for.
  if (only.length && !only.includes(name.split(/[ #]/)[0])) return Promise.resolve(true);
  const t0 = Date.now();
  const cpu0 = cpuTicks();
  const stepEnv = { ...env, ...extraEnv };
  return new Promise((resolve) => {
    const [corepack, ...corepackArgs] = corepackCommand();
    const child = spawn(corepack, [...corepackArgs, 'pnpm', ...args], {
      cwd: root,
      // Node 24 first on PATH: corepack, pnpm, Vitest, its workers and every `node` a test starts.
      env: node24 && ON_NODE_24.includes(name) ? withNode24(stepEnv, node24) : stepEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `[${name}] `;
    // What a failed step said, kept to be printed again at the end: CI shows only the tail of
    // the output, where an early step's failure would otherwise be buried under later steps.
    const tail = [];
    const flagged = [];
    const keep = (line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      if (flagged.length < FLAGGED_LINES && FAILURE_LINE.test(line)) flagged.push(line);
    };
    const relay = (stream, out) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          out.write(prefix + line + '\n');
          keep(stripAnsi(line));
        }
      });
      stream.on('end', () => {
        if (!buffered) return;
        out.write(prefix + buffered + '\n');
        keep(stripAnsi(buffered));
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const cpu = stepCpuSeconds() + busyShare(cpu0, cpuTicks());
      results.push({ name, ok: code === 0, seconds, cpu, flagged, tail });
      console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds} s${cpu})`);
      resolve(code === 0);
    });
  });
}

const [built] = await Promise.all([
  // The site's static build and its .br/.gz copies (the root `build` script), as `npm start` makes them.
  run('build', ['run', 'build']),
  // TypeScript 7's native checker: the same errors as 5.9 (the language of everything else) for
  // about a third of the CPU (decision 009).
  run('typecheck', ['exec', 'node', 'tooling/typecheck/node_modules/typescript/bin/tsc', '-b']),
  run('boundaries', ['exec', 'node', 'scripts/check-boundaries.mjs']),
  run('lint', ['exec', 'eslint', '.', '--max-warnings', '0']),
  run('format', ['exec', 'prettier', '--check', '.', '--log-level', 'warn']),
  run('knip', ['exec', 'knip', '--production']),
  run('unit', [
    'exec',
    'vitest',
    'run',
    '--project',
    'domain',
    '--project',
    'browser',
    '--project',
    'mocks',
    '--project',
    'site',
    '--project',
    'api',
    '--project',
    'tooling',
    '--project',
    'db',
    '--coverage',
    // Vitest's default on 2 cores is one file at a time (cores − 1). Most of these files wait on
    // processes, PostgreSQL and timers: two at a time took the API's files from about 250 s to
    // 142 s alone (three: 153 s). Each story shard stays at one page: two pages share MSW's service
    // worker and answer each other's stories.
    '--maxWorkers=2',
  ]),
]);
// The stories run as two shards side by side, each a Vitest with its own browser on its own port
// (Vite takes the next free one), so each has its own origin and MSW service worker: one page
// alone left a third of the two cores idle (CI: 495 s at 67 % busy); two shards took 385 s
// together on a quiet machine (decision 009). Two pages in one Vitest would share the origin's
// worker and answer each other's stories.
// The story run once failed in CI after 21 s, before it could have run its tests, and never here
// from a fresh clone. A real failure fails twice; a browser that failed to start once does not.
// So a failed shard is run once more, and the summary says so: the first run's failure lines are
// printed at the end either way.
// The comparator's own test (project visual) runs with the stories: it proves the screenshot
// settings still catch a change made on purpose.
// Each shard also records every story's screenshot outcome for the visual review
// (tooling/visual-reporter.mjs, decision 034): a shard run again overwrites its first attempt's.
const STORY_SHARDS = 2;
const visualReview = path.join(root, 'visual-review');
const visualRuns = path.join(visualReview, 'runs');
if (!only.length || only.includes('stories')) rmSync(visualRuns, { recursive: true, force: true });
async function storyShard(shard) {
  const name = `stories ${shard}/${STORY_SHARDS}`;
  const args = [
    'exec',
    'vitest',
    'run',
    '--project',
    'storybook',
    '--project',
    'visual',
    `--shard=${shard}/${STORY_SHARDS}`,
    ...reporterArgs,
  ];
  const shardEnv = { STORY_SHARD: String(shard), VISUAL_REVIEW_RUNS: visualRuns };
  if (await run(name, args, shardEnv)) return true;
  const first = results.findLast((r) => r.name === name);
  if (!first) return true; // not asked for
  first.name = `${name}#1`;
  console.log(`${name} failed; running it once more to tell a flaky start from a real failure`);
  if (!(await run(name, args, shardEnv))) return false;
  first.ok = true;
  first.note = 'failed, passed when run again: see its lines below';
  first.keepLines = true;
  return true;
}
// The visual review's own test (a fixture Storybook of four stories: review, accept, the report
// opened in Chromium; four short Vitest runs) starts when the first shard is done, in the other's
// tail, rather than beside both.
let reviewTest;
const storyShardsPassed = await Promise.all(
  Array.from({ length: STORY_SHARDS }, (_, i) =>
    storyShard(i + 1).then((ok) => {
      reviewTest ??= run('stories review', ['exec', 'vitest', 'run', '--project', 'visual-review']);
      return ok;
    }),
  ),
);
await reviewTest;
// A failed story step leaves the review's report, from each shard's last attempt (decision 034);
// its path is printed here and again under the summary, where a CI log's tail shows it.
let visualReport = null;
if (storyShardsPassed.includes(false)) {
  try {
    const { review, report } = writeReview({
      runsDir: visualRuns,
      outDir: visualReview,
      command: reviewCommand({ config: undefined, project: 'storybook', shards: STORY_SHARDS, args: [] }),
    });
    visualReport = `Revisión visual de las historias: ${summaryLine(review)}.\n  Informe: ${pathToFileURL(report).href}\n  Acepta lo que esté bien: npm run visual:accept -- <id>… (o --all)`;
    console.log(`\n${visualReport}`);
  } catch (error) {
    console.log(`\nSin informe de la revisión visual: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (built) await run('e2e', ['exec', 'playwright', 'test']);
else results.push({ name: 'e2e', ok: false, seconds: '0 (build failed)' });

const failed = results.filter((r) => !r.ok);
for (const r of results.filter((x) => !x.ok || x.keepLines)) {
  if (!r.tail) continue;
  console.log(`\n── ${r.name}: lo que falló ──`);
  for (const line of r.flagged) console.log(`[${r.name}] ${line}`);
  console.log(`[${r.name}] … últimas líneas:`);
  for (const line of r.tail) console.log(`[${r.name}] ${line}`);
}
console.log('\n── Resumen ──');
for (const r of results)
  console.log(`${r.ok ? '✔' : '✖'} ${r.name.padEnd(11)} ${r.seconds} s${r.cpu ?? ''}${r.note ? ` (${r.note})` : ''}`);
if (visualReport) console.log(visualReport);
console.log(`Total: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
