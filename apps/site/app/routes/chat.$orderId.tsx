import { useCallback, useEffect, useRef } from 'react';
import {
  redirect,
  useFetcher,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { MESSAGES, customsClauseText, isDomainError, statusLabel } from '@cg/domain';
import { ChatPanel, Icon, Link as UiLink } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { keepFormWhenSessionEnded, text, toFormFailure, type FormFailure } from '#app/lib/forms';
import { isAbout, isOf, reloadOnlyFor } from '#app/lib/change-concerns';
import { SUBMISSION_FIELD, submissionOf, useSubmissionKey } from '#app/lib/submission';
import { currentActor, requireUser } from '#app/lib/session';
import { toastError } from '#app/lib/toast';
import { deadlineText } from '#app/lib/format';
import { PayLink, awaitsPayment } from '#app/components/market/PayLink';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';

/** The other person of the chat last loaded: whose rename reloads it. */
let shownOther: string | null = null;

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const [title, description] = MESSAGES.chatLoginRequired;
  const user = await requireUser(request, { title, description });
  const orderId = params.orderId ?? '';
  const marketplace = getMarketplace();
  try {
    // Spec §6: only the buyer and the accepting traveller; anyone else goes to /dashboard.
    const actor = { id: user.id };
    const [messages, order] = await Promise.all([
      marketplace.chats.messages(actor, orderId),
      marketplace.requests.order(actor, orderId),
    ]);
    if (!order) throw redirect('/dashboard');
    const iAmBuyer = order.userId === user.id;
    const buyer = iAmBuyer ? null : await marketplace.accounts.profile(actor, order.userId);
    const other = iAmBuyer ? (order.acceptedByName ?? 'Viajero') : buyer ? buyer.shortName : 'Comprador';
    const otherId = iAmBuyer ? order.acceptedBy : order.userId;
    shownOther = otherId;
    return { me: user.id, order, messages, iAmBuyer, other, otherId };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // The API answers "not found" for a chat that is not the person's, as for one that does not
    // exist (it never says which): here both are the spec's 'No tienes acceso a este chat.'.
    if (error.code === 'not_found') {
      const [forbiddenTitle, forbiddenDescription] = MESSAGES.chatForbidden;
      toastError({ title: forbiddenTitle, description: forbiddenDescription });
    } else toastError(error);
    throw redirect('/dashboard');
  }
}

export const meta: MetaFunction = ({ data: raw }) => {
  const data = raw as { order: { productName: string } } | undefined;
  return [{ title: data ? `Chat: ${data.order.productName} - Conexión Global` : 'Chat - Conexión Global' }];
};

export async function clientAction({ request, params }: ClientActionFunctionArgs): Promise<FormFailure | { ok: true }> {
  const data = await request.formData();
  try {
    await getMarketplace().chats.send(
      await currentActor(),
      params.orderId ?? '',
      text(data, 'text'),
      submissionOf(data),
    );
    return { ok: true };
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

/**
 * Sends through this route's action and resolves to whether it was stored, so the composer keeps
 * the draft when it was not (the action has already toasted why). It resolves once the fetcher is
 * idle again, i.e. after the revalidation: the message shows in the log as the draft clears.
 */
function useSendMessage() {
  const fetcher = useFetcher<typeof clientAction>();
  const { submit, state, data } = fetcher;
  // One key per message sent: a send repeated on a bad network is stored once.
  const submissionKey = useSubmissionKey(state !== 'idle');
  // Every action run returns a new object, so a different `data` means "this send has answered".
  const waiting = useRef<{ before: typeof data; resolve: (sent: boolean) => void } | null>(null);

  useEffect(() => {
    const w = waiting.current;
    if (!w || state !== 'idle' || data === w.before) return;
    waiting.current = null;
    w.resolve(data?.ok === true);
  }, [state, data]);
  // Leaving the page mid-send: nobody waits for the answer any more.
  useEffect(() => () => waiting.current?.resolve(false), []);

  const send = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) => {
        waiting.current = { before: data, resolve };
        submit({ text: message, [SUBMISSION_FIELD]: submissionKey }, { method: 'post' });
      }),
    [submit, data, submissionKey],
  );
  return { send, sending: state !== 'idle' };
}

