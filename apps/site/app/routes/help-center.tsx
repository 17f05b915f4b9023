import { useSearchParams, type MetaFunction } from '@remix-run/react';
import { Card, EmptyState, Icon, Link, TextField, type IconName } from '@cg/ui';
import { FaqAnswer } from '#app/components/FaqAnswer';
import { FAQS, searchFaqs } from '#app/lib/faqs';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [
  { title: 'Centro de Ayuda - Conexión Global' },
  {
    name: 'description',
    content: 'Respuestas sobre pedidos, viajes, pagos en garantía y tu cuenta en Conexión Global.',
  },
];

const CATEGORIES: readonly { icon: IconName; title: string; text: string }[] = [
  { icon: 'bag', title: 'Compradores', text: 'Cómo publicar un pedido, elegir la recompensa y recibir tu producto.' },
  { icon: 'plane', title: 'Viajeros', text: 'Registrar un viaje, verificar tu identidad y aceptar pedidos.' },
  { icon: 'lock', title: 'Pagos y garantía', text: 'Cómo funciona el pago en garantía y el código de entrega.' },
  { icon: 'user', title: 'Cuenta y seguridad', text: 'Tu perfil, tu contraseña y la protección de tus datos.' },
];

export default function HelpCenter() {
  // The search is in the address (?q=): a reload, Back or a shared link shows the same answers.
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const searching = query.trim() !== '';
  const found = searching ? searchFaqs(FAQS, query) : [];
  return (
    <main className={page.page}>
      <header className={content.header}>
        <h1 className={page.title}>Centro de Ayuda</h1>
        <p className={page.lead}>¿En qué podemos ayudarte?</p>
      </header>
      {/* The questions are searched as the person types (issue 35 item 14). */}
      <form
        role="search"
        aria-label="Centro de Ayuda"
        onSubmit={(event) => event.preventDefault()}
        className={content.form}
      >
        <TextField
          label="Buscar en la ayuda"
          type="search"
          name="q"
          placeholder="Ej.: código de entrega"
          value={query}
          onChange={(value) => setSearch(value === '' ? {} : { q: value }, { replace: true, preventScrollReset: true })}
        />
      </form>
      {searching ? (
        <section className={content.section} aria-labelledby="resultados">
          <h2 id="resultados" className={content.sectionTitle}>
            Resultados
          </h2>
          <p role="status" className={content.muted}>
            {found.length === 0
              ? 'Ninguna pregunta coincide con tu búsqueda.'
              : found.length === 1
                ? '1 pregunta coincide con tu búsqueda.'
                : `${found.length} preguntas coinciden con tu búsqueda.`}
          </p>
          {found.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={`Sin resultados para «${query.trim()}»`}
              description="Prueba con otras palabras, mira las categorías o escríbenos: te respondemos a la brevedad."
              action={
                <Link href="/contact" variant="button-secondary">
                  Escribir a soporte
                </Link>
              }
            />
          ) : (
            <ul className={content.list} aria-label="Preguntas encontradas">
              {found.map((faq) => (
                <Card as="li" key={faq.id} gap="sm">
                  <h3 className={content.cardTitle}>{faq.question}</h3>
                  <FaqAnswer faq={faq} />
                </Card>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section className={content.section} aria-labelledby="categorias">
        <h2 id="categorias" className={content.sectionTitle}>
          Categorías
        </h2>
        <ul className={content.cards}>
          {CATEGORIES.map((category) => (
            <Card as="li" key={category.title} gap="sm">
              <span className={content.icon} aria-hidden="true">
                <Icon name={category.icon} />
              </span>
              <h3 className={content.cardTitle}>
                <Link href="/faq" variant="standalone">
                  {category.title}
                </Link>
              </h3>
              <p className={content.muted}>{category.text}</p>
            </Card>
          ))}
        </ul>
      </section>
      <Card variant="sunken" gap="sm">
        <h2 className={content.cardTitle}>¿No encuentras lo que buscas?</h2>
        <p className={content.muted}>Nuestro equipo de soporte te responde a la brevedad.</p>
        <div>
          <Link href="/contact" variant="button-primary">
            Contactar a soporte
          </Link>
        </div>
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
