import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * Two processes on one PGlite data directory corrupt it silently, so the directory is guarded by
 * a lock file beside it holding the owner's pid. A live owner refuses the second process with a
 * clear message; a dead one (after a crash or kill -9) is detected and the lock taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `La carpeta de datos ya está en uso por otro proceso (pid ${ownerPid}). ` +
        `Detén ese proceso o usa otra carpeta (DATA_DIR). Cerrojo: ${lockPath}`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readText(lockPath: string): string | null {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch {
    return null;
  }
}

const readOwner = (lockPath: string) => Number.parseInt(readText(lockPath)?.trim() ?? '', 10);

function tryCreate(lockPath: string, pid: number): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, `${pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Whether an earlier owner had died holding it. */
  readonly tookOver: boolean;
  release(): void;
}

/** Takes the lock at `lockPath` for `pid` (this process by default), or throws DataDirLockedError. */
export function lockDataDir(lockPath: string, pid: number = process.pid): DataDirLock {
  let tookOver = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath, pid)) {
      return {
        path: lockPath,
        tookOver,
        release() {
          if (readOwner(lockPath) === pid) rmSync(lockPath, { force: true });
        },
      };
    }
    const text = readText(lockPath);
    const owner = Number.parseInt(text?.trim() ?? '', 10);
    if (owner === pid) throw new DataDirLockedError(lockPath, owner);
    if (isAlive(owner)) throw new DataDirLockedError(lockPath, owner);
    // Stale: its owner died. Remove it only if it still names that dead owner, then race for it
    // again (the exclusive create decides between two processes starting at the same moment).
    if (readText(lockPath) === text) rmSync(lockPath, { force: true });
    tookOver = true;
  }
  throw new DataDirLockedError(lockPath, readOwner(lockPath));
}
