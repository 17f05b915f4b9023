import type { MetaFunction } from '@remix-run/react';
import { Accordion, AccordionItem, Card, Link } from '@cg/ui';
import { FaqAnswer } from '#app/components/FaqAnswer';
import { FAQS } from '#app/lib/faqs';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [
  { title: 'Preguntas Frecuentes - Conexión Global' },
  {
    name: 'description',
    content:
      'Cómo funciona Conexión Global, qué tan seguro es, cuánto cuesta, qué productos se pueden traer y qué pasa si algo llega dañado.',
  },
];

export default function Faq() {
  return (
    <main className={page.narrow}>
      <header className={content.header}>
        <h1 className={page.title}>Preguntas Frecuentes</h1>
        <p className={page.lead}>Todo lo que necesitas saber para comprar y viajar con Conexión Global.</p>
      </header>
      {/* One answer open at a time (spec: single-open accordion). */}
      <Accordion>
        {FAQS.map((faq) => (
          <AccordionItem key={faq.id} id={faq.id} title={faq.question} headingLevel={2}>
            <FaqAnswer faq={faq} />
          </AccordionItem>
        ))}
      </Accordion>
      <Card variant="sunken" gap="sm">
        <h2 className={content.cardTitle}>¿Tienes otra pregunta?</h2>
        <p className={content.muted}>
          Visita el <Link href="/help-center">Centro de Ayuda</Link> o <Link href="/contact">escríbenos</Link>.
        </p>
      </Card>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
