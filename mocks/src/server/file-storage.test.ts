import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStorage } from './file-storage';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cg-file-storage-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('file storage', () => {
  it('keeps its keys in one JSON file, read again by a new instance (a restart)', () => {
    const dir = dataDir();
    const first = createFileStorage({ dir });
    first.setItem('a', '1');
    first.setItem('b', '{"x":2}');
    first.removeItem('a');
    expect(JSON.parse(readFileSync(path.join(dir, 'sandbox.json'), 'utf8'))).toEqual({ b: '{"x":2}' });

    const second = createFileStorage({ dir });
    expect(second.getItem('a')).toBeNull();
    expect(second.getItem('b')).toBe('{"x":2}');
    expect(second.keys()).toEqual(['b']);
  });

  it('creates a missing data directory and writes the file readable by its owner only', () => {
    const dir = path.join(dataDir(), 'nested', 'sandbox');
    const storage = createFileStorage({ dir });
    storage.setItem('k', 'v');
    expect(readdirSync(dir)).toEqual(['sandbox.json']);
    if (process.platform !== 'win32') expect(statSync(storage.file).mode & 0o777).toBe(0o600);
  });

  it('leaves no temporary file behind after a write', () => {
    const dir = dataDir();
    const storage = createFileStorage({ dir, fileName: 'state.json' });
    for (let index = 0; index < 5; index += 1) storage.setItem(`k${index}`, String(index));
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('a kill between write and rename leaves the old file intact (the stray temp file is ignored and removed)', () => {
    const dir = dataDir();
    createFileStorage({ dir }).setItem('ledger', 'old');
    // What a process killed after writing the temporary file but before renaming it leaves.
    writeFileSync(path.join(dir, 'sandbox.json.tmp-99999'), '{"ledger":"new but never committed"');
    const warnings: string[] = [];

    const restarted = createFileStorage({ dir, warn: (message) => warnings.push(message) });
    expect(restarted.getItem('ledger')).toBe('old');
    expect(warnings).toEqual([]);
    expect(readdirSync(dir)).toEqual(['sandbox.json']);
  });

  it.each([
    ['truncated JSON', '{"ledger":"ol'],
    ['not an object', '[1,2,3]'],
    ['values that are not strings', '{"ledger":{"nested":true}}'],
  ])('moves a corrupted file aside (%s), starts empty and says so', (_name, content) => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'sandbox.json'), content);
    const warnings: string[] = [];

    const storage = createFileStorage({
      dir,
      warn: (message) => warnings.push(message),
      now: () => Date.UTC(2030, 0, 2, 3, 4, 5, 6),
    });
    expect(storage.keys()).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/moved to .*sandbox\.json\.corrupt-2030-01-02T03-04-05-006Z, starting empty/);
    expect(readFileSync(path.join(dir, 'sandbox.json.corrupt-2030-01-02T03-04-05-006Z'), 'utf8')).toBe(content);

    storage.setItem('ledger', 'fresh');
    expect(createFileStorage({ dir }).getItem('ledger')).toBe('fresh');
  });
});
