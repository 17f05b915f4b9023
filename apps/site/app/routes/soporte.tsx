import {
  redirect,
  useFetcher,
  useLoaderData,
  type ClientActionFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { DISPUTE_REASONS, formatMoney, type DisputeCase, formatDate } from '@cg/domain';
import { Button, SupportDisputes, type SupportDisputeItem } from '@cg/ui';
import { getMarketplace, imageUrl } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { toFormFailure, text } from '#app/lib/forms';
import { toast, toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';

export const meta: MetaFunction = () => [{ title: 'Soporte - Conexión Global' }];

/** Support's page (decision 026): anyone else is sent to the home page, as for a page that is not there. */
export async function clientLoader() {
  const m = getMarketplace();
  const actor = await currentActor();
  if (!actor || !(await m.disputes.isSupport(actor))) throw redirect('/');
  const cases = await m.disputes.listOpen(actor);
  const photoUrls: Record<string, string> = {};
  for (const id of cases.flatMap((c) => c.order.dispute?.statements.flatMap((st) => st.photos) ?? [])) {
    const url = await imageUrl(id);
    if (url) photoUrls[id] = url;
  }
  return { cases, photoUrls };
}

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const outcome = text(data, 'outcome') === 'refund' ? 'refund' : 'release';
  try {
    await getMarketplace().disputes.resolve(await currentActor(), text(data, 'id'), outcome);
    toast({
      title: 'Disputa resuelta',
      description:
        outcome === 'refund'
          ? 'Se reembolsó el pago a quien compró. Les avisamos a los dos.'
          : 'Se liberó el pago al viajero. Les avisamos a los dos.',
      variant: 'success',
    });
    return { ok: true as const };
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

function Resolve({ id }: { id: string }) {
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== 'idle';
  const button = (outcome: 'refund' | 'release', label: string, variant?: 'secondary') => (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="outcome" value={outcome} />
      <Button type="submit" variant={variant} isPending={busy} pendingLabel="Resolviendo...">
        {label}
      </Button>
    </fetcher.Form>
  );
  return (
    <>
      {button('refund', 'Reembolsar al comprador')}
      {button('release', 'Liberar al viajero', 'secondary')}
    </>
  );
}

function itemOf(c: DisputeCase, photoUrls: Readonly<Record<string, string>>): SupportDisputeItem {
  const dispute = c.order.dispute;
  return {
    id: c.order.id,
    productName: c.order.productName,
    amount: formatMoney(c.order.payment?.totalUsdCents ?? 0, 'USD'),
    buyerName: c.buyerName,
    travellerName: c.travellerName,
    openedAt: dispute ? formatDate(dispute.openedAt, 'short') : '',
    statements: (dispute?.statements ?? []).map((st) => ({
      who: st.role === 'buyer' ? `Quien compró (${c.buyerName})` : `Viajero (${c.travellerName})`,
      reason: DISPUTE_REASONS[st.reason],
      text: st.text,
      photos: st.photos.flatMap((id) => (photoUrls[id] ? [photoUrls[id]] : [])),
    })),
    actions: <Resolve id={c.order.id} />,
  };
}

export default function Soporte() {
  const { cases, photoUrls } = useLoaderData<typeof clientLoader>();
  return (
    <main className={page.page}>
      <h1 className={page.title}>Soporte: disputas abiertas</h1>
      <SupportDisputes items={cases.map((c) => itemOf(c, photoUrls))} />
    </main>
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
export { keepFormWhenSessionEnded as shouldRevalidate } from '#app/lib/forms';
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
