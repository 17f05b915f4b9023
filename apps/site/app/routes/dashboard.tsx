import { useState } from 'react';
import { useFetcher, useLoaderData, type ClientActionFunctionArgs, type MetaFunction } from '@remix-run/react';
import {
  CATEGORY_LABELS,
  MAX_CODE_ATTEMPTS,
  SPACE_SIZE_LABELS,
  allowanceMonthText,
  flagFor,
  formatMoney,
  isDomainError,
  trustStandingText,
  type OrderView,
  type TripView,
  orderRewardCents,
} from '@cg/domain';
import { AllowanceLedger, Button, Card, Flag, Icon, Link, StatusBadge, VisuallyHidden } from '@cg/ui';
import { getBackend, getMarketplace } from '#app/lib/marketplace.client';
import { currentActor, loadCurrentUser } from '#app/lib/session';
import { text } from '#app/lib/forms';
import { deadlineText, formatDay } from '#app/lib/format';
import { toast, toastError } from '#app/lib/toast';
import { TabSet } from '#app/components/market/TabSet';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import { PayLink } from '#app/components/market/PayLink';
import { PendingReviews } from '#app/components/market/Reviews';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';
import * as banners from '#app/styles/traveller.css';

export const meta: MetaFunction = () => [{ title: 'Mi Cuenta - Conexión Global' }];

export async function clientLoader() {
  const user = await loadCurrentUser();
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

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  if (text(data, 'intent') === 'remove-examples') {
    const removed = await getBackend().examples.remove();
    toast({
      title: 'Ejemplos quitados',
      description: `Se quitaron ${removed.requests} pedidos y ${removed.trips} viajes de ejemplo. Solo ves lo publicado de verdad.`,
      variant: 'success',
    });
    return { ok: true };
  }
  if (text(data, 'intent') === 'reissue-code') {
    try {
      await getMarketplace().requests.reissueCode(await currentActor(), text(data, 'orderId'));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      toastError(error);
      return { ok: false, code: error.code };
    }
    toast({
      title: 'Código nuevo generado',
      description: 'El anterior ya no sirve. Dale el nuevo al viajero solo cuando tengas el producto en tus manos.',
      variant: 'success',
    });
    return { ok: true };
  }
  if (text(data, 'intent') === 'remove-trip') {
    try {
      await getMarketplace().trips.remove(await currentActor(), text(data, 'tripId'));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      toastError(error);
      return { ok: false, code: error.code };
    }
    toast({
      title: 'Viaje eliminado',
      description: 'Ya no aparece entre los viajeros disponibles.',
      variant: 'success',
    });
    return { ok: true };
  }
  return null;
}

export default function Dashboard() {
  const data = useLoaderData<typeof clientLoader>();
  if (!data.user) {
    return (
      <main className={`${page.narrow} ${styles.fit}`}>
        <h1 className={page.title}>Acceso Denegado</h1>
        <p className={page.lead} role="alert">
          Debes iniciar sesión para acceder a tu cuenta
        </p>
        <div className={styles.actions}>
          <Link href="/login?redirectTo=%2Fdashboard" variant="button-primary">
            Iniciar Sesión
          </Link>
          <Link href="/registro" variant="button-secondary">
            Registrarse
          </Link>
        </div>
      </main>
    );
  }
  const { user, requests, deliveries, trips, codes, availableCents, examples, ledger } = data;
  const tripList =
    trips.length === 0 ? (
      <Empty text="Todavía no registraste viajes." href="/viajero" action="Registrar un viaje" />
    ) : (
      <ul className={styles.list}>
        {trips.map((t) => (
          <li key={t.id}>
            <Card padding="md" gap="sm" as="article" aria-label={`Viaje desde ${t.originCountry}`}>
              <h3 className={styles.cardTitle}>
                <Flag country={t.originCountry} code={flagFor(t.originCountry)} decorative /> {t.originCountry}{' '}
                <Icon name="arrowRight" />
                <VisuallyHidden>a</VisuallyHidden> Argentina
              </h3>
              <p className={styles.muted}>
                {t.province} · Sale el <time dateTime={t.departureDate}>{formatDay(t.departureDate)}</time> · Regreso el{' '}
                <time dateTime={t.returnDate}>{formatDay(t.returnDate)}</time> · Espacio{' '}
                {SPACE_SIZE_LABELS[t.availableSpace].toLowerCase()} · Entra{' '}
                {t.entryWay === 'land' ? 'por tierra' : 'en avión o barco'}
              </p>
              <TripActions trip={t} />
            </Card>
          </li>
        ))}
      </ul>
    );
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
                {tripList}
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

function Count({ label, value }: { label: string; value: number | string }) {
  return (
    <Card padding="md" gap="sm" variant="sunken">
      <dt className={styles.muted}>{label}</dt>
      <dd className={styles.count}>{value}</dd>
    </Card>
  );
}

function Empty({ text: message, href, action }: { text: string; href: string; action: string }) {
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{message}</p>
      <Link href={href} variant="standalone">
        {action}
      </Link>
    </div>
  );
}

