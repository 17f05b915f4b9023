// "Tus datos". In the static demo, for anyone using this browser, logged in or not: the data lives
// here, so a visitor can bring an export from another browser (and then log in with those
// accounts) or delete what is stored. In server mode the data is an account's: a visitor is asked
// to log in (nothing to count, download or import without one: the API would refuse it), a
// person downloads or imports their own and deletes their account from /settings.
import type { MetaFunction } from '@remix-run/react';
import { Link } from '@cg/ui';
import { YourData } from '#app/components/YourData';
import { LoginRequired } from '#app/components/LoginRequired';
import { getBackend } from '#app/lib/marketplace.client';
import { useCurrentUser } from '#app/lib/session';
import * as page from '#app/styles/page.css';

export const meta: MetaFunction = () => [{ title: 'Tus datos - Conexión Global' }];

export default function TusDatos() {
  const user = useCurrentUser();
  const inThisBrowser = getBackend().browserData !== null;
  if (!inThisBrowser && !user) return <LoginRequired title="Privacidad y datos" />;
  return (
    <main className={page.narrow}>
      <h1 className={page.title}>Privacidad y datos</h1>
      {inThisBrowser ? (
        <p className={page.lead}>
          Conexión Global guarda tus datos en este navegador. Puedes descargarlos, llevarlos a otro navegador o
          borrarlos cuando quieras.
        </p>
      ) : (
        <p className={page.lead}>
          Conexión Global guarda tus datos en tu cuenta. Puedes descargarlos o traer los de un archivo descargado; para
          borrarlos, elimina tu cuenta en <Link href="/settings">Ajustes</Link>.
        </p>
      )}
      <YourData headingLevel={2} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
