import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as s from './ChatPanel.css';

/** One message, as stored under `chats[requestId]` (spec §3). */
export interface ChatPanelMessage {
  id: string;
  /** Plain text; rendered as text (never as HTML), line breaks kept. */
  text: string;
  senderId: string;
  senderName: string;
  /** ISO date-time. */
  timestamp: string;
}

export interface ChatPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The conversation, oldest first. */
  messages: readonly ChatPanelMessage[];
  /** The viewer's id: their messages are aligned to the end and labelled "Tú". */
  currentUserId: string;
  /**
   * Called with the trimmed text when a non-blank message is sent (button or Enter). The draft is
   * cleared only once the send succeeded: return (or resolve to) `false`, or throw / reject, and
   * the text stays in the composer to try again; telling the user why is the caller's job (e.g. a
   * toast). While a returned promise is pending the composer shows its sending state.
   */
  onSend?: (text: string) => boolean | undefined | Promise<boolean | undefined>;
  /** A message is on its way (e.g. the page's own submission): the composer waits. @default false */
  isSending?: boolean;
  /** Whether the viewer may read this chat; without access only `noAccessMessage` is shown. @default true */
  hasAccess?: boolean;
  /** Shown without access. @default 'No tienes acceso a este chat.' */
  noAccessMessage?: string;
  /** Slot under the no-access message (e.g. a link back to /dashboard). */
  noAccessAction?: ReactNode;
  /** Heading. @default 'Chat' */
  title?: string;
  /** Line under the heading (e.g. the product and the other person). */
  subtitle?: ReactNode;
  /** Shown while there are no messages. @default 'Aún no hay mensajes. ¡Escribe el primero!' */
  emptyMessage?: string;
  /** Time zone of the message times; fixed so the same chat reads the same everywhere. @default 'America/Argentina/Buenos_Aires' */
  timeZone?: string;
  /** Initial text of the composer (e.g. a draft). @default '' */
  defaultDraft?: string;
  /** Heading level of the title. @default 2 */
  headingLevel?: 1 | 2 | 3;
}

/** The chat between a buyer and the accepting traveller: a live log of messages and a composer. */
export function ChatPanel({
  messages,
  currentUserId,
  onSend,
  isSending = false,
  hasAccess = true,
  noAccessMessage = 'No tienes acceso a este chat.',
  noAccessAction,
  title = 'Chat',
  subtitle,
  emptyMessage = 'Aún no hay mensajes. ¡Escribe el primero!',
  timeZone = 'America/Argentina/Buenos_Aires',
  defaultDraft = '',
  headingLevel = 2,
  className,
  ...props
}: ChatPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const [draft, setDraft] = useState(defaultDraft);
  // A send of ours in flight (onSend's promise), on top of the page's `isSending`.
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const logRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = isSending || pending;
  const canSend = draft.trim().length > 0 && !busy;

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const time = new Intl.DateTimeFormat('es-AR', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });

  /**
   * Focus stays in the textarea: clicking "Enviar" moved it to the button, which is pending during
   * the send and disabled once the draft is empty. (A focused button going pending would also be
   * announced on its own; the outcome already is: the new message in the log, or the page's error.)
   */
  const refocus = () => {
    const form = formRef.current;
    const active = document.activeElement;
    // Only when focus is still in the composer (or lost): never pull it from where the user went meanwhile.
    if (form && (!active || active === document.body || form.contains(active))) form.querySelector('textarea')?.focus();
  };

  const send = async () => {
    const text = draft.trim();
    if (!text || busy || inFlight.current) return;
    inFlight.current = true;
    refocus();
    let sent = false;
    try {
      const result = onSend?.(text);
      // Only a real wait shows "Enviando..."; a synchronous answer does not flash it.
      if (result instanceof Promise) setPending(true);
      sent = (await result) !== false;
    } finally {
      // On failure (false, or a throw, which still propagates) the draft stays as typed.
      inFlight.current = false;
      setPending(false);
      if (sent) setDraft('');
      refocus();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  const keyDown = (e: KeyboardEvent) => {
    // Enter sends, Shift+Enter starts a new line.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <section {...props} aria-label={title} className={[s.root, className].filter(Boolean).join(' ')}>
      <header className={s.header}>
        <Heading className={s.title}>{title}</Heading>
        {subtitle && <p className={s.subtitle}>{subtitle}</p>}
      </header>
      {!hasAccess ? (
        <div className={s.noAccess} role="alert">
          <p>{noAccessMessage}</p>
          {noAccessAction}
        </div>
      ) : (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable for keyboard users (axe: scrollable-region-focusable) */}
          <div ref={logRef} className={s.log} role="log" aria-live="polite" aria-label="Mensajes" tabIndex={0}>
            {messages.length === 0 ? (
              <p className={s.empty}>{emptyMessage}</p>
            ) : (
              <ol className={s.list}>
                {messages.map((m) => {
                  const own = m.senderId === currentUserId;
                  const date = new Date(m.timestamp);
                  return (
                    <li key={m.id} className={s.item({ own })}>
                      <span className={s.meta}>
                        <span className={s.sender}>{own ? 'Tú' : m.senderName}</span>
                        <VisuallyHidden>, </VisuallyHidden>
                        <time dateTime={m.timestamp}>{Number.isNaN(date.getTime()) ? '' : time.format(date)}</time>
                        <VisuallyHidden>:</VisuallyHidden>
                      </span>
                      <p className={s.bubble({ own })}>{m.text}</p>
                    </li>
                  );
                })}
              </ol>
            )}
          </div>
          <form ref={formRef} className={s.composer} onSubmit={submit} aria-label="Enviar mensaje">
            <TextArea
              aria-label="Mensaje"
              placeholder="Escribe un mensaje..."
              rows={2}
              value={draft}
              onChange={setDraft}
              onKeyDown={keyDown}
              isReadOnly={busy}
              className={s.field}
            />
            <Button
              type="submit"
              isDisabled={!canSend && !busy}
              isPending={busy}
              pendingLabel="Enviando..."
              className={s.send}
            >
              Enviar
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
