import { useLoaderData, useRevalidator, type MetaFunction } from '@remix-run/react';
import { useEffect, useState } from 'react';
import {
  MESSAGES,
  PLATFORM_COMMISSION_RATE,
  formatMoney,
  formatPercent,
  parseAmount,
  type Wallet,
  type WithdrawalView,
  formatDate,
} from '@cg/domain';
import {
  Button,
  Card,
  Dialog,
  DialogTrigger,
  Link,
  WithdrawForm,
  WithdrawalList,
  type WithdrawFieldErrors,
  type WithdrawValues,
} from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { toast, toastError } from '#app/lib/toast';
import { toFormFailure, type FormFailure } from '#app/lib/forms';
import { useSubmissionKey } from '#app/lib/submission';
import { LoginRequired } from '#app/components/LoginRequired';
import * as page from '#app/styles/page.css';
import * as content from '#app/styles/content.css';

export const meta: MetaFunction = () => [{ title: 'Billetera - Conexión Global' }];

export async function clientLoader() {
  const actor = await currentActor();
  if (!actor) return { wallet: null as Wallet | null, emailConfirmed: false };
  const market = getMarketplace();
  const [wallet, me] = await Promise.all([market.wallet.wallet(actor), market.accounts.me(actor)]);
  return { wallet, emailConfirmed: Boolean(me?.emailConfirmedAt) };
}

/** How often the page asks the provider about withdrawals still in process. */
const REFRESH_MS = 2000;

/** While a withdrawal is in process, asks the provider now and then; the page updates when it settles. */
function useWithdrawalsWatch(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    let stopped = false;
    const isStopped = () => stopped;
    const timer = window.setInterval(() => {
      void (async () => {
        const actor = await currentActor();
        if (!actor || isStopped()) return;
        try {
          const after = await getMarketplace().wallet.refreshWithdrawals(actor);
          if (!isStopped() && !after.withdrawals.some((w) => w.status === 'pending')) revalidator.revalidate();
        } catch {
          // The next tick asks again; a refusal here changes nothing on the page.
        }
      })();
    }, REFRESH_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [pending, revalidator]);
}

const itemOf = (w: WithdrawalView) => ({
  id: w.id,
  status: w.status,
  amountText: formatMoney(w.amountCents),
  destinationText: w.destinationText,
  dateText: formatDate(w.createdAt, 'short'),
  dateTime: w.createdAt,
  failureReason: w.failureReason,
  note: w.note,
});

/** 'Retirar Fondos': the dialog, what the server said, and the e-mail confirmation it may need first. */
function Withdraw({ wallet, emailConfirmed }: { wallet: Wallet; emailConfirmed: boolean }) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const submissionKey = useSubmissionKey(pending);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [local, setLocal] = useState<WithdrawFieldErrors>({});
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent'>('idle');
  const needsEmail = !emailConfirmed || failure?.code === 'email_unconfirmed';

  async function submit(values: WithdrawValues, close: () => void) {
    const amount = parseAmount(values.amount);
    if (!amount.ok) {
      setLocal({ amount: amount.message });
      return;
    }
    setLocal({});
    setPending(true);
    try {
      const actor = await currentActor();
      const w = await getMarketplace().wallet.withdraw(
        actor,
        { amountCents: amount.cents, destination: values.destination },
        { idempotencyKey: submissionKey },
      );
      setFailure(null);
      close();
      toast({
        title: 'Retiro en proceso',
        // The provider's answer never came (decision 031): say so, not that it was taken.
        description:
          w.note ??
          `Pediste retirar ${formatMoney(w.amountCents)} a ${w.destinationText}. Te avisaremos cuando se transfiera.`,
        variant: 'success',
      });
      revalidator.revalidate();
    } catch (error) {
      const f = toFormFailure(error);
      setFailure(f);
      if (Object.keys(f.fieldErrors).length === 0 && f.code !== 'email_unconfirmed') toastError(f);
      revalidator.revalidate();
    } finally {
      setPending(false);
    }
  }

  async function resendLink() {
    setResend('sending');
    try {
      const { alreadyConfirmed } = await getMarketplace().accounts.resendEmailConfirmation(await currentActor());
      const [title, description] = alreadyConfirmed ? MESSAGES.emailConfirmed : MESSAGES.emailConfirmationSent;
      toast({ title, description, variant: 'success' });
      setResend('sent');
      if (alreadyConfirmed) {
        setFailure(null);
        revalidator.revalidate();
      }
    } catch (error) {
      toastError(toFormFailure(error));
      setResend('idle');
    }
  }

  const refusal =
    failure && Object.keys(failure.fieldErrors).length === 0 && failure.code !== 'email_unconfirmed'
      ? { title: failure.title, description: failure.description }
      : null;
  return (
    <DialogTrigger onOpenChange={(open) => !open && setFailure(null)}>
      <Button isDisabled={wallet.availableCents === 0}>Retirar Fondos</Button>
      <Dialog title="Retirar Fondos" size="sm">
        {({ close }) => (
          <WithdrawForm
            availableText={formatMoney(wallet.availableCents)}
            onSubmit={(values) => submit(values, close)}
            onCancel={close}
            isPending={pending}
            fieldErrors={{ ...failure?.fieldErrors, ...local }}
            refusal={refusal}
            emailUnconfirmed={
              needsEmail
                ? { onResend: () => void resendLink(), isPending: resend === 'sending', sent: resend === 'sent' }
                : null
            }
          />
        )}
      </Dialog>
    </DialogTrigger>
  );
}

