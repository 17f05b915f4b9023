// The API server's entry point: reads its settings from the environment, serves the site's
// static build beside the API, and stops gracefully on SIGTERM. Run with `node --import tsx`.
//   PORT (3000), HOST (127.0.0.1), TRUST_PROXY (unset: no proxy), SITE_DIR (the site's build)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from '#src/app';
import { jsonLogger } from '#src/log';
import { serveUntilStopped } from '#src/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(here, '../../site/build/client'));
const logger = jsonLogger();

const hasSite = existsSync(path.join(siteDir, 'index.html'));
if (!hasSite) logger.warn('no site build: serving /api only', { siteDir });

const app = createApp({
  logger,
  trustProxy: ['1', 'true'].includes(process.env.TRUST_PROXY ?? ''),
  ...(hasSite && { staticRoot: siteDir }),
});

await serveUntilStopped(app, {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  logger,
});
