import type { CardPaymentRecord } from './client';
import type { KnownStatusDetail } from './wire';
import { paymentMessages } from '../errors';

export interface PaymentOutcomeMessage {
  readonly tone: 'positive' | 'neutral' | 'critical';
  readonly title: string;
  readonly description: string;
}

const rejectedDescriptions: Partial<Record<KnownStatusDetail, string>> = {
  cc_rejected_insufficient_amount: 'Tu tarjeta no tiene fondos suficientes. Prueba con otro medio de pago.',
  cc_rejected_bad_filled_security_code:
    'El código de seguridad de la tarjeta no es correcto. Revísalo e inténtalo de nuevo.',
  cc_rejected_bad_filled_date: 'La fecha de vencimiento de la tarjeta no es correcta. Revísala e inténtalo de nuevo.',
  cc_rejected_bad_filled_card_number: 'El número de tarjeta no es correcto. Revísalo e inténtalo de nuevo.',
  cc_rejected_call_for_authorize: 'Debes autorizar este pago con el banco emisor de tu tarjeta.',
  cc_rejected_high_risk: 'El pago fue rechazado por seguridad. Prueba con otra tarjeta.',
  cc_rejected_duplicated_payment: 'Ya hiciste un pago por este monto. Si necesitas volver a pagar, usa otra tarjeta.',
};

const genericRejection = 'Tu tarjeta rechazó el pago. Prueba con otra tarjeta o medio de pago.';

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
        description: rejectedDescriptions[payment.statusDetail as KnownStatusDetail] ?? genericRejection,
      };
    case 'cancelled':
      return { tone: 'critical', ...paymentMessages.cancelled };
  }
}
