import type { MetaFunction } from '@remix-run/react';
import { PLATFORM_COMMISSION_RATE, SERVICE_FEE, formatMoney, formatPercent } from '@cg/domain';
import { Accordion, AccordionItem, Card, Link } from '@cg/ui';
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

const FAQS = [
  {
    id: 'como-funciona',
    question: '¿Cómo funciona Conexión Global?',
    answer: (
      <>
        <p>
          Publicas un pedido con el producto que quieres del exterior y la recompensa que ofreces. Un viajero verificado
          que viene a la Argentina lo acepta, coordinan por el chat y pagas el pedido. El viajero compra el producto, te
          lo entrega en mano y tú le das tu código de seguridad de 6 dígitos para liberar el pago.
        </p>
      </>
    ),
  },
  {
    id: 'seguridad',
    question: '¿Es seguro?',
    answer: (
      <p>
        Sí. Tu pago queda en garantía y el viajero no lo recibe hasta que confirmas la entrega dándole tu código de
        seguridad. Además, los viajeros verifican su identidad antes de poder aceptar pedidos. Si surge un problema,
        nuestro equipo de soporte media entre las partes.
      </p>
    ),
  },
  {
    id: 'costo',
    question: '¿Cuánto cuesta?',
    answer: (
      <p>
        Pagas el precio del producto, la recompensa que elegiste para el viajero y una pequeña tarifa de servicio (
        {formatPercent(SERVICE_FEE.rate)} del producto más la recompensa, con un mínimo de{' '}
        {formatMoney(SERVICE_FEE.minimumCents)}). Registrarse y publicar pedidos es gratis. A los viajeros se les
        descuenta una comisión de {formatPercent(PLATFORM_COMMISSION_RATE)} de la recompensa al liberarse el pago.
      </p>
    ),
  },
  {
    id: 'productos-permitidos',
    question: '¿Qué productos puedo pedir?',
    answer: (
      <p>
        Casi cualquier producto que se pueda llevar en una valija: tecnología, juegos, perfumes, ropa y más. No se
        permiten artículos prohibidos o restringidos por la aduana (armas, drogas, medicamentos sin receta, animales,
        plantas, falsificaciones). Publicarlos lleva a la suspensión permanente de la cuenta. Consulta los{' '}
        <Link href="/terms">Términos y Condiciones</Link>.
      </p>
    ),
  },
  {
    id: 'producto-danado',
    question: '¿Qué pasa si el producto llega dañado?',
    answer: (
      <p>
        Revisa el producto antes de darle tu código al viajero: mientras no lo hagas, el pago sigue en garantía. Si
        llega dañado o no es lo que pediste, no entregues el código y <Link href="/contact">contáctanos</Link>: nuestro
        equipo de soporte mediará entre ambas partes para encontrar una solución.
      </p>
    ),
  },
] as const;

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
            {faq.answer}
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
