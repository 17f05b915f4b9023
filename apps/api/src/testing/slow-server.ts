// A server with slow routes, run as a child process by server.test.ts to watch a graceful stop and
// the request timeouts: GET /api/lento?ms=N answers after N ms; GET /api/goteo streams a comment
// every GOTEO_MS for GOTEO_TOTAL_MS (a live stream's heartbeat); POST /api/eco reads its body and
// answers its size; onClose prints a marker line. TIMEOUTS (JSON) replaces some of SERVER_TIMEOUTS.
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { createApp, type AppEnv } from '#src/app';
import { jsonLogger } from '#src/log';
import { SERVER_TIMEOUTS, serveUntilStopped, type ServerTimeouts } from '#src/server';

const logger = jsonLogger();
const api = new Hono<AppEnv>();
api.get('/lento', async (c) => {
  await sleep(Number(c.req.query('ms') ?? 500));
  return c.json({ terminado: true });
});
api.post('/eco', async (c) => c.json({ bytes: (await c.req.arrayBuffer()).byteLength }));
api.get('/goteo', () => {
  const every = Number(process.env.GOTEO_MS ?? 100);
  const total = Number(process.env.GOTEO_TOTAL_MS ?? 1000);
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setInterval(() => {
        controller.enqueue(new TextEncoder().encode(': ping\n\n'));
        if (Date.now() - started >= total) {
          clearInterval(timer);
          controller.close();
        }
      }, every);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
});
const timeouts: ServerTimeouts = {
  ...SERVER_TIMEOUTS,
  ...(JSON.parse(process.env.TIMEOUTS ?? '{}') as Partial<ServerTimeouts>),
};

await serveUntilStopped(createApp({ api, logger }), {
  port: 0,
  host: '127.0.0.1',
  logger,
  shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  timeouts,
  onClose: async () => {
    await sleep(50);
    console.log('onClose: cerrado');
  },
});
