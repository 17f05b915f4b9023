import { useId, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import * as s from './OrderCancellation.css';

/** Where cancelling an accepted or paid order stands, as one party sees it (decision 022). @internal */
export const orderCancellationStates = [
  'proposedByYou',
  'proposedToYou',
  'refundRequested',
  'refundRejected',
  'refundFailed',
  'cancelled',
  'refunded',
  'refundedDuringDispute',
  'overdueRefunded',
] as const;
export type OrderCancellationState = (typeof orderCancellationStates)[number];

export interface OrderCancellationProps {
  state: OrderCancellationState;
  /** Who the other party is, in words ("Tomás P.", "Quien compró"). */
  otherName: string;
  /**
   * The person reading bought the product: the refund is hers, said in the second person ("se te
   * reembolsaron…") rather than "…a quien compró".
   * @default false
   */
  viewerIsBuyer?: boolean;
  /** The refund, already formatted ("US$ 389,99"), for the refund states. */
  refundAmount?: string;
  /** The buttons that fit the state (accept, decline, withdraw, try again). */
  children?: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
  className?: string;
}

function copy(state: OrderCancellationState, other: string, amount: string, buyer: boolean) {
  switch (state) {
    case 'proposedByYou':
      return {
        title: 'Propusiste cancelar este pedido',
        text: `Falta que ${other} acepte o rechace la cancelación. Mientras tanto, el pedido sigue en curso.`,
      };
    case 'proposedToYou':
      return {
        title: `${other} propone cancelar este pedido`,
        text: buyer
          ? 'Si aceptas, el pedido se cancela para los dos; si ya estaba pagado, se te reembolsa el pago.'
          : 'Si aceptas, el pedido se cancela para los dos; si ya estaba pagado, se reembolsa el pago a quien compró.',
      };
    case 'refundRequested':
      return {
        title: 'Reembolso en curso',
        text: `Pedimos al proveedor de pagos que devuelva ${amount}. El pedido se cancela cuando lo confirme.`,
      };
    case 'refundRejected':
      return {
        title: 'Reembolso rechazado',
        text: 'El proveedor de pagos rechazó el reembolso. El pedido sigue pagado y el dinero sigue en garantía: no se perdió nada. Pueden intentarlo de nuevo.',
      };
    case 'refundFailed':
      return {
        title: 'Reembolso pendiente',
        text: 'El proveedor de pagos no respondió a tiempo: todavía no sabemos si hizo el reembolso. El pedido queda en pausa hasta saberlo y no se perdió nada. Pueden reintentarlo: nunca se reembolsa dos veces.',
      };
    case 'refunded':
      return {
        title: 'Pedido cancelado y reembolsado',
        text: buyer
          ? `Se cancelaron de común acuerdo y se te reembolsaron ${amount}.`
          : `Se cancelaron de común acuerdo y se reembolsaron ${amount} a quien compró.`,
      };
    case 'refundedDuringDispute':
      return {
        title: 'Pedido cancelado y reembolsado',
        text: `Se cancelaron de común acuerdo mientras había una disputa abierta, y se reembolsaron ${amount} a quien compró. La disputa quedó cerrada sin decisión de soporte.`,
      };
    case 'overdueRefunded':
      return {
        title: 'Pedido cancelado y reembolsado',
        text: `Quien compró canceló el pedido porque pasó la fecha límite de entrega, y se le reembolsaron ${amount}.`,
      };
    case 'cancelled':
      return { title: 'Pedido cancelado', text: 'Este pedido se canceló. No se realizó ningún cobro.' };
  }
}

/**
 * Where cancelling an order stands, for one of its two parties: who proposed it and what is
 * missing, the refund's state when it was paid (with the reassurance that nothing was lost when
 * the provider refused, and — when it did not answer — that the order waits until it is known
 * whether the refund was made; decision 031), and the buttons that fit. A labelled region, announced
 * politely when it changes (the other party's answer arrives live).
 */
export function OrderCancellation({
  state,
  otherName,
  viewerIsBuyer = false,
  refundAmount = '',
  children,
  headingLevel = 2,
  className,
}: OrderCancellationProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const { title, text } = copy(state, otherName, refundAmount, viewerIsBuyer);
  const critical = state === 'refundRejected' || state === 'refundFailed';
  return (
    <Card
      variant="sunken"
      padding="md"
      gap="sm"
      role="region"
      aria-labelledby={id}
      aria-live="polite"
      data-state={state}
      data-tone={critical ? 'critical' : 'neutral'}
      className={className}
    >
      <Heading id={id} className={s.title}>
        {title}
      </Heading>
      <p className={s.description}>{text}</p>
      {children ? <div className={s.actions}>{children}</div> : null}
    </Card>
  );
}
