// Where the end-to-end servers keep their data for one run of Playwright. It used to be a folder
// under the system's temporary directory named by port, which outside CI survived between runs:
// the next run's server opened the stale database, and a newer schema could be refused. Now each
// run has a folder of its own, made once by Playwright's main process and removed when it exits.
// Playwright loads its config again in every worker: the folder's path travels to them in the
// environment (`CG_E2E_RUN_DIR`), so they find the same one and never make or remove another.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The environment variable that carries the folder to the workers. @internal (the tests' tooling) */
export const E2E_RUN_DIR = 'CG_E2E_RUN_DIR';

/**
 * This run's folder: `env[CG_E2E_RUN_DIR]` when a parent process made it (`owner: false`), else a
 * new empty one under `tmp` (named `cg-e2e-run-…`, never by port), written to `env` (`owner: true`).
 * @internal (Playwright's config, a test's tooling)
 */
export function e2eRunDir(env = process.env, tmp = tmpdir()) {
  const made = env[E2E_RUN_DIR];
  if (made) return { dir: made, owner: false };
  const dir = mkdtempSync(path.join(tmp, 'cg-e2e-run-'));
  env[E2E_RUN_DIR] = dir;
  return { dir, owner: true };
}

/**
 * Removes `dir` when `owner` (the process that made it) exits: Playwright has stopped its web
 * servers by then, so nothing writes there any more. @internal (Playwright's config)
 */
export function removeAtExit({ dir, owner }, processLike = process) {
  if (owner) processLike.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
