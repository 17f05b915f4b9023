// The top of the pages painted from HTML before any JavaScript (issue 19, decision 024): the
// route renders these and so does the route's shell (FirstPaint.tsx), so the page that replaces
// the shell puts the same boxes in the same places (no layout shift, the hero stays the LCP).
import { Icon, Link } from '@cg/ui';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

/** The home's hero: the title, the promise, the two ways in. */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title" className={styles.heroTitle}>
        Conexión Global: Tu puerta al mundo
      </h1>
      <p className={page.lead}>
        Trae productos del exterior con viajeros de confianza, o gana dinero viajando a la Argentina.
      </p>
      <div className={styles.actions}>
        <Link href="/comprador" variant="button-primary" size="lg">
          Quiero un producto
        </Link>
        <Link href="/viajero" variant="button-secondary" size="lg">
          Gana dinero viajando
        </Link>
      </div>
    </section>
  );
}

/** The request list's title and lead. */
export function RequestsIntro() {
  return (
    <div>
      <h1 className={page.title}>Pedidos Disponibles</h1>
      <p className={page.lead}>
        Productos que personas en la Argentina quieren que les traigas, con la recompensa que ofrecen.
      </p>
    </div>
  );
}

/** The request page's way back to the list, above the photo and the name. */
export function BackToRequests() {
  return (
    <p>
      <Link href="/pedidos" variant="standalone">
        <Icon name="arrowLeft" /> Volver a los pedidos
      </Link>
    </p>
  );
}
