// The live stream under load (issue 34 item 4), run by run.mjs: N light clients read
// `GET /api/events` (plain HTTP, Server-Sent Events parsed here: no browser) while one request is
// published a second. Measured: whether every client hears every publish (misses counted), the
// delay from the publisher's answer to each client's event (p50 / p99 / max), the API's CPU per
// publish with the streams open against the same publishes with none, errors (a refused or broken
// stream, a failed publish), and the memory an open stream holds (the API's heap and RSS after a
// full GC, with N open minus with none, over N).
//
// The clients are visitors, spread over as many loopback addresses (127.0.0.1, 127.0.0.2, …: all of
// 127/8 is this machine on Linux) as the per-address cap needs, at most `perAddress` on each (the
// production cap, 64, decision 032): the fan-out's API runs with its stream caps as in production,
// so a refusal here is a refusal a crowd behind 16 addresses would meet.
import http from 'node:http';

/** One SSE reader: `onChange(data, at)` for each `event: change`; resolves once its headers came. */
function openStream({ host, port, localAddress, onChange, onFirstId, onEnd }) {
  return new Promise((resolve) => {
    const request = http.request({
      host,
      port,
      path: '/api/events',
      localAddress,
      agent: false,
      headers: { accept: 'text/event-stream' },
    });
    let settled = false;
    const settle = (value) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        settle({ status: response.statusCode, close: () => request.destroy() });
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      let sawId = false;
      response.on('data', (text) => {
        buffer += text;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!sawId && block.startsWith('id: ')) {
            sawId = true;
            onFirstId();
          }
          if (!block.includes('event: change')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onChange(data.slice(6), performance.now());
        }
      });
      response.on('end', () => onEnd('ended'));
      response.on('error', () => onEnd('error'));
      settle({ status: 200, close: () => request.destroy() });
    });
    request.on('error', (error) => {
      if (!settled) settle({ status: 0, error: error.code ?? String(error), close: () => undefined });
      else onEnd('error');
    });
    request.end();
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round1 = (n) => Number(n.toFixed(1));

/**
 * @param {object} o
 * @param {string} o.base             the API's origin (http://127.0.0.1:port)
 * @param {number} o.clients          streams to open (N)
 * @param {number} o.seconds          publishing window (one publish a second)
 * @param {number} o.controlSeconds   the same publishes with no stream open first (the CPU they cost alone)
 * @param {number} o.perAddress       streams per loopback address
 * @param {() => Promise<{ id: string }>} o.publish  one publish; resolves with the request's id once answered
 * @param {() => number} o.apiCpuMs   the API process's CPU so far
 * @param {() => object} o.threadCpuMs the API's CPU so far per thread name
 * @param {() => Promise<object|null>} o.apiMemory the API's memory after a full GC (process.memoryUsage(), bytes)
 * @param {(...parts: unknown[]) => void} o.log
 */
