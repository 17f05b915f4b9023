#!/usr/bin/env node
// `npm run bench:api` (issue 17): load on loopback (autocannon) against the API server as
// `npm start` runs it (node --import tsx apps/api/src/main.ts, beside the provider sandbox process),
// on PGlite and on a PostgreSQL 15 started as the tests start it, and against a floor measured in
// the same run: a bare Hono route running the list's SQL over the same connection (floor.mjs).
// Scenarios: list (a category, 20 per page), search, one request, publish (multipart with a photo,
// spread over many buyers), accept + first chat message, delivery code confirmation; the list again
// at a fixed 1,000 requests/s; the reads compared with the floor go as a guest (uncached), and the
// list again as a visitor (the public cache, decision 039): at full speed, at 1,000 and 500 requests/s,
// and at 500 beside 5 publishes a second. Growth: list, a middle page and search with 1k, 10k and 100k
// requests stored, with the plans (EXPLAIN ANALYZE) of the statements the repositories send.
// Writes benchmark/results/api.json, api-plans.json and api-plans.md, and the table of
// benchmark/api/README.md. Exits 1 when a PostgreSQL target is missed (unless --no-fail).
//   --quick            a smoke run: 3 s per scenario, 2,000 requests stored, growth to 10k; writes
//                      its results to the system's temporary folder, never over the recorded ones
//   --duration S       seconds per scenario (default 10; BENCH_API_DURATION)
//   --rows N           active requests stored for the scenarios (default 10,000)
//   --engines LIST     pglite,postgres (default both)
//   --no-growth        skip the growth part
//   --no-fail          report missed targets without failing
//   --streams N        live-stream clients of the fan-out (default 1,000; BENCH_API_STREAMS)
//   --fanout-seconds S the fan-out's publishing window, one publish a second (default 30; --quick 10)
//   --only fanout      the fan-out alone (seeded, then measured; results in the temporary folder)
//   --only reads       the reads alone: the floor's turns, then the cached list (results in the
//                      temporary folder); with --profile, what to profile the API under
//   --profile DIR      the API processes run with `node --cpu-prof --cpu-prof-dir DIR` (a
//                      .cpuprofile per process, written when it stops; Chrome's DevTools read it)
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { fanOut } from './fanout.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const resultsDir = path.join(root, 'benchmark/results');

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    rows: { type: 'string' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'no-growth': { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    streams: { type: 'string' },
    'fanout-seconds': { type: 'string' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
});
const quick = flags.quick;
if (flags.only !== undefined && flags.only !== 'fanout' && flags.only !== 'reads') {
  throw new Error('--only takes one value: fanout or reads');
}
const onlyFanOut = flags.only === 'fanout';
const onlyReads = flags.only === 'reads';
const profileDir = flags.profile === undefined ? null : path.resolve(flags.profile);
const settings = {
  durationS: Number(flags.duration ?? process.env.BENCH_API_DURATION ?? (quick ? 3 : 10)),
  rows: Number(flags.rows ?? (quick ? 2000 : 10_000)),
  growthSizes: quick ? [1000, 10_000] : [1000, 10_000, 100_000],
  growthDurationS: quick ? 2 : 6,
  /** Length of one turn when targets are measured in turns. */
  roundS: quick ? 1.5 : 2,
  /** Warm-up per target and scenario, before anything is recorded. */
  warmS: quick ? 1.5 : 6,
  /** Concurrent connections for the throughput runs (the API's pool has 10 connections). */
  connections: 16,
  writeConnections: 8,
  growthConnections: 4,
  fixedRate: 1000,
  fixedRateConnections: 64,
  buyers: quick ? 40 : 100,
  /** The confirm pool's travellers (its paid orders are theirs). */
  travellers: quick ? 40 : 100,
  /**
   * The accept scenario's travellers, newly verified: each accepts only what the trust tier lets
   * them hold open (decision 047; ~15 cheap requests each, db.mjs `acceptPlan`), so the pool of
   * accepts needs this many people.
   */
  acceptTravellers: quick ? 60 : 300,
  /** The fan-out (issue 34 item 4): live-stream clients, and seconds of one publish a second. */
  streams: Number(flags.streams ?? process.env.BENCH_API_STREAMS ?? 1000),
  fanOutS: Number(flags['fanout-seconds'] ?? (quick ? 10 : 30)),
  /** The same publishes first with no stream open: what a publish costs alone. */
  fanOutControlS: quick ? 5 : 10,
  /** The list at 500 requests/s, alone then beside 5 publishes a second: the issue's 30 s. */
  starveS: quick ? 3 : 30,
  /** Streams per loopback address: the production cap per address (decision 032's 64). */
  streamsPerAddress: 64,
};
const engines = flags.engines.split(',').filter((e) => e === 'pglite' || e === 'postgres');
const withGrowth = !flags['no-growth'] && !onlyFanOut && !onlyReads;
const TARGETS = {
  listP99Ms: 50,
  listRatio: 0.6,
  growthFactor: 2,
  growthSlackMs: 5,
  /** A cached list's API CPU per request, ms (issue 34). */
  cachedCpuMs: 0.3,
  /** An uncached read's API CPU per request: at most this many times the floor's (issue 34). */
  uncachedCpuFactor: 2,
  /** The fan-out's delivery p99, from the publisher's answer to each client's event (issue 34). */
  fanOutP99Ms: 1000,
};

const work = mkdtempSync(path.join(os.tmpdir(), 'cg-bench-api-'));
const log = (...parts) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);

// ── processes ─────────────────────────────────────────────────────────────────────────────────
const children = new Set();
function cleanUp() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A TypeScript-importing script under tsx (resolved from `cwd`, as `npm start` does), its output to a file. */
function spawnTsx(
  script,
  { cwd = path.join(root, 'apps/api'), env = {}, logName, stdin = 'ignore', args = [], preload = [], nodeArgs = [] },
) {
  const logFile = path.join(work, `${logName}.log`);
  const out = openSync(logFile, 'a');
  const imports = preload.flatMap((file) => ['--import', pathToFileURL(file).href]);
  const child = spawn(process.execPath, [...nodeArgs, ...imports, '--import', 'tsx', script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: [stdin, out, out],
  });
  closeSync(out);
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.logFile = logFile;
  return child;
}

const tail = (file) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '');

/** Runs a script to its end; its JSON output (last line, or --out file). */
async function runTool(args, env, logName) {
  const child = spawnTsx(path.join(here, 'db.mjs'), { env, logName, args });
  const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`db.mjs ${args[0]} failed:\n${tail(child.logFile)}`);
  const out = args[args.indexOf('--out') + 1];
  return JSON.parse(readFileSync(out, 'utf8'));
}

