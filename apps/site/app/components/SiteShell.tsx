import { NavLink, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { dismissToast, useToasts } from '#app/lib/toast';
import { useEffect } from 'react';
import * as styles from './SiteShell.css';

/** Interim toast region (replaced by @cg/ui's Toast when the shell moves to the library). */
function Toaster() {
  const [current] = useToasts();
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current]);
  return (
    <>
      <div role="status" aria-live="polite" className={styles.toastRegion}>
        {current && current.variant !== 'destructive' ? (
          <div className={styles.toast}>
            <strong>{current.title}</strong>
            {current.description ? <div>{current.description}</div> : null}
          </div>
        ) : null}
      </div>
      <div role="alert" className={styles.toastRegion}>
        {current && current.variant === 'destructive' ? (
          <div className={styles.toast}>
            <strong>{current.title}</strong>
            {current.description ? <div>{current.description}</div> : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** Temporary shell for the first slice; replaced by @cg/ui's Header and Footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skip} href="#contenido">
        Saltar al contenido
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          Conexión Global
        </Link>
        <nav aria-label="Principal" className={styles.nav}>
          <NavLink to="/pedidos" className={styles.navLink}>
            Pedidos Disponibles
          </NavLink>
          <NavLink to="/comprador" className={styles.navLink}>
            Publicar pedido
          </NavLink>
        </nav>
      </header>
      <div id="contenido">{children}</div>
      <Toaster />
      <footer className={styles.footer}>© {new Date().getFullYear()} Conexión Global</footer>
    </>
  );
}
