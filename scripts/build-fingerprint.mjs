// What the site's build reads, as one hash (decision 013): a build whose stored fingerprint equals
// the inputs' is current, and `npm start` serves it instead of building again (40 s here).
// The inputs: the site's own files (app/, public/, its package.json and configs), every workspace
// package it depends on, transitively (their whole folder but node_modules, build output and
// screenshot references), the root's lockfile, package.json, workspace and TypeScript configs, the
// scripts that write the output (build, shells, precompress), the mode, and the environment the
// build reads (every VITE_* variable and NODE_ENV). Node's version is not one: the output does not
// depend on it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders never read as inputs: installed packages, build output, reports, references. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'build',
  'dist',
  'coverage',
  'storybook-static',
  '__screenshots__',
  'test-results',
]);

/** The root's files the build reads besides the packages. */
const ROOT_FILES = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.json',
  'tsconfig.base.json',
  '.npmrc',
  'scripts/build-site.mjs',
  'scripts/build-fingerprint.mjs',
  'scripts/shells.mjs',
  'scripts/precompress.mjs',
];

/** The site's folder entries the build reads (its build directories, whatever named, are not). */
const SITE_ENTRIES = ['app', 'public', 'package.json', 'vite.config.ts', 'tsconfig.json'];

function isBuildDir(name) {
  return SKIPPED_DIRS.has(name) || name.startsWith('.');
}

/** Every file under `dir` (relative to `root`), sorted, skipping what is not an input. */
function filesUnder(root, dir) {
  const out = [];
  let stat;
  try {
    stat = statSync(path.join(root, dir));
  } catch {
    return out;
  }
  if (stat.isFile()) return [dir];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!isBuildDir(entry.name)) out.push(...filesUnder(root, rel));
    } else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** The workspace packages (`workspace:*`) the package at `dir` depends on, transitively, by folder. */
function workspaceDependencies(root, dir, byName, seen = new Set()) {
  const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const deps = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies };
  for (const [name, version] of Object.entries(deps)) {
    if (!String(version).startsWith('workspace:')) continue;
    const folder = byName.get(name);
    if (folder === undefined || seen.has(folder)) continue;
    seen.add(folder);
    workspaceDependencies(root, folder, byName, seen);
  }
  return seen;
}

/** Package name → folder, for the folders listed (each with a package.json). */
function workspacePackages(root, folders) {
  const byName = new Map();
  for (const folder of folders) {
    try {
      byName.set(JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name, folder);
    } catch {
      // not a package
    }
  }
  return byName;
}

/** The folders of the repository's workspace packages (packages/*, apps/*, mocks). */
function workspaceFolders(root) {
  const folders = ['mocks'];
  for (const parent of ['packages', 'apps']) {
    try {
      for (const entry of readdirSync(path.join(root, parent), { withFileTypes: true })) {
        if (entry.isDirectory()) folders.push(`${parent}/${entry.name}`);
      }
    } catch {
      // no such folder
    }
  }
  return folders;
}

/** The environment the build reads: every VITE_* variable and NODE_ENV, sorted. */
function buildEnvironment(env) {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([name, value]) => value !== undefined && (name.startsWith('VITE_') || name === 'NODE_ENV'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/** The files the site's build reads, relative to `root`, sorted. @internal */
export function buildInputs(root, siteDir = 'apps/site') {
  const packages = workspaceDependencies(root, siteDir, workspacePackages(root, workspaceFolders(root)));
  const files = [
    ...ROOT_FILES.flatMap((file) => filesUnder(root, file)),
    ...SITE_ENTRIES.flatMap((entry) => filesUnder(root, path.posix.join(siteDir, entry))),
    ...[...packages].sort().flatMap((folder) => filesUnder(root, folder)),
  ];
  return [...new Set(files)].sort();
}

/**
 * The fingerprint of a build of `mode` from `root` under `env`: a SHA-256 over the mode, the
 * environment the build reads, and each input's path and bytes.
 */
export function buildFingerprint(root, mode, env = process.env, siteDir = 'apps/site') {
  const hash = createHash('sha256');
  hash.update(`mode\0${mode}\0env\0${JSON.stringify(buildEnvironment(env))}\0`);
  for (const file of buildInputs(root, siteDir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * What the build's log says, in one line's worth: how many warnings (Vite/Rollup's "(!)" and
 * "warning" lines, each counted once) and the files it wrote.
 */
export function summarizeBuildLog(log) {
  const lines = log.split(/\r?\n/);
  const warnings = lines.filter((line) => /^\s*\(!\)|\bwarn(ing)?\b/i.test(line)).length;
  return { lines: lines.filter((line) => line.trim() !== '').length, warnings };
}
