import type { CardPaymentRecord } from './records';
import { cardRejectionText } from '@cg/domain/rules/payment-rejections';
import { paymentMessages } from '../errors';

export interface PaymentOutcomeMessage {
  readonly tone: 'positive' | 'neutral' | 'critical';
  readonly title: string;
  readonly description: string;
}

/** The Spanish toast for a payment's outcome (a declined card is an outcome, not an error). @internal */
export function describePaymentOutcome(
  payment: Pick<CardPaymentRecord, 'status' | 'statusDetail'>,
): PaymentOutcomeMessage {
  switch (payment.status) {
    case 'approved':
      return {
        tone: 'positive',
        title: '¡Pago Exitoso!',
        description: 'Tu pago fue aprobado y queda en garantía hasta que recibas tu producto.',
      };
    case 'in_process':
      return {
        tone: 'neutral',
        title: 'Pago en proceso',
        description: 'Estamos esperando la confirmación del pago. Te avisaremos cuando se acredite.',
      };
    case 'rejected':
      return {
        tone: 'critical',
        title: 'Pago rechazado',
        description: cardRejectionText(payment.statusDetail),
      };
    case 'cancelled':
      return { tone: 'critical', ...paymentMessages.cancelled };
  }
}
