// Mi Cuenta: the person's requests, trips and deliveries in tabs, with their counts. The tabs'
// rows and the actions behind their buttons are in features/dashboard/.
import { useLoaderData, type ClientActionFunctionArgs, type MetaFunction } from '@remix-run/react';
import { allowanceMonthText, formatMoney, trustStandingText, type OrderView } from '@cg/domain';
import { AllowanceLedger } from '@cg/ui';
import { getBackend, getMarketplace } from '#app/lib/marketplace.client';
import { currentActor, loadCurrentUser } from '#app/lib/session';
import { keepFormWhenSessionEnded, text } from '#app/lib/forms';
import { isAbout, isOf, reloadOnlyFor, type Concern } from '#app/lib/change-concerns';
import { TabSet } from '#app/components/market/TabSet';
import { PendingReviews } from '#app/components/market/Reviews';
import { reissueCode } from '#app/features/dashboard/actions/reissue-code';
import { removeExamples } from '#app/features/dashboard/actions/remove-examples';
import { removeTrip } from '#app/features/dashboard/actions/remove-trip';
import { AccessDenied } from '#app/features/dashboard/AccessDenied';
import { DeliveryRow } from '#app/features/dashboard/Deliveries';
import { RequestRow } from '#app/features/dashboard/Purchases';
import { RemoveExamples } from '#app/features/dashboard/RemoveExamples';
import { Count, Empty } from '#app/features/dashboard/Summary';
import { TripList } from '#app/features/dashboard/Trips';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

export const meta: MetaFunction = () => [{ title: 'Mi Cuenta - Conexión Global' }];

/** Whose page the last load showed, and the requests on it (theirs, and those they deliver). */
let shown: { readonly userId: string | null; readonly orderIds: ReadonlySet<string> } = {
  userId: null,
  orderIds: new Set(),
};

/**
 * Mi Cuenta shows the person's requests, deliveries, trips, earnings and allowance: a change of one
 * of its requests, a new request of theirs (its card names them), a new order of theirs (its chat
 * opens to both), their record, their trips, payments or reviews. Someone else's publish, a
 * message, a notification: nothing here (decision 038). A visitor's page: a session alone.
 */
const dashboardConcerns: Concern = (change) => {
  if (isOf(change, 'session')) return true;
  const { userId, orderIds } = shown;
  if (userId === null) return false;
  if (isOf(change, 'requests')) {
    if (change.card) return change.card.userId === userId;
    return change.ids.length === 0 || change.ids.some((id) => orderIds.has(id));
  }
  if (isOf(change, 'chats')) return change.ids.length === 0 || change.ids.some((id) => !orderIds.has(id));
  if (isOf(change, 'users')) return isAbout(change, userId);
  return isOf(change, 'trips', 'payments', 'reviews');
};

// A refusal because the session ended keeps the page (and what was typed) as it is.
export const shouldRevalidate = reloadOnlyFor(dashboardConcerns, keepFormWhenSessionEnded);

export async function clientLoader() {
  const user = await loadCurrentUser();
  shown = { userId: user?.id ?? null, orderIds: new Set() };
  const m = getMarketplace();
  const examples = await getBackend().examples.present();
  if (!user) return { user: null, examples } as const;
  const actor = { id: user.id };
  const [requests, deliveries, trips, wallet, standing] = await Promise.all([
    m.requests.mine(actor),
    m.requests.deliveries(actor),
    m.trips.mine(actor),
    m.wallet.wallet(actor),
    // Issue 37: the customs allowance per month of entry and the trust tier (decision 047).
    m.trips.standing(actor),
  ]);
  shown = { userId: user.id, orderIds: new Set([...requests, ...deliveries].map((r) => r.id)) };
  const codes = Object.fromEntries(
    await Promise.all(
      requests
        .filter((r) => r.status === 'paid')
        .map(async (r) => [r.id, await m.requests.securityCode(actor, r.id)] as const),
    ),
  );
  return {
    user,
    examples,
    requests,
    deliveries,
    trips,
    codes,
    availableCents: wallet.availableCents,
    ledger: { months: standing.months.map(allowanceMonthText), trust: trustStandingText(standing.trust) },
  } as const;
}

/** Each form of the page posts here with its intent. */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const intent = text(data, 'intent');
  if (intent === 'remove-examples') return removeExamples();
  if (intent === 'reissue-code') return reissueCode(await currentActor(), data);
  if (intent === 'remove-trip') return removeTrip(await currentActor(), data);
  return null;
}

export default function Dashboard() {
  const data = useLoaderData<typeof clientLoader>();
  if (!data.user) return <AccessDenied />;
  const { user, requests, deliveries, trips, codes, availableCents, examples, ledger } = data;
  // Issue 37: a verified traveller's customs allowance per month of entry and trust tier.
  const allowance =
    user.verificationStatus === 'verified' ? <AllowanceLedger months={ledger.months} trust={ledger.trust} /> : null;
  return (
    <main className={`${page.page} ${styles.fit}`}>
      <div>
        <h1 className={page.title}>Mi Cuenta</h1>
        <p className={page.lead}>Hola, {user.firstName}. Aquí sigues tus pedidos, tus viajes y tus entregas.</p>
      </div>
      <dl className={styles.counts}>
        <Count label="Mis pedidos" value={requests.length} />
        <Count label="Mis viajes" value={trips.length} />
        <Count label="Mis entregas" value={deliveries.length} />
        <Count label="Ganancias disponibles" value={formatMoney(availableCents, 'USD')} />
      </dl>
      <PendingReviews userId={user.id} deliveries={completedIds(requests, deliveries)} />
      <TabSet
        label="Mi actividad"
        items={[
          {
            id: 'pedidos',
            label: 'Mis Pedidos',
            content:
              requests.length === 0 ? (
                <Empty text="Todavía no publicaste pedidos." href="/comprador" action="Publicar un pedido" />
              ) : (
                <ul className={styles.list}>
                  {requests.map((r) => (
                    <li key={r.id}>
                      <RequestRow request={r} code={codes[r.id] ?? null} />
                    </li>
                  ))}
                </ul>
              ),
          },
          {
            id: 'viajes',
            label: 'Mis Viajes',
            content: (
              <>
                {allowance}
                <TripList trips={trips} />
              </>
            ),
          },
          {
            id: 'entregas',
            label: 'Mis Entregas',
            content:
              deliveries.length === 0 ? (
                <Empty text="Todavía no aceptaste pedidos." href="/pedidos" action="Ver pedidos disponibles" />
              ) : (
                <ul className={styles.list}>
                  {deliveries.map((r) => (
                    <li key={r.id}>
                      <DeliveryRow request={r} />
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {examples ? <RemoveExamples /> : null}
    </main>
  );
}

/** The person's completed orders, bought or delivered, as one key that changes when one completes. */
const completedIds = (...lists: readonly (readonly OrderView[])[]) =>
  lists
    .flat()
    .filter((r) => r.status === 'completed')
    .map((r) => r.id)
    .sort()
    .join(' ');

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
