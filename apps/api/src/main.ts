// The API server's entry point: reads its settings from the environment and stops gracefully
// on SIGTERM. Run with `node --import tsx`.
//   PORT (3000), HOST (127.0.0.1), TRUST_PROXY (unset: no proxy)
import { createApp } from '#src/app';
import { jsonLogger } from '#src/log';
import { serveUntilStopped } from '#src/server';

const logger = jsonLogger();

const app = createApp({
  logger,
  trustProxy: ['1', 'true'].includes(process.env.TRUST_PROXY ?? ''),
});

await serveUntilStopped(app, {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  logger,
});
