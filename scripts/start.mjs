#!/usr/bin/env node
// Quick start, command one: set up, build the static site, serve it and print its URL.
// Browser storage (localStorage + IndexedDB) is the embedded default: nothing else to install.
import { checkNode, installPackages } from './setup.mjs';
import { pnpm } from './pnpm.mjs';
import { serve } from './serve.mjs';

checkNode();
installPackages();
if (pnpm(['--filter', '@cg/site', 'build']) !== 0) process.exit(1);
serve({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