async function waitFor(url, child, what) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} stopped before answering:\n${tail(child.logFile)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} within 180 s:\n${tail(child.logFile)}`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

async function startPostgres() {
  const child = spawnTsx(path.join(here, 'postgres.mjs'), { logName: 'postgres', stdin: 'pipe' });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const line = readFileSync(child.logFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('{"url"'));
    if (line) return { child, url: JSON.parse(line).url };
    if (child.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${tail(child.logFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('PostgreSQL did not start within 120 s');
}

/** The resident memory of a process, MB (VmRSS). */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

/** CPU time the process has used so far, ms (user + system, from /proc/<pid>/stat). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime: ticks of 10 ms
  } catch {
    return NaN;
  }
}

/**
 * PostgreSQL's CPU so far, ms: its postmaster (found by the port in its data directory's
 * postmaster.pid), the processes it runs now (the pools' backends) and those that ended (cutime).
 */
let postmasterPid = null;
function findPostmaster(port) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const at = args.indexOf('-D');
      if (!/postgres$/.test(args[0]) || at < 0) continue;
      const lines = readFileSync(path.join(args[at + 1], 'postmaster.pid'), 'utf8').split('\n');
      if (lines[3] === String(port)) return Number(pid);
    } catch {
      // gone, or not ours to read
    }
  }
  return null;
}
function dbCpuMs() {
  if (!postmasterPid) return NaN;
  let ms = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // fields[1] is the parent; utime, stime = 11, 12; cutime, cstime (children waited for) = 13, 14.
      if (Number(pid) === postmasterPid) ms += fields.slice(11, 15).reduce((n, f) => n + Number(f), 0) * 10;
      else if (Number(fields[1]) === postmasterPid) ms += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // ended meanwhile
    }
  }
  return ms;
}

// ── load ──────────────────────────────────────────────────────────────────────────────────────
/** One autocannon run, raw (its histograms kept, to merge rounds); the process's RSS sampled meanwhile. */
async function round(pid, options, rss) {
  const sampler = setInterval(() => {
    rss.max = Math.max(rss.max, rssMb(pid));
  }, 250);
  const cpuBefore = cpuMs(pid);
  const dbBefore = dbCpuMs();
  try {
    const raw = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          pipelining: 1,
          timeout: 10,
          connections: settings.connections,
          duration: settings.durationS,
          ...options,
          skipAggregateResult: true,
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      options.onInstance?.(instance);
    });
    raw.cpuMs = cpuMs(pid) - cpuBefore;
    raw.dbCpuMs = dbCpuMs() - dbBefore;
    return raw;
  } finally {
    clearInterval(sampler);
    rss.max = Math.max(rss.max, rssMb(pid));
  }
}

/** What every figure of a load reports besides its rate and CPU: latency, errors, status codes. */
function outcome(merged, completed, seconds) {
  return {
    p50Ms: merged.latency.p50,
    p99Ms: merged.latency.p99,
    errors: merged.errors + merged.non2xx,
    requests: completed,
    seconds: Number(seconds.toFixed(1)),
    statusCodes: Object.fromEntries(Object.entries(merged.statusCodeStats).map(([k, v]) => [k, v.count])),
    timeouts: merged.timeouts,
  };
}

/** Rounds of one target merged: requests per second over their time, percentiles of all their latencies. */
function summary(raws, rss, pid, options) {
  const merged = autocannon.aggregateResult(raws, { url: options.url });
  const completed = raws.reduce((n, r) => n + r.totalCompletedRequests, 0);
  const seconds = raws.reduce((n, r) => n + r.duration, 0);
  return {
    rps: Math.round(completed / seconds),
    /** The server's CPU per answered request: what the machine's other work disturbs least. */
    cpuMsPerRequest: Number((raws.reduce((n, r) => n + r.cpuMs, 0) / Math.max(1, completed)).toFixed(2)),
    /** PostgreSQL's CPU per answered request (all its processes; NaN on PGlite, which is in the server's). */
    dbCpuMsPerRequest: Number((raws.reduce((n, r) => n + r.dbCpuMs, 0) / Math.max(1, completed)).toFixed(2)),
    ...outcome(merged, completed, seconds),
    rssMb: { max: rss.max, end: rssMb(pid) },
    ...(options.overallRate && { targetRate: options.overallRate }),
  };
}

/** One run against one process. */
async function load(pid, options) {
  const rss = { max: rssMb(pid) };
  return summary([await round(pid, options, rss)], rss, pid, options);
}

/**
 * Several targets measured in turns, A B B A A B…, `totalS` seconds each: a machine that slows
 * down or speeds up meanwhile (other work on it) weighs on each alike, so their ratio holds.
 */
async function interleaved(sides, totalS, roundS = settings.roundS) {
  const rounds = Math.max(2, Math.round(totalS / roundS));
  const raws = sides.map(() => []);
  const rss = sides.map((side) => ({ max: rssMb(side.pid) }));
  for (let r = 0; r < rounds; r += 1) {
    const order = sides.map((_, i) => (r % 2 === 0 ? i : sides.length - 1 - i));
    for (const i of order) {
      raws[i].push(await round(sides[i].pid, { ...sides[i].options, duration: roundS }, rss[i]));
    }
  }
  return sides.map((side, i) => summary(raws[i], rss[i], side.pid, side.options));
}

/**
 * Several processes loaded at once, each with its share of the rate (as a load balancer spreads
 * it): one figure, latencies merged, requests per second of all together, CPU summed.
 */
async function together(sides, totalS) {
  const rss = sides.map((side) => ({ max: rssMb(side.pid) }));
  const raws = await Promise.all(
    sides.map((side, i) => round(side.pid, { ...side.options, duration: totalS }, rss[i])),
  );
  const merged = autocannon.aggregateResult(raws, { url: sides[0].options.url });
  const completed = raws.reduce((n, r) => n + r.totalCompletedRequests, 0);
  const seconds = Math.max(...raws.map((r) => r.duration));
  return {
    rps: Math.round(completed / seconds),
    cpuMsPerRequest: Number((raws.reduce((n, r) => n + r.cpuMs, 0) / Math.max(1, completed)).toFixed(2)),
    // Both rounds watched PostgreSQL over the same window: its CPU once.
    dbCpuMsPerRequest: Number((Math.max(...raws.map((r) => r.dbCpuMs)) / Math.max(1, completed)).toFixed(2)),
    ...outcome(merged, completed, seconds),
    rssMb: { max: Math.max(...rss.map((r) => r.max)), end: Math.max(...sides.map((side) => rssMb(side.pid))) },
    targetRate: sides.reduce((n, side) => n + side.options.overallRate, 0),
    processes: sides.length,
  };
}

/** Takes the next item of a pool; stops the run when it is used up (its remaining requests would fail). */
function pool(items) {
  let next = 0;
  let instance = null;
  return {
    take() {
      if (next >= items.length) {
        instance?.stop();
        return items[items.length - 1];
      }
      return items[next++];
    },
    attach(i) {
      instance = i;
    },
    get used() {
      return next;
    },
  };
}

/** A photo as the site's form sends it: PNG, 1024×768, with some texture (about 480 KB). */
function photoPng(width = 1024, height = 768) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const pixels = Buffer.alloc(width * 3);
  let seed = 12345;
  let noise = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x % 4 === 0) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        noise = (seed >> 16) & 15;
      }
      pixels[x * 3] = (x * 255) / width + noise;
      pixels[x * 3 + 1] = (y * 255) / height + noise;
      pixels[x * 3 + 2] = 128 + ((x ^ y) & 63) + noise;
    }
    // PNG's "Sub" filter: each byte minus the one of the pixel to its left.
    const row = y * (width * 3 + 1);
    raw[row] = 1;
    for (let i = 0; i < pixels.length; i += 1) raw[row + 1 + i] = (pixels[i] - (i >= 3 ? pixels[i - 3] : 0)) & 255;
  }
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function publishForm(photo) {
  const boundary = `----cgbench${randomBytes(8).toString('hex')}`;
  const fields = {
    productName: 'Kindle Paperwhite 16 GB',
    productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
    estimatedPrice: '159.99',
    currency: 'USD',
    country: 'Estados Unidos',
    reward: '25',
    category: 'tecnologia',
    notes: 'Caja sellada, por favor.',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

// ── one engine ────────────────────────────────────────────────────────────────────────────────
const LIST = '/api/requests/page?category=tecnologia&limit=20';
const SEARCH = '/api/requests/page?text=kindle&limit=20';
/**
 * The reads compared with the floor go as a guest (a `cg_guest` cookie): a guest's answer is
 * computed for each request, never taken from the public cache (decision 039), so these measure
 * the uncached path. The `cached` scenarios go as a visitor (no cookie), as a crowd watching does.
 */
const UNCACHED = { headers: { cookie: 'cg_guest=benchmark-guest' } };

function roundRobin(list) {
  let i = 0;
  return () => list[i++ % list.length];
}

async function startApi(env, port, sandboxUrl, secret, logName, { raisedLimits = true } = {}) {
  const child = spawnTsx('src/main.ts', {
    logName,
    // The event loop's delay, read by `loopDelay` (issue 34 item 3).
    preload: [path.join(here, 'loop-delay.mjs')],
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      BENCH_LOOP_DELAY_FILE: path.join(work, `${logName}-${port}-loop.json`),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // No site build: the server says so and answers /api only.
      SITE_DIR: path.join(work, 'no-site'),
      // Every request comes from 127.0.0.1: per-address limits (login, codes) would stop the run.
      // The fan-out runs without it: its streams meet the production caps (fanout.mjs).
      ...(raisedLimits && { TEST_RAISED_LIMITS: '1' }),
      SANDBOX_URL: sandboxUrl,
      WEBHOOK_SECRET: secret,
      // The e-mails to people away are sent after the measured window, not during the next scenario.
      OFFLINE_MAIL_GRACE_MS: '3600000',
      MESSAGE_MAIL_WAIT_MS: '3600000',
    },
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`, child, 'the API');
  child.loopFile = path.join(work, `${logName}-${port}-loop.json`);
  return child;
}

