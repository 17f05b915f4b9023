import type { MetaFunction } from '@remix-run/react';
import { Card, Link, promiseCardsDefaultItems } from '@cg/ui';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [
  { title: 'Sobre Nosotros - Conexión Global' },
  {
    name: 'description',
    content:
      'Cómo nació Conexión Global: la idea de una estudiante para traer productos del exterior a la Argentina con viajeros de confianza.',
  },
];

// The spec's founder story is a placeholder ('a student, {personal}'): this tells it without
// naming a real person.
/** The same price promise as the home page's (no fixed "hasta un 50%": see PromiseCards). */
const FAIR_PRICES = promiseCardsDefaultItems.find((p) => p.title === 'Precios Justos')?.description;

export default function AboutUs() {
  return (
    <main className={page.narrow}>
      <header className={content.header}>
        <h1 className={page.title}>Sobre Nosotros</h1>
        <p className={page.lead}>Una idea que nació entre apuntes, valijas y encargos de amigos.</p>
      </header>
      <div className={content.prose}>
        <section aria-labelledby="historia">
          <h2 id="historia">Nuestra historia</h2>
          <p>
            Conexión Global empezó en un aula de la universidad. Nuestra fundadora estudiaba en la Argentina y cada vez
            que alguien conocido viajaba al exterior, la lista de encargos crecía: un repuesto para la notebook, un
            libro que no llegaba, un perfume para un cumpleaños. Los productos costaban mucho más acá, o directamente no
            se conseguían.
          </p>
          <p>
            Del otro lado, veía a compañeros que viajaban con espacio libre en la valija y ganas de ayudar a pagar el
            pasaje. Faltaba lo más importante: confianza. ¿Cómo pagarle a alguien que no conoces por un producto que
            todavía no tienes?
          </p>
          <p>
            Así nació la idea: un lugar donde quien compra publica lo que necesita con una recompensa, un viajero
            verificado lo trae, y el pago queda en garantía hasta que el producto llega a sus manos.
          </p>
        </section>
        <section aria-labelledby="mision">
          <h2 id="mision">Nuestra misión</h2>
          <p>
            Ser tu puerta al mundo: que traer un producto del exterior sea simple, seguro y justo para quien compra y
            para quien viaja.
          </p>
        </section>
      </div>
      <ul className={content.cards} aria-label="Lo que nos guía">
        <Card as="li" gap="sm">
          <h2 className={content.cardTitle}>Pago Seguro</h2>
          <p className={content.muted}>Tu dinero queda en garantía hasta que recibes el producto.</p>
        </Card>
        <Card as="li" gap="sm">
          <h2 className={content.cardTitle}>Perfiles Verificados</h2>
          <p className={content.muted}>Los viajeros verifican su identidad antes de aceptar pedidos.</p>
        </Card>
        <Card as="li" gap="sm">
          <h2 className={content.cardTitle}>Precios Justos</h2>
          <p className={content.muted}>{FAIR_PRICES}</p>
        </Card>
      </ul>
      <p>
        ¿Quieres saber más? Lee las <Link href="/faq">preguntas frecuentes</Link> o{' '}
        <Link href="/contact">escríbenos</Link>.
      </p>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