export default function WalletPage() {
  const { wallet, emailConfirmed } = useLoaderData<typeof clientLoader>();
  useWithdrawalsWatch(wallet?.withdrawals.some((w) => w.status === 'pending') ?? false);
  if (!wallet) return <LoginRequired title="Billetera" />;
  return (
    <main className={page.page}>
      <h1 className={page.title}>Billetera</h1>
      <Card variant="brand" padding="lg" gap="md" role="region" aria-labelledby="ganancias">
        <h2 id="ganancias" className={content.cardTitle}>
          Ganancias Disponibles
        </h2>
        <p className={content.figure} data-testid="ganancias-disponibles">
          {formatMoney(wallet.availableCents)}
        </p>
        <p className={content.muted}>
          El precio de los productos que adelantaste en tus entregas completadas más tus recompensas, menos la comisión
          de la plataforma ({formatPercent(PLATFORM_COMMISSION_RATE)}) y lo que ya retiraste.
        </p>
        {wallet.inProcessCents > 0 && (
          <p className={content.muted} data-testid="retiros-en-proceso">
            En proceso: {formatMoney(wallet.inProcessCents)}
          </p>
        )}
        <div className={content.actions}>
          <Withdraw wallet={wallet} emailConfirmed={emailConfirmed} />
          <Link href="/payment-methods" variant="button-secondary">
            Métodos de pago
          </Link>
        </div>
      </Card>

      <section className={content.section} aria-labelledby="retiros">
        <h2 id="retiros" className={content.sectionTitle}>
          Tus retiros
        </h2>
        <WithdrawalList items={wallet.withdrawals.map(itemOf)} />
      </section>

      <section className={content.section} aria-labelledby="ganancias-lista">
        <div className={content.row}>
          <h2 id="ganancias-lista" className={content.sectionTitle}>
            Tus ganancias
          </h2>
          <Link href="/payment-history" variant="standalone">
            Ver historial de pagos
          </Link>
        </div>
        {wallet.earnings.length === 0 ? (
          <Card variant="sunken" gap="sm">
            <p className={content.muted}>
              Todavía no tienes ganancias. Cuando entregues un pedido y quien compró te dé su código, el precio que
              adelantaste y tu recompensa aparecerán aquí.
            </p>
            <div>
              <Link href="/pedidos" variant="standalone">
                Ver pedidos disponibles
              </Link>
            </div>
          </Card>
        ) : (
          <ul className={content.list}>
            {wallet.earnings.map((earning) => (
              <Card as="li" key={earning.requestId} gap="sm">
                <div className={content.row}>
                  <h3 className={content.cardTitle}>{earning.productName}</h3>
                  <strong className={content.amountPositive}>+{formatMoney(earning.releasedCents)}</strong>
                </div>
                <p className={content.meta}>
                  Entregado el <time dateTime={earning.completedAt}>{formatDate(earning.completedAt, 'short')}</time> ·
                  Recompensa {formatMoney(earning.rewardCents)} − comisión {formatMoney(earning.commissionCents)}
                  {earning.customsTaxText ? ` · ${earning.customsTaxText}` : ''}
                </p>
                {earning.advancedCents > 0 ? (
                  <>
                    <div className={content.row} data-testid="precio-adelantado">
                      <span className={content.meta}>Precio del producto que adelantaste</span>
                      <strong>{formatMoney(earning.advancedCents)}</strong>
                    </div>
                    <div className={content.row} data-testid="recompensa-neta">
                      <span className={content.meta}>Tu recompensa menos la comisión</span>
                      <strong>{formatMoney(earning.rewardCents - earning.commissionCents)}</strong>
                    </div>
                  </>
                ) : null}
              </Card>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
