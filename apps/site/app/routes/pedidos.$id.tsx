import {
  redirect,
  useFetcher,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { useState } from 'react';
import {
  CATEGORY_LABELS,
  MESSAGES,
  NO_NOTES_TEXT,
  flagFor,
  formatMoney,
  isHttpUrl,
  type RequestAction as Action,
} from '@cg/domain';
import { Button, Card, Flag, Icon, Link, StatusBadge } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor, guestActor, loadCurrentUser } from '#app/lib/session';
import { ensureExamples } from '#app/lib/examples.client';
import { nextStepFor, toFormFailure, text } from '#app/lib/forms';
import { withRedirectTo } from '#app/lib/redirect-to';
import { toast } from '#app/lib/toast';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import { ProductImage } from '#app/components/market/RequestTile';
import { RequestLandedCost } from '#app/components/market/LandedCost';
import { RequestRestrictions } from '#app/components/market/Restrictions';
import { PendingReviews } from '#app/components/market/Reviews';
import * as page from '#app/styles/page.css';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  // A first visit may start here (a shared link): the examples are part of that first view.
  await ensureExamples();
  const m = getMarketplace();
  const user = await loadCurrentUser();
  // A visitor who published as a guest in this browser carries its token: the domain compares it
  // with the request's (never handed out) to tell the owner from anyone else.
  const actor = user ? { id: user.id } : guestActor();
  const [request, action] = await Promise.all([
    m.requests.get(actor, params.id ?? ''),
    m.requests.actionFor(actor, params.id ?? ''),
  ]);
  // Spec: an unknown request redirects to the list.
  if (!request || !action) throw redirect('/pedidos');
  const requester = request.userId === 'guest' ? null : await m.accounts.profile(actor, request.userId);
  return {
    request,
    requester: requester ? { id: requester.id, name: requester.name } : null,
    action,
    viewer: user ? { id: user.id, verified: user.verificationStatus === 'verified' } : null,
  };
}

export async function clientAction({ request, params }: ClientActionFunctionArgs) {
  const data = await request.formData();
  if (text(data, 'intent') !== 'accept') return null;
  try {
    const accepted = await getMarketplace().requests.accept(await currentActor(), params.id ?? '');
    toast({
      title: '¡Pedido aceptado!',
      description: 'Coordina la compra con quien lo publicó desde el chat.',
      variant: 'success',
    });
    return { ok: true as const, id: accepted.id };
  } catch (error) {
    const failure = toFormFailure(error);
    toast({
      title: failure.title,
      description: failure.description,
      variant: 'destructive',
      action: nextStepFor(failure, `/pedidos/${params.id ?? ''}`),
    });
    return failure;
  }
}

export const meta: MetaFunction = ({ data }) => {
  const request = (data as Awaited<ReturnType<typeof clientLoader>> | undefined)?.request;
  return [{ title: request ? `${request.productName} - Pedido - Conexión Global` : 'Pedido - Conexión Global' }];
};

const published = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });

export default function Pedido() {
  const { request, requester, action, viewer } = useLoaderData<typeof clientLoader>();
  const safeUrl = isHttpUrl(request.productUrl);
  return (
    <main className={`${page.page} ${styles.fit}`}>
      <p>
        <Link href="/pedidos" variant="standalone">
          <Icon name="arrowLeft" /> Volver a los pedidos
        </Link>
      </p>
      <div className={styles.detail}>
        <ProductImage request={request} className={styles.detailImage} />
        <div className={styles.section}>
          {request.isExample ? <span className={styles.exampleTag}>Ejemplo</span> : null}
          <h1 className={page.title}>{request.productName}</h1>
          <div>
            <StatusBadge status={request.status} />
          </div>
          <RequestRestrictions request={request} />
          <dl className={styles.facts}>
            <dt>Recompensa</dt>
            <dd>
              <strong>{formatMoney(request.rewardCents, 'USD')}</strong>
            </dd>
            <dt>Precio estimado</dt>
            <dd>{formatMoney(request.estimatedPriceCents, request.currency)}</dd>
            <dt>País de compra</dt>
            <dd>
              <Flag country={request.country} code={flagFor(request.country)} decorative /> {request.country}
            </dd>
            <dt>Categoría</dt>
            <dd>{CATEGORY_LABELS[request.category]}</dd>
            <dt>Publicado</dt>
            <dd>
              <time dateTime={request.createdAt}>{published.format(new Date(request.createdAt))}</time>
            </dd>
            <dt>Pedido por</dt>
            <dd>{requester ? <Link href={`/profile/${requester.id}`}>{requester.name}</Link> : 'Invitado'}</dd>
            <dt>Enlace del producto</dt>
            <dd>
              {/* The address is always shown as text; only an http(s) address is also a live link. */}
              <span className={styles.linkText}>{request.productUrl}</span>
              {safeUrl ? (
                <>
                  {' '}
                  <Link href={request.productUrl} isExternal>
                    Abrir enlace
                  </Link>
                </>
              ) : null}
            </dd>
          </dl>
          <Card variant="sunken" padding="md" gap="sm">
            <h2 className={styles.cardTitle}>Notas</h2>
            <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{request.notes.trim() || NO_NOTES_TEXT}</p>
          </Card>
          <RequestAction id={request.id} action={action} viewer={viewer} productName={request.productName} />
          <PendingReviews userId={viewer?.id} orderId={request.id} />
          {/* What bringing it costs is the buyer's question: the estimate is for the request's owner
              (the domain's own_request, a guest owner included), not for travellers or visitors. */}
          {action === 'own_request' ? <RequestLandedCost request={request} /> : null}
        </div>
      </div>
    </main>
  );
}

