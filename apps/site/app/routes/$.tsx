import { Link, type MetaFunction } from '@remix-run/react';
import * as styles from '#app/styles/page.css';

export const meta: MetaFunction = () => [{ title: 'Página no encontrada - Conexión Global' }];

/** Any unknown path: a Spanish not-found page with a way back (not the bare framework error). */
export default function NotFound() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Página no encontrada</h1>
      <p className={styles.lead}>La dirección que buscas no existe o fue movida.</p>
      <p>
        <Link to="/">Volver al inicio</Link> · <Link to="/pedidos">Ver pedidos disponibles</Link>
      </p>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
