import { useId, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import * as s from './OrderDispute.css';

/** Where a paid order's way out stands, as a party or support sees it (decision 026). @internal */
export const orderDisputeStates = ['deadlinePending', 'deadlinePassed', 'open', 'refunded', 'released'] as const;
export type OrderDisputeState = (typeof orderDisputeStates)[number];

/** One party's side, already in words. */
export interface DisputeStatementItem {
  /** "Quien compró (Ana G.)", "Viajero (Tomás P.)". */
  who: string;
  /** The reason's label ("El producto no fue entregado"). */
  reason: string;
  text: string;
  /** Photo URLs. */
  photos?: readonly string[];
}

export interface OrderDisputeProps {
  state: OrderDisputeState;
  /** The delivery deadline, already formatted ("18 de diciembre de 2026"). */
  deadline: string;
  /** Both parties' statements, for the dispute states. */
  statements?: readonly DisputeStatementItem[];
  /** The amount refunded or released, already formatted. */
  amount?: string;
  /** Support's message to both parties, once it resolved the dispute. */
  message?: string;
  /** What the viewer may do now (cancel for a refund, open a dispute, add their side). */
  children?: ReactNode;
  /** @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

function copy(state: OrderDisputeState, deadline: string, amount: string) {
  switch (state) {
    case 'deadlinePending':
      return {
        title: `Fecha límite de entrega: ${deadline}`,
        text: 'El dinero queda en garantía hasta que se confirme la entrega con el código. Si pasa esta fecha sin entrega, quien compró podrá cancelar y recibir el reembolso. Si hay un problema, cualquiera de los dos puede abrir una disputa.',
      };
    case 'deadlinePassed':
      return {
        title: 'Pasó la fecha límite de entrega',
        text: `La fecha límite era el ${deadline}. Quien compró puede cancelar el pedido y recibir el reembolso completo, sin esperar al viajero.`,
      };
    case 'open':
      return {
        title: 'Disputa abierta',
        text: 'Soporte está revisando lo que contaron. El dinero sigue en garantía y no se puede confirmar la entrega hasta que soporte decida.',
      };
    case 'refunded':
      return {
        title: 'Disputa resuelta: reembolso',
        text: `Soporte reembolsó ${amount} a quien compró. El pedido quedó cancelado.`,
      };
    case 'released':
      return {
        title: 'Disputa resuelta: pago liberado',
        text: `Soporte liberó el pago al viajero: ${amount} se acreditaron en su billetera. El pedido quedó entregado.`,
      };
  }
}

/** The statements of a dispute, each with its photos. */
export function DisputeStatements({ statements }: { statements: readonly DisputeStatementItem[] }) {
  return (
    <ul className={s.statements}>
      {statements.map((st, i) => (
        <li key={i} className={s.statement}>
          <p className={s.who}>
            {st.who}: {st.reason}
          </p>
          <p className={s.description}>{st.text}</p>
          {st.photos && st.photos.length > 0 ? (
            <ul className={s.photos} aria-label={`Fotos de ${st.who}`}>
              {st.photos.map((src, j) => (
                <li key={src} style={{ listStyle: 'none' }}>
                  <a href={src} target="_blank" rel="noreferrer">
                    <img className={s.photo} src={src} alt={`Foto ${j + 1} de ${st.who}`} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A paid order's way out, for one of its parties: the delivery deadline (and, past it, the buyer's
 * right to cancel for a refund), an open dispute with both sides, or how support resolved it. A
 * labelled region, announced politely when it changes (support's decision arrives live).
 */
export function OrderDispute({
  state,
  deadline,
  statements = [],
  amount = '',
  message,
  children,
  headingLevel = 2,
  className,
}: OrderDisputeProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const { title, text } = copy(state, deadline, amount);
  return (
    <Card
      variant="sunken"
      padding="md"
      gap="sm"
      role="region"
      aria-labelledby={id}
      aria-live="polite"
      data-state={state}
      data-tone={state === 'open' || state === 'deadlinePassed' ? 'critical' : 'neutral'}
      className={className}
    >
      <Heading id={id} className={s.title}>
        {title}
      </Heading>
      <p className={s.description}>{text}</p>
      {message && (state === 'refunded' || state === 'released') ? (
        <p className={s.description}>
          <strong>Mensaje de soporte:</strong> {`«${message}»`}
        </p>
      ) : null}
      {statements.length > 0 && state !== 'deadlinePending' && state !== 'deadlinePassed' ? (
        <DisputeStatements statements={statements} />
      ) : null}
      {children ? <div className={s.actions}>{children}</div> : null}
    </Card>
  );
}
