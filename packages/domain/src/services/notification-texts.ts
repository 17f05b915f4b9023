/**
 * What each notification says (the Spanish texts of each kind, in one place) and the draft the
 * use cases hand to `notify` (services/notifications.ts), which records it.
 */
import type { NotificationKind } from '#src/schemas/notification';
import { PARTIAL_REFUND_TEXTS } from '#src/services/refund-texts';

const PREVIEW_MAX = 120;
const preview = (text: string) => (text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text);

export interface NotificationDraft {
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly text: string;
  readonly link: string;
  readonly orderId?: string | null;
  /**
   * A fixed id: the notification stored under it replaces the one before (unread again, the
   * newest). The alerts' one a day per person (decision 046): the away-mail sends one per id.
   */
  readonly id?: string;
}

/** The Spanish texts of each kind, in one place. */
export const NOTIFICATION_TEXTS = {
  requestAccepted: (o: {
    buyerId: string;
    orderId: string;
    productName: string;
    travellerName: string;
  }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'request_accepted',
    title: '¡Tu pedido fue aceptado!',
    text: `${o.travellerName} aceptó traer "${o.productName}". Coordina por el chat y realiza el pago para confirmar.`,
    link: `/chat/${o.orderId}`,
    orderId: o.orderId,
  }),
  paymentHeld: (o: { travellerId: string; orderId: string; productName: string }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'payment_held',
    title: 'Pago retenido en garantía',
    text: `Quien compró pagó "${o.productName}". El dinero queda en garantía hasta que entregues el producto y confirmes con su código.`,
    link: `/chat/${o.orderId}`,
    orderId: o.orderId,
  }),
  newMessage: (o: {
    recipientId: string;
    orderId: string;
    senderName: string;
    text: string;
    count: number;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'new_message',
    title: o.count > 1 ? `${o.count} mensajes nuevos de ${o.senderName}` : `Nuevo mensaje de ${o.senderName}`,
    text: preview(o.text),
    link: `/chat/${o.orderId}`,
    orderId: o.orderId,
  }),
  codeReissued: (o: { travellerId: string; orderId: string; productName: string }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'code_reissued',
    title: 'Nuevo código de entrega',
    text: `Quien compró generó un nuevo código de seguridad para "${o.productName}". El anterior ya no sirve: pídele el nuevo cuando le entregues el producto.`,
    link: `/confirmar-entrega/${o.orderId}`,
    orderId: o.orderId,
  }),
  /** To the buyer, once, when the fifth wrong try locks her code (issue 35 item 13). */
  codeLocked: (o: { buyerId: string; orderId: string; productName: string }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'code_locked',
    title: 'Tu código de entrega se bloqueó',
    text: `Se ingresó un código incorrecto 5 veces para "${o.productName}" y ya no sirve. Genera un código nuevo desde Mi Cuenta y dalo solo cuando tengas el producto en tus manos.`,
    link: '/dashboard',
    orderId: o.orderId,
  }),
  deliveryConfirmed: (o: {
    buyerId: string;
    orderId: string;
    productName: string;
    travellerName: string;
  }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'delivery_confirmed',
    title: 'Entrega confirmada',
    text: `${o.travellerName} confirmó la entrega de "${o.productName}" y se liberó el pago. ¡Deja tu reseña!`,
    link: '/dashboard',
    orderId: o.orderId,
  }),
  cancellationProposed: (o: {
    recipientId: string;
    orderId: string;
    productName: string;
    proposerName: string;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'cancellation_proposed',
    title: 'Propuesta de cancelación',
    text: `${o.proposerName} propone cancelar "${o.productName}". Acéptala o recházala desde el pedido.`,
    link: `/pedidos/${o.orderId}`,
    orderId: o.orderId,
  }),
  cancellationDeclined: (o: {
    recipientId: string;
    orderId: string;
    productName: string;
    name: string;
    withdrawn: boolean;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'cancellation_declined',
    title: o.withdrawn ? 'Propuesta de cancelación retirada' : 'Cancelación rechazada',
    text: o.withdrawn
      ? `${o.name} retiró su propuesta de cancelar "${o.productName}". El pedido sigue en curso.`
      : `${o.name} no aceptó cancelar "${o.productName}". El pedido sigue en curso.`,
    link: `/pedidos/${o.orderId}`,
    orderId: o.orderId,
  }),
  orderCancelled: (o: {
    recipientId: string;
    orderId: string;
    productName: string;
    refundText: string | null;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'order_cancelled',
    title: 'Pedido cancelado',
    text: `Se canceló "${o.productName}" de común acuerdo.${o.refundText ? ` ${o.refundText}` : ''}`,
    link: `/pedidos/${o.orderId}`,
    orderId: o.orderId,
  }),
  overdueCancelled: (o: {
    recipientId: string;
    orderId: string;
    productName: string;
    /** The recipient is the buyer who cancelled: she reads "Cancelaste…". */
    byYou: boolean;
    refundText: string;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'order_cancelled',
    title: 'Pedido cancelado',
    text: `${o.byYou ? 'Cancelaste' : 'Quien compró canceló'} "${o.productName}" porque pasó la fecha límite de entrega. ${o.refundText}`,
    link: `/pedidos/${o.orderId}`,
    orderId: o.orderId,
  }),
  disputeOpened: (o: {
    recipientId: string;
    orderId: string;
    productName: string;
    name: string;
    reason: string;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'dispute_opened',
    title: 'Disputa abierta',
    text: `${o.name} abrió una disputa sobre "${o.productName}": ${o.reason}. El dinero sigue en garantía hasta que soporte la resuelva; puedes contar tu versión desde el pedido.`,
    link: `/pedidos/${o.orderId}`,
    orderId: o.orderId,
  }),
  disputeResolved: (o: {
    recipientId: string;
    orderId: string;
    productName: string;
    outcome: 'refunded' | 'released';
    amountText: string;
    /** Support's message to both parties. */
    message: string;
    /** The recipient is the buyer: the refund is said to her ("te devolvemos…"). */
    toBuyer: boolean;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'dispute_resolved',
    title: 'Disputa resuelta',
    text:
      (o.outcome === 'refunded'
        ? `Soporte resolvió la disputa sobre "${o.productName}" con un reembolso: ${o.amountText} ${o.toBuyer ? 'vuelven a ti' : 'vuelven a quien compró'} y el pedido queda cancelado.`
        : `Soporte resolvió la disputa sobre "${o.productName}" a favor del viajero: ${o.amountText} se acreditan en su billetera y el pedido queda entregado.`) +
      ` Mensaje de soporte: «${o.message}»`,
    link: `/pedidos/${o.orderId}`,
    orderId: o.orderId,
  }),
  /** A payment approved after its order was cancelled, given back (decision 022). */
  latePaymentRefunded: (o: {
    recipientId: string;
    orderId: string;
    productName: string;
    refundText: string;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'order_cancelled',
    title: 'Pago devuelto',
    text: `Llegó un pago de "${o.productName}" después de la cancelación y se devolvió. ${o.refundText}`,
    link: `/pedidos/${o.orderId}`,
    orderId: o.orderId,
  }),
  /** To a support account: the contact form's message, whole, with whom to answer (decision 044). */
  contactMessage: (o: { supportId: string; name: string; email: string; message: string }): NotificationDraft => ({
    userId: o.supportId,
    kind: 'contact_message',
    title: `Mensaje de contacto de ${o.name}`,
    text: `${o.email} escribió: ${o.message}`,
    link: '/soporte',
    orderId: null,
  }),
  verificationFinished: (o: { userId: string; title: string; text: string }): NotificationDraft => ({
    userId: o.userId,
    kind: 'verification_finished',
    title: o.title,
    text: o.text,
    link: '/dashboard',
    orderId: null,
  }),
  reviewReceived: (o: {
    subjectId: string;
    orderId: string;
    authorName: string;
    rating: number;
    productName: string;
  }): NotificationDraft => ({
    userId: o.subjectId,
    kind: 'review_received',
    title: 'Recibiste una reseña',
    text: `${o.authorName} te calificó con ${o.rating} ${o.rating === 1 ? 'estrella' : 'estrellas'}${o.productName ? ` por "${o.productName}"` : ''}.`,
    link: `/profile/${o.subjectId}`,
    orderId: o.orderId,
  }),
  withdrawalUpdated: (o: { userId: string; title: string; text: string }): NotificationDraft => ({
    userId: o.userId,
    kind: 'withdrawal_updated',
    title: o.title,
    text: o.text,
    link: '/wallet',
    orderId: null,
  }),
  // Offers (decision 045): each step told to the other person; the link opens the request page,
  // where the offers are, or the chat once the order is made.
  offerMade: (o: {
    buyerId: string;
    requestId: string;
    productName: string;
    travellerName: string;
    reward: string;
  }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'offer_made',
    title: 'Nueva oferta en tu pedido',
    text: `${o.travellerName} ofrece traer "${o.productName}" por ${o.reward}. Acéptala, recházala o haz una contraoferta.`,
    link: `/pedidos/${o.requestId}`,
    orderId: o.requestId,
  }),
  offerWithdrawn: (o: {
    buyerId: string;
    requestId: string;
    productName: string;
    travellerName: string;
  }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'offer_withdrawn',
    title: 'Oferta retirada',
    text: `${o.travellerName} retiró su oferta para "${o.productName}".`,
    link: `/pedidos/${o.requestId}`,
    orderId: o.requestId,
  }),
  offerCountered: (o: {
    travellerId: string;
    requestId: string;
    productName: string;
    reward: string;
  }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'offer_countered',
    title: 'Te hicieron una contraoferta',
    text: `Quien pidió "${o.productName}" propone una recompensa de ${o.reward}. Acéptala o recházala desde el pedido.`,
    link: `/pedidos/${o.requestId}`,
    orderId: o.requestId,
  }),
  offerDeclined: (o: { travellerId: string; requestId: string; productName: string }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'offer_declined',
    title: 'Oferta rechazada',
    text: `Quien pidió "${o.productName}" no aceptó tu oferta.`,
    link: `/pedidos/${o.requestId}`,
    orderId: o.requestId,
  }),
  counterDeclined: (o: {
    buyerId: string;
    requestId: string;
    productName: string;
    travellerName: string;
  }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'counter_declined',
    title: 'Contraoferta rechazada',
    text: `${o.travellerName} no aceptó tu contraoferta para "${o.productName}". Su oferta original sigue en pie.`,
    link: `/pedidos/${o.requestId}`,
    orderId: o.requestId,
  }),
  offerAccepted: (o: {
    travellerId: string;
    orderId: string;
    productName: string;
    reward: string;
  }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'offer_accepted',
    title: '¡Aceptaron tu oferta!',
    text: `Quien pidió "${o.productName}" aceptó tu oferta por ${o.reward}. Coordinen por el chat.`,
    link: `/chat/${o.orderId}`,
    orderId: o.orderId,
  }),
  counterAccepted: (o: {
    buyerId: string;
    orderId: string;
    productName: string;
    travellerName: string;
    reward: string;
  }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'counter_accepted',
    title: '¡Aceptaron tu contraoferta!',
    text: `${o.travellerName} aceptó traer "${o.productName}" por ${o.reward}. Coordina por el chat y realiza el pago para confirmar.`,
    link: `/chat/${o.orderId}`,
    orderId: o.orderId,
  }),
  offerClosed: (o: { travellerId: string; requestId: string; productName: string }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'offer_closed',
    title: 'El pedido ya tiene viajero',
    text: `"${o.productName}" se acordó con otro viajero: tu oferta quedó cerrada.`,
    link: `/pedidos/${o.requestId}`,
    orderId: o.requestId,
  }),
  offerEndedByCancel: (o: { travellerId: string; requestId: string; productName: string }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'offer_closed',
    title: 'Pedido cancelado',
    text: `"${o.productName}": quien lo pidió lo canceló; tu oferta ya no está vigente.`,
    // The request is gone from the lists (deleted, it has no page): other requests are.
    link: '/pedidos',
    orderId: o.requestId,
  }),
  // Matching and alerts (issue 36, decision 046).
  tripInvitation: (o: {
    travellerId: string;
    requestId: string;
    buyerName: string;
    productName: string;
    country: string;
    reward: string;
  }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'trip_invitation',
    title: `${o.buyerName} te invita a traer su pedido`,
    text: `"${o.productName}", que se compra en ${o.country}, coincide con tu viaje. Recompensa: ${o.reward}.`,
    link: `/pedidos/${o.requestId}`,
    orderId: null,
  }),
  requestAlert: (o: {
    travellerId: string;
    day: string;
    requestId: string;
    productName: string;
    country: string;
    reward: string;
  }): NotificationDraft => ({
    id: `request_alert-${o.travellerId}-${o.day}`,
    userId: o.travellerId,
    kind: 'request_alert',
    title: 'Un pedido nuevo coincide con tu viaje',
    text: `"${o.productName}" se compra en ${o.country}, de donde vuelves. Recompensa: ${o.reward}.`,
    link: `/pedidos/${o.requestId}`,
    orderId: null,
  }),
  tripAlert: (o: {
    buyerId: string;
    day: string;
    travellerName: string;
    country: string;
    returnDate: string;
  }): NotificationDraft => ({
    id: `trip_alert-${o.buyerId}-${o.day}`,
    userId: o.buyerId,
    kind: 'trip_alert',
    title: `Un viajero vuelve desde ${o.country}`,
    text: `${o.travellerName} registró un viaje desde ${o.country} que regresa el ${o.returnDate}. Invítalo desde tu pedido.`,
    link: '/viajeros',
    orderId: null,
  }),
  ...PARTIAL_REFUND_TEXTS,
} as const;