function RequestAction({
  id,
  action,
  viewer,
  productName,
}: {
  id: string;
  action: Action;
  viewer: { id: string; verified: boolean } | null;
  productName: string;
}) {
  const fetcher = useFetcher<typeof clientAction>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  // The action's answer (accepted or refused) closes the confirmation: adjusted while rendering,
  // once per answer, so reopening the dialog afterwards is not closed again.
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.state === 'idle' && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data) setOpen(false);
  }

  // The request was accepted (in another tab, or by another traveller) while this person had the
  // confirmation open and had not pressed it: the dialog stays and says so, instead of vanishing
  // under their pointer. A press that lost the race is told by the action's own toast.
  const overtaken =
    open && action !== 'accept' && action !== 'own_request' && fetcher.state === 'idle' && !fetcher.data;
  const [takenTitle, takenByOther] = MESSAGES.alreadyAccepted;
  const told = overtaken ? (
    <ConfirmDialog open onClose={() => setOpen(false)} title={takenTitle}>
      <p role="alert">
        {takenTitle} -{' '}
        {action === 'go_to_chat'
          ? 'Lo aceptaste en otra pestaña: ya puedes coordinar la compra por el chat.'
          : takenByOther}
      </p>
      <div className={styles.actions}>
        {action === 'go_to_chat' ? (
          <Link href={`/chat/${id}`} variant="button-primary">
            Ir al Chat
          </Link>
        ) : null}
        <Button variant="secondary" onPress={() => setOpen(false)}>
          Cerrar
        </Button>
      </div>
    </ConfirmDialog>
  ) : null;

  if (action === 'own_request') return <OwnerActions id={id} loggedIn={viewer !== null} />;
  if (action === 'already_accepted') {
    return (
      <>
        <Button isDisabled size="lg">
          Pedido ya aceptado
        </Button>
        {told}
      </>
    );
  }
  if (action === 'go_to_chat') {
    return (
      <>
        <Link href={`/chat/${id}`} variant="button-primary" size="lg">
          Ir al Chat
        </Link>
        {told}
      </>
    );
  }
  const redirectTo = encodeURIComponent(`/pedidos/${id}`);
  return (
    <>
      <Button
        size="lg"
        onPress={() => {
          if (!viewer)
            toast({
              title: 'Acción requerida',
              description: 'Debes iniciar sesión o registrarte para continuar.',
              variant: 'destructive',
            });
          setOpen(true);
        }}
      >
        Aceptar Pedido
      </Button>
      {!viewer ? (
        <ConfirmDialog open={open} onClose={() => setOpen(false)} title="Acción requerida">
          <p>Debes iniciar sesión o registrarte para aceptar pedidos.</p>
          <div className={styles.actions}>
            <Link href={`/login?redirectTo=${redirectTo}`} variant="button-primary">
              Iniciar Sesión
            </Link>
            <Link href={`/registro?redirectTo=${redirectTo}`} variant="button-secondary">
              Registrarse
            </Link>
            <Button variant="ghost" onPress={() => setOpen(false)}>
              Cancelar
            </Button>
          </div>
        </ConfirmDialog>
      ) : (
        <ConfirmDialog open={open} onClose={() => setOpen(false)} title="¿Aceptar este pedido?">
          <p>
            Vas a comprometerte a comprar y traer <strong>{productName}</strong>. Quien lo publicó pagará por adelantado
            y el dinero quedará en garantía hasta la entrega.
          </p>
          {!viewer.verified ? (
            <div className={styles.warning} id="accept-warning">
              <strong>Verificación requerida</strong> - Debes verificar tu identidad como viajero para poder aceptar
              pedidos. <Link href={withRedirectTo('/verificacion-viajero', `/pedidos/${id}`)}>Verificar ahora</Link>
            </div>
          ) : null}
          {fetcher.data && !fetcher.data.ok ? (
            <p role="alert" className={form.error}>
              {fetcher.data.title} - {fetcher.data.description}
            </p>
          ) : null}
          <fetcher.Form method="post" className={styles.actions}>
            <input type="hidden" name="intent" value="accept" />
            <Button
              type="submit"
              isDisabled={!viewer.verified || busy}
              isPending={busy}
              pendingLabel="Aceptando..."
              aria-describedby={!viewer.verified ? 'accept-warning' : undefined}
            >
              Confirmar y aceptar
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancelar
            </Button>
          </fetcher.Form>
        </ConfirmDialog>
      )}
    </>
  );
}

/** What the person who published the request can do here: never accept it, follow it instead. */
function OwnerActions({ id, loggedIn }: { id: string; loggedIn: boolean }) {
  const redirectTo = encodeURIComponent(`/pedidos/${id}`);
  return (
    <Card variant="sunken" padding="md" gap="sm">
      <Button isDisabled size="lg">
        Es tu propio pedido
      </Button>
      {loggedIn ? (
        <Link href="/dashboard" variant="button-secondary">
          Ver mis pedidos
        </Link>
      ) : (
        <>
          <p>
            Lo publicaste sin cuenta desde este navegador. Crea una cuenta o inicia sesión aquí y el pedido quedará en
            tu cuenta, para pagar y seguir la entrega.
          </p>
          <div className={styles.actions}>
            <Link href={`/registro?redirectTo=${redirectTo}`} variant="button-primary">
              Crear cuenta
            </Link>
            <Link href={`/login?redirectTo=${redirectTo}`} variant="button-secondary">
              Iniciar Sesión
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteError';