/**
 * A trip's own actions: changing it (the registration form, filled in) and deleting it after a
 * confirmation. A trip that carries an order in progress is refused by the domain, in Spanish.
 */
function TripActions({ trip }: { trip: TripView }) {
  const fetcher = useFetcher<typeof clientAction>();
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.state === 'idle' && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data) setOpen(false);
  }
  const label = `desde ${trip.originCountry} del ${formatDay(trip.departureDate)}`;
  return (
    <div className={styles.actions}>
      <Link
        href={`/viajero?editar=${encodeURIComponent(trip.id)}`}
        variant="button-secondary"
        aria-label={`Editar el viaje ${label}`}
      >
        Editar
      </Link>
      <Button variant="secondary" onPress={() => setOpen(true)} aria-label={`Eliminar el viaje ${label}`}>
        Eliminar
      </Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="¿Eliminar este viaje?">
        <p>
          Tu viaje {label} dejará de aparecer entre los viajeros disponibles. Un viaje que trae un pedido en curso no se
          puede eliminar.
        </p>
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="remove-trip" />
          <input type="hidden" name="tripId" value={trip.id} />
          <Button type="submit" variant="destructive" isPending={fetcher.state !== 'idle'} pendingLabel="Eliminando...">
            Eliminar viaje
          </Button>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Cancelar
          </Button>
        </fetcher.Form>
      </ConfirmDialog>
    </div>
  );
}

/** The order's delivery deadline while it is in progress (decision 026). */
function Deadline({ order }: { order: OrderView }) {
  const said = deadlineText(order);
  return said ? <p>{said}</p> : null;
}

