import { Link } from '@cg/ui';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

/** Mi Cuenta without a session: where to sign in or up. */
export function AccessDenied() {
  return (
    <main className={`${page.narrow} ${styles.fit}`}>
      <h1 className={page.title}>Acceso Denegado</h1>
      <p className={page.lead} role="alert">
        Debes iniciar sesión para acceder a tu cuenta
      </p>
      <div className={styles.actions}>
        <Link href="/login?redirectTo=%2Fdashboard" variant="button-primary">
          Iniciar Sesión
        </Link>
        <Link href="/registro" variant="button-secondary">
          Registrarse
        </Link>
      </div>
    </main>
  );
}
