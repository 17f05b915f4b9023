// A PostgreSQL 15 for `npm run bench:api`, started exactly as the tests start theirs (packages/db's
// helper: Debian's binaries, a temporary data directory, a free loopback port, fsync off). Prints
// `{"url": …}` once it answers; stops it when its standard input closes (the runner ended, however
// it ended) or on SIGTERM/SIGINT. Run by run.mjs under tsx.
import { startTestPostgres } from '../../packages/db/src/testing/postgres.ts';

const server = await startTestPostgres();
console.log(JSON.stringify({ url: server.url() }));
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  try {
    server.stop();
  } finally {
    process.exit(0);
  }
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
