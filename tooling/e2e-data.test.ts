import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { E2E_RUN_DIR, e2eRunDir, removeAtExit } from './e2e-data.mjs';

const roots: string[] = [];
afterEach(() => {
  for (const dir of roots.splice(0)) rmSync(dir, { recursive: true, force: true });
});
/** A temporary directory standing for the system's. */
function tmp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cg-e2e-data-test-'));
  roots.push(dir);
  return dir;
}

describe('the end-to-end servers’ data folder (one per run)', () => {
  it('is new and empty on each run, whatever the last run left: a stale database is never opened again', () => {
    const system = tmp();
    const first = e2eRunDir({}, system);
    expect(first.owner).toBe(true);
    // The last run crashed and left its database behind (an older schema).
    writeFileSync(path.join(first.dir, 'PG_VERSION'), '17');
    const second = e2eRunDir({}, system);
    expect(second.dir).not.toBe(first.dir);
    expect(readdirSync(second.dir)).toEqual([]);
    expect(path.dirname(second.dir)).toBe(system);
    // Named per run, never by port.
    expect(path.basename(second.dir)).toMatch(/^cg-e2e-run-\w{6}$/);
  });

  it('is made once by the main process; the workers, loading the config again, find the same one and own none', () => {
    const env: Record<string, string | undefined> = {};
    const main = e2eRunDir(env, tmp());
    expect(env[E2E_RUN_DIR]).toBe(main.dir);
    // A worker inherits the main process's environment.
    const worker = e2eRunDir({ ...env }, tmp());
    expect(worker).toEqual({ dir: main.dir, owner: false });
  });

  it('is removed when the process that made it exits, and only by that one', () => {
    const run = e2eRunDir({}, tmp());
    writeFileSync(path.join(run.dir, 'datos'), 'x');
    const worker = new EventEmitter();
    removeAtExit({ dir: run.dir, owner: false }, worker);
    worker.emit('exit');
    expect(existsSync(run.dir)).toBe(true);
    const main = new EventEmitter();
    removeAtExit(run, main);
    expect(existsSync(run.dir)).toBe(true);
    main.emit('exit');
    expect(existsSync(run.dir)).toBe(false);
  });
});
