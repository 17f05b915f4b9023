// A server with a slow route, run as a child process by server.test.ts to watch a graceful stop:
// GET /api/lento?ms=N answers after N ms; onClose prints a marker line.
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { createApp, type AppEnv } from '#src/app';
import { jsonLogger } from '#src/log';
import { serveUntilStopped } from '#src/server';

const logger = jsonLogger();
const api = new Hono<AppEnv>();
api.get('/lento', async (c) => {
  await sleep(Number(c.req.query('ms') ?? 500));
  return c.json({ terminado: true });
});

await serveUntilStopped(createApp({ api, logger }), {
  port: 0,
  host: '127.0.0.1',
  logger,
  shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  onClose: async () => {
    await sleep(50);
    console.log('onClose: cerrado');
  },
});
