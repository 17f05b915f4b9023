// Issues the platform's coupons from a JSON file into the database the API uses (decision 023):
//   npm run coupons -- FILE                    (from the repository root)
//   node --import tsx src/coupons-cli.ts FILE  (from apps/api)
// (DATABASE_URL or DATA_DIR as for the server; on PGlite, the server stopped first). The file is
// an array of { code, description, discount: { kind: 'percent', percent } | { kind: 'fixed',
// amountCents }, expiresAt, active? }. A code already issued is replaced.
import path from 'node:path';
import { createSqlUnitOfWork } from '@cg/db';
import { withCliDatabase } from '#src/cli-database';
import { issueCouponsFromFile } from '#src/market/coupons';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run coupons -- ARCHIVO.json');
  process.exit(2);
}
await withCliDatabase(async (database) => {
  const issued = await issueCouponsFromFile(createSqlUnitOfWork(database.db), path.resolve(file));
  for (const c of issued) console.log(`${c.code}\t${c.active ? 'activo' : 'retirado'}\thasta ${c.expiresAt}`);
});
