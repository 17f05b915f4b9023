#!/usr/bin/env node
// Quick start, command one: set up, build the static site, serve it and print its URL.
// Browser storage (localStorage + IndexedDB) is the embedded default: nothing else to install.
import { checkNode, installPackages } from './setup.mjs';
import { pnpm } from './pnpm.mjs';

checkNode();
installPackages();
if (pnpm(['--filter', '@cg/site', 'build']) !== 0) process.exit(1);
await import('./serve.mjs').then(async ({ createStaticServer }) => {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createStaticServer();
  server.listen(port, host, () => {
    console.log(`\nConexión Global está servido en http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}/`);
    console.log('(Ctrl+C para detener)\n');
  });
});
