import {
  redirect,
  useFetcher,
  useLoaderData,
  useNavigate,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { useEffect, useState } from 'react';
import {
  DELIVERY_TOAST_DURATION_MS,
  MAX_CODE_ATTEMPTS,
  MESSAGES,
  formatMoney,
  isDomainError,
  travellerPayoutCents,
  type DomainErrorCode,
  orderRewardCents,
} from '@cg/domain';
import { Button, Card, CodeInput, Icon, Link as UiLink, type CodeInputStatus } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text } from '#app/lib/forms';
import { currentActor, requireUser } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const [title, description] = MESSAGES.actionRequired;
  const user = await requireUser(request, { title, description });
  const actor = { id: user.id };
  const found = await getMarketplace().requests.get(actor, params.orderId ?? '');
  const refuse = (key: keyof typeof MESSAGES) => {
    const [t, d] = MESSAGES[key];
    toast({ title: t, description: d, variant: 'destructive' });
    return redirect('/dashboard');
  };
  if (!found) throw refuse('notFound');
  // Only the traveller who accepted the order confirms its delivery (spec §6).
  if (found.acceptedBy !== user.id) throw refuse('onlyTravellerConfirms');
  const order = await getMarketplace().requests.order(actor, found.id);
  if (!order) throw refuse('notFound');
  // A completed order stays viewable (this page may be open when it completes, here or in another tab).
  if (order.status !== 'paid' && order.status !== 'completed') throw refuse('notReadyToConfirm');
  return { order };
}

export const meta: MetaFunction = ({ data: raw }) => {
  const data = raw as { order: { productName: string } } | undefined;
  return [
    {
      title: data
        ? `Confirmar entrega: ${data.order.productName} - Conexión Global`
        : 'Confirmar entrega - Conexión Global',
    },
  ];
};

type Outcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly code: DomainErrorCode;
      readonly title: string;
      readonly description: string;
      readonly submitted: string;
    };

export async function clientAction({ request, params }: ClientActionFunctionArgs): Promise<Outcome> {
  const data = await request.formData();
  const code = text(data, 'code');
  try {
    const { payoutCents, request: order } = await getMarketplace().requests.confirmDelivery(
      await currentActor(),
      params.orderId ?? '',
      code,
    );
    toast({
      title: '¡Entrega Confirmada!',
      description: `Se liberaron ${formatMoney(payoutCents, 'USD')} a tu billetera: el precio del producto que adelantaste más la recompensa de ${formatMoney(orderRewardCents(order), 'USD')} menos la comisión de la plataforma.`,
      variant: 'success',
      duration: DELIVERY_TOAST_DURATION_MS,
    });
    return { ok: true };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // The lock is told once, by the page's alert that replaces the form's help (issue 35 item 13).
    if (error.code !== 'code_locked') toastError(error);
    return { ok: false, code: error.code, title: error.title, description: error.description, submitted: code };
  }
}

/** The lock's alert, which the disabled field is described by (it says the lock once). */
const LOCK_NOTICE_ID = 'codigo-bloqueado';

export default function ConfirmarEntrega() {
  const { order } = useLoaderData<typeof clientLoader>();
  const fetcher = useFetcher<typeof clientAction>();
  const [code, setCode] = useState('');
  const verifying = fetcher.state !== 'idle';
  const navigate = useNavigate();
  const outcome = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const released = fetcher.data?.ok === true;

  // Released: on to Mi Cuenta. Navigating here rather than redirecting from the action, because the
  // stored change also revalidates this page, which would otherwise win the race and stay.
  useEffect(() => {
    if (released) navigate('/dashboard');
  }, [released, navigate]);
  const locked = order.status === 'paid' && (order.codeLocked || order.codeAttempts >= MAX_CODE_ATTEMPTS);
  const attemptsLeft = Math.max(0, MAX_CODE_ATTEMPTS - order.codeAttempts);
  // A new code (the tries start again) or the lock's end: what was typed was for the old code, so
  // the field starts empty instead of showing it complete (issue 35 item 13). Adjusted while
  // rendering, from the order the live change reloaded.
  const [tries, setTries] = useState({ locked, attempts: order.codeAttempts });
  if (tries.locked !== locked || tries.attempts !== order.codeAttempts) {
    if ((tries.locked && !locked) || order.codeAttempts < tries.attempts) setCode('');
    setTries({ locked, attempts: order.codeAttempts });
  }
  // The wrong-code message stays until the person changes the code.
  const wrong = !verifying && outcome?.code === 'wrong_code' && outcome.submitted === code;
  const status: CodeInputStatus = locked ? 'locked' : verifying ? 'verifying' : wrong ? 'wrong' : 'idle';
  const complete = code.length === 6;

  return (
    <main className={page.narrow}>
      <div className={styles.actions}>
        <UiLink href="/dashboard" variant="standalone">
          <Icon name="arrowLeft" /> Volver a Mi Cuenta
        </UiLink>
      </div>
      <div>
        <h1 className={page.title}>Confirmar entrega</h1>
        <p className={page.lead}>{order.productName}</p>
      </div>
      {order.status === 'completed' ? (
        <div className={styles.bannerPositive} role="status">
          <span className={styles.bannerIcon} aria-hidden="true">
            <Icon name="check" />
          </span>
          <div className={styles.bannerBody}>
            <strong>Entrega Completada</strong>
            <span>El pago de este pedido ya fue liberado a tu billetera.</span>
          </div>
        </div>
      ) : (
        <Card>
          <p>
            Pídele a quien compró el código de seguridad de 6 dígitos cuando le entregues el producto. Al confirmarlo se
            libera tu recompensa de <strong>{formatMoney(travellerPayoutCents(orderRewardCents(order)), 'USD')}</strong>{' '}
            ({formatMoney(orderRewardCents(order), 'USD')} menos la comisión de la plataforma).
          </p>
          {locked ? (
            <div className={styles.bannerCritical} role="alert" id={LOCK_NOTICE_ID}>
              <span className={styles.bannerIcon} aria-hidden="true">
                <Icon name="lock" />
              </span>
              <div className={styles.bannerBody}>
                <strong>{MESSAGES.codeLocked[0]}</strong>
                <span>{MESSAGES.codeLocked[1]}</span>
                <span>
                  Pídele que genere un código nuevo desde Mi Cuenta: el anterior dejará de servir y tendrás{' '}
                  {MAX_CODE_ATTEMPTS} intentos más. Te avisaremos cuando lo haga.
                </span>
                <UiLink href={`/chat/${order.id}`} variant="standalone">
                  Escribirle por el chat
                </UiLink>
              </div>
            </div>
          ) : null}
          {/* noValidate: the wrong-code state marks the field invalid, which must not block a retry. */}
          <fetcher.Form
            method="post"
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              if (verifying || !complete || locked) event.preventDefault();
            }}
          >
            <CodeInput
              name="code"
              value={code}
              onChange={setCode}
              status={status}
              attemptsLeft={wrong ? attemptsLeft : undefined}
              lockedMessage={null}
              aria-describedby={locked ? LOCK_NOTICE_ID : undefined}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the page exists to type this one code (an OTP page): it starts there
              autoFocus
            />
            <Button
              type="submit"
              isDisabled={!complete || locked}
              isPending={verifying}
              pendingLabel="Verificando..."
              fullWidth
            >
              Liberar Pago
            </Button>
          </fetcher.Form>
        </Card>
      )}
    </main>
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
export { keepFormWhenSessionEnded as shouldRevalidate } from '#app/lib/forms';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
