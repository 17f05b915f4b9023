import { isRouteErrorResponse, useRevalidator, useRouteError } from '@remix-run/react';
import { Button, ConnectionBanner, Link } from '@cg/ui';
import { UNEXPECTED_ERROR } from '#app/lib/unexpected-error';
import * as styles from '#app/styles/page.css';

/**
 * Every route's error boundary: a failure in one page shows this inside the shell (header,
 * footer and navigation keep working) instead of blanking the whole site.
 */
/** @public (each route exports it as its ErrorBoundary) */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  return <RouteProblem error={error} onRetry={revalidate} />;
}

/**
 * What a page that could not load says, by why: not found; the server not reached (server mode:
 * offline, restarting, a proxy's 5xx — the connection banner, with "Reintentar"); too many
 * attempts (the API's 429, with when to try again, and "Reintentar"); anything else, unexpected.
 */
export function RouteProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unreachable = refusal(error, 'server_unreachable') !== null;
  const limited = refusal(error, 'rate_limited');
  return (
    <main className={styles.page} id="contenido-error">
      <h1 className={styles.title}>
        {notFound
          ? 'Página no encontrada'
          : unreachable
            ? 'No pudimos cargar esta página'
            : limited
              ? limited.title
              : 'Algo salió mal en esta página'}
      </h1>
      {unreachable ? (
        <ConnectionBanner state="offline" onRetry={onRetry} />
      ) : limited ? (
        <>
          <p className={styles.lead} role="alert">
            {limited.description}
          </p>
          <p>
            <Button variant="secondary" onPress={onRetry}>
              Reintentar
            </Button>
          </p>
        </>
      ) : (
        <p className={styles.lead}>
          {notFound
            ? 'La dirección que buscas no existe o fue movida.'
            : `${UNEXPECTED_ERROR} Puedes volver a intentarlo o ir a otra sección.`}
        </p>
      )}
      <p>
        <Link href="/">Volver al inicio</Link> · <Link href="/pedidos">Ver pedidos disponibles</Link>
      </p>
    </main>
  );
}

/**
 * The refusal `error` is when its code is `code` (a `DomainError` from the HTTP adapter), else
 * null. Read by its fields rather than `isDomainError`: every route's boundary is in the first
 * load, the domain's error module is not (decision 024).
 */
export function refusal(error: unknown, code: string): { readonly title: string; readonly description: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code: got, title, description } = error as Record<string, unknown>;
  return got === code && typeof title === 'string' && typeof description === 'string' ? { title, description } : null;
}
