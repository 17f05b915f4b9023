// One accept's latency over SQL, on PGlite and on PostgreSQL 15 (started like the tests do):
// a buyer publishes N requests, a verified traveller accepts each one in turn; the time of each
// `requests.accept` (a transaction: the order row locked, the compare-and-set, the chat, the
// buyer's notification) is recorded. Run: `npm run bench:sql` from the root. Writes
// benchmark/results/sql-accept.json. Timings are not assertions.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMarketplaceOver, createMemoryChangeFeed } from '@cg/domain/server';
import { createTestPorts, pngBlob } from '@cg/testkit';
import { openPglite, openPostgres, type Database } from '#src/database';
import { createSqlImageStore } from '#src/images';
import { startTestPostgres } from '#src/testing/postgres';
import { createSqlUnitOfWork } from '#src/unit-of-work';

const ROUNDS = 200;

const person = (firstName: string, email: string) => ({
  firstName,
  lastName: 'Pérez',
  email,
  birthDate: '1990-05-01',
  dialCode: '+54',
  phone: '11 5555 1234',
  documentNumber: '30123456',
  password: 'secreto123',
  confirmPassword: 'secreto123',
});

async function measure(database: Database) {
  await database.migrate();
  const ports = { ...createTestPorts(), clock: { now: () => new Date() } };
  const market = createMarketplaceOver({
    ...ports,
    uow: createSqlUnitOfWork(database.db),
    images: createSqlImageStore(database.db),
    changes: createMemoryChangeFeed(),
  });
  const { user: buyer } = await market.accounts.register(null, person('Ana', 'ana@example.com'));
  const { user: traveller } = await market.accounts.register(null, person('Tomás', 'tomas@example.com'));
  await market.verification.submit(traveller, {
    documentType: 'DNI',
    front: pngBlob(),
    back: pngBlob(),
    selfie: pngBlob(),
  });
  await market.verification.refresh(traveller);
  const input = {
    productName: 'Kindle Paperwhite',
    productUrl: 'https://www.amazon.com/dp/B0CFPJYX7P',
    estimatedPrice: '159.99',
    currency: 'USD' as const,
    country: 'Estados Unidos',
    reward: 25,
    category: 'tecnologia' as const,
    notes: '',
  };
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const request = await market.requests.publish(buyer, { ...input, image: pngBlob() });
    const start = performance.now();
    await market.requests.accept(traveller, request.id);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2));
  return { rounds: ROUNDS, p50Ms: at(0.5), p90Ms: at(0.9), p99Ms: at(0.99) };
}

const pglite = await openPglite();
const onPglite = await measure(pglite);
await pglite.close();

const server = await startTestPostgres();
let onPostgres;
try {
  const postgres = openPostgres({ url: server.url() });
  onPostgres = await measure(postgres);
  await postgres.close();
} finally {
  server.stop();
}

const result = { measuredAt: new Date().toISOString(), accept: { pglite: onPglite, postgres: onPostgres } };
const out = fileURLToPath(new URL('../../../benchmark/results/sql-accept.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
