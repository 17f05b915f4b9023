#!/usr/bin/env node
// Sets up a fresh machine with only Node 20.19+ (24 recommended) and the system package manager:
// the pinned pnpm through corepack, the workspace's packages (locked), and — for the tests —
// the system pieces they need, each checked on its own whatever else the machine has.
//
// Only Chromium is such a piece: Playwright cannot download its own browser here. No font
// package is: the interface font ships with @cg/ui, flags and icons are SVG, and the whole story
// suite passes with fontconfig rejecting the colour-emoji font. Chromium itself needs fontconfig
// to offer it some font (with none at all its page died mid-run); every Debian system has one
// (decision 010).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm, root } from './pnpm.mjs';
import { chromiumPath, headlessShellPath } from '../tooling/chromium.mjs';

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Hace falta Node 20.19 o posterior (tienes ${process.versions.node}).`);
  }
  // Still supported here, no longer upstream: a server that handles money should run on a
  // supported line (decision 034). `npm test` runs the server's tests on Node 24 either way.
  if (major < 22) {
    console.warn(
      `Aviso: Node ${process.versions.node} ya no recibe parches de seguridad (Node 20 terminó en abril de 2026). ` +
        'Recomendado: Node 24 (npm i -g --prefix ~/.local/node-24 node@24, y esa carpeta bin primera en el PATH: ver README).',
    );
  }
}

export function installPackages() {
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const status = pnpm(['install', ...frozen, '--reporter=append-only']);
  if (status !== 0) fail('La instalación de paquetes falló (corepack pnpm install).');
}

const postgresBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * The system pieces the tests need, each with how to tell it is there and the Debian package
 * that provides it. Checked one by one: having one says nothing about another.
 */
/** @internal */
export const systemPieces = [
  {
    name: `Chromium en ${chromiumPath}`,
    debianPackage: 'chromium',
    present: () => existsSync(chromiumPath),
    otherwise: 'o indica otro binario con CHROMIUM_PATH=/ruta/a/chromium',
  },
  {
    // The end-to-end tests run Chromium's headless shell (tooling/chromium.mjs).
    name: `Chromium headless shell en ${headlessShellPath}`,
    debianPackage: 'chromium-headless-shell',
    present: () => existsSync(headlessShellPath),
    otherwise: 'o indica otro binario con CHROMIUM_HEADLESS_SHELL_PATH=/ruta/a/chromium-headless-shell',
  },
  {
    // The contract suite runs on a real PostgreSQL 15 too; the tests start their own server.
    name: `PostgreSQL 15 en ${postgresBin}`,
    debianPackage: 'postgresql-15',
    present: () => existsSync(path.join(postgresBin, 'initdb')),
    otherwise: 'o indica otra carpeta de binarios con POSTGRES_BIN=/ruta/a/bin',
  },
];

const missingPieces = () => systemPieces.filter((piece) => !piece.present());

/** Installs the missing system pieces with apt (as root or through sudo), or fails naming each one. */
export function ensureSystemPieces() {
  const missing = missingPieces();
  if (missing.length === 0) return;
  const packages = missing.map((piece) => piece.debianPackage).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const hasSudo = spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
  if (hasApt && (isRoot || hasSudo)) {
    console.log(`\nFalta ${missing.map((piece) => piece.name).join(', ')}: instalando ${packages} de Debian…`);
    const prefix = isRoot ? '' : 'sudo ';
    spawnSync(
      'sh',
      [
        '-c',
        `${prefix}apt-get update -qq && ${prefix}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
      ],
      { stdio: 'inherit' },
    );
  }
  const still = missingPieces();
  if (still.length === 0) return;
  fail(
    [
      'Las pruebas necesitan estas piezas del sistema y no pude instalarlas:',
      ...still.map((piece) => `  - ${piece.name} (paquete ${piece.debianPackage})`),
      'Instálalas con el gestor de paquetes del sistema y vuelve a correr el comando:',
      `    sudo apt-get update && sudo apt-get install -y ${still.map((piece) => piece.debianPackage).join(' ')}`,
      ...still.filter((piece) => piece.otherwise).map((piece) => piece.otherwise),
    ].join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  checkNode();
  installPackages();
  if (process.argv.includes('--browser')) ensureSystemPieces();
}
