import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { useRef } from 'react';
import { Button, Card, Link } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { ensureExamples } from '#app/lib/examples.client';
import { toast } from '#app/lib/toast';
import { ExamplesBanner } from '#app/components/market/ExamplesBanner';
import { RequestTile } from '#app/components/market/RequestTile';
import { TripTile } from '#app/components/market/TripTile';
import { TabSet } from '#app/components/market/TabSet';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

export const meta: MetaFunction = () => [
  { title: 'Conexión Global - Tu puerta al mundo' },
  {
    name: 'description',
    content:
      'Conectamos a personas en Argentina con viajeros que traen productos del exterior: publicá tu pedido con una recompensa y pagá seguro hasta recibirlo.',
  },
];

export async function clientLoader() {
  await ensureExamples();
  const m = getMarketplace();
  const [requests, trips, examples] = await Promise.all([m.requests.home(), m.trips.home(), m.examples.present()]);
  return { requests, trips, examples };
}

const STEPS = [
  { title: 'Publicá tu pedido', text: 'Contanos qué producto querés, dónde se compra y cuánto ofrecés de recompensa.' },
  { title: 'Conectá con viajeros verificados', text: 'Un viajero que viene a la Argentina acepta tu pedido y coordinan por chat.' },
  { title: 'Pago seguro', text: 'Pagás el producto y la recompensa; el dinero queda en garantía hasta la entrega.' },
  { title: 'Recibí tu producto', text: 'Al recibirlo le das al viajero tu código de 6 dígitos y se libera el pago.' },
] as const;

const STORIES = [
  { id: 's1', product: 'Auriculares Sony WH-1000XM5', buyer: 'Carolina M.', traveler: 'Javier P.', flag: '🇺🇸', review: 'Llegaron sellados y a mitad de precio de lo que costaban acá.', savings: 75, earnings: 30 },
  { id: 's2', product: 'MacBook Air M2', buyer: 'Federico R.', traveler: 'Valentina S.', flag: '🇺🇸', review: 'Todo el proceso fue claro y el pago quedó protegido hasta que la tuve en mis manos.', savings: 450, earnings: 150 },
  { id: 's3', product: 'Perfume Dior Sauvage', buyer: 'Agustina L.', traveler: 'Tomás G.', flag: '🇫🇷', review: 'Me lo trajo de París en una semana. ¡Volvería a pedir!', savings: 120, earnings: 50 },
  { id: 's4', product: 'Nintendo Switch OLED', buyer: 'Matías D.', traveler: 'Camila F.', flag: '🇪🇸', review: 'Recompensa justa para el viajero y un gran ahorro para mí.', savings: 200, earnings: 80 },
] as const;

const PROMISES = [
  { title: 'Pago Seguro', text: 'Tu dinero queda en garantía hasta que recibís el producto y entregás tu código.' },
  { title: 'Perfiles Verificados', text: 'Los viajeros verifican su identidad antes de aceptar pedidos.' },
  { title: 'Precios Justos', text: 'Ahorrá hasta un 50% frente a los servicios de importación tradicionales.' },
] as const;

export default function Home() {
  const { requests, trips, examples } = useLoaderData<typeof clientLoader>();
  return (
    <main className={`${page.page} ${styles.fit}`}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={styles.heroTitle}>
          Conexión Global: Tu puerta al mundo
        </h1>
        <p className={page.lead}>Traé productos del exterior con viajeros de confianza, o ganá dinero viajando a la Argentina.</p>
        <div className={styles.actions}>
          <Link href="/comprador" variant="button-primary" size="lg">
            Quiero un producto
          </Link>
          <Link href="/viajero" variant="button-secondary" size="lg">
            Gana dinero viajando
          </Link>
        </div>
      </section>

      {examples ? <ExamplesBanner /> : null}

      <section className={styles.section} aria-labelledby="como-funciona">
        <h2 id="como-funciona" className={styles.sectionTitle}>
          ¿Cómo funciona?
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <Card padding="md" gap="sm">
                <span className={styles.stepNumber} aria-hidden="true">
                  {i + 1}
                </span>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className={styles.muted}>{step.text}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <ConnectAndEarn requests={requests} trips={trips} />
      <Stories />

      <section className={styles.section} aria-labelledby="promesa">
        <h2 id="promesa" className={styles.sectionTitle}>
          Nuestra Promesa
        </h2>
        <div className={styles.promise}>
          {PROMISES.map((p) => (
            <Card key={p.title} padding="md" gap="sm" variant="sunken">
              <h3 className={styles.cardTitle}>{p.title}</h3>
              <p>{p.text}</p>
            </Card>
          ))}
        </div>
      </section>

      <section className={styles.closing} aria-labelledby="listo">
        <h2 id="listo" className={styles.sectionTitle}>
          ¿Listo para comenzar?
        </h2>
        <p className={page.lead}>Creá tu cuenta gratis y publicá tu primer pedido o tu próximo viaje.</p>
        <div className={styles.actions}>
          <Link href="/registro" variant="button-primary">
            Registrarse Gratis
          </Link>
          <Link href="/login" variant="button-secondary">
            Iniciar Sesión
          </Link>
        </div>
      </section>
    </main>
  );
}

