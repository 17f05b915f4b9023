// A real PostgreSQL 15 for the tests: Debian's binaries by full path, a temporary data directory,
// a free loopback port and a socket directory of our own. initdb refuses to run as root, so as
// root the server runs as the `postgres` user. If it cannot start, this throws with the reason:
// a test run never skips PostgreSQL silently.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  /** Connection URL of the `postgres` database (create per-test databases from it). */
  readonly url: (database?: string) => string;
  stop(): void;
}

/** A loopback port nobody listens on now (the OS's choice); a restarted server can take it again. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(command: string, args: string[]): void {
  const full = path.join(BIN, command);
  const result = isRoot()
    ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
    : spawnSync(full, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `PostgreSQL: ${command} falló (${String(result.status ?? result.error)}): ${result.stderr || result.stdout}`,
    );
  }
}

export async function startTestPostgres(): Promise<TestPostgres> {
  if (!existsSync(path.join(BIN, 'initdb'))) {
    throw new Error(
      `Las pruebas necesitan PostgreSQL 15 en ${BIN} (paquete "postgresql" de Debian): ` +
        'sudo apt-get install -y postgresql, o indica otra carpeta con POSTGRES_BIN.',
    );
  }
  // As root the server runs as `postgres`, which must be able to reach the folder: the system's
  // temporary folder is, a project folder under a private parent may not be (and sockets want a
  // short path).
  const root = mkdtempSync(path.join(isRoot() ? '/tmp' : (process.env.TMPDIR ?? tmpdir()), 'cg-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  if (isRoot()) execFileSync('chown', ['postgres:postgres', root]);
  chmodSync(root, 0o700);
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  // Durability is not what these tests measure: fsync off keeps the run fast.
  const conf = [
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${socketDir}'`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'max_connections = 200',
  ].join('\n');
  writeFileSync(path.join(dataDir, 'postgresql.auto.conf'), `${conf}\n`);
  if (isRoot()) execFileSync('chown', ['postgres:postgres', path.join(dataDir, 'postgresql.auto.conf')]);
  run('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'log.txt'), '-w', '-t', '60', 'start']);
  let stopped = false;
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
