import { redirect, useLoaderData, type MetaFunction } from '@remix-run/react';
import { DISPUTE_REASONS, formatMoney, type DisputeCase, formatDate } from '@cg/domain';
import { Link, SupportDisputes, type SupportDisputeItem } from '@cg/ui';
import { getMarketplace, imageUrl } from '#app/lib/marketplace.client';
import { currentActor } from '#app/lib/session';
import { ContactMessages, isContactMessage } from '#app/components/market/ContactMessages';
import * as page from '#app/styles/page.css';

export const meta: MetaFunction = () => [{ title: 'Soporte - Conexión Global' }];

/** Support's page (decision 026): anyone else is sent to the home page, as for a page that is not there. */
export async function clientLoader() {
  const m = getMarketplace();
  const actor = await currentActor();
  if (!actor || !(await m.disputes.isSupport(actor))) throw redirect('/');
  const [cases, notifications] = await Promise.all([m.disputes.listOpen(actor), m.notifications.list(actor)]);
  const contactMessages = notifications.filter(isContactMessage);
  const photoUrls: Record<string, string> = {};
  for (const id of cases.flatMap((c) => c.order.dispute?.statements.flatMap((st) => st.photos) ?? [])) {
    const url = await imageUrl(id);
    if (url) photoUrls[id] = url;
  }
  return { cases, photoUrls, contactMessages };
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
    actions: (
      <Link href={`/soporte/${c.order.id}`} variant="button-primary">
        Ver el caso y resolver
      </Link>
    ),
  };
}

export default function Soporte() {
  const { cases, photoUrls, contactMessages } = useLoaderData<typeof clientLoader>();
  return (
    <main className={page.page}>
      <h1 className={page.title}>Soporte: disputas abiertas</h1>
      <SupportDisputes items={cases.map((c) => itemOf(c, photoUrls))} />
      <ContactMessages messages={contactMessages} />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
