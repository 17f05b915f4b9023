import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { lazy, Suspense } from 'react';
import { HowItWorks } from '@cg/ui';
import { HOME_LIMIT, type Marketplace } from '@cg/domain';
import { getBackend, getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { isAbout, isOf, keptPart, reloadOnlyFor } from '#app/lib/change-concerns';
import { ensureExamples } from '#app/lib/examples.client';
import { withNewestCards } from '#app/lib/live-cards';
import { HomeHero } from '#app/components/first-paint/PageIntros';
import { ExamplesBannerSlot, startExamplesBanner } from '#app/components/market/ExamplesBannerLater';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

// Everything below "¿Cómo funciona?" sits below the fold on a phone: "Conecta y Gana" (react-aria's
// tabs, the cards and what they read from the domain — labels, restricted items, and with them
// zod), the stories' carousel with its flags, the promise and the closing call. Their code
// arrives after the first paint instead of in it (issue 19, decision 024).
const HomeLower = lazy(() => import('#app/components/market/HomeLower'));

export const meta: MetaFunction = () => [
  { title: 'Conexión Global - Tu puerta al mundo' },
  {
    name: 'description',
    content:
      'Conectamos a personas en Argentina con viajeros que traen productos del exterior: publica tu pedido con una recompensa y paga seguro hasta recibirlo.',
  },
];

// A new request reloads the requests' half alone — and with its card, reads nothing: the card goes
// on top of the newest (decision 048); a trip, or a rename or new picture of a traveller it shows,
// the trips' half alone (decision 038).
const homeRequests = keptPart<Awaited<ReturnType<Marketplace['requests']['home']>>>(
  (change) => isOf(change, 'requests'),
  (shown, changes) => withNewestCards(shown, changes, HOME_LIMIT),
);
const homeTrips = keptPart<Awaited<ReturnType<Marketplace['trips']['home']>>>(
  (change, shown) =>
    isOf(change, 'trips') ||
    (isOf(change, 'users') && (shown === null || shown.some((trip) => isAbout(change, trip.userId)))),
);

export async function clientLoader() {
  const banner = startExamplesBanner();
  await ensureExamples();
  const m = getMarketplace();
  const actor = await currentActor();
  const [requests, trips, examples] = await Promise.all([
    homeRequests.load(() => m.requests.home(actor)),
    homeTrips.load(() => m.trips.home(actor)),
    getBackend().examples.present(),
  ]);
  await banner.whenExamples(examples);
  return { requests, trips, examples };
}

export const shouldRevalidate = reloadOnlyFor((change) => homeRequests.concerns(change) || homeTrips.concerns(change));

export default function Home() {
  const { requests, trips, examples } = useLoaderData<typeof clientLoader>();
  return (
    <main className={`${page.page} ${styles.fit}`}>
      <HomeHero />

      {examples ? <ExamplesBannerSlot /> : null}

      <HowItWorks title="¿Cómo funciona?" />

      {/* Below the fold: its own chunk, after the first paint (decision 024). */}
      <Suspense fallback={<div className={styles.lowerPending} />}>
        <HomeLower requests={requests} trips={trips} />
      </Suspense>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
