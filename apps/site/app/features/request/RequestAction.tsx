import { useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { ALREADY_ACCEPTED_MESSAGE, type RequestAction as Action } from '@cg/domain';
import { Button, CustomsPayerChoice, Link, TripChoice, type CustomsPayerValue, type TripChoiceItem } from '@cg/ui';
import { withRedirectTo } from '#app/lib/redirect-to';
import { toast } from '#app/lib/toast';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import * as form from '#app/styles/form.css';
import * as styles from '#app/styles/market.css';
import type { RequestStepResult } from './actions/order-step';
import { OwnerActions } from './OwnerActions';

/** Issue 37: by how much the order crosses the franchise and the tax, already formatted. */
interface Crossing {
  readonly excessText: string;
  readonly taxText: string;
}

/**
 * What this viewer can do with the request (the domain's `actionFor`): its owner's actions, or a
 * traveller's "Aceptar Pedido" behind a confirmation that asks which of their trips brings it
 * (decision 026) — and, when someone was faster while that
 * confirmation was open, what happened instead.
 */
export function RequestAction({
  id,
  action,
  viewer,
  productName,
  active,
  country,
  trips,
  outOfReach = null,
  noTripCustoms = [],
  noTripCrossing = null,
  payment = null,
  order = null,
}: {
  id: string;
  action: Action;
  viewer: { id: string; verified: boolean } | null;
  productName: string;
  active: boolean;
  /** The request's country (the trip choice's words). */
  country: string;
  /**
   * The viewer's trips that can bring it, soonest return first (decision 026); `customsCrossing`:
   * the excess and its tax when this trip's month crosses the franchise (issue 37).
   */
  trips: readonly (TripChoiceItem & { readonly customsCrossing?: Crossing | null })[];
  /**
   * Issue 37 (decision 047): why the order is beyond the traveller's trust tier and what unlocks
   * more (the server refuses it too); null when within it.
   */
  outOfReach?: string | null;
  /** Issue 37: with no trip that brings it, what it does to this month's customs franchise. */
  noTripCustoms?: readonly string[];
  /** Issue 37: with no trip, the excess and its tax when this month's franchise is crossed. */
  noTripCrossing?: Crossing | null;
  /** The owner's accepted order waiting for her payment: "Pagar" is offered here too. */
  payment?: { readonly acceptedByName: string | null; readonly productName: string } | null;
  /** The owner's order once a traveller took it: the chat, and where her code is once paid. */
  order?: { readonly acceptedByName: string | null; readonly paid: boolean } | null;
}) {
  const fetcher = useFetcher<RequestStepResult>();
  const [open, setOpen] = useState(false);
  // The trip that brings it: the one returning soonest unless the traveller picks another.
  const [picked, setPicked] = useState<string | null>(null);
  const trip = trips.some((t) => t.id === picked) ? (picked ?? '') : (trips[0]?.id ?? '');
  const busy = fetcher.state !== 'idle';
  // Issue 37 (decision 047): crossing the franchise on this trip asks who pays the tax; none is preset.
  const crossing = trips.length > 0 ? (trips.find((t) => t.id === trip)?.customsCrossing ?? null) : noTripCrossing;
  const [payer, setPayer] = useState<CustomsPayerValue | null>(null);
  const payerMissing = crossing !== null && payer === null;
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

  if (action === 'own_request')
    return <OwnerActions id={id} loggedIn={viewer !== null} active={active} payment={payment} order={order} />;
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
          {viewer.verified ? (
            <TripChoice
              trips={trips}
              value={trip}
              onChange={setPicked}
              country={country}
              registerHref="/viajero"
              name="trip"
              isDisabled={busy}
            />
          ) : null}
          {viewer.verified && trips.length === 0
            ? noTripCustoms.map((line) => (
                <p key={line} className={styles.muted}>
                  {line}
                </p>
              ))
            : null}
          {viewer.verified && crossing && !outOfReach ? (
            <CustomsPayerChoice
              excessText={crossing.excessText}
              taxText={crossing.taxText}
              value={payer}
              onChange={setPayer}
              isDisabled={busy}
            />
          ) : null}
          {viewer.verified && outOfReach ? (
            <div className={styles.warning} id="accept-warning" role="note">
              <strong>Pedido fuera de tu alcance</strong> - {outOfReach}
            </div>
          ) : null}
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
            <input type="hidden" name="trip" value={trip} />
            {crossing && payer ? <input type="hidden" name="customsPayer" value={payer} /> : null}
            <Button
              type="submit"
              isDisabled={!viewer.verified || Boolean(outOfReach) || payerMissing}
              isPending={busy}
              pendingLabel="Aceptando..."
              aria-describedby={!viewer.verified || outOfReach ? 'accept-warning' : undefined}
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
