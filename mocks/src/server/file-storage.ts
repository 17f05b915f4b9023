// A `KeyValueStorage` kept in one JSON file, for the sandbox as a process of its own: the ledger,
// the verification sessions, the e-mail outbox and the webhook outbox survive a restart or a crash.
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { KeyValueStorage } from '../storage';

export interface FileStorageOptions {
  /** The data directory (created if missing). */
  readonly dir: string;
  /** @default 'sandbox.json' */
  readonly fileName?: string | undefined;
  /** Where problems found at start are told. @default stderr */
  readonly warn?: ((message: string) => void) | undefined;
  /** For the name a corrupted file is moved aside to. @default Date.now */
  readonly now?: (() => number) | undefined;
}

export interface FileStorage extends KeyValueStorage {
  /** The JSON file. */
  readonly file: string;
  /** The keys held (for tests and tooling). */
  keys(): string[];
}

const tempMarker = '.tmp-';

function fsyncDir(dir: string): void {
  // Makes the rename itself durable. Some platforms (Windows) cannot open a directory: the rename
  // is then as durable as the file system makes it.
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // best effort
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function writeAtomically(file: string, content: string): void {
  const temp = `${file}${tempMarker}${process.pid}`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  fsyncDir(path.dirname(file));
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

/**
 * Reads the file at start and rewrites it whole on every `setItem`/`removeItem`: written to a
 * temporary file in the same directory, fsynced, then renamed over the old one, so a crash at any
 * point leaves either the old file or the new one, never half of one. Temporary files left by a
 * crash are removed at start. A file that is not a JSON object of strings is moved aside as
 * `<file>.corrupt-<timestamp>` and the storage starts empty, saying so through `warn`.
 * One process per data directory (the sandbox holds a lock file for that).
 */
export function createFileStorage(options: FileStorageOptions): FileStorage {
  const warn = options.warn ?? ((message: string) => void process.stderr.write(`${message}\n`));
  const now = options.now ?? Date.now;
  const dir = path.resolve(options.dir);
  const fileName = options.fileName ?? 'sandbox.json';
  const file = path.join(dir, fileName);
  mkdirSync(dir, { recursive: true });

  for (const entry of readdirSync(dir)) {
    if (entry.startsWith(`${fileName}${tempMarker}`)) rmSync(path.join(dir, entry), { force: true });
  }

  const map = new Map<string, string>();
  let raw: string | undefined;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (raw !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (isStringRecord(parsed)) {
      for (const [key, value] of Object.entries(parsed)) map.set(key, value);
    } else {
      const aside = `${file}.corrupt-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
      renameSync(file, aside);
      fsyncDir(dir);
      warn(`Sandbox: ${file} could not be read (not a JSON object of strings); moved to ${aside}, starting empty.`);
    }
  }

  const persist = () => {
    try {
      writeAtomically(file, JSON.stringify(Object.fromEntries(map)));
    } catch (error) {
      // The caller (PersistedState) keeps working in memory; the operator must know it is not saved.
      warn(`Sandbox: could not write ${file}: ${(error as Error).message}`);
      throw error;
    }
  };

  return {
    file,
    keys: () => [...map.keys()],
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
      persist();
    },
    removeItem: (key) => {
      if (map.delete(key)) persist();
    },
  };
}
