import { useId, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import { DisputeStatements, type DisputeStatementItem } from '../OrderDispute/OrderDispute';
import * as d from '../OrderDispute/OrderDispute.css';
import * as s from './SupportCase.css';

/** One line of the money, already formatted ("Precio del producto", "US$ 320,00"). */
export interface SupportCaseMoneyRow {
  label: string;
  value: string;
  /** The total held in escrow: shown bold. */
  isTotal?: boolean;
}

/** A line of the chat as support reads it. */
export interface SupportCaseMessage {
  who: string;
  /** Already formatted. */
  at: string;
  text: string;
}

export interface SupportCaseProps {
  productName: string;
  /** The order's page. */
  orderHref: string;
  buyerName: string;
  travellerName: string;
  /** 'open' while support decides; otherwise what it decided, in words ("Resuelta: reembolso"). */
  status: string;
  /** Price, reward, fee, coupon, the total in escrow. */
  money: readonly SupportCaseMoneyRow[];
  /** What each outcome moves, in words ("Reembolsar: US$ 389,99 vuelven a Ana García"). */
  outcomes: readonly string[];
  /** Both sides, each with its photos. */
  statements: readonly DisputeStatementItem[];
  /** The order's history, oldest first, dates already formatted. */
  history: readonly { at: string; text: string }[];
  /** The order's chat under an open dispute; null once resolved (the chat is the parties' again). */
  chat: readonly SupportCaseMessage[] | null;
  /** The resolution form (message, two outcomes, a confirmation), while it is open. */
  actions?: ReactNode;
  className?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" padding="md" gap="sm" aria-labelledby={id}>
      <h2 id={id} className={s.sectionTitle}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * Support's case of a disputed order (decision 026): the order (linked), the money and what each
 * outcome moves, both statements side by side with their photos, the order's history and — only
 * while the dispute is open — its chat, whose reading both parties are told of.
 */
export function SupportCase({
  productName,
  orderHref,
  buyerName,
  travellerName,
  status,
  money,
  outcomes,
  statements,
  history,
  chat,
  actions,
  className,
}: SupportCaseProps) {
  return (
    <div className={[s.root, className].filter(Boolean).join(' ')}>
      <Card padding="md" gap="sm">
        <p className={d.description}>{`Quien compró: ${buyerName} · Viajero: ${travellerName} · ${status}`}</p>
        <p className={d.description}>
          <Link href={orderHref}>{`Ver el pedido «${productName}»`}</Link>
        </p>
      </Card>
      <Section title="Lo que contó cada parte">
        <ul className={s.sides} aria-label="Versiones de las partes">
          {statements.map((st, i) => (
            <li key={i}>
              <DisputeStatements statements={[st]} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="El dinero">
        <dl className={s.money}>
          {money.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt className={row.isTotal ? s.moneyTotal : undefined}>{row.label}</dt>
              <dd className={[s.moneyValue, row.isTotal ? s.moneyTotal : ''].filter(Boolean).join(' ')}>{row.value}</dd>
            </div>
          ))}
        </dl>
        <ul className={s.list}>
          {outcomes.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      </Section>
      <Section title="Historial del pedido">
        <ol className={s.list}>
          {history.map((h, i) => (
            <li key={i}>
              <span className={s.muted}>{h.at}</span> — {h.text}
            </li>
          ))}
        </ol>
      </Section>
      <Section title="Chat del pedido">
        {chat === null ? (
          <p className={s.muted}>
            La disputa está resuelta: el chat vuelve a ser solo de las dos partes y soporte ya no lo lee.
          </p>
        ) : (
          <>
            <p className={s.muted}>
              Soporte lee este chat solo mientras la disputa está abierta; las dos partes ven en su chat que lo leíste.
            </p>
            {chat.length === 0 ? (
              <p className={s.muted}>No se escribieron mensajes.</p>
            ) : (
              <ol className={s.chat} aria-label="Mensajes">
                {chat.map((m, i) => (
                  <li key={i} className={s.message}>
                    <span className={d.who}>{m.who}</span> <span className={s.muted}>{m.at}</span>
                    <p className={d.description}>{m.text}</p>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </Section>
      {actions ? <Section title="Resolver">{actions}</Section> : null}
    </div>
  );
}
