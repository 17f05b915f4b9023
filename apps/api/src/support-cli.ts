// Sets up a support account (decision 026) in the database the API uses — the only way one exists
// on a server; registering never gives the role:
//   SUPPORT_PASSWORD=… npm run support -- EMAIL [NOMBRE] [APELLIDO]    (from the repository root)
//   SUPPORT_PASSWORD=… node --import tsx src/support-cli.ts EMAIL …   (from apps/api)
// (DATABASE_URL or DATA_DIR as for the server; on PGlite, the server stopped first). The password
// comes from the environment, never the command line (it would stay in the shell's history). Run
// again to set a new password. An e-mail that a person already registered is refused.
import { createCryptoRandom, systemClock } from '@cg/domain';
import { setUpSupportAccount } from '@cg/domain/server';
import { createSqlUnitOfWork } from '@cg/db';
import { withCliDatabase } from '#src/cli-database';
import { createArgon2Hasher } from '#src/market/argon2';

const [email, firstName = 'Soporte', lastName = 'Conexión Global'] = process.argv.slice(2);
const password = process.env.SUPPORT_PASSWORD ?? '';
if (!email || !password) {
  console.error('Uso: SUPPORT_PASSWORD=… npm run support -- EMAIL [NOMBRE] [APELLIDO]');
  process.exit(2);
}
await withCliDatabase(async (database) => {
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
});
