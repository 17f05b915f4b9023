import type { MetaFunction } from '@remix-run/react';
import { Link } from '@remix-run/react';
import * as styles from '#app/styles/page.css';

export const meta: MetaFunction = () => [
  { title: 'Conexión Global - Tu puerta al mundo' },
  {
    name: 'description',
    content: 'Conectamos a personas en Argentina con viajeros que traen productos del exterior, con pago protegido hasta la entrega.',
  },
];

export default function Home() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Conexión Global: Tu puerta al mundo</h1>
      <p className={styles.lead}>Traé productos del exterior o ganá dinero viajando.</p>
      <p>
        <Link to="/comprador">Quiero un producto</Link> · <Link to="/pedidos">Ver pedidos</Link>
      </p>
    </main>
  );
}
