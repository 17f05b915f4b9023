/**
 * The receipts pack of an order (issue 37, decision 053): what a traveller shows at customs and a
 * buyer keeps — the request, the agreed terms, the customs clause, the purchase receipt, the
 * payment(s), refunds and the release — as ordered sections of Spanish labels and formatted
 * values. Pure: the site's printable page, the ui component and the API's PDF all draw this one
 * list, so the three say the same thing.
 *
 * Only what the two parties already see of each other: names (as the order shows them), the
 * trip's countries, dates and way of entry, the money and the provider's ids. Never an e-mail, a
 * phone, a document number, a card, a delivery code or an idempotency key.
 */
import { ENTRY_WAY_LABELS, type EntryWay } from '#src/labels';
import { formatDate } from '#src/format';
import { commissionCents, formatMoney, orderRewardCents, type Cents } from '#src/money';
import type { OrderView } from '#src/projections';
import { customsClauseText } from '#src/rules/customs-clause';
import { releaseOf } from '#src/rules/order-money';
import { refundsOf } from '#src/rules/order-refunds';
import { DESTINATION_COUNTRY } from '#src/countries';

/** The trip that brings the order, as the pack names it (null: accepted without a trip). */
export interface PackTrip {
  readonly originCountry: string;
  readonly province: string;
  readonly departureDate: string;
  readonly returnDate: string;
  readonly entryWay: EntryWay;
}

/** What the pack is drawn from: the order as one of its parties sees it, both names and the trip. */
export interface ReceiptsPackSource {
  readonly order: OrderView;
  readonly buyerName: string;
  readonly travellerName: string;
  readonly trip: PackTrip | null;
}

/**
 * One movement of the buyer's money, as the pack lists it: the checkout, an approved top-up
 * (decision 052) and every refund, partial or cancelling (decision 049) — `packMovements` is the
 * one place that reads them.
 */
export type PackMovement =
  | {
      readonly kind: 'payment' | 'top_up';
      /** The provider's payment id. */
      readonly providerId: string;
      readonly usdCents: Cents;
      readonly at: string | null;
    }
  | {
      readonly kind: 'refund';
      readonly providerId: string | null;
      readonly usdCents: Cents;
      readonly at: string;
      readonly status: NonNullable<OrderView['refund']>['status'];
      readonly reason: NonNullable<OrderView['refund']>['reason'];
    };

/**
 * Every movement of the order's money, in the order they happened.
 * @internal Exported for its own test: the one place the lists of decisions 049 and 052 enter.
 */
export function packMovements(
  order: Pick<OrderView, 'payment' | 'paidAt' | 'refund' | 'refunds' | 'topUp'>,
): readonly PackMovement[] {
  const movements: PackMovement[] = [];
  if (order.payment) {
    movements.push({
      kind: 'payment',
      providerId: order.payment.paymentId,
      usdCents: order.payment.totalUsdCents,
      at: order.paidAt,
    });
  }
  const topUp = order.topUp;
  if (topUp?.status === 'approved' && topUp.paymentId) {
    movements.push({
      kind: 'top_up',
      providerId: topUp.paymentId,
      usdCents: topUp.amountUsdCents,
      at: topUp.decidedAt ?? topUp.requestedAt,
    });
  }
  for (const refund of refundsOf(order)) {
    movements.push({
      kind: 'refund',
      providerId: refund.refundId,
      usdCents: refund.amountUsdCents,
      at: refund.decidedAt ?? refund.requestedAt,
      status: refund.status,
      reason: refund.reason,
    });
  }
  return movements;
}

export interface PackLine {
  readonly label: string;
  readonly value: string;
}

export type PackSectionId = 'request' | 'terms' | 'clause' | 'receipt' | 'payments' | 'refunds' | 'release';

export interface PackSection {
  readonly id: PackSectionId;
  readonly title: string;
  readonly lines: readonly PackLine[];
  /** A sentence under the lines (the clause in words, why a section is empty). */
  readonly note?: string | undefined;
}

export interface ReceiptsPack {
  readonly title: string;
  /** What the pack is and is not, under the title. */
  readonly subtitle: string;
  readonly orderId: string;
  /** The PDF's name: `conexion-global-pedido-<id>.pdf`. */
  readonly fileName: string;
  readonly sections: readonly PackSection[];
  /** The purchase receipt's file, to show (a photo) or append (a PDF); null: none uploaded. */
  readonly receiptFile: { readonly kind: 'image' | 'pdf'; readonly fileId: string } | null;
}

/** What the PDF is called when downloaded. */
const packFileName = (orderId: string): string => `conexion-global-pedido-${orderId}.pdf`;

/** Said on the pack when a PDF receipt's pages could not be appended. */
export const PACK_RECEIPT_NOT_INCLUDED = 'El comprobante adjunto no se pudo incluir; descargalo aparte.';

