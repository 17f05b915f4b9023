import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRevalidator,
  useRouteError,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { getMarketplace } from '#app/lib/marketplace.client';
import { loadCurrentUser } from '#app/lib/session';
import '@cg/ui/theme';
import { SiteShell } from '#app/components/SiteShell';
import * as styles from '#app/styles/page.css';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export async function clientLoader() {
  return { user: await loadCurrentUser() };
}

// The logged-in state follows route changes (spec §2, Shell): re-read it on every navigation.
export const shouldRevalidate = () => true;

/** Stored data changed (here or in another tab): reload what the open page shows. */
function useRevalidateOnStorageChange() {
  const { revalidate } = useRevalidator();
  useEffect(() => getMarketplace().subscribe(() => revalidate()), [revalidate]);
}

export default function App() {
  useRevalidateOnStorageChange();
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function HydrateFallback() {
  return (
    <div className={styles.fallback} role="status" aria-live="polite">
      Cargando Conexión Global…
    </div>
  );
}

/** Last resort: a Spanish page with a way back instead of "Unexpected Application Error!". */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{notFound ? 'Página no encontrada' : 'Algo salió mal'}</h1>
      <p className={styles.lead}>
        {notFound
          ? 'La dirección que buscás no existe o fue movida.'
          : 'Ocurrió un error inesperado. Tus datos siguen guardados en este navegador.'}
      </p>
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </main>
  );
}
