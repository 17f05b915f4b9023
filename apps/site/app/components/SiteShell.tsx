import { NavLink, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import * as styles from './SiteShell.css';

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
      <footer className={styles.footer}>© {new Date().getFullYear()} Conexión Global</footer>
    </>
  );
}
