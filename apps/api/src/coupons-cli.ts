// Issues the platform's coupons from a JSON file into the database the API uses (decision 023):
//   node --import tsx src/coupons-cli.ts FILE   (DATABASE_URL or DATA_DIR as for the server)
// The file is an array of { code, description, discount: { kind: 'percent', percent } |
// { kind: 'fixed', amountCents }, expiresAt, active? }. A code already issued is replaced.
import path from 'node:path';
import { createSqlUnitOfWork } from '@cg/db';
import { openCliDatabase } from '#src/cli-database';
import { issueCouponsFromFile } from '#src/market/coupons';

const file = process.argv[2];
if (!file) {
  console.error('Uso: node --import tsx src/coupons-cli.ts ARCHIVO.json');
  process.exit(2);
}
const database = await openCliDatabase();
try {
  const issued = await issueCouponsFromFile(createSqlUnitOfWork(database.db), path.resolve(file));
  for (const c of issued) console.log(`${c.code}\t${c.active ? 'activo' : 'retirado'}\thasta ${c.expiresAt}`);
} finally {
  await database.close();
}
