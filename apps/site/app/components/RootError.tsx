// The root's error boundary (loaded lazily, RouteErrorLater.tsx): the last resort, a Spanish page
// with a way back instead of "Unexpected Application Error!".
import { Link, isRouteErrorResponse, useRevalidator, useRouteError } from '@remix-run/react';
import { RouteProblem, refusal } from '#app/components/RouteError';
import { UNEXPECTED_ERROR } from '#app/lib/unexpected-error';
import * as styles from '#app/styles/page.css';

/**
 * The root's loader asks for the current user on every navigation, so when the server cannot be
 * reached (or answers 429) it fails beside the page's: the page's own explanation, with
 * "Reintentar", shows here too.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  if (refusal(error, 'server_unreachable') || refusal(error, 'rate_limited'))
    return <RouteProblem error={error} onRetry={revalidate} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{notFound ? 'Página no encontrada' : 'Algo salió mal'}</h1>
      <p className={styles.lead}>{notFound ? 'La dirección que buscas no existe o fue movida.' : UNEXPECTED_ERROR}</p>
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </main>
  );
}
