// The home below "¿Cómo funciona?": "Conecta y Gana" (travellers and requests in two tabs), the
// success stories, the promise and the closing call. Its own chunk, loaded after the first paint
// (issue 19, decision 024): the tabs, the cards, the carousel and what they read from the domain.
import type { RequestView, TripView } from '@cg/domain';
import { Link, PromiseCards, SuccessStoryCarousel, type SuccessStoryData } from '@cg/ui';
import { similarRequestHref } from '#app/lib/similar-request';
import { RequestTile } from '#app/components/market/RequestTile';
import { TripTile } from '#app/components/market/TripTile';
import { TabSet } from '#app/components/market/TabSet';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

function ConnectAndEarn({ requests, trips }: { requests: readonly RequestView[]; trips: readonly TripView[] }) {
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
        <p className={styles.muted}>No hay pedidos disponibles en este momento.</p>
      ) : (
        <ul className={styles.cardGrid}>
          {requests.map((request) => (
            <li key={request.id}>
              <RequestTile
                request={request}
                href="/pedidos"
                actionLabel="Ver y Ofertar"
                // A real draft (spec §3 promised one): the request form, prefilled with this product.
                secondaryAction={{ href: similarRequestHref(request), label: 'Solicitar Pedido Similar' }}
              />
            </li>
          ))}
        </ul>
      )}
      <Link href="/pedidos" variant="standalone">
        Ver todos los pedidos
      </Link>
    </>
  );
  return (
    <section className={`${styles.section} ${styles.belowFold}`} aria-labelledby="conecta">
      <h2 id="conecta" className={styles.homeSectionTitle}>
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

/** The four static success stories (spec §3: savings 75, 450, 120, 200; earnings 30, 150, 50, 80). */
const STORIES: readonly SuccessStoryData[] = [
  {
    id: 's1',
    product: 'Auriculares Sony WH-1000XM5',
    buyer: 'Carolina M.',
    traveler: 'Javier P.',
    originFlag: 'US',
    originCountry: 'Estados Unidos',
    review: 'Llegaron sellados y a mitad de precio de lo que costaban acá.',
    buyerSavings: 75,
    travelerEarnings: 30,
  },
  {
    id: 's2',
    product: 'MacBook Air M2',
    buyer: 'Federico R.',
    traveler: 'Valentina S.',
    originFlag: 'US',
    originCountry: 'Estados Unidos',
    review: 'Todo el proceso fue claro y el pago quedó protegido hasta que la tuve en mis manos.',
    buyerSavings: 450,
    travelerEarnings: 150,
  },
  {
    id: 's3',
    product: 'Perfume Dior Sauvage',
    buyer: 'Agustina L.',
    traveler: 'Tomás G.',
    originFlag: 'FR',
    originCountry: 'Francia',
    review: 'Me lo trajo de París en una semana. ¡Volvería a pedir!',
    buyerSavings: 120,
    travelerEarnings: 50,
  },
  {
    id: 's4',
    product: 'Nintendo Switch OLED',
    buyer: 'Matías D.',
    traveler: 'Camila F.',
    originFlag: 'ES',
    originCountry: 'España',
    review: 'Recompensa justa para el viajero y un gran ahorro para mí.',
    buyerSavings: 200,
    travelerEarnings: 80,
  },
];

interface Lists {
  requests: readonly RequestView[];
  trips: readonly TripView[];
}

export default function HomeLower({ requests, trips }: Lists) {
  return (
    <>
      <ConnectAndEarn requests={requests} trips={trips} />
      <SuccessStoryCarousel title="Historias de Éxito" stories={STORIES} className={styles.belowFold} />

      <PromiseCards title="Nuestra Promesa" className={styles.belowFold} />

      <section className={`${styles.closing} ${styles.belowFold}`} aria-labelledby="listo">
        <h2 id="listo" className={styles.homeSectionTitle}>
          ¿Listo para comenzar?
        </h2>
        <p className={page.lead}>Crea tu cuenta gratis y publica tu primer pedido o tu próximo viaje.</p>
        <div className={styles.actions}>
          <Link href="/registro" variant="button-primary">
            Registrarse Gratis
          </Link>
          <Link href="/login" variant="button-secondary">
            Iniciar Sesión
          </Link>
        </div>
      </section>
    </>
  );
}
