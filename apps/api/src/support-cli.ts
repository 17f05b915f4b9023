// Sets up a support account (decision 026) in the database the API uses — the only way one exists
// on a server; registering never gives the role:
//   SUPPORT_PASSWORD=… node --import tsx src/support-cli.ts EMAIL [NOMBRE] [APELLIDO]
// (DATABASE_URL or DATA_DIR as for the server). The password comes from the environment, never the
// command line (it would stay in the shell's history). Run again to set a new password. An e-mail
// that a person already registered is refused.
import { createCryptoRandom, setUpSupportAccount, systemClock } from '@cg/domain';
import { createSqlUnitOfWork } from '@cg/db';
import { openCliDatabase } from '#src/cli-database';
import { createArgon2Hasher } from '#src/market/argon2';

const [email, firstName = 'Soporte', lastName = 'Conexión Global'] = process.argv.slice(2);
const password = process.env.SUPPORT_PASSWORD ?? '';
if (!email || !password) {
  console.error('Uso: SUPPORT_PASSWORD=… node --import tsx src/support-cli.ts EMAIL [NOMBRE] [APELLIDO]');
  process.exit(2);
}
const database = await openCliDatabase();
try {
  const result = await setUpSupportAccount(
    {
      uow: createSqlUnitOfWork(database.db),
      hasher: createArgon2Hasher(),
      random: createCryptoRandom(globalThis.crypto),
      clock: systemClock,
    },
    { email, password, firstName, lastName },
  );
  console.log(`${email}\t${result.created ? 'cuenta de soporte creada' : 'contraseña actualizada'}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
