#!/usr/bin/env node
// Sets up a fresh machine with only Node 20.19+ and the system package manager:
// the pinned pnpm through corepack, the workspace's packages (locked), and — for the tests —
// Debian's Chromium, since Playwright cannot download its own browser here.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm, root } from './pnpm.mjs';
import { chromiumPath } from '../tooling/chromium.mjs';

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Hace falta Node 20.19 o posterior (tenés ${process.versions.node}).`);
  }
}

export function installPackages() {
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const status = pnpm(['install', ...frozen, '--reporter=append-only']);
  if (status !== 0) fail('La instalación de paquetes falló (corepack pnpm install).');
}

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const hasSudo = spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status === 0;
  if (hasApt && (isRoot || hasSudo)) {
    console.log(`\nChromium no está en ${chromiumPath}: instalando el paquete "chromium" de Debian…`);
    const prefix = isRoot ? '' : 'sudo ';
    const result = spawnSync(
      'sh',
      [
        '-c',
        `${prefix}apt-get update -qq && ${prefix}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji`,
      ],
      {
        stdio: 'inherit',
      },
    );
    if (result.status === 0 && existsSync(chromiumPath)) return;
  }
  fail(
    [
      `Las pruebas necesitan Chromium en ${chromiumPath} y no pude instalarlo.`,
      'Instalalo con el gestor de paquetes del sistema y volvé a correr el comando:',
      '    sudo apt-get update && sudo apt-get install -y chromium fonts-noto-color-emoji',
      'o indicá otro binario con CHROMIUM_PATH=/ruta/a/chromium.',
    ].join('\n'),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  checkNode();
  installPackages();
  if (process.argv.includes('--browser')) ensureChromium();
}
