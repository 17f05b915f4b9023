import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
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

export default function App() {
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
