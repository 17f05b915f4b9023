/** The notification texts of a partial refund (decision 049), spread into `NOTIFICATION_TEXTS`. */
import type { NotificationDraft } from '#src/services/notification-texts';

export const PARTIAL_REFUND_TEXTS = {
  /** Both parties: the lower receipt's difference went back to the buyer (issue 37). */
  receiptRefunded: (o: {
    recipientId: string;
    orderId: string;
    productName: string;
    amountText: string;
    toBuyer: boolean;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'receipt_refunded',
    title: o.toBuyer ? 'Te devolvimos la diferencia' : 'Se devolvió la diferencia a quien compró',
    text: o.toBuyer
      ? `Se te devolvieron ${o.amountText}: el comprobante de "${o.productName}" fue menor que el precio retenido.`
      : `Se devolvieron ${o.amountText} a quien compró: el comprobante de "${o.productName}" fue menor que el precio retenido. Tu pago se liberó sobre el precio del comprobante.`,
    link: `/pedidos/${o.orderId}`,
    orderId: o.orderId,
  }),
} as const;
