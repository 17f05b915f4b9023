// `npm run backup [-- FILE]` and `npm run restore -- FILE [DATA_DIR]` (from the repository root).
// DATA_DIR defaults to ./.data as the API's; stop the server first (the data directory is locked).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backupPglite, restorePglite } from '#src/backup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));
const [command, fileArg, targetArg] = process.argv.slice(2);

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.resolve(fileArg ?? path.join(root, 'backups', `conexion-global-${stamp}.tar.gz`));
    const bytes = await backupPglite(path.join(dataDir, 'pglite'), file);
    console.log(`Copia de seguridad: ${file} (${Math.round(bytes / 1024)} KiB)`);
  } else if (command === 'restore' && fileArg) {
    const target = path.resolve(targetArg ?? path.join(dataDir, 'pglite'));
    const { requests } = await restorePglite(path.resolve(fileArg), target);
    console.log(`Restaurado en ${target}: ${requests} pedidos.`);
  } else {
    console.error('Uso: backup [ARCHIVO] | restore ARCHIVO [CARPETA]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
