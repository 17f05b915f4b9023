import {
  redirect,
  useFetcher,
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX, MESSAGES, isDomainError, statusLabel } from '@cg/domain';
import { Button, Card, Link as UiLink, TextField } from '@cg/ui';
import { getMarketplace } from '#app/lib/marketplace.client';
import { text, toFormFailure, type FormFailure } from '#app/lib/forms';
import { currentActor, requireUser } from '#app/lib/session';
import { toastError } from '#app/lib/toast';
import * as page from '#app/styles/page.css';
import * as styles from '#app/styles/traveller.css';
import * as chat from './chat.css';

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const [title, description] = MESSAGES.chatLoginRequired;
  const user = await requireUser(request, { title, description });
  const orderId = params.orderId ?? '';
  const marketplace = getMarketplace();
  try {
    // Spec §6: only the buyer and the accepting traveller; anyone else goes to /dashboard.
    const messages = await marketplace.chats.messages({ id: user.id }, orderId);
    const order = await marketplace.requests.get(orderId);
    if (!order) throw redirect('/dashboard');
    const iAmBuyer = order.userId === user.id;
    const buyer = iAmBuyer ? null : await marketplace.accounts.getPublicProfile(order.userId);
    const other = iAmBuyer ? (order.acceptedByName ?? 'Viajero') : buyer ? `${buyer.firstName} ${buyer.lastName.charAt(0)}.` : 'Comprador';
    return { me: user.id, order, messages, iAmBuyer, other, otherId: iAmBuyer ? order.acceptedBy : order.userId };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    toastError(error);
    throw redirect('/dashboard');
  }
}

export const meta: MetaFunction = ({ data: raw }) => {
  const data = raw as { order: { productName: string } } | undefined;
  return [
  { title: data ? `Chat: ${data.order.productName} - Conexión Global` : 'Chat - Conexión Global' },
];
};

export async function clientAction({ request, params }: ClientActionFunctionArgs): Promise<FormFailure | { ok: true }> {
  const data = await request.formData();
  try {
    await getMarketplace().chats.send(await currentActor(), params.orderId ?? '', text(data, 'text'));
    return { ok: true };
  } catch (error) {
    const failure = toFormFailure(error);
    toastError(failure);
    return failure;
  }
}

const timeFormat = new Intl.DateTimeFormat('es-AR', { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'short' });

export default function Chat() {
  const { me, order, messages, iAmBuyer, other, otherId } = useLoaderData<typeof clientLoader>();
  const fetcher = useFetcher<typeof clientAction>();
  const [draft, setDraft] = useState('');
  const sending = fetcher.state !== 'idle';
  const blank = draft.trim().length === 0;
  const logRef = useRef<HTMLOListElement>(null);
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;

  // Clear the box only once the message is stored; on failure what was typed stays.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) setDraft('');
  }, [fetcher.state, fetcher.data]);

  // Newest message in view (new ones also arrive from the other tab through root revalidation).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  return (
    <main className={page.narrow}>
      <div className={styles.actions}>
        <UiLink href="/dashboard" variant="standalone">
          ← Volver a Mi Cuenta
        </UiLink>
      </div>
      <div>
        <h1 className={page.title}>Chat con {other}</h1>
        <p className={styles.muted}>
          Pedido: <UiLink href={`/pedidos/${order.id}`}>{order.productName}</UiLink> · {statusLabel(order.status)}
          {otherId ? (
            <>
              {' '}
              · <UiLink href={`/profile/${otherId}`}>Ver perfil de {other}</UiLink>
            </>
          ) : null}
        </p>
        {!iAmBuyer && order.status === 'paid' ? (
          <p>
            <UiLink href={`/confirmar-entrega/${order.id}`} variant="button-secondary">
              Confirmar Entrega
            </UiLink>
          </p>
        ) : null}
      </div>
      <Card padding="none" gap="none" className={chat.panel}>
        <ol ref={logRef} className={chat.log} role="log" aria-live="polite" aria-label={`Mensajes con ${other}`} tabIndex={0}>
          {messages.length === 0 ? (
            <li className={chat.empty}>Todavía no hay mensajes. Escribí el primero para coordinar la entrega.</li>
          ) : (
            messages.map((m) => {
              const mine = m.senderId === me;
              const at = new Date(m.timestamp);
              return (
                <li key={m.id} className={mine ? chat.mine : chat.theirs}>
                  <span className={chat.meta}>
                    {mine ? 'Vos' : m.senderName} · <time dateTime={m.timestamp}>{`${dayFormat.format(at)}, ${timeFormat.format(at)}`}</time>
                  </span>
                  <span className={chat.text}>{m.text}</span>
                </li>
              );
            })
          )}
        </ol>
        <fetcher.Form
          method="post"
          className={chat.composer}
          onSubmit={(event) => {
            if (sending || blank) event.preventDefault(); // blank messages are never sent
          }}
        >
          <TextField
            name="text"
            label="Mensaje"
            placeholder="Escribe un mensaje..."
            value={draft}
            onChange={setDraft}
            maxLength={CHAT_MESSAGE_MAX}
            autoComplete="off"
            isInvalid={Boolean(failure)}
            errorMessage={failure?.description}
            className={chat.input}
          />
          <Button type="submit" isDisabled={blank} isPending={sending} pendingLabel="Enviando...">
            Enviar
          </Button>
        </fetcher.Form>
      </Card>
    </main>
  );
}
