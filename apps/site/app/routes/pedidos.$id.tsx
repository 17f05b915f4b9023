import {
  redirect,
  useFetcher,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { Suspense, lazy, useState } from 'react';
import {
  CATEGORY_LABELS,
  DISPUTE_REASONS,
  MAX_DISPUTE_PHOTOS,
  ALREADY_ACCEPTED_MESSAGE,
  NO_NOTES_TEXT,
  flagFor,
  formatMoney,
  isHttpUrl,
  travellerPayoutCents,
  type OrderView,
  type RequestAction as Action,
} from '@cg/domain';
import {
  Button,
  Card,
  Link,
  OrderCancellation,
  OrderDispute,
  StatusBadge,
  type DisputeStatementItem,
  type OrderCancellationState,
  type OrderDisputeState,
} from '@cg/ui';
import { getMarketplace, imageUrl } from '#app/lib/marketplace.client';
import { currentActor, guestActor, loadCurrentUser } from '#app/lib/session';
import { BackToRequests } from '#app/components/first-paint/PageIntros';
import { ensureExamples } from '#app/lib/examples.client';
import { nextStepFor, toFormFailure, text } from '#app/lib/forms';
import { SUBMISSION_FIELD, submissionOf, useSubmissionKey } from '#app/lib/submission';
import { withRedirectTo } from '#app/lib/redirect-to';
import { toast, toastError } from '#app/lib/toast';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import { ProductImage } from '#app/components/market/ProductImage';
import type * as RequestPageParts from '#app/components/market/RequestPageParts';
import * as page from '#app/styles/page.css';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';

// Rating the other party (stars, a comment: react-aria's radio group and text area) is only for
// the two parties of a completed delivery: its code loads for them alone (decision 024).
const PendingReviews = lazy(() =>
  import('#app/components/market/Reviews').then((m) => ({ default: m.PendingReviews })),
);

// The restricted-items rules (every rule's words) and the flags' drawings, about 9 KiB gzip: the
// loader fetches them beside the request's data instead of before it (decision 024), and the page
// draws them with the rest, so nothing moves in later.
let parts: typeof RequestPageParts | null = null;
const loadParts = () =>
  import('#app/components/market/RequestPageParts').then((m) => {
    parts = m;
  });

// The landed-cost estimate is for the request's owner alone: its code loads for them.
const RequestLandedCost = lazy(() =>
  import('#app/components/market/LandedCost').then((m) => ({ default: m.RequestLandedCost })),
);

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const partsLoaded = loadParts();
  partsLoaded.catch(() => undefined); // awaited below; a redirect before that must not leave it unhandled
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
  // The order as one of its two parties sees it (cancellation and refund). Asked only by its parties
  // (the owner; the traveller who accepted it, even once cancelled, gets 'go_to_chat'), so the many
  // who just read the request never get the API's "not found" in their console.
  const isParty = user !== null && (action === 'own_request' || action === 'go_to_chat');
  const [order, requester] = await Promise.all([
    isParty ? m.requests.order(actor, request.id) : null,
    request.userId === 'guest' ? null : m.accounts.profile(actor, request.userId),
  ]);
  // The dispute's photos (decision 026), resolved to URLs the page can show.
  const photoIds = order?.dispute?.statements.flatMap((st) => st.photos) ?? [];
  const photoUrls: Record<string, string> = {};
  for (const id of photoIds) {
    const url = await imageUrl(id);
    if (url) photoUrls[id] = url;
  }
  await partsLoaded;
  return {
    request,
    order,
    photoUrls,
    // When the page loaded: past the deadline, the buyer is offered the refund (the server decides).
    loadedAt: Date.now(),
    requester: requester ? { id: requester.id, name: requester.name } : null,
    action,
    viewer: user ? { id: user.id, verified: user.verificationStatus === 'verified' } : null,
  };
}

/** The owner's and the parties' answers about cancelling (decision 022), by intent. */
const CANCEL_INTENTS = {
  cancel: {
    run: (id: string) => async () => getMarketplace().requests.cancel(await currentActor(), id),
    done: ['Pedido cancelado', 'Tu pedido ya no está visible para los viajeros.'],
  },
  propose: {
    run: (id: string) => async () => getMarketplace().requests.proposeCancellation(await currentActor(), id),
    done: ['Cancelación propuesta', 'Le avisamos a la otra parte para que la acepte o la rechace.'],
  },
  'accept-cancellation': {
    run: (id: string) => async () => getMarketplace().requests.acceptCancellation(await currentActor(), id),
    done: ['Pedido cancelado', 'Se canceló de común acuerdo. Si estaba pagado, el pago se reembolsó.'],
  },
  'decline-cancellation': {
    run: (id: string) => async () => getMarketplace().requests.declineCancellation(await currentActor(), id),
    done: ['Listo', 'El pedido sigue en curso.'],
  },
} as const;

