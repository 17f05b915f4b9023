import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '#src/lock';

const dir = mkdtempSync(path.join(process.env.TMPDIR ?? tmpdir(), 'cg-lock-'));
let n = 0;
const lockPath = () => path.join(dir, `data-${++n}.lock`);
const children: { kill(): void }[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill();
});

/** The pid of a process that existed and has ended (what a crash leaves behind). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the data directory lock', () => {
  it('is taken, written with the pid, and released', () => {
    const p = lockPath();
    const lock = lockDataDir(p);
    expect(readFileSync(p, 'utf8').trim()).toBe(String(process.pid));
    expect(lock.tookOver).toBe(false);
    lock.release();
    expect(() => lockDataDir(p).release()).not.toThrow();
  });

  it('refuses a second process while the first is alive, with a clear message', () => {
    const p = lockPath();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    children.push(other);
    writeFileSync(p, `${String(other.pid)}\n`);
    expect(() => lockDataDir(p)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(p)).toThrow(/ya está en uso por otro proceso \(pid \d+\)/);
  });

  it('refuses this same process twice', () => {
    const p = lockPath();
    const lock = lockDataDir(p);
    expect(() => lockDataDir(p)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over a lock whose owner died (a kill -9 leaves it behind)', () => {
    const p = lockPath();
    writeFileSync(p, `${deadPid()}\n`);
    const lock = lockDataDir(p);
    expect(lock.tookOver).toBe(true);
    expect(readFileSync(p, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file with garbage in it', () => {
    const p = lockPath();
    writeFileSync(p, 'not a pid');
    expect(lockDataDir(p).tookOver).toBe(true);
  });
});