export async function fanOut(o) {
  const { hostname: host, port } = new URL(o.base);
  const addresses = Math.max(1, Math.ceil(o.clients / o.perAddress));
  if (addresses > 250) throw new Error(`fan-out: ${o.clients} clients need more than 250 loopback addresses`);

  /** Publishes one a second for `seconds`; each one's id, start and answer time. */
  async function publishing(seconds) {
    const done = [];
    const failures = [];
    const start = performance.now();
    const inFlight = [];
    for (let i = 0; i < seconds; i += 1) {
      const wait = start + i * 1000 - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const startedAt = performance.now();
      inFlight.push(
        o.publish().then(
          ({ id }) => done.push({ id, startedAt, answeredAt: performance.now() }),
          (error) => failures.push(String(error)),
        ),
      );
    }
    await Promise.all(inFlight);
    return { done, failures };
  }

  // The publishes alone: what one costs the API with nobody listening.
  const threadsControl = o.threadCpuMs();
  const cpuControl = o.apiCpuMs();
  const control = await publishing(o.controlSeconds);
  const controlCpuMs = o.apiCpuMs() - cpuControl;
  const controlThreads = diff(threadsControl, o.threadCpuMs());

  const before = await o.apiMemory();
  const received = []; // per client: Map request id → time heard
  const ends = { ended: 0, error: 0 };
  const refused = {};
  let firstIds = 0;
  const opened = [];
  const openStart = performance.now();
  // Opened 50 at a time: a thousand connects at once are refused by the listen backlog on some systems.
  for (let i = 0; i < o.clients; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(o.clients, i + 50); j += 1) {
      const heard = new Map();
      received.push(heard);
      batch.push(
        openStream({
          host,
          port,
          localAddress: `127.0.0.${1 + (j % addresses)}`,
          onChange: (data, at) => {
            const change = JSON.parse(data);
            if (change.topic !== 'requests') return;
            for (const id of change.ids) if (!heard.has(id)) heard.set(id, at);
          },
          onFirstId: () => {
            firstIds += 1;
          },
          onEnd: (how) => {
            ends[how] += 1;
          },
        }),
      );
    }
    opened.push(...(await Promise.all(batch)));
  }
  for (const s of opened) if (s.status !== 200) refused[s.status || s.error] = (refused[s.status || s.error] ?? 0) + 1;
  const open = opened.filter((s) => s.status === 200).length;
  const listening = received.filter((_, i) => opened[i].status === 200);
  // Every stream has written its first `id:` (its position read): nothing of its start is pending.
  for (let i = 0; i < 200 && firstIds < open; i += 1) await new Promise((r) => setTimeout(r, 50));
  const openMs = performance.now() - openStart;
  const withStreams = await o.apiMemory();
  o.log(`fan-out: ${open} of ${o.clients} streams open over ${addresses} addresses in ${Math.round(openMs)} ms`);

  const threadsBefore = o.threadCpuMs();
  const cpuBefore = o.apiCpuMs();
  const runnerBefore = process.cpuUsage();
  const run = await publishing(o.seconds);
  // Stragglers: a client may hear the last publish after its answer.
  const expected = run.done.map((p) => p.id);
  const deadline = performance.now() + 5000;
  const allHeard = () => listening.every((heard) => expected.every((id) => heard.has(id)));
  while (performance.now() < deadline && !allHeard()) await new Promise((r) => setTimeout(r, 50));
  const cpuMs = o.apiCpuMs() - cpuBefore;
  const threads = diff(threadsBefore, o.threadCpuMs());
  const runner = process.cpuUsage(runnerBefore);
  const after = await o.apiMemory();
  // Ended or broken during the run: counted before this side closes them.
  const endedDuringRun = { ...ends };
  for (const s of opened) s.close();

  const delays = [];
  const fromStart = [];
  let misses = 0;
  for (const heard of listening) {
    for (const p of run.done) {
      const at = heard.get(p.id);
      if (at === undefined) misses += 1;
      else {
        delays.push(at - p.answeredAt);
        fromStart.push(at - p.startedAt);
      }
    }
  }
  delays.sort((a, b) => a - b);
  fromStart.sort((a, b) => a - b);
  const publishes = run.done.length;
  const perStream = (field) =>
    before?.[field] !== undefined && withStreams?.[field] !== undefined && open > 0
      ? Math.round((withStreams[field] - before[field]) / open)
      : null;
  const cpuPerPublish = publishes > 0 ? cpuMs / publishes : NaN;
  const controlPerPublish = control.done.length > 0 ? controlCpuMs / control.done.length : NaN;
  return {
    clients: o.clients,
    open,
    addresses,
    perAddress: o.perAddress,
    refused,
    streamsEnded: endedDuringRun,
    openMs: Math.round(openMs),
    publishes,
    publishErrors: run.failures.length,
    controlPublishes: control.done.length,
    expectedDeliveries: publishes * o.clients,
    delivered: delays.length,
    misses: misses + (o.clients - open) * publishes,
    /** From the publisher's answer (the writer's 201) to the client's event; may be negative: heard first. */
    deliveryMs: {
      p50: round1(percentile(delays, 50)),
      p99: round1(percentile(delays, 99)),
      max: round1(delays.at(-1) ?? NaN),
    },
    /** From the publish's start (its photo's work included). */
    deliveryFromStartMs: { p50: round1(percentile(fromStart, 50)), p99: round1(percentile(fromStart, 99)) },
    publishAnswerMs: {
      p50: round1(
        percentile(
          run.done.map((p) => p.answeredAt - p.startedAt).sort((a, b) => a - b),
          50,
        ),
      ),
      p99: round1(
        percentile(
          run.done.map((p) => p.answeredAt - p.startedAt).sort((a, b) => a - b),
          99,
        ),
      ),
    },
    apiCpuMsPerPublish: round1(cpuPerPublish),
    apiCpuMsPerPublishAlone: round1(controlPerPublish),
    /** What the streams add to a publish: its CPU with N open minus with none, per stream, µs. */
    fanOutCpuUsPerStreamPerPublish: open > 0 ? round1(((cpuPerPublish - controlPerPublish) / open) * 1000) : null,
    /**
     * The same on the thread that answers every request alone (`node`): the delivery's own cost,
     * less disturbed by the photo's work on libvips' threads, µs per stream per publish.
     */
    mainThreadUsPerStreamPerPublish:
      open > 0 && publishes > 0 && control.done.length > 0
        ? round1((((threads.node ?? 0) / publishes - (controlThreads.node ?? 0) / control.done.length) / open) * 1000)
        : null,
    threadCpuMsPerPublish: perPublish(threads, publishes),
    threadCpuMsPerPublishAlone: perPublish(controlThreads, control.done.length),
    loadGeneratorCpuMs: Math.round((runner.user + runner.system) / 1000),
    memory: {
      heapUsedBytesPerStream: perStream('heapUsed'),
      rssBytesPerStream: perStream('rss'),
      externalBytesPerStream: perStream('external'),
      heapUsedMb: { none: mb(before?.heapUsed), open: mb(withStreams?.heapUsed), afterPublishes: mb(after?.heapUsed) },
      rssMb: { none: mb(before?.rss), open: mb(withStreams?.rss), afterPublishes: mb(after?.rss) },
    },
  };
}

const mb = (bytes) => (bytes === undefined ? null : round1(bytes / 1024 / 1024));
const diff = (before, after) =>
  Object.fromEntries(Object.entries(after).map(([name, ms]) => [name, ms - (before[name] ?? 0)]));
const perPublish = (threads, publishes) =>
  Object.fromEntries(
    Object.entries(threads)
      .filter(([, ms]) => ms > 0)
      .map(([name, ms]) => [name, round1(ms / Math.max(1, publishes))]),
  );
