import {
  redirect,
  useFetcher,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { useState } from 'react';
import { DISPUTE_REASONS, disputeOutcomeTexts, formatMoney, type DisputeCaseDetail } from '@cg/domain';
import { Button, SupportCase, TextArea, type SupportCaseMoneyRow } from '@cg/ui';
import { ConfirmDialog } from '#app/components/market/ConfirmDialog';
import { getMarketplace, imageUrl } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { toFormFailure, text } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

export const meta: MetaFunction = () => [{ title: 'Caso de soporte - Conexión Global' }];

const dateTime = new Intl.DateTimeFormat('es-AR', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

/**
 * Support's case of one disputed order (issue 35 item 2, decision 026): anyone else is sent home,
 * as for a page that is not there. Reading it under an open dispute shows the order's chat, and the
 * domain tells both parties in that chat.
 */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const m = getMarketplace();
  const actor = await currentActor();
  if (!actor || !(await m.disputes.isSupport(actor))) throw redirect('/');
  const found = await m.disputes.caseOf(actor, params.id ?? '');
  const photoUrls: Record<string, string> = {};
  for (const id of found.order.dispute?.statements.flatMap((st) => st.photos) ?? []) {
    const url = await imageUrl(id);
    if (url) photoUrls[id] = url;
  }
  return { found, photoUrls };
}

export async function clientAction({ request, params }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const outcome = text(data, 'outcome') === 'refund' ? 'refund' : 'release';
  try {
    await getMarketplace().disputes.resolve(await currentActor(), params.id ?? '', outcome, text(data, 'message'));
    toast({
      title: 'Disputa resuelta',
      description:
        outcome === 'refund'
          ? 'Se reembolsó el pago a quien compró. Las dos partes recibieron tu mensaje.'
          : 'Se liberó el pago al viajero. Las dos partes recibieron tu mensaje.',
      variant: 'success',
    });
    return { ok: true as const };
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

/** The money of the case, and what each outcome moves. */
function moneyOf(c: DisputeCaseDetail): { rows: SupportCaseMoneyRow[]; outcomes: string[] } {
  const m = c.money;
  if (!m) return { rows: [], outcomes: [] };
  const rows: SupportCaseMoneyRow[] = [
    { label: 'Precio del producto', value: formatMoney(m.priceUsdCents, 'USD') },
    { label: 'Recompensa del viajero', value: formatMoney(m.rewardUsdCents, 'USD') },
    { label: 'Tarifa de servicio', value: formatMoney(m.serviceFeeUsdCents, 'USD') },
  ];
  if (m.coupon)
    rows.push({ label: `Cupón ${m.coupon.code}`, value: `− ${formatMoney(m.coupon.discountUsdCents, 'USD')}` });
  rows.push({ label: 'En garantía', value: formatMoney(m.totalUsdCents, 'USD'), isTotal: true });
  return {
    rows,
    outcomes: [...disputeOutcomeTexts(m, c)],
  };
}

/** A message to both parties, then one of the two outcomes, confirmed in a dialog. */
function Resolve({ found }: { found: DisputeCaseDetail }) {
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== 'idle';
  const [message, setMessage] = useState('');
  const [asked, setAsked] = useState<'refund' | 'release' | null>(null);
  const failed = fetcher.data && 'fieldErrors' in fetcher.data ? fetcher.data.fieldErrors.message : undefined;
  const short = message.trim().length < 10;
  const [tried, setTried] = useState(false);
  const error =
    failed ??
    (tried && short ? 'Escribe a las dos partes, en 10 a 1000 caracteres, por qué se resolvió así.' : undefined);
  // Resolved: the confirmation closes (the page reloads the case, now resolved).
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data && 'ok' in fetcher.data) setAsked(null);
  }
  const ask = (outcome: 'refund' | 'release') => {
    setTried(true);
    if (!short) setAsked(outcome);
  };
  const { outcomes } = moneyOf(found);
  return (
    <>
      <TextArea
        label="Mensaje para las dos partes"
        description="Lo reciben en su notificación y queda en el historial del pedido."
        value={message}
        onChange={setMessage}
        maxLength={1000}
        rows={4}
        isRequired
        isInvalid={error !== undefined}
        errorMessage={error}
      />
      <div className={styles.actions}>
        <Button onPress={() => ask('refund')}>Reembolsar al comprador</Button>
        <Button variant="secondary" onPress={() => ask('release')}>
          Liberar al viajero
        </Button>
      </div>
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={asked === 'refund' ? '¿Reembolsar a quien compró?' : '¿Liberar el pago al viajero?'}
      >
        <p>{asked === 'refund' ? outcomes[0] : outcomes[1]} No se puede deshacer.</p>
        <p>{`Tu mensaje: «${message.trim()}»`}</p>
        <fetcher.Form method="post" className={styles.actions}>
          <input type="hidden" name="outcome" value={asked ?? ''} />
          <input type="hidden" name="message" value={message} />
          <Button type="submit" isPending={busy} pendingLabel="Resolviendo...">
            {asked === 'refund' ? 'Confirmar reembolso' : 'Confirmar liberación'}
          </Button>
          <Button variant="secondary" onPress={() => setAsked(null)}>
            Volver
          </Button>
        </fetcher.Form>
      </ConfirmDialog>
    </>
  );
}

export default function SoporteCaso() {
  const { found, photoUrls } = useLoaderData<typeof clientLoader>();
  const dispute = found.order.dispute;
  const { rows, outcomes } = moneyOf(found);
  const status =
    dispute?.status === 'open'
      ? `Disputa abierta el ${when(dispute.openedAt)}`
      : dispute?.status === 'refunded'
        ? 'Resuelta: reembolso'
        : 'Resuelta: pago liberado';
  return (
    <main className={page.page}>
      <h1 className={page.title}>{`Caso de soporte: ${found.order.productName}`}</h1>
      <SupportCase
        productName={found.order.productName}
        orderHref={`/pedidos/${found.order.id}`}
        buyerName={found.buyerName}
        travellerName={found.travellerName}
        status={status}
        money={rows}
        outcomes={outcomes}
        statements={(dispute?.statements ?? []).map((st) => ({
          who: st.role === 'buyer' ? `Quien compró (${found.buyerName})` : `Viajero (${found.travellerName})`,
          reason: DISPUTE_REASONS[st.reason],
          text: st.text,
          photos: st.photos.flatMap((id) => (photoUrls[id] ? [photoUrls[id]] : [])),
        }))}
        history={found.history.map((h) => ({ at: when(h.at), text: h.text }))}
        chat={found.chat?.map((m) => ({ who: m.senderName, at: when(m.timestamp), text: m.text })) ?? null}
        actions={dispute?.status === 'open' && found.order.status === 'paid' ? <Resolve found={found} /> : undefined}
      />
    </main>
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
export { keepFormWhenSessionEnded as shouldRevalidate } from '#app/lib/forms';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
