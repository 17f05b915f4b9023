// What the sandbox keeps in its data directory besides its state: the lock that keeps a second
// process off the same files, and the webhook secret generated once.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** `{dataDir}/sandbox.lock` holds the pid: two processes on one file would overwrite each other's ledger. */
export function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, 'sandbox.lock');
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(`Sandbox: ${dataDir} is in use by process ${holder} (${lock}).`);
    }
    // A crashed sandbox's lock: take it over.
    rmSync(lock, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The secret from `{dataDir}/webhook-secret`, created once (0600) when missing or empty. */
export function webhookSecretIn(dataDir: string): string {
  const file = path.join(dataDir, 'webhook-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) {
      chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('hex');
  const temp = `${file}.tmp-${process.pid}`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, `${secret}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  return secret;
}