function RequestRow({ request: r, code }: { request: OrderView; code: string | null }) {
  return (
    <Card as="article" padding="md" gap="sm" aria-labelledby={`mine-${r.id}`}>
      <div className={styles.rowItem}>
        <h3 id={`mine-${r.id}`} className={styles.cardTitle}>
          <Link href={`/pedidos/${r.id}`}>{r.productName}</Link>
        </h3>
        <StatusBadge status={r.status} />
      </div>
      <p className={styles.muted}>
        {CATEGORY_LABELS[r.category]} · {r.country} · Recompensa {formatMoney(orderRewardCents(r), 'USD')}
        {r.acceptedByName ? ` · Aceptado por ${r.acceptedByName}` : ''}
      </p>
      <Deadline order={r} />
      {r.status === 'paid' && r.codeLocked ? (
        <LockedCode request={r} />
      ) : code ? (
        <div>
          <span>Tu código de seguridad: </span>
          <strong className={styles.code} aria-label={`Código ${code.split('').join(' ')}`}>
            {code}
          </strong>
          <p className={styles.muted}>Dáselo al viajero solo cuando recibas el producto.</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {r.status === 'active' ? (
          <Link
            href={`/comprador?editar=${encodeURIComponent(r.id)}`}
            variant="button-secondary"
            aria-label={`Editar ${r.productName}`}
          >
            Editar
          </Link>
        ) : null}
        {r.status === 'accepted' ? (
          <>
            {/* Not while a cancellation waits for an answer: checkout refuses it then. */}
            {r.cancelProposedBy === null ? <PayLink id={r.id} productName={r.productName} /> : null}
            <Link href={`/chat/${r.id}`} variant="button-secondary" aria-label={`Chat de ${r.productName}`}>
              Chat
            </Link>
          </>
        ) : null}
        {r.status === 'paid' || r.status === 'completed' ? (
          <Link href={`/chat/${r.id}`} variant="button-secondary" aria-label={`Chatear sobre ${r.productName}`}>
            Chatear
          </Link>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * Five wrong tries lock the buyer's code (spec §6): the buyer, and only the buyer, issues a new
 * one with fresh tries; the old one stops working and the traveller is told.
 */
function LockedCode({ request: r }: { request: OrderView }) {
  const fetcher = useFetcher<typeof clientAction>();
  const titleId = `locked-${r.id}`;
  return (
    <div className={banners.bannerCritical} role="group" aria-labelledby={titleId}>
      <span className={banners.bannerIcon} aria-hidden="true">
        <Icon name="lock" />
      </span>
      <div className={banners.bannerBody}>
        <strong id={titleId}>Tu código de seguridad está bloqueado</strong>
        <span>
          Se ingresó un código incorrecto {MAX_CODE_ATTEMPTS} veces, así que lo bloqueamos para proteger tu pago, que
          sigue en garantía. Genera un código nuevo y dáselo a {r.acceptedByName ?? 'el viajero'} solo cuando tengas el
          producto en tus manos: el anterior dejará de funcionar.
        </span>
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="reissue-code" />
          <input type="hidden" name="orderId" value={r.id} />
          <Button
            type="submit"
            aria-label={`Generar un código nuevo para ${r.productName}`}
            isPending={fetcher.state !== 'idle'}
            pendingLabel="Generando..."
          >
            Generar un código nuevo
          </Button>
        </fetcher.Form>
      </div>
    </div>
  );
}

function DeliveryRow({ request: r }: { request: OrderView }) {
  return (
    <Card as="article" padding="md" gap="sm" aria-labelledby={`delivery-${r.id}`}>
      <div className={styles.rowItem}>
        <h3 id={`delivery-${r.id}`} className={styles.cardTitle}>
          <Link href={`/pedidos/${r.id}`}>{r.productName}</Link>
        </h3>
        <StatusBadge status={r.status} />
      </div>
      <p className={styles.muted}>
        {r.country} · Recompensa {formatMoney(orderRewardCents(r), 'USD')}
      </p>
      <Deadline order={r} />
      <div className={styles.actions}>
        {r.status === 'paid' ? (
          <Link
            href={`/confirmar-entrega/${r.id}`}
            variant="button-primary"
            aria-label={`Confirmar Entrega de ${r.productName}`}
          >
            Confirmar Entrega
          </Link>
        ) : null}
        {r.status === 'completed' ? (
          <Button isDisabled variant="secondary">
            Entrega Completada
          </Button>
        ) : null}
        <Link href={`/chat/${r.id}`} variant="button-secondary" aria-label={`Chatear sobre ${r.productName}`}>
          Chatear
        </Link>
      </div>
    </Card>
  );
}

function RemoveExamples() {
  const fetcher = useFetcher();
  return (
    <Card variant="sunken" padding="md" gap="sm" as="section" aria-labelledby="ejemplos">
      <h2 id="ejemplos" className={styles.cardTitle}>
        Contenido de ejemplo
      </h2>
      <p>El sitio muestra pedidos y viajes de ejemplo para que puedas probarlo. Puedes quitarlos todos de una vez.</p>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove-examples" />
        <Button type="submit" variant="secondary" isPending={fetcher.state !== 'idle'} pendingLabel="Quitando...">
          Quitar ejemplos
        </Button>
      </fetcher.Form>
    </Card>
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
export { keepFormWhenSessionEnded as shouldRevalidate } from '#app/lib/forms';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
