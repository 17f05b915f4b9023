import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFingerprint, buildInputs, summarizeBuildLog } from '../scripts/build-fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small repository: the site depending on ui, ui on domain; another package nobody depends on. */
function repository(): string {
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(path.join(root, '.tmp', 'cg-fingerprint-'));
  dirs.push(dir);
  const files: Record<string, string> = {
    'package.json': '{"name":"root"}',
    'pnpm-lock.yaml': 'lockfileVersion: 9.0\n',
    'scripts/build-site.mjs': '// build\n',
    'apps/site/package.json': JSON.stringify({
      name: '@x/site',
      dependencies: { '@x/ui': 'workspace:*', react: '18' },
    }),
    'apps/site/vite.config.ts': 'export default {};\n',
    'apps/site/app/root.tsx': 'export const a = 1;\n',
    'apps/site/build-server/client/index.html': '<p>built</p>',
    'apps/site/build-server/fingerprint': 'abc\n',
    'apps/site/node_modules/react/index.js': '// installed\n',
    'packages/ui/package.json': JSON.stringify({ name: '@x/ui', dependencies: { '@x/domain': 'workspace:*' } }),
    'packages/ui/src/Button.tsx': 'export const Button = 1;\n',
    'packages/ui/src/__screenshots__/Button.png': 'png',
    'packages/domain/package.json': JSON.stringify({ name: '@x/domain' }),
    'packages/domain/src/rules.ts': 'export const fee = 0.06;\n',
    'packages/db/package.json': JSON.stringify({ name: '@x/db' }),
    'packages/db/src/sql.ts': 'export const sql = 1;\n',
  };
  for (const [name, body] of Object.entries(files)) write(dir, name, body);
  return dir;
}

function write(dir: string, name: string, body: string): void {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), body);
}

describe('the site build fingerprint', () => {
  it('reads the site, the workspace packages it depends on (transitively), the lockfile and the build scripts — not build output, installed packages, references or unrelated packages', () => {
    expect(buildInputs(repository())).toEqual([
      'apps/site/app/root.tsx',
      'apps/site/package.json',
      'apps/site/vite.config.ts',
      'package.json',
      'packages/domain/package.json',
      'packages/domain/src/rules.ts',
      'packages/ui/package.json',
      'packages/ui/src/Button.tsx',
      'pnpm-lock.yaml',
      'scripts/build-site.mjs',
    ]);
  });

  it('is the same for the same inputs, and changes with a source, the lockfile, the mode or a VITE_ variable', () => {
    const dir = repository();
    const env = { VITE_CG_BACKEND: 'server', PATH: '/bin' };
    const first = buildFingerprint(dir, 'server', env);
    expect(buildFingerprint(dir, 'server', { ...env, PATH: '/usr/bin', HOME: '/x' })).toBe(first);
    // Build output, installed packages and another package's changes are not inputs.
    write(dir, 'apps/site/build-server/client/index.html', '<p>rebuilt</p>');
    write(dir, 'packages/db/src/sql.ts', 'export const sql = 2;\n');
    expect(buildFingerprint(dir, 'server', env)).toBe(first);

    expect(buildFingerprint(dir, 'static', env)).not.toBe(first);
    expect(buildFingerprint(dir, 'server', { ...env, VITE_CG_BACKEND: 'static' })).not.toBe(first);
    expect(buildFingerprint(dir, 'server', { ...env, NODE_ENV: 'development' })).not.toBe(first);
    write(dir, 'packages/domain/src/rules.ts', 'export const fee = 0.07;\n');
    const afterSource = buildFingerprint(dir, 'server', env);
    expect(afterSource).not.toBe(first);
    write(dir, 'pnpm-lock.yaml', 'lockfileVersion: 9.0\n# vite 6.4.7\n');
    expect(buildFingerprint(dir, 'server', env)).not.toBe(afterSource);
  });

  it('on this repository, covers the site, ui, domain (its core, providers and browser backend) and mocks and the lockfile', () => {
    const inputs = buildInputs(root);
    for (const file of ['pnpm-lock.yaml', 'apps/site/vite.config.ts', 'scripts/build-site.mjs']) {
      expect(inputs).toContain(file);
    }
    for (const folder of [
      'apps/site/app/',
      'packages/ui/src/',
      'packages/domain/src/',
      'packages/providers/src/',
      'packages/browser/src/',
      'mocks/src/',
    ]) {
      expect(inputs.some((file) => file.startsWith(folder))).toBe(true);
    }
    expect(
      inputs.filter((file) => /node_modules|__screenshots__|\/build(-[^/]+)?\/|packages\/db\//.test(file)),
    ).toEqual([]);
  });
});

describe("the build's summary", () => {
  it("counts Rollup's and Vite's warnings", () => {
    const log = [
      'vite v6.4.6 building for production...',
      'transforming...',
      '(!) Some chunks are larger than 500 kB after minification.',
      'node_modules/react-aria/dist/x.mjs (1:0): Module level directives cause errors when bundled, "use client" was ignored. [warning]',
      'warning: something',
      '✓ 1234 modules transformed.',
      'build/client/assets/root-abc.js  12.3 kB │ gzip: 4.1 kB',
      '',
    ].join('\n');
    expect(summarizeBuildLog(log)).toEqual({ lines: 7, warnings: 3 });
  });
});
