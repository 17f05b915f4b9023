// "Tus datos" for anyone using this browser, logged in or not: the data lives here, so a
// visitor can bring an export from another browser (and then log in with those accounts) or
// delete what is stored. Logged-in people also find it in /settings.
import type { MetaFunction } from '@remix-run/react';
import { YourData } from '#app/components/YourData';
import * as page from '#app/styles/page.css';

export const meta: MetaFunction = () => [{ title: 'Tus datos - Conexión Global' }];

export default function TusDatos() {
  return (
    <main className={page.narrow}>
      <h1 className={page.title}>Privacidad y datos</h1>
      <p className={page.lead}>
        Conexión Global guarda tus datos en este navegador. Puedes descargarlos, llevarlos a otro navegador o borrarlos
        cuando quieras.
      </p>
      <YourData headingLevel={2} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
