// The API server's entry point: reads its settings from the environment, opens and migrates the
// database, serves the marketplace's API and the site's static build, and stops gracefully on
// SIGTERM (closing the database last). Run with `node --import tsx`.
//   PORT (3000), HOST (127.0.0.1), TRUST_PROXY (unset: no proxy), SITE_DIR (the site's build),
//   DATABASE_URL (PostgreSQL; unset: PGlite in DATA_DIR), DATA_DIR (./.data at the repository root)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@cg/db';
import { createApp } from '#src/app';
import { jsonLogger } from '#src/log';
import { composeMarketplace } from '#src/market/compose';
import { createMarketplaceRoutes } from '#src/market/routes';
import { serveUntilStopped } from '#src/server';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteDir = path.resolve(process.env.SITE_DIR ?? path.join(here, '../../site/build/client'));
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(here, '../../../.data'));
const logger = jsonLogger();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const trustProxy = ['1', 'true'].includes(process.env.TRUST_PROXY ?? '');

const hasSite = existsSync(path.join(siteDir, 'index.html'));
if (!hasSite) logger.warn('no site build: serving /api only', { siteDir });

const database = await openDatabase({
  ...(process.env.DATABASE_URL && { DATABASE_URL: process.env.DATABASE_URL }),
  DATA_DIR: dataDir,
});
await database.migrate();
logger.info('database ready', {
  engine: database.engine,
  ...(database.engine === 'pglite' && { dataDir }),
});

const market = composeMarketplace({ database, siteUrl: `http://${host}:${port}` });
const app = createApp({
  logger,
  trustProxy,
  health: async () => {
    if (!(await database.ping())) throw new Error('database unreachable');
  },
  uploadPaths: ['/api/requests', '/api/verification'],
  api: createMarketplaceRoutes({ market, trustProxy }),
  ...(hasSite && { staticRoot: siteDir }),
});

await serveUntilStopped(app, { port, host, logger, onClose: () => database.close() });