/**
 * The person sees the chat: what the other party wrote is read (issue 35 item 12, decision 017).
 * On opening with the page visible, on each message of theirs arriving while it is, and on coming
 * back to a hidden tab that received one meanwhile. The domain's read mark clears the conversation's
 * "(N nuevos)" and its "new message" notifications; its change reaches this person's other tabs
 * and devices through the live stream, so their counts drop too.
 */
function useMarkReadWhenSeen(orderId: string, me: string, messages: readonly { id: string; senderId: string }[]) {
  const latestFromOther = messages.findLast((m) => m.senderId !== me)?.id ?? null;
  // What was last marked for this chat: null until the chat is first seen.
  const marked = useRef<{ orderId: string; latest: string | null } | null>(null);

  useEffect(() => {
    const markIfSeen = () => {
      if (document.visibilityState !== 'visible') return;
      const last = marked.current;
      if (last?.orderId === orderId && last.latest === latestFromOther) return;
      marked.current = { orderId, latest: latestFromOther };
      getMarketplace()
        .chats.markRead({ id: me }, orderId)
        .catch(() => {
          // Not marked (offline, session ended): try again on the next message or visit.
          marked.current = null;
        });
    };
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [orderId, me, latestFromOther]);
}

export default function Chat() {
  const { me, order, messages, iAmBuyer, other, otherId } = useLoaderData<typeof clientLoader>();
  const { send, sending } = useSendMessage();
  useMarkReadWhenSeen(order.id, me, messages);

  return (
    <main className={page.narrow}>
      <div className={styles.actions}>
        <UiLink href="/dashboard" variant="standalone">
          <Icon name="arrowLeft" /> Volver a Mi Cuenta
        </UiLink>
        {iAmBuyer && awaitsPayment(order, me) ? <PayLink id={order.id} productName={order.productName} /> : null}
        {!iAmBuyer && order.status === 'paid' ? (
          <UiLink href={`/confirmar-entrega/${order.id}`} variant="button-secondary">
            Confirmar Entrega
          </UiLink>
        ) : null}
      </div>
      {/* New messages from the other person (or another tab) arrive through the root's
          revalidation on stored changes: the loader re-reads the chat, no reload needed. */}
      <ChatPanel
        headingLevel={1}
        title={`Chat con ${other}`}
        subtitle={
          <>
            Pedido: <UiLink href={`/pedidos/${order.id}`}>{order.productName}</UiLink> · {statusLabel(order.status)}
            {deadlineText(order) ? <> · {deadlineText(order)}</> : null}
            {otherId ? (
              <>
                {' '}
                · <UiLink href={`/profile/${otherId}`}>Ver perfil de {other}</UiLink>
              </>
            ) : null}
            {/* Issue 37: who pays the tax on the excess, as agreed when the order was made. */}
            {order.customsClause ? <> · {customsClauseText(order.customsClause)}</> : null}
            {/* Decision 053: the receipts pack, once paid. */}
            {order.payment ? (
              <>
                {' '}
                · <UiLink href={`/pedidos/${order.id}/comprobantes`}>Comprobantes</UiLink>
              </>
            ) : null}
          </>
        }
        messages={messages}
        currentUserId={me}
        isSending={sending}
        emptyMessage="Todavía no hay mensajes. Escribe el primero para coordinar la entrega."
        onSend={send}
      />
    </main>
  );
}

// A refusal because the session ended keeps the page (and what was typed) as it is.
/**
 * This chat's messages and its order (a message, a read mark, the order's status) and the other
 * person's name; another chat or a new request elsewhere changes nothing here (decision 038).
 */
export const shouldRevalidate = reloadOnlyFor(
  (change, { currentParams }) =>
    (isOf(change, 'chats', 'requests') && isAbout(change, currentParams.orderId)) ||
    (isOf(change, 'users') && isAbout(change, shownOther)),
  keepFormWhenSessionEnded,
);
export { RouteErrorBoundary as ErrorBoundary } from '#app/components/RouteErrorLater';