/** The way out of a paid order (decision 026), by intent. */
async function disputeAction(intent: string, id: string, data: FormData) {
  const m = getMarketplace();
  if (intent === 'cancel-overdue') {
    await m.disputes.cancelOverdue(await currentActor(), id);
    return ['Pedido cancelado', 'Pasó la fecha límite de entrega: se reembolsó el pago completo.'] as const;
  }
  const photos = data.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
  await m.disputes.open(
    await currentActor(),
    id,
    { reason: text(data, 'reason'), text: text(data, 'text'), photos },
    submissionOf(data),
  );
  return ['Disputa enviada', 'Le avisamos a la otra parte y a soporte. El dinero sigue en garantía.'] as const;
}

/** Runs one of the page's order steps: its success toast and `ok`, or its refusal as a form failure. */
async function orderStep(id: string, run: () => Promise<readonly [string, string]>) {
  try {
    const [title, description] = await run();
    toast({ title, description, variant: 'success' });
    return { ok: true as const, id };
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

export async function clientAction({ request, params }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const intent = text(data, 'intent');
  const id = params.id ?? '';
  if (intent === 'cancel-overdue' || intent === 'open-dispute')
    return orderStep(id, () => disputeAction(intent, id, data));
  if (intent in CANCEL_INTENTS) {
    const step = CANCEL_INTENTS[intent as keyof typeof CANCEL_INTENTS];
    return orderStep(id, async () => {
      await step.run(id)();
      return step.done;
    });
  }
  if (intent !== 'accept') return null;
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
  const { request, order, photoUrls, loadedAt, requester, action, viewer } = useLoaderData<typeof clientLoader>();
  const safeUrl = isHttpUrl(request.productUrl);
  return (
    <main className={`${page.page} ${styles.fit}`}>
      <BackToRequests />
      <div className={styles.detail}>
        <ProductImage request={request} className={styles.detailImage} />
        <div className={styles.section}>
          {request.isExample ? <span className={styles.exampleTag}>Ejemplo</span> : null}
          <h1 className={page.title}>{request.productName}</h1>
          <div>
            <StatusBadge status={request.status} />
          </div>
          {parts ? <parts.RequestRestrictions request={request} /> : null}
          <dl className={styles.facts}>
            <dt>Recompensa</dt>
            <dd>
              <strong>{formatMoney(request.rewardCents, 'USD')}</strong>
            </dd>
            <dt>Precio estimado</dt>
            <dd>{formatMoney(request.estimatedPriceCents, request.currency)}</dd>
            <dt>País de compra</dt>
            <dd>
              {parts ? <parts.Flag country={request.country} code={flagFor(request.country)} decorative /> : null}{' '}
              {request.country}
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
          <RequestAction
            id={request.id}
            action={action}
            viewer={viewer}
            productName={request.productName}
            active={request.status === 'active'}
          />
          {order && viewer ? <Dispute order={order} viewerId={viewer.id} photoUrls={photoUrls} now={loadedAt} /> : null}
          {order && viewer ? <Cancellation order={order} viewerId={viewer.id} /> : null}
          {viewer && request.status === 'completed' ? (
            <Suspense fallback={null}>
              <PendingReviews userId={viewer.id} orderId={request.id} />
            </Suspense>
          ) : null}
          {/* What bringing it costs is the buyer's question: the estimate is for the request's owner
              (the domain's own_request, a guest owner included), not for travellers or visitors. */}
          {action === 'own_request' ? (
            <Suspense fallback={null}>
              <RequestLandedCost request={request} />
            </Suspense>
          ) : null}
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
  active,
}: {
  id: string;
  action: Action;
  viewer: { id: string; verified: boolean } | null;
  productName: string;
  active: boolean;
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
  const [takenTitle, takenByOther] = ALREADY_ACCEPTED_MESSAGE;
  const told = overtaken ? (
    <ConfirmDialog open onClose={() => setOpen(false)} title={takenTitle}>
      <p role="alert" className={form.error}>
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

  if (action === 'own_request') return <OwnerActions id={id} loggedIn={viewer !== null} active={active} />;
  if (action === 'cancelled') {
    return (
      <Button isDisabled size="lg">
        Pedido cancelado
      </Button>
    );
  }
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
              isDisabled={!viewer.verified}
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
function OwnerActions({ id, loggedIn, active }: { id: string; loggedIn: boolean; active: boolean }) {
  const redirectTo = encodeURIComponent(`/pedidos/${id}`);
  return (
    <Card variant="sunken" padding="md" gap="sm">
      <Button isDisabled size="lg">
        Es tu propio pedido
      </Button>
      {active ? <EditOrWithdraw id={id} /> : null}
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

/** While nobody accepted it: 'Editar' (the form, prefilled) and 'Cancelar pedido' behind a confirmation. */
function EditOrWithdraw({ id }: { id: string }) {
  const fetcher = useFetcher<typeof clientAction>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  return (
    <div className={styles.actions}>
      <Link href={`/comprador?editar=${encodeURIComponent(id)}`} variant="button-secondary">
        Editar
      </Link>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Cancelar pedido
      </Button>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="¿Cancelar este pedido?">
        <p>El pedido deja de estar visible para los viajeros y nadie podrá aceptarlo. No se puede deshacer.</p>
        {fetcher.data && !fetcher.data.ok ? (
          <p role="alert" className={form.error}>
            {fetcher.data.title} - {fetcher.data.description}
          </p>
        ) : null}
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="intent" value="cancel" />
          <Button type="submit" isPending={busy} pendingLabel="Cancelando...">
            Sí, cancelar pedido
          </Button>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Volver
          </Button>
        </fetcher.Form>
      </ConfirmDialog>
    </div>
  );
}

/** The state of cancelling an accepted or paid order, as one of its parties sees it. */
function cancellationStateOf(order: OrderView, viewerId: string): OrderCancellationState | null {
  if (order.status === 'cancelled') return order.refund?.status === 'approved' ? 'refunded' : 'cancelled';
  if (order.status !== 'accepted' && order.status !== 'paid') return null;
  if (order.refund?.status === 'requested') return 'refundRequested';
  if (order.refund?.status === 'rejected') return 'refundRejected';
  if (order.refund?.status === 'failed') return 'refundFailed';
  if (order.cancelProposedBy === null) return null;
  return order.cancelProposedBy === viewerId ? 'proposedByYou' : 'proposedToYou';
}

/**
 * After a traveller accepted, cancelling takes both parties (decision 022): one proposes, the other
 * accepts or declines; a paid order is refunded first, and both see the refund's state.
 */
function Cancellation({ order, viewerId }: { order: OrderView; viewerId: string }) {
  const fetcher = useFetcher<typeof clientAction>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  const state = cancellationStateOf(order, viewerId);
  const otherName = viewerId === order.userId ? (order.acceptedByName ?? 'El viajero') : 'Quien compró';
  const button = (intent: string, label: string, pending: string, variant?: 'secondary') => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} isPending={busy} pendingLabel={pending}>
        {label}
      </Button>
    </fetcher.Form>
  );
  if (state === null) {
    if (order.status !== 'accepted' && order.status !== 'paid') return null;
    return (
      <>
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            Proponer cancelación
          </Button>
        </div>
        <ConfirmDialog open={open} onClose={() => setOpen(false)} title="¿Proponer cancelar este pedido?">
          <p>
            {order.status === 'paid'
              ? 'Si la otra parte acepta, el pedido se cancela y se reembolsa el pago a quien compró.'
              : 'Si la otra parte acepta, el pedido se cancela para los dos.'}
          </p>
          <fetcher.Form method="post" className={styles.actions} onSubmit={() => setOpen(false)}>
            <input type="hidden" name="intent" value="propose" />
            <Button type="submit" isPending={busy}>
              Proponer cancelación
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Volver
            </Button>
          </fetcher.Form>
        </ConfirmDialog>
      </>
    );
  }
  const amount = order.refund ? formatMoney(order.refund.amountUsdCents, 'USD') : '';
  return (
    <OrderCancellation state={state} otherName={otherName} refundAmount={amount}>
      {state === 'proposedToYou' ? (
        <>
          {button('accept-cancellation', 'Aceptar cancelación', 'Cancelando...')}
          {button('decline-cancellation', 'Rechazar', 'Enviando...', 'secondary')}
        </>
      ) : state === 'proposedByYou' ? (
        button('decline-cancellation', 'Retirar propuesta', 'Enviando...', 'secondary')
      ) : state === 'refundRejected' || state === 'refundFailed' ? (
        button('accept-cancellation', 'Reintentar reembolso', 'Reembolsando...')
      ) : null}
    </OrderCancellation>
  );
}

/** Where a paid order's way out stands for this party (decision 026); null when it does not apply. */
function disputeStateOf(order: OrderView, now: number): OrderDisputeState | null {
  if (order.dispute?.status === 'open' && order.status === 'paid') return 'open';
  if (order.dispute?.status === 'refunded') return 'refunded';
  if (order.dispute?.status === 'released') return 'released';
  if (order.status !== 'paid' || order.deliveryDeadline === null) return null;
  return now >= Date.parse(order.deliveryDeadline) ? 'deadlinePassed' : 'deadlinePending';
}

/** Both parties' statements, in words, with their photos' URLs. */
function statementItems(order: OrderView, photoUrls: Readonly<Record<string, string>>): DisputeStatementItem[] {
  return (order.dispute?.statements ?? []).map((st) => ({
    who: st.role === 'buyer' ? 'Quien compró' : `Viajero (${order.acceptedByName ?? 'sin nombre'})`,
    reason: DISPUTE_REASONS[st.reason],
    text: st.text,
    photos: st.photos.flatMap((id) => (photoUrls[id] ? [photoUrls[id]] : [])),
  }));
}

/**
 * A paid order's deadline and disputes (decision 026): the date both parties see; past it, the
 * buyer's cancel-for-refund; the dispute form (reason, text, up to 3 photos) for either party; an
 * open or resolved dispute with both sides.
 */
function Dispute({
  order,
  viewerId,
  photoUrls,
  now,
}: {
  order: OrderView;
  viewerId: string;
  photoUrls: Readonly<Record<string, string>>;
  now: number;
}) {
  const fetcher = useFetcher<typeof clientAction>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  const submissionKey = useSubmissionKey(busy);
  const state = disputeStateOf(order, now);
  if (state === null) return null;
  const isBuyer = order.userId === viewerId;
  const toldSide = order.dispute?.statements.some((st) => st.by === viewerId) ?? false;
  const amount =
    state === 'released'
      ? formatMoney(travellerPayoutCents(order.rewardCents), 'USD')
      : formatMoney(order.refund?.amountUsdCents ?? order.payment?.totalUsdCents ?? 0, 'USD');
  const deadline = order.deliveryDeadline ? published.format(new Date(order.deliveryDeadline)) : '';
  const canDispute = order.status === 'paid' && !toldSide;
  const fieldErrors = fetcher.data && 'fieldErrors' in fetcher.data ? fetcher.data.fieldErrors : {};
  return (
    <>
      <OrderDispute state={state} deadline={deadline} amount={amount} statements={statementItems(order, photoUrls)}>
        {state === 'deadlinePassed' && isBuyer ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="cancel-overdue" />
            <Button type="submit" isPending={busy} pendingLabel="Reembolsando...">
              Cancelar y pedir reembolso
            </Button>
          </fetcher.Form>
        ) : null}
        {canDispute ? (
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {state === 'open' ? 'Contar mi versión' : 'Abrir una disputa'}
          </Button>
        ) : null}
      </OrderDispute>
      <ConfirmDialog open={open} onClose={() => setOpen(false)} title="Abrir una disputa">
        <p>Cuéntale a soporte qué pasó. El dinero sigue en garantía hasta que soporte decida.</p>
        <fetcher.Form method="post" encType="multipart/form-data" className={form.form} onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="open-dispute" />
          <input type="hidden" name={SUBMISSION_FIELD} value={submissionKey} />
          <label style={{ display: 'grid', gap: '0.25rem' }}>
            Motivo
            <select name="reason" required defaultValue="">
              <option value="" disabled>
                Elige un motivo
              </option>
              {Object.entries(DISPUTE_REASONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          {fieldErrors.reason ? (
            <p role="alert" className={form.error}>
              {fieldErrors.reason}
            </p>
          ) : null}
          <label style={{ display: 'grid', gap: '0.25rem' }}>
            ¿Qué pasó?
            <textarea name="text" required minLength={10} maxLength={1000} rows={4} />
          </label>
          {fieldErrors.text ? (
            <p role="alert" className={form.error}>
              {fieldErrors.text}
            </p>
          ) : null}
          <label style={{ display: 'grid', gap: '0.25rem' }}>
            {`Fotos (opcional, hasta ${MAX_DISPUTE_PHOTOS})`}
            <input type="file" name="photos" accept="image/png,image/jpeg,image/webp,image/gif" multiple />
          </label>
          {fieldErrors.photos ? (
            <p role="alert" className={form.error}>
              {fieldErrors.photos}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" isPending={busy}>
              Enviar disputa
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Volver
            </Button>
          </div>
        </fetcher.Form>
      </ConfirmDialog>
    </>
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
export { keepFormWhenSessionEnded as shouldRevalidate } from '#app/lib/forms';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
