// The story shard that failed at start in a fresh clone (decision 009): the vanilla-extract plugin's
// Babel ran `@babel/helper-compilation-targets` from the path @babel/core sees it at,
// node_modules/.pnpm/@babel+core@…/node_modules/@babel/helper-compilation-targets (a link, not
// followed), and its `require('lru-cache')` walked up from there past @babel/core's folder to the
// copy pnpm hoists for everyone, node_modules/.pnpm/node_modules/lru-cache — 10.x, an object
// ({ LRUCache }), where the helper calls `new` on the module: "_lruCache is not a constructor".
// pnpm-workspace.yaml's packageExtensions gives @babel/core its own lru-cache 5, found first on that path.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const store = path.join(root, 'node_modules/.pnpm');

describe("Babel's helper seen through @babel/core's folder", () => {
  const cores = readdirSync(store).filter((name) => name.startsWith('@babel+core@'));

  it('is installed (the check below would pass on nothing)', () => {
    expect(cores.length).toBeGreaterThan(0);
  });

  it.each(cores)('%s: the lru-cache it requires is a constructor (5.x), whichever path it is loaded by', (core) => {
    // The helper's own file, addressed by the link as Node would if it did not follow it.
    const helper = path.join(store, core, 'node_modules/@babel/helper-compilation-targets/lib/index.js');
    const requireFromLink = createRequire(helper);
    const lruCache: unknown = requireFromLink('lru-cache');
    const { version } = requireFromLink('lru-cache/package.json') as { version: string };
    expect(typeof lruCache, `lru-cache ${version} from ${core}`).toBe('function');
    expect(version.split('.')[0]).toBe('5');
  });
});
