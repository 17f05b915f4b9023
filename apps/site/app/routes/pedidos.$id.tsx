// The request page: one request as this viewer sees it, and what they can do with it. The parts
// and the actions (one module per intent group) are in features/request/.
import {
  redirect,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { Suspense, lazy } from 'react';
import {
  NO_NOTES_TEXT,
  allowanceCheck,
  allowanceCheckText,
  argentinaDay,
  deliveryWindow,
  flagFor,
  formatMoney,
  orderPriceUsd,
  orderRewardCents,
  rewardRange,
  trustRefusal,
  tripDeadline,
  tripsThatBring,
  topUpDue,
} from '@cg/domain';
import { Card, Link, StatusBadge } from '@cg/ui';
import { getBackend, getMarketplace, imageUrl } from '#app/lib/marketplace.client';
import { guestActor, loadCurrentUser } from '#app/lib/session';
import { BackToRequests } from '#app/components/first-paint/PageIntros';
import { ensureExamples } from '#app/lib/examples.client';
import { keepFormWhenSessionEnded, text } from '#app/lib/forms';
import { isAbout, isOf, reloadOnlyFor, type Concern } from '#app/lib/change-concerns';
import { deadlineText, formatDay, formatDeadline } from '#app/lib/format';
import { ProductImage } from '#app/components/market/ProductImage';
import { awaitsPayment } from '#app/components/market/PayLink';
import { CustomsClauseNote } from '#app/components/market/CustomsClause';
import { acceptRequest } from '#app/features/request/actions/accept';
import { inviteTraveller } from '#app/features/request/actions/invite';
import { Matches } from '#app/features/request/Matches';
import { cancellationStep, isCancellationIntent } from '#app/features/request/actions/cancellation';
import { disputeStep, isDisputeIntent } from '#app/features/request/actions/dispute';
import { orderStep } from '#app/features/request/actions/order-step';
import { isOfferIntent, offerStep } from '#app/features/request/actions/offers';
import { MakeOffer, OffersSection } from '#app/features/request/Offers';
import { Cancellation } from '#app/features/request/Cancellation';
import { Dispute } from '#app/features/request/Dispute';
import { RequestAction } from '#app/features/request/RequestAction';
import { RequestFacts } from '#app/features/request/RequestFacts';
import { Receipt } from '#app/features/request/Receipt';
import { Refunds } from '#app/features/request/Refunds';
import { receiptStep } from '#app/features/request/actions/receipt';
import { topUpStep } from '#app/features/request/actions/top-up';
import { savedCardItem } from '#app/lib/card-form';
import type * as RestrictionsAndFlags from '#app/features/request/RestrictionsAndFlags';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/market.css';

// Rating the other party (stars, a comment: react-aria's radio group and text area) is only for
// the two parties of a completed delivery: its code loads for them alone (decision 024).
const PendingReviews = lazy(() =>
  import('#app/components/market/Reviews').then((m) => ({ default: m.PendingReviews })),
);

// The restricted-items rules (every rule's words) and the flags' drawings, about 9 KiB gzip: the
// loader fetches them beside the request's data instead of before it (decision 024), and the page
// draws them with the rest, so nothing moves in later.
let restrictionsAndFlags: typeof RestrictionsAndFlags | null = null;
const loadRestrictionsAndFlags = () =>
  import('#app/features/request/RestrictionsAndFlags').then((m) => {
    restrictionsAndFlags = m;
  });

// The landed-cost estimate is for the request's owner alone: its code loads for them.
const RequestLandedCost = lazy(() =>
  import('#app/components/market/LandedCost').then((m) => ({ default: m.RequestLandedCost })),
);

/** Who the page's last load showed: the request's buyer and the viewer (rootConcerns' way, decision 038). */
let shown: { readonly people: readonly string[]; readonly loggedIn: boolean } | null = null;

/**
 * What the request page shows changes with this request (its status, its offers, its invitations),
 * its buyer's or the viewer's public record, and for a logged-in viewer their trips (the ones that
 * bring it), payments and reviews. Another request, a chat, a notification: nothing here (the
 * header's are the root's). A visitor's page costs nothing on someone else's publish.
 */
const requestPageConcerns: Concern = (change, args) => {
  if (shown === null || isOf(change, 'session')) return true;
  if (isOf(change, 'requests')) return isAbout(change, args.currentParams.id);
  if (isOf(change, 'users')) return shown.people.some((id) => isAbout(change, id));
  return shown.loggedIn && isOf(change, 'trips', 'payments', 'reviews');
};

// A refusal because the session ended keeps the page (and what was typed) as it is.
export const shouldRevalidate = reloadOnlyFor(requestPageConcerns, keepFormWhenSessionEnded);

export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const extrasLoaded = loadRestrictionsAndFlags();
  extrasLoaded.catch(() => undefined); // awaited below; a redirect before that must not leave it unhandled
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
  shown = { people: [request.userId, ...(user ? [user.id] : [])], loggedIn: user !== null };
  // The order as one of its two parties sees it (cancellation and refund). Asked only by its parties
  // (the owner; the traveller who accepted it, even once cancelled, gets 'go_to_chat'), so the many
  // who just read the request never get the API's "not found" in their console.
  const isParty = user !== null && (action === 'own_request' || action === 'go_to_chat');
  // A traveller who may accept chooses the trip that brings it (decision 026): their trips from the
  // request's country returning today or later (Argentina's day, as the server counts), soonest first.
  const mayAccept = user !== null && action === 'accept';
  const verified = user?.verificationStatus === 'verified';
  // Its buyer's active request: the trips that match it, to invite (decision 046).
  const mayInvite = user !== null && action === 'own_request' && request.status === 'active';
  // Decision 045: the offers this person may see (the buyer all, a traveller their own).
  const [order, requester, ownTrips, offers, standing, matches] = await Promise.all([
    isParty ? m.requests.order(actor, request.id) : null,
    request.userId === 'guest' ? null : m.accounts.profile(actor, request.userId),
    mayAccept ? m.trips.mine(actor) : [],
    user ? m.offers.forRequest(actor, request.id) : [],
    // Issue 37 (decision 047): the traveller's allowance ledger and trust tier, to say before accepting
    // what this order does to the month's franchise, or why it is out of reach.
    mayAccept && verified ? m.trips.standing(actor) : null,
    mayInvite ? m.matching.forRequest(actor, request.id) : null,
  ]);
  const today = argentinaDay();
  const trips = tripsThatBring(request.country, ownTrips, today);
  const priceUsdCents = orderPriceUsd({ ...request, payment: null }).cents;
  const checkOn = (trip: (typeof trips)[number] | null) =>
    standing
      ? allowanceCheck(standing.months, {
          productName: request.productName,
          productUrl: request.productUrl,
          priceUsdCents,
          trip,
          today,
        })
      : null;
  const customsOn = (trip: (typeof trips)[number] | null) => {
    const check = checkOn(trip);
    return check ? allowanceCheckText(check) : [];
  };
  // Issue 37 (decision 047): when it crosses the franchise, the dialog asks who pays the tax.
  const crossingOn = (trip: (typeof trips)[number] | null) => {
    const check = checkOn(trip);
    return check?.crosses
      ? { excessText: formatMoney(check.excessUsdCents), taxText: formatMoney(check.taxUsdCents) }
      : null;
  };
  // The dispute's photos (decision 026), resolved to URLs the page can show.
  const photoIds = order?.dispute?.statements.flatMap((st) => st.photos) ?? [];
  const photoUrls: Record<string, string> = {};
  for (const id of photoIds) {
    const url = await imageUrl(id);
    if (url) photoUrls[id] = url;
  }
  // The purchase receipt's download (decision 050): the API's route, or this browser's copy.
  const receipt = order?.purchaseReceipt;
  const receiptDownload = receipt ? await getBackend().receiptDownload(actor, request.id, receipt.fileId) : null;
  // Decision 052: the buyer's cards, to approve the top-up a higher receipt asks for.
  const approvesTopUp = order !== null && order.userId === user?.id && topUpDue(order) !== null;
  const savedCards = approvesTopUp
    ? (await m.paymentMethods.list(actor)).filter((c) => !c.expired).map(savedCardItem)
    : [];
  await extrasLoaded;
  return {
    request,
    order,
    photoUrls,
    receiptDownload,
    savedCards,
    // When the page loaded: past the deadline, the buyer is offered the refund (the server decides).
    loadedAt: Date.now(),
    requester: requester ? { id: requester.id, name: requester.name } : null,
    action,
    matches,
    viewer: user ? { id: user.id, verified } : null,
    outOfReach: standing ? (trustRefusal(standing.trust, priceUsdCents)?.description ?? null) : null,
    noTripCustoms: customsOn(null),
    noTripCrossing: crossingOn(null),
    trips: trips.map((t) => ({
      customsNote: customsOn(t),
      customsCrossing: crossingOn(t),
      id: t.id,
      originCountry: t.originCountry,
      originFlag: flagFor(t.originCountry),
      departureText: formatDay(t.departureDate),
      returnText: formatDay(t.returnDate),
      deadlineText: formatDeadline(tripDeadline(t.returnDate)),
      firstDate: deliveryWindow(t.returnDate).from,
      lastDate: deliveryWindow(t.returnDate).to,
    })),
    offers,
  };
}