/** The API's event-loop delay since the previous call (loop-delay.mjs writes it on SIGUSR2). */
async function loopDelay(child) {
  rmSync(child.loopFile, { force: true });
  child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(child.loopFile); i += 1) await new Promise((r) => setTimeout(r, 20));
  return existsSync(child.loopFile) ? JSON.parse(readFileSync(child.loopFile, 'utf8')) : null;
}

/** The API's memory after two full collections (loop-delay.mjs), bytes; null if it did not answer. */
async function memoryAfterGc(child) {
  const marker = `${child.loopFile}.memory`;
  writeFileSync(marker, '');
  try {
    return (await loopDelay(child))?.memory ?? null;
  } finally {
    rmSync(marker, { force: true });
  }
}

/** CPU so far per thread name of a process, ms (/proc/<pid>/task/<tid>/stat and comm). */
function threadCpuMs(pid) {
  const byName = {};
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
        byName[name] = (byName[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10;
      } catch {
        // ended meanwhile
      }
    }
  } catch {
    // the process is gone
  }
  return byName;
}
const threadCpuSince = (before, after) =>
  Object.fromEntries(Object.entries(after).map(([name, ms]) => [name, ms - (before[name] ?? 0)]));

async function startFloor(env, port, logName) {
  const child = spawnTsx(path.join(here, 'floor.mjs'), { logName, env: { ...env, PORT: String(port) } });
  await waitFor(`http://127.0.0.1:${port}/floor/list?category=tecnologia`, child, 'the floor');
  return child;
}

