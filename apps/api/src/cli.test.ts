// The root's `npm run support` and `npm run coupons` (scripts/api-cli.mjs) as a person runs them
// while `npm start` holds the embedded database: the lock's message alone, no stack, exit code 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/api-cli.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A data directory whose PGlite lock a live process (this test's) holds, as the running server would. */
function lockedDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cg-cli-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'pglite.lock'), `${String(process.pid)}\n`);
  return dir;
}

describe('the support and coupons tools from the repository root', () => {
  it.each([
    ['support', ['soporte@example.com']],
    ['coupons', ['cupones.json']],
  ])(
    '%s: with the data directory in use, prints the message only and exits 1',
    async (tool, args) => {
      const dataDir = lockedDataDir();
      const result = await run([tool, ...args], { DATA_DIR: dataDir, SUPPORT_PASSWORD: 'una-clave-larga-123' });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `La carpeta de datos ya está en uso por otro proceso (pid ${String(process.pid)}). ` +
          `Detén ese proceso o usa otra carpeta (DATA_DIR). Cerrojo: ${path.join(dataDir, 'pglite.lock')}\n` +
          'Si es el servidor (npm start), detenlo primero: la base embebida (PGlite) admite un solo proceso.\n',
      );
    },
    30_000,
  );

  it('support: sets up the account when the database is free', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cg-cli-'));
    dirs.push(dir);
    const result = await run(['support', 'soporte@example.com'], {
      DATA_DIR: path.join(dir, 'data'),
      SUPPORT_PASSWORD: 'una-clave-larga-123',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('soporte@example.com\tcuenta de soporte creada\n');
    expect(result.code).toBe(0);
  }, 60_000);
});