/** Every form of the page posts here with its intent: accepting, cancelling, the dispute's steps. */
export async function clientAction({ request, params }: ClientActionFunctionArgs) {
  const data = await request.formData();
  const intent = text(data, 'intent');
  const id = params.id ?? '';
  if (isDisputeIntent(intent)) return orderStep(id, () => disputeStep(intent, id, data));
  if (isCancellationIntent(intent)) return orderStep(id, () => cancellationStep(intent, id));
  if (isOfferIntent(intent)) return offerStep(intent, id, data);
  if (intent === 'upload-receipt') return orderStep(id, () => receiptStep(id, data));
  if (intent === 'approve-top-up') return orderStep(id, () => topUpStep(id, data));
  if (intent === 'invite') return inviteTraveller(id, text(data, 'trip'));
  if (intent !== 'accept') return null;
  return acceptRequest(id, text(data, 'trip') || null, text(data, 'customsPayer') || null);
}

export const meta: MetaFunction = ({ data }) => {
  const request = (data as Awaited<ReturnType<typeof clientLoader>> | undefined)?.request;
  return [{ title: request ? `${request.productName} - Pedido - Conexión Global` : 'Pedido - Conexión Global' }];
};

export default function Pedido() {
  const {
    request,
    order,
    photoUrls,
    receiptDownload,
    savedCards,
    loadedAt,
    requester,
    action,
    viewer,
    trips,
    offers,
    outOfReach,
    noTripCustoms,
    noTripCrossing,
    matches,
  } = useLoaderData<typeof clientLoader>();
  const extras = restrictionsAndFlags;
  const range = rewardRange(request.rewardCents);
  // Decision 045: a traveller may offer while the request is active and they have no live offer on it.
  const offerProps = {
    requestId: request.id,
    role: action === 'own_request' ? ('buyer' as const) : viewer ? ('traveller' as const) : null,
    offers,
    trips,
    range: { min: range.minCents / 100, max: range.maxCents / 100 },
    requestRewardCents: request.rewardCents,
    country: request.country,
    mayOffer:
      action === 'accept' &&
      request.status === 'active' &&
      !offers.some((o) => o.status === 'open' || o.status === 'countered'),
    verified: viewer?.verified ?? false,
    outOfReach,
    open: request.status === 'active',
  };
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
          {extras ? <extras.RequestRestrictions request={request} /> : null}
          <RequestFacts request={request} requester={requester} Flag={extras?.Flag ?? null} />
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
            country={request.country}
            trips={trips}
            outOfReach={outOfReach}
            noTripCustoms={noTripCustoms}
            noTripCrossing={noTripCrossing}
            payment={order && viewer && awaitsPayment(order, viewer.id) ? order : null}
            order={
              order && order.userId === viewer?.id && (order.status === 'accepted' || order.status === 'paid')
                ? { acceptedByName: order.acceptedByName, paid: order.status === 'paid' }
                : null
            }
          />
          <MakeOffer {...offerProps} />
          <OffersSection {...offerProps} />
          {matches ? <Matches country={request.country} trips={matches} /> : null}
          {/* A paid order's deadline is in its dispute panel (below); an accepted one's is said here. */}
          {order?.status === 'accepted' ? <p>{deadlineText(order)}</p> : null}
          {order && viewer ? (
            <Receipt order={order} viewerId={viewer.id} download={receiptDownload} savedCards={savedCards} />
          ) : null}
          {/* Decision 053: the receipts pack, for both parties once paid. */}
          {order?.payment && viewer ? (
            <p>
              <Link href={`/pedidos/${request.id}/comprobantes`}>Comprobantes del pedido (imprimir o descargar)</Link>
            </p>
          ) : null}
          {order && viewer ? <Refunds order={order} viewerId={viewer.id} /> : null}
          {order?.customsClause ? <CustomsClauseNote clause={order.customsClause} /> : null}
          {order && viewer ? <Dispute order={order} viewerId={viewer.id} photoUrls={photoUrls} now={loadedAt} /> : null}
          {order && viewer ? <Cancellation order={order} viewerId={viewer.id} /> : null}
          {viewer && request.status === 'completed' ? (
            <Suspense fallback={null}>
              <PendingReviews userId={viewer.id} orderId={request.id} />
            </Suspense>
          ) : null}
          {/* What bringing it costs is the buyer's question: the estimate is for the request's owner
              (the domain's own_request, a guest owner included), not for travellers or visitors; and
              not once the request is cancelled, when nothing is brought (issue 35 item 17). */}
          {action === 'own_request' && request.status !== 'cancelled' ? (
            <Suspense fallback={null}>
              {/* An order's money is its agreed reward when an offer set one (decision 045). */}
              <RequestLandedCost request={order ? { ...request, rewardCents: orderRewardCents(order) } : request} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