async function measureEngine(engine, dbEnv, apiPort, sandbox) {
  const out = { stored: null, api: {}, floor: {} };
  const duration = settings.durationS;
  log(
    `${engine}: seeding ${settings.rows} requests, ${settings.buyers} buyers, ${settings.travellers} + ${settings.acceptTravellers} travellers`,
  );
  const seedFile = path.join(work, `seed-${engine}.json`);
  const seed = await runTool(
    [
      'seed',
      '--rows',
      String(settings.rows),
      '--accept',
      String(Math.min(settings.rows, duration * 500)),
      '--accept-travellers',
      String(settings.acceptTravellers),
      '--confirm',
      String(duration * 1200),
      '--buyers',
      String(settings.buyers),
      '--travellers',
      String(settings.travellers),
      '--out',
      seedFile,
    ],
    dbEnv,
    `seed-${engine}`,
  );
  out.stored = seed.stored;
  if (onlyFanOut) {
    out.fanOut = await measureFanOut(engine, dbEnv, apiPort, sandbox, seed);
    return out;
  }
  const detailPath = roundRobin(seed.detailIds.map((id) => `/requests/${id}`));

  // The floor and the API side by side, measured in turns on the same data. PGlite allows one
  // process per data directory: the floor reads a copy, made before either opens it.
  const floorEnv = dbEnv.DATA_DIR ? { DATA_DIR: `${dbEnv.DATA_DIR}-floor` } : dbEnv;
  if (dbEnv.DATA_DIR) {
    cpSync(path.join(dbEnv.DATA_DIR, 'pglite'), path.join(floorEnv.DATA_DIR, 'pglite'), { recursive: true });
  }
  log(`${engine}: floor and API, in turns`);
  const floorPort = await freePort();
  const [floor, api] = await Promise.all([
    startFloor(floorEnv, floorPort, `floor-${engine}`),
    startApi(dbEnv, apiPort, sandbox.url, sandbox.secret, `api-${engine}`),
  ]);
  const floorBase = `http://127.0.0.1:${floorPort}`;
  const base = `http://127.0.0.1:${apiPort}`;
  const origin = { origin: base };
  const detail = (prefix) => ({
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${prefix}${detailPath()}` }) }],
  });
  const fixedRate = { overallRate: settings.fixedRate, connections: settings.fixedRateConnections };
  const reads = {
    list: [{ url: `${floorBase}/floor/list?category=tecnologia` }, { url: `${base}${LIST}`, ...UNCACHED }],
    search: [{ url: `${floorBase}/floor/search?text=kindle` }, { url: `${base}${SEARCH}`, ...UNCACHED }],
    detail: [
      { url: floorBase, ...detail('/floor') },
      { url: base, ...detail('/api'), ...UNCACHED },
    ],
    'list@1000': [
      { url: `${floorBase}/floor/list?category=tecnologia`, ...fixedRate },
      { url: `${base}${LIST}`, ...fixedRate, ...UNCACHED },
    ],
  };
  // Warm-up (JIT, caches, the pools' connections): a fresh API is several times slower for seconds.
  for (const name of ['list', 'detail', 'search', 'list']) {
    await interleaved(
      [
        { pid: floor.pid, options: reads[name][0] },
        { pid: api.pid, options: reads[name][1] },
      ],
      settings.warmS,
    );
  }
  for (const [name, [floorOptions, apiOptions]] of Object.entries(reads)) {
    [out.floor[name], out.api[name]] = await interleaved(
      [
        { pid: floor.pid, options: floorOptions },
        { pid: api.pid, options: apiOptions },
      ],
      duration,
    );
  }
  await stop(floor);
  rmSync(floorEnv.DATA_DIR ?? path.join(work, 'none'), { recursive: true, force: true });

  // The list as a visitor asks it: from the public cache (decision 039), at full speed and at the
  // issue's fixed rate; nothing changes meanwhile, so every answer but the first is the entry's.
  out.api['list, cached'] = await load(api.pid, { url: `${base}${LIST}`, duration });
  // The event loops' delay over the window, the API's and this runner's (autocannon runs in it): a
  // tail the API's thread made, or one the load generator's own pauses wrote into the latencies.
  await loopDelay(api);
  const generator = monitorEventLoopDelay({ resolution: 10 });
  generator.enable();
  out.api['list@1000, cached'] = await load(api.pid, { url: `${base}${LIST}`, ...fixedRate, duration });
  generator.disable();
  out.api['list@1000, cached'].loopDelay = await loopDelay(api);
  out.api['list@1000, cached'].generatorLoopDelay = {
    p99Ms: Number((generator.percentile(99) / 1e6).toFixed(1)),
    maxMs: Number((generator.max / 1e6).toFixed(1)),
  };
  log(
    `${engine}: list@1000, cached: loop delay, API / load generator`,
    JSON.stringify([out.api['list@1000, cached'].loopDelay, out.api['list@1000, cached'].generatorLoopDelay]),
  );
  if (onlyReads) {
    await stop(api);
    return out;
  }

  // Publish: a photo, as many buyers (each stays far under the 20 per 15 minutes a person may publish).
  const form = publishForm(photoPng());
  out.photoBytes = form.body.length;
  const buyer = roundRobin(seed.buyers);
  const publishing = {
    url: base,
    connections: settings.writeConnections,
    requests: [
      {
        method: 'POST',
        path: '/api/requests',
        body: form.body,
        setupRequest: (req) => ({
          ...req,
          headers: { ...origin, 'content-type': form.contentType, cookie: `cg_session=${buyer().token}` },
        }),
      },
    ],
  };
  // The publish burst: the event loop's delay and each thread's CPU over it (issue 34 item 3).
  await loopDelay(api);
  const threadsBefore = threadCpuMs(api.pid);
  out.api.publish = await load(api.pid, publishing);
  out.api.publish.loopDelay = await loopDelay(api);
  out.api.publish.threadCpuMsPerPublish = Object.fromEntries(
    Object.entries(threadCpuSince(threadsBefore, threadCpuMs(api.pid)))
      .filter(([, ms]) => ms > 0)
      .map(([name, ms]) => [name, Number((ms / Math.max(1, out.api.publish.requests)).toFixed(2))]),
  );
  log(
    `${engine}: publish burst`,
    JSON.stringify({ loop: out.api.publish.loopDelay, threads: out.api.publish.threadCpuMsPerPublish }),
  );

  // Publishes must not starve reads (issue 34 item 3): a visitor's list at 500 requests/s alone,
  // then with 5 publishes a second beside it (each empties the public cache). Its row's CPU is the
  // process's over the window, publishes included, per list request.
  const list500 = { url: `${base}${LIST}`, overallRate: 500, connections: 32, duration: settings.starveS };
  await loopDelay(api);
  out.api['list@500, cached'] = await load(api.pid, list500);
  out.api['list@500, cached'].loopDelay = await loopDelay(api);
  {
    const rss = { max: rssMb(api.pid) };
    const [listRaw, publishRaw] = await Promise.all([
      round(api.pid, list500, rss),
      round(api.pid, { ...publishing, overallRate: 5, connections: 4, duration: settings.starveS }, { max: 0 }),
    ]);
    const publishes = autocannon.aggregateResult([publishRaw], { url: base });
    out.api['list@500 + 5 publishes/s'] = {
      ...summary([listRaw], rss, api.pid, list500),
      publishes: publishRaw.totalCompletedRequests,
      publishErrors: publishes.errors + publishes.non2xx,
      publishP99Ms: publishes.latency.p99,
      loopDelay: await loopDelay(api),
    };
    log(
      `${engine}: list@500 alone and with publishes`,
      JSON.stringify(
        [out.api['list@500, cached'], out.api['list@500 + 5 publishes/s']].map((r) => ({
          p50: r.p50Ms,
          p99: r.p99Ms,
          loop: r.loopDelay,
        })),
      ),
    );
  }

  // Accept + the first message of the chat, each by the traveller the seed chose for it (within
  // their trust tier: db.mjs `acceptPlan`).
  const accepts = pool(seed.acceptPool);
  const tokenOf = new Map(seed.travellers.map((t) => [t.id, t.token]));
  const json = { ...origin, 'content-type': 'application/json' };
  out.api['accept+message'] = await load(api.pid, {
    url: base,
    connections: settings.writeConnections,
    onInstance: (i) => accepts.attach(i),
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          const planned = accepts.take();
          context.id = planned.id;
          context.cookie = `cg_session=${tokenOf.get(planned.travellerId)}`;
          return { ...req, path: `/api/orders/${context.id}/accept`, headers: { ...origin, cookie: context.cookie } };
        },
      },
      {
        method: 'POST',
        body: JSON.stringify({ text: 'Hola, lo compro el jueves y te aviso cuando lo tenga.' }),
        setupRequest: (req, context) => ({
          ...req,
          path: `/api/orders/${context.id}/messages`,
          headers: { ...json, cookie: context.cookie },
        }),
      },
    ],
  });
  out.api['accept+message'].pairs = accepts.used;
  out.api['accept+message'].poolSize = seed.acceptPool.length;

  // The traveller confirms delivery with the buyer's code (each paid order once).
  const confirms = pool(seed.confirmPool);
  out.api.confirm = await load(api.pid, {
    url: base,
    connections: settings.writeConnections,
    onInstance: (i) => confirms.attach(i),
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const order = confirms.take();
          return {
            ...req,
            path: `/api/orders/${order.id}/code/confirm`,
            body: JSON.stringify({ code: order.code }),
            headers: { ...json, cookie: `cg_session=${tokenOf.get(order.travellerId)}` },
          };
        },
      },
    ],
  });
  out.api.confirm.orders = confirms.used;
  out.api.idleRssMb = rssMb(api.pid);

  // The list at 1,000 requests/s over two API processes on the one PostgreSQL (decision 025: the
  // processes are stateless), half the rate each: what one more process buys on this machine.
  if (engine === 'postgres') {
    log(`${engine}: list@1000 over two API processes`);
    const secondPort = await freePort();
    const second = await startApi(dbEnv, secondPort, sandbox.url, sandbox.secret, `api-${engine}-2`);
    const secondBase = `http://127.0.0.1:${secondPort}`;
    for (const name of ['list', 'detail', 'list', 'list']) {
      await load(second.pid, {
        ...reads[name][1],
        url: reads[name][1].url.replace(base, secondBase),
        duration: settings.warmS,
      });
    }
    const half = { overallRate: settings.fixedRate / 2, connections: settings.fixedRateConnections / 2 };
    out.api['list@1000, 2 APIs'] = await together(
      [
        { pid: api.pid, options: { url: `${base}${LIST}`, ...half, ...UNCACHED } },
        { pid: second.pid, options: { url: `${secondBase}${LIST}`, ...half, ...UNCACHED } },
      ],
      duration,
    );
    await stop(second);
  }
  await stop(api);
  out.fanOut = await measureFanOut(engine, dbEnv, apiPort, sandbox, seed);
  return out;
}

/**
 * The live stream under load (issue 34 item 4): a fresh API process (its memory measured from a
 * known start) with its production stream caps, N visitors' streams open (fanout.mjs), one
 * request published a second with the benchmark's PNG, by the seeded buyers in turn.
 */
async function measureFanOut(engine, dbEnv, apiPort, sandbox, seed) {
  log(`${engine}: fan-out, ${settings.streams} streams, one publish a second for ${settings.fanOutS} s`);
  const api = await startApi(dbEnv, apiPort, sandbox.url, sandbox.secret, `api-${engine}-fanout`, {
    raisedLimits: false,
  });
  const base = `http://127.0.0.1:${apiPort}`;
  const form = publishForm(photoPng());
  const buyer = roundRobin(seed.buyers);
  const publish = async () => {
    const response = await fetch(`${base}/api/requests`, {
      method: 'POST',
      body: form.body,
      headers: { origin: base, 'content-type': form.contentType, cookie: `cg_session=${buyer().token}` },
    });
    if (!response.ok) throw new Error(`publish: ${response.status} ${await response.text()}`);
    return response.json();
  };
  try {
    // Warm-up: a publish heard by a stream (the JIT, the pool's connections, the feed's listener).
    for (let i = 0; i < 3; i += 1) await publish();
    await fetch(`${base}${LIST}`).then((r) => r.arrayBuffer());
    const result = await fanOut({
      base,
      clients: settings.streams,
      seconds: settings.fanOutS,
      controlSeconds: settings.fanOutControlS,
      perAddress: settings.streamsPerAddress,
      publish,
      apiCpuMs: () => cpuMs(api.pid),
      threadCpuMs: () => threadCpuMs(api.pid),
      apiMemory: () => memoryAfterGc(api),
      log,
    });
    log(`${engine}: fan-out`, JSON.stringify(result));
    return result;
  } finally {
    await stop(api);
  }
}

async function growEngine(engine, envOf, sandbox) {
  // One database per size, each with its own API process, measured in turns (1k, 10k, 100k, 100k,
  // 10k, 1k…): a slower minute of the machine does not pass for growth.
  const steps = [];
  const plans = {};
  for (const size of settings.growthSizes) {
    const env = envOf(`growth_${size}`);
    const file = path.join(work, `growth-${engine}-${size}.json`);
    log(`${engine}: growth, storing ${size} requests`);
    await runTool(
      ['seed', '--rows', String(size), '--buyers', '20', '--travellers', '0', '--out', file],
      env,
      `growth-${engine}`,
    );
    const explained = await runTool(['explain', '--out', `${file}.plans`], env, `growth-${engine}`);
    plans[explained.stored.total] = explained.plans;
    steps.push({
      rows: explained.stored.total,
      env,
      cursor: explained.deepCursor,
      sql: Object.fromEntries(
        Object.entries(explained.plans).map(([name, p]) => [
          name,
          { executionMs: p.executionMs, indexes: p.indexes, seqScan: p.seqScan, sameSqlAsFloor: p.sameSqlAsFloor },
        ]),
      ),
    });
  }
  const apis = [];
  try {
    for (const step of steps) {
      const port = await freePort();
      apis.push({ port, child: await startApi(step.env, port, sandbox.url, sandbox.secret, `growth-api-${engine}`) });
    }
    const sides = (pathOf) =>
      steps.map((step, i) => ({
        pid: apis[i].child.pid,
        options: {
          url: `http://127.0.0.1:${apis[i].port}${pathOf(step)}`,
          connections: settings.growthConnections,
          ...UNCACHED,
        },
      }));
    for (const pathOf of [() => LIST, () => SEARCH, () => LIST]) await interleaved(sides(pathOf), settings.warmS);
    const scenarios = {
      list: () => LIST,
      middlePage: (step) => `${LIST}&after=${encodeURIComponent(step.cursor)}`,
      search: () => SEARCH,
    };
    for (const [name, pathOf] of Object.entries(scenarios)) {
      log(`${engine}: growth, ${name}`);
      const measured = await interleaved(sides(pathOf), settings.growthDurationS);
      measured.forEach((m, i) => {
        steps[i][name] = m;
      });
    }
  } finally {
    for (const api of apis) await stop(api.child);
  }
  for (const step of steps) {
    delete step.env;
    delete step.cursor;
  }
  return { steps, plans };
}

// ── report ────────────────────────────────────────────────────────────────────────────────────
const FLOOR_OF = {
  list: 'list',
  search: 'search',
  detail: 'detail',
  'list@1000': 'list@1000',
  'list@1000, 2 APIs': 'list@1000',
  'list, cached': 'list',
  'list@1000, cached': 'list@1000',
};
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function fanOutTable(results) {
  const rows = [
    '| engine | streams open | publishes | missed / expected | delivery p50 / p99 / max ms | errors | API CPU ms per publish: with streams / alone | per stream per publish µs: all threads / main thread | heap per stream KB | RSS per stream KB | load generator CPU ms |',
    '| ------ | -----------: | --------: | ----------------: | --------------------------: | -----: | -------------------------------------------: | ---------------------------------------------------: | -----------------: | ----------------: | --------------------: |',
  ];
  for (const [engine, { fanOut: f }] of Object.entries(results)) {
    if (!f) continue;
    const errors = f.clients - f.open + f.streamsEnded.error + f.streamsEnded.ended + f.publishErrors;
    const kb = (bytes) => (bytes === null ? '–' : fmt(bytes / 1024));
    rows.push(
      `| ${engine} | ${f.open} / ${f.clients} | ${f.publishes} | ${f.misses} / ${f.expectedDeliveries} | ${fmt(f.deliveryMs.p50)} / ${fmt(f.deliveryMs.p99)} / ${fmt(f.deliveryMs.max)} | ${errors} | ${fmt(f.apiCpuMsPerPublish)} / ${fmt(f.apiCpuMsPerPublishAlone)} | ${fmt(f.fanOutCpuUsPerStreamPerPublish)} / ${fmt(f.mainThreadUsPerStreamPerPublish)} | ${kb(f.memory.heapUsedBytesPerStream)} | ${kb(f.memory.rssBytesPerStream)} | ${f.loadGeneratorCpuMs} |`,
    );
  }
  return rows.length > 2 ? rows.join('\n') : '';
}

function ratios(result) {
  for (const [name, r] of Object.entries(result.api)) {
    if (typeof r !== 'object') continue;
    const floor = result.floor[FLOOR_OF[name] ?? 'list'];
    r.floorOf = FLOOR_OF[name] ?? 'list (reference)';
    r.floorRatio = floor ? Number((r.rps / floor.rps).toFixed(2)) : null;
    // The same ratio in CPU: the floor's CPU per request over the API's.
    r.floorCpuRatio = floor ? Number((floor.cpuMsPerRequest / r.cpuMsPerRequest).toFixed(2)) : null;
  }
}

function table(results) {
  const rows = [
    '| engine | scenario | req/s | p50 ms | p99 ms | errors | server CPU ms/req | PostgreSQL CPU ms/req | RSS max MB | × floor (req/s) | × floor (CPU) |',
    '| ------ | -------- | ----: | -----: | -----: | -----: | ----------------: | --------------------: | ---------: | --------------: | ------------: |',
  ];
  for (const [engine, result] of Object.entries(results)) {
    for (const [name, r] of Object.entries(result.floor)) {
      rows.push(
        `| ${engine} | floor: ${name} | ${r.rps} | ${fmt(r.p50Ms)} | ${fmt(r.p99Ms)} | ${r.errors} | ${fmt(r.cpuMsPerRequest, 2)} | ${engine === 'postgres' ? fmt(r.dbCpuMsPerRequest, 2) : '–'} | ${r.rssMb.max} | 1 | 1 |`,
      );
    }
    for (const [name, r] of Object.entries(result.api)) {
      if (typeof r !== 'object') continue;
      const reference = r.floorOf === 'list (reference)';
      const show = (n) => (reference ? `(${fmt(n, 2)})` : fmt(n, 2));
      rows.push(
        `| ${engine} | ${name} | ${r.rps} | ${fmt(r.p50Ms)} | ${fmt(r.p99Ms)} | ${r.errors} | ${fmt(r.cpuMsPerRequest, 2)} | ${engine === 'postgres' ? fmt(r.dbCpuMsPerRequest, 2) : '–'} | ${r.rssMb.max} | ${show(r.floorRatio)} | ${show(r.floorCpuRatio)} |`,
      );
    }
  }
  return rows.join('\n');
}

const PAGE_STATEMENTS = [
  'list (category, page 1)',
  'list (category, middle page)',
  'search (kindle, page 1)',
  'one request',
];
const COUNT_STATEMENTS = ['list count (category)', 'list count (all available)', 'search count (kindle)'];

function growthTable(growth) {
  const rows = [
    '| engine | stored | list p50 / p99 ms | middle page p50 / p99 ms | search p50 / p99 ms | list req/s | SQL ms: page, middle page, search page, detail | SQL ms: counts (category, all, search) | seq scans |',
    '| ------ | -----: | ----------------: | -----------------------: | ------------------: | ---------: | ---------------------------------------------- | -------------------------------------- | --------- |',
  ];
  for (const [engine, { steps }] of Object.entries(growth)) {
    for (const s of steps) {
      const seq = Object.entries(s.sql)
        .filter(([, p]) => p.seqScan)
        .map(([n]) => n);
      const ms = (names) => names.map((n) => fmt(s.sql[n]?.executionMs, 2)).join(', ');
      rows.push(
        `| ${engine} | ${s.rows} | ${fmt(s.list.p50Ms)} / ${fmt(s.list.p99Ms)} | ${fmt(s.middlePage.p50Ms)} / ${fmt(s.middlePage.p99Ms)} | ${fmt(s.search.p50Ms)} / ${fmt(s.search.p99Ms)} | ${s.list.rps} | ${ms(PAGE_STATEMENTS)} | ${ms(COUNT_STATEMENTS)} | ${seq.length === 0 ? 'none' : seq.join(', ')} |`,
      );
    }
  }
  return rows.join('\n');
}

function targets(results, growth) {
  const out = [];
  const pg = results.postgres;
  const fan = pg?.fanOut;
  if (fan) {
    const errors = fan.clients - fan.open + fan.streamsEnded.error + fan.streamsEnded.ended + fan.publishErrors;
    out.push({
      target: `fan-out: each of ${fan.clients} live-stream clients hears each of ${fan.publishes} publishes, delivery p99 ≤ ${TARGETS.fanOutP99Ms} ms, 0 errors`,
      measured: `${fan.misses} missed of ${fan.expectedDeliveries}, p99 ${fmt(fan.deliveryMs.p99)} ms, ${errors} errors (${fan.open} streams open, ${fmt(fan.apiCpuMsPerPublish)} ms of API CPU per publish against ${fmt(fan.apiCpuMsPerPublishAlone)} alone)`,
      met: fan.publishes > 0 && fan.misses === 0 && fan.deliveryMs.p99 <= TARGETS.fanOutP99Ms && errors === 0,
    });
  }
  if (pg?.api.list) {
    const fixed = pg.api['list@1000, cached'];
    out.push({
      target: `list p99 ≤ ${TARGETS.listP99Ms} ms at ${settings.fixedRate} req/s (a visitor's, cached)`,
      measured: `${fmt(fixed.p99Ms)} ms at ${fixed.rps} req/s, ${fixed.errors} errors`,
      met: fixed.p99Ms <= TARGETS.listP99Ms && fixed.rps >= settings.fixedRate * 0.95 && fixed.errors === 0,
    });
    const two = pg.api['list@1000, 2 APIs'];
    if (two) {
      // The guest's (uncached) list at the fixed rate: judged only where the floor — the same SQL
      // with no API at all — meets the same bound; on this 2-core machine, which also runs
      // PostgreSQL and the load generator, the floor itself stays under 1,000 req/s (its row).
      const floorFixed = pg.floor['list@1000'];
      const machineCan =
        floorFixed.p99Ms <= TARGETS.listP99Ms && floorFixed.rps >= settings.fixedRate * 0.95 && floorFixed.errors === 0;
      out.push({
        target: `list p99 ≤ ${TARGETS.listP99Ms} ms at ${settings.fixedRate} req/s over two API processes (uncached; judged where the floor meets it)`,
        measured: `${fmt(two.p99Ms)} ms at ${two.rps} req/s, ${two.errors} errors (${fmt(two.cpuMsPerRequest, 2)} ms of API CPU per request)${machineCan ? '' : `; not judged: the floor itself ${fmt(floorFixed.p99Ms)} ms at ${floorFixed.rps} req/s here`}`,
        met:
          !machineCan || (two.p99Ms <= TARGETS.listP99Ms && two.rps >= settings.fixedRate * 0.95 && two.errors === 0),
      });
    }
    const cached = pg.api['list, cached'];
    out.push({
      target: `cached list: API CPU ≤ ${TARGETS.cachedCpuMs} ms per request`,
      measured: `${fmt(cached.cpuMsPerRequest, 2)} ms (${cached.rps} req/s, ${cached.errors} errors)`,
      met: cached.cpuMsPerRequest <= TARGETS.cachedCpuMs && cached.errors === 0,
    });
    for (const name of ['list', 'search', 'detail']) {
      const r = pg.api[name];
      const floorCpu = pg.floor[name].cpuMsPerRequest;
      out.push({
        target: `uncached ${name}: API CPU ≤ ${TARGETS.uncachedCpuFactor}× the floor's per request`,
        measured: `${fmt(r.cpuMsPerRequest, 2)} vs ${fmt(floorCpu, 2)} ms (${fmt(r.cpuMsPerRequest / floorCpu, 2)}×)`,
        met: r.cpuMsPerRequest <= floorCpu * TARGETS.uncachedCpuFactor,
      });
    }
    const alone = pg.api['list@500, cached'];
    const mixed = pg.api['list@500 + 5 publishes/s'];
    if (alone && mixed)
      out.push({
        target: 'list p99 at 500 req/s with 5 publishes/s ≤ 2× its p99 alone',
        measured: `${fmt(mixed.p99Ms)} vs ${fmt(alone.p99Ms)} ms (${mixed.publishes} publishes, ${mixed.publishErrors} failed; ${mixed.errors} list errors)`,
        // Met only with publishes done meanwhile (a machine too slow for any passes nothing).
        met: mixed.publishes > 0 && mixed.p99Ms <= 2 * alone.p99Ms && mixed.errors === 0 && mixed.publishErrors === 0,
      });
    // The writes refuse nothing: each is a request the rules allow (accepts within the traveller's
    // trust tier, decision 047; publishes within the per-person limit; each code once).
    const writes = ['publish', 'accept+message', 'confirm'].filter((name) => pg.api[name]);
    if (writes.length > 0) {
      out.push({
        target: 'write scenarios: 0 errors',
        measured: writes
          .map((name) => `${name} ${pg.api[name].errors} of ${pg.api[name].requests}`)
          .concat(
            pg.api['accept+message']
              ? [`(${pg.api['accept+message'].pairs} of ${pg.api['accept+message'].poolSize} planned accepts used)`]
              : [],
          )
          .join(', '),
        met: writes.every((name) => pg.api[name].errors === 0 && pg.api[name].requests > 0),
      });
    }
    out.push({
      target: `list throughput ≥ ${TARGETS.listRatio}× the floor`,
      measured: `${fmt(pg.api.list.floorRatio, 2)}× (${pg.api.list.rps} / ${pg.floor.list.rps} req/s; in CPU per request ${fmt(pg.api.list.floorCpuRatio, 2)}×)`,
      met: pg.api.list.floorRatio >= TARGETS.listRatio,
    });
  }
  const steps = growth.postgres?.steps;
  if (steps && steps.length > 1) {
    const first = steps[0];
    const last = steps.at(-1);
    for (const name of ['list', 'middlePage', 'search']) {
      const limit = Math.max(first[name].p50Ms * TARGETS.growthFactor, first[name].p50Ms + TARGETS.growthSlackMs);
      out.push({
        target: `${name} p50 flat from ${first.rows} to ${last.rows} stored (≤ ${TARGETS.growthFactor}× or +${TARGETS.growthSlackMs} ms)`,
        measured: `${fmt(first[name].p50Ms)} → ${fmt(last[name].p50Ms)} ms`,
        met: last[name].p50Ms <= limit,
      });
    }
    // A substring search over the smallest table (~40 pages at 1,000 stored) is read whole: the
    // planner's right choice there, faster than any index (issue 17). It is reported, not a miss;
    // from 10,000 stored every page and detail statement must use an index.
    const smallSearch = (name, rows) => name.startsWith('search') && rows < 10_000;
    const seq = steps.flatMap((s) => PAGE_STATEMENTS.filter((n) => s.sql[n]?.seqScan).map((n) => [n, s.rows]));
    const missed = seq.filter(([n, rows]) => !smallSearch(n, rows));
    const allowed = seq.filter(([n, rows]) => smallSearch(n, rows));
    out.push({
      target: 'the page and detail statements use an index at every size (EXPLAIN; the search from 10,000 stored)',
      measured:
        (missed.length === 0 ? 'no sequential scan' : `seq scan: ${missed.map(([n, r]) => `${n} @${r}`).join(', ')}`) +
        (allowed.length === 0
          ? ''
          : ` (the table read whole, as planned: ${allowed.map(([n, r]) => `${n} @${r}`).join(', ')})`),
      met: missed.length === 0,
    });
    // The floor's ratio means something only while it runs what the API runs.
    const drift = steps.flatMap((s) =>
      Object.entries(s.sql)
        .filter(([, p]) => !p.sameSqlAsFloor)
        .map(([n]) => `${n} @${s.rows}`),
    );
    out.push({
      target: 'the floor runs the statements the repositories send (sameSqlAsFloor)',
      measured: drift.length === 0 ? 'every statement, at every size' : `differs: ${drift.join(', ')}`,
      met: drift.length === 0,
    });
  }
  return out;
}

function plansMarkdown(growth) {
  const parts = ['# EXPLAIN (ANALYZE, BUFFERS) of the list, search and detail statements', ''];
  parts.push(
    'Written by `npm run bench:api` (benchmark/api/db.mjs `explain`): the statements the repositories really send, recorded off the driver, at each size of the growth run.',
    '',
  );
  for (const [engine, { plans }] of Object.entries(growth)) {
    for (const [size, byName] of Object.entries(plans)) {
      parts.push(`## ${engine}, ${size} requests stored`, '');
      for (const [name, p] of Object.entries(byName)) {
        parts.push(`### ${name}`, '', '```sql', p.sql, '```', '', '```', ...p.plan, '```', '');
      }
    }
  }
  return parts.join('\n');
}

// ── main ──────────────────────────────────────────────────────────────────────────────────────
const started = Date.now();
const loadBefore = os.loadavg();
log(`bench:api${quick ? ' --quick' : ''}: ${settings.durationS} s per scenario, work folder ${work}`);
const apiPort = await freePort();
const sandboxPort = await freePort();
const secret = randomBytes(32).toString('hex');
const sandboxChild = spawnTsx('src/server/main.ts', {
  cwd: path.join(root, 'mocks'),
  logName: 'sandbox',
  env: {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_DATA_DIR: path.join(work, 'sandbox'),
    SANDBOX_LATENCY: 'none',
    WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/webhooks/payments`,
    WEBHOOK_SECRET: secret,
  },
});
const sandbox = { url: `http://127.0.0.1:${sandboxPort}`, secret };
await waitFor(`${sandbox.url}/_sandbox/health`, sandboxChild, 'the provider sandbox');

let postgres = null;
const results = {};
const growth = {};
try {
  if (engines.includes('postgres')) {
    log('starting PostgreSQL 15');
    postgres = await startPostgres();
    postmasterPid = findPostmaster(new URL(postgres.url).port);
    if (!postmasterPid) log('PostgreSQL: its postmaster was not found; its CPU is not reported');
  }
  const dbEnv = (engine, phase) =>
    engine === 'postgres'
      ? { DATABASE_URL: postgres.url.replace(/\/[^/]*$/, `/bench_${phase}`) }
      : { DATA_DIR: path.join(work, `pglite-${phase}`) };
  for (const engine of engines) {
    results[engine] = await measureEngine(engine, dbEnv(engine, 'main'), apiPort, sandbox);
    ratios(results[engine]);
    if (engine === 'pglite') rmSync(path.join(work, 'pglite-main'), { recursive: true, force: true });
  }
  if (withGrowth) {
    for (const engine of engines) {
      growth[engine] = await growEngine(engine, (phase) => dbEnv(engine, phase), sandbox);
      for (const size of settings.growthSizes) {
        rmSync(path.join(work, `pglite-growth_${size}`), { recursive: true, force: true });
      }
    }
  }
} finally {
  await stop(sandboxChild);
  if (postgres) await stop(postgres.child);
}

const checked = targets(results, growth);
const report = {
  measuredAt: new Date().toISOString(),
  quick,
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    loadAverageBefore: loadBefore.map((n) => Number(n.toFixed(2))),
    loadAverageAfter: os.loadavg().map((n) => Number(n.toFixed(2))),
  },
  settings,
  engines: results,
  growth: Object.fromEntries(Object.entries(growth).map(([e, g]) => [e, g.steps])),
  targets: checked,
  minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
};

const tables = [onlyFanOut ? '' : table(results), fanOutTable(results), withGrowth ? growthTable(growth) : '']
  .filter(Boolean)
  .join('\n\n');
console.log(`\n${tables}\n`);
for (const t of checked) console.log(`${t.met ? '✔' : '✖'} PostgreSQL: ${t.target}: ${t.measured}`);

// A quick or partial run never writes over the recorded results.
const scratch = quick || onlyFanOut || onlyReads;
const outDir = scratch ? work : resultsDir;
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'api.json'), `${JSON.stringify(report, null, 2)}\n`);
if (withGrowth) {
  const plans = Object.fromEntries(Object.entries(growth).map(([e, g]) => [e, g.plans]));
  writeFileSync(path.join(outDir, 'api-plans.json'), `${JSON.stringify(plans, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'api-plans.md'), plansMarkdown(growth));
}
if (!scratch) {
  // The README's table between its markers.
  const readme = path.join(here, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- results:start -->';
  const end = '<!-- results:end -->';
  if (text.includes(start) && text.includes(end)) {
    const when = `Measured ${report.measuredAt.slice(0, 10)}, ${report.machine.cpus} cores (${report.machine.cpu}), load average ${report.machine.loadAverageBefore[0]} before the run, ${settings.durationS} s per scenario, ${results.postgres?.stored.active ?? results.pglite?.stored.active} active requests stored.`;
    const targetLines = checked.map((t) => `- ${t.met ? '✔' : '✖'} ${t.target}: ${t.measured}`).join('\n');
    writeFileSync(
      readme,
      text.replace(
        new RegExp(`${start}[\\s\\S]*${end}`),
        `${start}\n\n${when}\n\n${tables}\n\nPostgreSQL targets:\n\n${targetLines}\n\n${end}`,
      ),
    );
    // The tables as the repository's format check wants them.
    const prettier = path.join(root, 'node_modules/prettier/bin/prettier.cjs');
    if (existsSync(prettier)) spawnSync(process.execPath, [prettier, '--write', readme], { stdio: 'ignore' });
  }
}
log(`written to ${outDir}${scratch ? ' (quick or partial run: the recorded results are untouched)' : ''}`);
rmSync(path.join(work, 'sandbox'), { recursive: true, force: true });
if (checked.some((t) => !t.met) && !flags['no-fail']) {
  console.error('\nA PostgreSQL target was missed (see above). --no-fail reports without failing.');
  process.exit(1);
}
