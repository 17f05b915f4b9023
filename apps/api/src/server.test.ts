// Graceful shutdown, watched from outside: the server runs as a real child process, started the
// way production starts it (node --import tsx), and receives a real SIGTERM.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSite } from '#src/testing/site';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcessWithoutNullStreams[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

function start(entry: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: packageDir,
    // Its own data directory: never the repository's ./.data.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cg-api-')),
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /Conexión Global: (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        clearInterval(timer);
        resolve({ child, url, output: () => output, exited });
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`the server exited before listening:\n${output}`));
      }
    }, 25);
  });
}

/** The status of GET / sent to `url` with this Host header (fetch does not let one set it). */
function statusFor(url: string, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on('error', reject);
    request.end();
  });
}

// A child process starts in about a second here, more on a busy machine.
describe('graceful shutdown on SIGTERM', { timeout: 30_000 }, () => {
  it('lets the request in flight finish, refuses new connections, closes, then exits 0', async () => {
    const server = await start('src/testing/slow-server.ts');
    const inFlight = fetch(`${server.url}api/lento?ms=800`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${server.url}api/health`)).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ terminado: true });
    expect(await server.exited).toBe(0);
    const out = server.output();
    expect(out).toContain('onClose: cerrado');
    // The request was logged as answered before the server closed, and closing came last.
    expect(out.indexOf('"path":"/api/lento"')).toBeLessThan(out.indexOf('onClose: cerrado'));
    expect(out.indexOf('onClose: cerrado')).toBeLessThan(out.indexOf('"msg":"stopped"'));
  });

  it('waits no longer than its bound for a request that does not end, and still closes and exits 0', async () => {
    const server = await start('src/testing/slow-server.ts', { SHUTDOWN_TIMEOUT_MS: '300' });
    const endless = fetch(`${server.url}api/lento?ms=60000`).then(
      () => 'answered',
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopAsked).toBeLessThan(5000);
    expect(await endless).toBe('cut off');
    expect(server.output()).toContain('onClose: cerrado');
    expect(server.output()).toContain('requests cut off at the shutdown bound');
  });

  // main.ts opens and migrates a new PGlite first: seconds alone, tens of seconds beside the rest of npm test.
  it(
    'runs main.ts as production does: prints its URL, serves the site and the API, exits 0 on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const site = writeSite();
      try {
        const server = await start('src/main.ts', { SITE_DIR: site.root });
        expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
        const health = await fetch(`${server.url}api/health`);
        expect(await health.json()).toEqual({ ok: true });
        const page = await fetch(`${server.url}pedidos`, { headers: { 'Accept-Encoding': 'br' } });
        expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
        // Without PUBLIC_ORIGIN it answers its loopback names at its port, and no other name
        // (a DNS-rebinding page's requests carry the attacker's name as Host; decision 032).
        const port = new URL(server.url).port;
        expect(await statusFor(server.url, `localhost:${port}`)).toBe(200);
        expect(await statusFor(server.url, `rebind.example:${port}`)).toBe(421);
        expect(server.output()).toContain('"msg":"public origins"');
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        site.cleanup();
      }
    },
  );
});
