import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react';
import * as styles from '#app/styles/page.css';

/**
 * Every route's error boundary: a failure in one page shows this inside the shell (header,
 * footer and navigation keep working) instead of blanking the whole site.
 */
/** @public (each route exports it as its ErrorBoundary) */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={styles.page} id="contenido-error">
      <h1 className={styles.title}>{notFound ? 'Página no encontrada' : 'Algo salió mal en esta página'}</h1>
      <p className={styles.lead}>
        {notFound
          ? 'La dirección que buscas no existe o fue movida.'
          : 'Ocurrió un error inesperado. Tus datos siguen guardados en este navegador; puedes volver a intentarlo o ir a otra sección.'}
      </p>
      <p>
        <Link to="/">Volver al inicio</Link> · <Link to="/pedidos">Ver pedidos disponibles</Link>
      </p>
    </main>
  );
}