function ConnectAndEarn({ requests, trips }: Pick<ReturnType<typeof useLoaderData<typeof clientLoader>>, 'requests' | 'trips'>) {
  const travellers = (
    <>
      {trips.length === 0 ? (
        <p className={styles.muted}>Todavía no hay viajes registrados.</p>
      ) : (
        <ul className={styles.cardGrid}>
          {trips.map((trip) => (
            <li key={trip.id}>
              <TripTile trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <Link href="/viajeros" variant="standalone">
        Ver todos los viajeros
      </Link>
    </>
  );
  const wanted = (
    <>
      {requests.length === 0 ? (
        <p className={styles.muted}>Todavía no hay pedidos publicados.</p>
      ) : (
        <ul className={styles.cardGrid}>
          {requests.map((request) => (
            <li key={request.id}>
              <RequestTile request={request} href="/pedidos" actionLabel="Ver y Ofertar" />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Link href="/pedidos" variant="standalone">
          Ver todos los pedidos
        </Link>
        <Button
          variant="ghost"
          onPress={() =>
            toast({ title: 'Pedido similar solicitado', description: 'Creamos un borrador que podés revisar en Mis Pedidos.', variant: 'success' })
          }
        >
          Solicitar Pedido Similar
        </Button>
      </div>
    </>
  );
  return (
    <section className={styles.section} aria-labelledby="conecta">
      <h2 id="conecta" className={styles.sectionTitle}>
        Conecta y Gana
      </h2>
      <TabSet
        label="Conecta y Gana"
        items={[
          { id: 'viajeros', label: 'Viajeros Disponibles', content: travellers },
          { id: 'pedidos', label: 'Pedidos Disponibles', content: wanted },
        ]}
      />
    </section>
  );
}

function Stories() {
  const track = useRef<HTMLUListElement>(null);
  // One container width per press (spec §2).
  const scroll = (direction: 1 | -1) => track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
  return (
    <section className={styles.section} aria-labelledby="historias">
      <div className={styles.rowItem}>
        <h2 id="historias" className={styles.sectionTitle}>
          Historias de Éxito
        </h2>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" aria-label="Historias anteriores" aria-controls="historias-lista" onPress={() => scroll(-1)}>
            ←
          </Button>
          <Button variant="secondary" size="sm" aria-label="Historias siguientes" aria-controls="historias-lista" onPress={() => scroll(1)}>
            →
          </Button>
        </div>
      </div>
      {/* Interim carousel until @cg/ui's SuccessStory carousel is exported. */}
      <ul id="historias-lista" ref={track} className={styles.carousel} tabIndex={0} aria-label="Historias de éxito">
        {STORIES.map((s) => (
          <li key={s.id}>
            <Card as="article" padding="md" gap="sm" aria-labelledby={`story-${s.id}`}>
              <h3 id={`story-${s.id}`} className={styles.cardTitle}>
                <span aria-hidden="true">{s.flag}</span> {s.product}
              </h3>
              <blockquote>“{s.review}”</blockquote>
              <p className={styles.muted}>
                {s.buyer} recibió su pedido gracias a {s.traveler}
              </p>
              <dl className={styles.facts}>
                <dt>Ahorro</dt>
                <dd>US$ {s.savings}</dd>
                <dt>Ganancia del viajero</dt>
                <dd>US$ {s.earnings}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