const REFUND_STATUS_LABELS = {
  requested: 'Solicitado',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  failed: 'En proceso (sin respuesta del proveedor)',
} as const;

const REFUND_REASON_LABELS = {
  cancellation: 'Cancelación acordada',
  overdue: 'Pedido vencido',
  dispute: 'Disputa resuelta por soporte',
  reconciliation: 'Comprobante menor que el precio retenido',
} as const;

const usd = (cents: Cents) => formatMoney(cents, 'USD');
const day = (value: string | null | undefined) => (value ? formatDate(value) : '—');
const rate = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 6 });

function requestSection(order: OrderView): PackSection {
  const lines: PackLine[] = [
    { label: 'Producto', value: order.productName },
    { label: 'Enlace', value: order.productUrl },
    { label: 'Precio publicado', value: formatMoney(order.estimatedPriceCents, order.currency) },
    { label: 'Recompensa publicada', value: usd(order.rewardCents) },
    { label: 'Origen', value: order.country },
    { label: 'Destino', value: DESTINATION_COUNTRY },
    { label: 'Publicado', value: day(order.createdAt) },
  ];
  return { id: 'request', title: 'El pedido', lines };
}

function termsSection({ order, buyerName, travellerName, trip }: ReceiptsPackSource): PackSection {
  const reward = orderRewardCents(order);
  const lines: PackLine[] = [
    { label: 'Quien compra', value: buyerName },
    { label: 'Quien viaja', value: travellerName },
    { label: 'Aceptado', value: day(order.acceptedAt) },
  ];
  if (trip) {
    lines.push(
      { label: 'Viaje', value: `De ${trip.originCountry} a ${trip.province}, ${DESTINATION_COUNTRY}` },
      { label: 'Fechas del viaje', value: `${day(trip.departureDate)} al ${day(trip.returnDate)}` },
      { label: 'Ingreso al país', value: ENTRY_WAY_LABELS[trip.entryWay] },
    );
  } else {
    lines.push({ label: 'Viaje', value: 'Sin viaje registrado' });
  }
  if (order.agreedDeliveryDate) lines.push({ label: 'Entrega acordada', value: day(order.agreedDeliveryDate) });
  lines.push({ label: order.agreedRewardCents === null ? 'Recompensa' : 'Recompensa acordada', value: usd(reward) });
  if (order.payment) {
    const p = order.payment;
    lines.push({ label: 'Tarifa de servicio (paga quien compra)', value: usd(p.serviceFeeUsdCents) });
  }
  lines.push({ label: 'Comisión de la plataforma (10 % de la recompensa)', value: usd(commissionOf(reward)) });
  return { id: 'terms', title: 'Lo acordado', lines };
}

const commissionOf = (reward: Cents): Cents => Math.min(reward, commissionCents(reward));

function clauseSection(order: OrderView): PackSection {
  const clause = order.customsClause;
  if (!clause) {
    return {
      id: 'clause',
      title: 'Cláusula aduanera',
      lines: [],
      note: 'Sin cláusula: al aceptarse, el pedido no superaba la franquicia del viajero.',
    };
  }
  return {
    id: 'clause',
    title: 'Cláusula aduanera',
    lines: [
      { label: 'Quién paga el impuesto', value: clause.payer === 'buyer' ? 'Quien compra' : 'Quien viaja' },
      { label: 'Mes de ingreso', value: formatDate(`${clause.month}-15`, 'monthYear') },
      { label: 'Exceso sobre la franquicia', value: usd(clause.excessUsdCents) },
      { label: 'Impuesto sobre el exceso', value: usd(clause.taxUsdCents) },
      { label: 'Acordada', value: day(clause.agreedAt) },
    ],
    note: customsClauseText(clause),
  };
}

function receiptSection(order: OrderView): PackSection {
  const receipt = order.purchaseReceipt;
  if (!receipt) {
    return { id: 'receipt', title: 'Comprobante de compra', lines: [], note: 'Sin comprobante de compra.' };
  }
  return {
    id: 'receipt',
    title: 'Comprobante de compra',
    lines: [
      { label: 'Monto pagado', value: formatMoney(receipt.amountCents, receipt.currency) },
      { label: 'Moneda', value: receipt.currency },
      { label: 'Fecha', value: day(receipt.uploadedAt) },
      { label: 'Archivo', value: receipt.kind === 'pdf' ? 'PDF (sus páginas van al final)' : 'Foto (adjunta)' },
    ],
  };
}

function paymentsSection(order: OrderView, movements: readonly PackMovement[]): PackSection {
  const p = order.payment;
  const lines: PackLine[] = [];
  for (const m of movements) {
    if (m.kind !== 'payment') continue;
    lines.push({ label: 'Número de pago', value: m.providerId }, { label: 'Fecha', value: day(m.at) });
  }
  if (p) {
    const price =
      order.currency === 'USD'
        ? 'Precio del producto'
        : `Precio del producto (1 ${order.currency} = US$ ${rate.format(p.usdPerUnit)}, cotización del ${day(p.rateDate)})`;
    lines.push(
      { label: price, value: usd(p.priceUsdCents) },
      { label: 'Recompensa del viajero', value: usd(p.rewardUsdCents) },
      { label: 'Tarifa de servicio', value: usd(p.serviceFeeUsdCents + (p.coupon?.discountUsdCents ?? 0)) },
    );
    if (p.coupon)
      lines.push({ label: `Descuento del cupón ${p.coupon.code}`, value: `−${usd(p.coupon.discountUsdCents)}` });
    if (p.customsTaxUsdCents > 0)
      lines.push({ label: 'Impuesto por exceso de franquicia', value: usd(p.customsTaxUsdCents) });
    lines.push({ label: 'Total pagado en garantía', value: usd(p.totalUsdCents) });
  }
  for (const m of movements) {
    if (m.kind !== 'top_up') continue;
    lines.push(
      { label: 'Pago adicional (comprobante mayor que el precio)', value: usd(m.usdCents) },
      { label: 'Número de pago adicional', value: m.providerId },
      { label: 'Fecha del pago adicional', value: day(m.at) },
    );
  }
  return {
    id: 'payments',
    title: 'El pago',
    lines,
    note: p ? undefined : 'Todavía sin pago.',
  };
}

function refundsSection(movements: readonly PackMovement[]): PackSection | null {
  const lines: PackLine[] = [];
  for (const m of movements) {
    if (m.kind !== 'refund') continue;
    lines.push(
      { label: 'Reembolso', value: usd(m.usdCents) },
      { label: 'Motivo', value: REFUND_REASON_LABELS[m.reason] },
      { label: 'Estado', value: REFUND_STATUS_LABELS[m.status] },
      { label: 'Fecha', value: day(m.at) },
    );
    if (m.providerId) lines.push({ label: 'Número de reembolso', value: m.providerId });
  }
  return lines.length > 0 ? { id: 'refunds', title: 'Reembolsos', lines } : null;
}

function releaseSection(order: OrderView): PackSection {
  const p = order.payment;
  if (order.status !== 'completed' || !p) {
    return {
      id: 'release',
      title: 'La liberación',
      lines: [],
      note:
        order.status === 'cancelled'
          ? 'Pedido cancelado: el pago no se liberó al viajero.'
          : 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
    };
  }
  // The release on the final price (decisions 049, 052): a lower receipt's, or a higher one topped up.
  const release = releaseOf(order) ?? {
    advancedUsdCents: 0,
    rewardNetUsdCents: 0,
    passThroughUsdCents: 0,
    travellerUsdCents: 0,
    platformUsdCents: 0,
    refundUsdCents: 0,
  };
  const lines: PackLine[] = [
    { label: 'Fecha', value: day(order.completedAt) },
    { label: 'Precio del producto, al viajero (lo adelantó)', value: usd(release.advancedUsdCents) },
    { label: 'Recompensa menos comisión, al viajero', value: usd(release.rewardNetUsdCents) },
  ];
  if (release.passThroughUsdCents > 0) {
    lines.push({ label: 'Impuesto por exceso, al viajero (sin comisión)', value: usd(release.passThroughUsdCents) });
  }
  lines.push(
    { label: 'Total al viajero', value: usd(release.travellerUsdCents) },
    { label: 'Tarifas de la plataforma (servicio + comisión)', value: usd(release.platformUsdCents) },
  );
  if (release.refundUsdCents > 0) {
    lines.push({ label: 'Devuelto a quien compró (comprobante menor)', value: usd(release.refundUsdCents) });
  }
  return { id: 'release', title: 'La liberación', lines };
}

/** The pack of one order, its sections in the order a reader needs them. */
export function receiptsPack(source: ReceiptsPackSource): ReceiptsPack {
  const { order } = source;
  const movements = packMovements(order);
  const refunds = refundsSection(movements);
  const sections: PackSection[] = [
    requestSection(order),
    termsSection(source),
    clauseSection(order),
    receiptSection(order),
    paymentsSection(order, movements),
    ...(refunds ? [refunds] : []),
    releaseSection(order),
  ];
  return {
    title: `Comprobantes del pedido: ${order.productName}`,
    subtitle: 'Conexión Global · Resumen del pedido para quien compra y quien viaja. No es una factura fiscal.',
    orderId: order.id,
    fileName: packFileName(order.id),
    sections,
    receiptFile: order.purchaseReceipt
      ? { kind: order.purchaseReceipt.kind, fileId: order.purchaseReceipt.fileId }
      : null,
  };
}
