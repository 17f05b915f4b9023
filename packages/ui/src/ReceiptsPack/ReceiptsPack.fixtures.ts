// The receipts pack's stories (issue 37, decision 053): one order as the domain stores it (a camera
// bought in Spain for € 800, US$ 50 of reward, paid at 1 EUR = US$ 1,08) in each state the stories
// show, its two parties and the trip that brings it; and the sections the domain's `receiptsPack`
// writes for each, written out because ui runs no domain code (decision 001).
// tooling/ui-fixtures.test.ts recomputes them from these inputs; `npm run fixtures:update`
// rewrites everything below the marker.
import type { PackTrip, ProductRequest } from '@cg/domain';
import type { ReceiptsPackSection } from './ReceiptsPack';

/** The two parties' full names and the trip, as the pack's source names them. */
export const packParties = {
  buyerName: 'Ana García',
  travellerName: 'Tomás Pérez',
  trip: {
    originCountry: 'España',
    province: 'Córdoba',
    departureDate: '2026-11-20',
    returnDate: '2026-12-05',
    entryWay: 'air_sea',
  } satisfies PackTrip,
};

/** Paid, no receipt yet: the order every other state starts from. */
const paid = {
  id: '3f2a9c1e',
  productName: 'Cámara Fujifilm X100VI',
  productUrl: 'https://tienda.example.es/fujifilm-x100vi',
  estimatedPriceCents: 80000,
  currency: 'EUR',
  rewardCents: 5000,
  country: 'España',
  category: 'tecnologia',
  status: 'paid',
  createdAt: '2026-11-01T15:00:00.000Z',
  userId: 'buyer',
  acceptedBy: 'traveller',
  acceptedByName: 'Tomás P.',
  acceptedAt: '2026-11-02T15:00:00.000Z',
  tripId: 'trip1',
  securityCode: '654321',
  paidAt: '2026-11-03T15:00:00.000Z',
  payment: {
    paymentId: 'MP-90817263',
    priceUsdCents: 86400,
    rewardUsdCents: 5000,
    serviceFeeUsdCents: 4570,
    totalUsdCents: 95970,
    customsTaxUsdCents: 0,
    usdPerUnit: 1.08,
    rateDate: '2026-11-03',
  },
} satisfies Partial<ProductRequest>;

/** The purchase receipt: € 795, uploaded on 25 November. */
const receipt = (kind: 'pdf' | 'image') => ({
  amountCents: 79500,
  currency: 'EUR' as const,
  kind,
  fileId: 'receipt-3f2a9c1e',
  uploadedAt: '2026-11-25T15:00:00.000Z',
});

/** The customs clause: US$ 364 over the franchise in December, US$ 182 of tax. */
const clause = {
  month: '2026-12',
  excessUsdCents: 36400,
  taxUsdCents: 18200,
  agreedAt: '2026-11-02T15:00:00.000Z',
};

/** The order in each state a story shows. */
export const packOrders = {
  paid,
  /** Delivered on 6 December with a lower PDF receipt: the difference given back at release. */
  delivered: {
    ...paid,
    status: 'completed',
    completedAt: '2026-12-06T15:00:00.000Z',
    purchaseReceipt: receipt('pdf'),
    refunds: [
      {
        status: 'approved',
        reason: 'reconciliation',
        attemptKey: 'reconciliation-3f2a9c1e',
        refundId: 'MP-R-6610',
        paymentId: 'MP-90817263',
        amountUsdCents: 567,
        requestedAt: '2026-12-06T15:00:00.000Z',
        decidedAt: '2026-12-06T15:00:01.000Z',
      },
    ],
  },
  /** Over the franchise, the buyer pays the tax: a line of the payment, released with no commission. */
  buyerPays: {
    ...paid,
    customsClause: { payer: 'buyer', ...clause },
    payment: { ...paid.payment, customsTaxUsdCents: 18200, totalUsdCents: 95970 + 18200 },
  },
  /** Over the franchise, the traveller pays the tax out of her reward. */
  travellerPays: { ...paid, customsClause: { payer: 'traveller', ...clause } },
  /** A photo receipt. */
  image: { ...paid, purchaseReceipt: receipt('image') },
  /** Cancelled by agreement on 10 November and refunded in full. */
  refunded: {
    ...paid,
    status: 'cancelled',
    cancelledAt: '2026-11-10T15:00:00.000Z',
    refund: {
      status: 'approved',
      reason: 'cancellation',
      attemptKey: 'cancel-3f2a9c1e',
      refundId: 'MP-R-5521',
      paymentId: null,
      amountUsdCents: 95970,
      requestedAt: '2026-11-10T15:00:00.000Z',
      decidedAt: '2026-11-11T15:00:00.000Z',
    },
  },
} satisfies Record<string, Partial<ProductRequest>>;

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const packText = {
  title: 'Comprobantes del pedido: Cámara Fujifilm X100VI',
  subtitle: 'Conexión Global · Resumen del pedido para quien compra y quien viaja. No es una factura fiscal.',
} satisfies { title: string; subtitle: string };

export const packSections = {
  paid: [
    {
      id: 'request',
      title: 'El pedido',
      lines: [
        { label: 'Producto', value: 'Cámara Fujifilm X100VI' },
        { label: 'Enlace', value: 'https://tienda.example.es/fujifilm-x100vi' },
        { label: 'Precio publicado', value: 'EUR 800,00' },
        { label: 'Recompensa publicada', value: 'US$ 50,00' },
        { label: 'Origen', value: 'España' },
        { label: 'Destino', value: 'Argentina' },
        { label: 'Publicado', value: '1 de noviembre de 2026' },
      ],
    },
    {
      id: 'terms',
      title: 'Lo acordado',
      lines: [
        { label: 'Quien compra', value: 'Ana García' },
        { label: 'Quien viaja', value: 'Tomás Pérez' },
        { label: 'Aceptado', value: '2 de noviembre de 2026' },
        { label: 'Viaje', value: 'De España a Córdoba, Argentina' },
        { label: 'Fechas del viaje', value: '20 de noviembre de 2026 al 5 de diciembre de 2026' },
        { label: 'Ingreso al país', value: 'Avión o barco' },
        { label: 'Recompensa', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio (paga quien compra)', value: 'US$ 45,70' },
        { label: 'Comisión de la plataforma (10 % de la recompensa)', value: 'US$ 5,00' },
      ],
    },
    {
      id: 'clause',
      title: 'Cláusula aduanera',
      lines: [],
      note: 'Sin cláusula: al aceptarse, el pedido no superaba la franquicia del viajero.',
    },
    { id: 'receipt', title: 'Comprobante de compra', lines: [], note: 'Sin comprobante de compra.' },
    {
      id: 'payments',
      title: 'El pago',
      lines: [
        { label: 'Número de pago', value: 'MP-90817263' },
        { label: 'Fecha', value: '3 de noviembre de 2026' },
        { label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)', value: 'US$ 864,00' },
        { label: 'Recompensa del viajero', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio', value: 'US$ 45,70' },
        { label: 'Total pagado en garantía', value: 'US$ 959,70' },
      ],
    },
    {
      id: 'release',
      title: 'La liberación',
      lines: [],
      note: 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
    },
  ],
  delivered: [
    {
      id: 'request',
      title: 'El pedido',
      lines: [
        { label: 'Producto', value: 'Cámara Fujifilm X100VI' },
        { label: 'Enlace', value: 'https://tienda.example.es/fujifilm-x100vi' },
        { label: 'Precio publicado', value: 'EUR 800,00' },
        { label: 'Recompensa publicada', value: 'US$ 50,00' },
        { label: 'Origen', value: 'España' },
        { label: 'Destino', value: 'Argentina' },
        { label: 'Publicado', value: '1 de noviembre de 2026' },
      ],
    },
    {
      id: 'terms',
      title: 'Lo acordado',
      lines: [
        { label: 'Quien compra', value: 'Ana García' },
        { label: 'Quien viaja', value: 'Tomás Pérez' },
        { label: 'Aceptado', value: '2 de noviembre de 2026' },
        { label: 'Viaje', value: 'De España a Córdoba, Argentina' },
        { label: 'Fechas del viaje', value: '20 de noviembre de 2026 al 5 de diciembre de 2026' },
        { label: 'Ingreso al país', value: 'Avión o barco' },
        { label: 'Recompensa', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio (paga quien compra)', value: 'US$ 45,70' },
        { label: 'Comisión de la plataforma (10 % de la recompensa)', value: 'US$ 5,00' },
      ],
    },
    {
      id: 'clause',
      title: 'Cláusula aduanera',
      lines: [],
      note: 'Sin cláusula: al aceptarse, el pedido no superaba la franquicia del viajero.',
    },
    {
      id: 'receipt',
      title: 'Comprobante de compra',
      lines: [
        { label: 'Monto pagado', value: 'EUR 795,00' },
        { label: 'Moneda', value: 'EUR' },
        { label: 'Fecha', value: '25 de noviembre de 2026' },
        { label: 'Archivo', value: 'PDF (sus páginas van al final)' },
      ],
    },
    {
      id: 'payments',
      title: 'El pago',
      lines: [
        { label: 'Número de pago', value: 'MP-90817263' },
        { label: 'Fecha', value: '3 de noviembre de 2026' },
        { label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)', value: 'US$ 864,00' },
        { label: 'Recompensa del viajero', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio', value: 'US$ 45,70' },
        { label: 'Total pagado en garantía', value: 'US$ 959,70' },
      ],
    },
    {
      id: 'refunds',
      title: 'Reembolsos',
      lines: [
        { label: 'Reembolso', value: 'US$ 5,67' },
        { label: 'Motivo', value: 'Comprobante menor que el precio retenido' },
        { label: 'Estado', value: 'Aprobado' },
        { label: 'Fecha', value: '6 de diciembre de 2026' },
        { label: 'Número de reembolso', value: 'MP-R-6610' },
      ],
    },
    {
      id: 'release',
      title: 'La liberación',
      lines: [
        { label: 'Fecha', value: '6 de diciembre de 2026' },
        { label: 'Precio del producto, al viajero (lo adelantó)', value: 'US$ 858,60' },
        { label: 'Recompensa menos comisión, al viajero', value: 'US$ 45,00' },
        { label: 'Total al viajero', value: 'US$ 903,60' },
        { label: 'Tarifas de la plataforma (servicio + comisión)', value: 'US$ 50,43' },
        { label: 'Devuelto a quien compró (comprobante menor)', value: 'US$ 5,67' },
      ],
    },
  ],
  buyerPays: [
    {
      id: 'request',
      title: 'El pedido',
      lines: [
        { label: 'Producto', value: 'Cámara Fujifilm X100VI' },
        { label: 'Enlace', value: 'https://tienda.example.es/fujifilm-x100vi' },
        { label: 'Precio publicado', value: 'EUR 800,00' },
        { label: 'Recompensa publicada', value: 'US$ 50,00' },
        { label: 'Origen', value: 'España' },
        { label: 'Destino', value: 'Argentina' },
        { label: 'Publicado', value: '1 de noviembre de 2026' },
      ],
    },
    {
      id: 'terms',
      title: 'Lo acordado',
      lines: [
        { label: 'Quien compra', value: 'Ana García' },
        { label: 'Quien viaja', value: 'Tomás Pérez' },
        { label: 'Aceptado', value: '2 de noviembre de 2026' },
        { label: 'Viaje', value: 'De España a Córdoba, Argentina' },
        { label: 'Fechas del viaje', value: '20 de noviembre de 2026 al 5 de diciembre de 2026' },
        { label: 'Ingreso al país', value: 'Avión o barco' },
        { label: 'Recompensa', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio (paga quien compra)', value: 'US$ 45,70' },
        { label: 'Comisión de la plataforma (10 % de la recompensa)', value: 'US$ 5,00' },
      ],
    },
    {
      id: 'clause',
      title: 'Cláusula aduanera',
      lines: [
        { label: 'Quién paga el impuesto', value: 'Quien compra' },
        { label: 'Mes de ingreso', value: 'diciembre de 2026' },
        { label: 'Exceso sobre la franquicia', value: 'US$ 364,00' },
        { label: 'Impuesto sobre el exceso', value: 'US$ 182,00' },
        { label: 'Acordada', value: '2 de noviembre de 2026' },
      ],
      note: 'Este pedido supera la franquicia del viajero en US$ 364,00: el impuesto de US$ 182,00 lo paga quien compra (se suma al pago en garantía y se libera al viajero sin comisión).',
    },
    { id: 'receipt', title: 'Comprobante de compra', lines: [], note: 'Sin comprobante de compra.' },
    {
      id: 'payments',
      title: 'El pago',
      lines: [
        { label: 'Número de pago', value: 'MP-90817263' },
        { label: 'Fecha', value: '3 de noviembre de 2026' },
        { label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)', value: 'US$ 864,00' },
        { label: 'Recompensa del viajero', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio', value: 'US$ 45,70' },
        { label: 'Impuesto por exceso de franquicia', value: 'US$ 182,00' },
        { label: 'Total pagado en garantía', value: 'US$ 1.141,70' },
      ],
    },
    {
      id: 'release',
      title: 'La liberación',
      lines: [],
      note: 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
    },
  ],
  travellerPays: [
    {
      id: 'request',
      title: 'El pedido',
      lines: [
        { label: 'Producto', value: 'Cámara Fujifilm X100VI' },
        { label: 'Enlace', value: 'https://tienda.example.es/fujifilm-x100vi' },
        { label: 'Precio publicado', value: 'EUR 800,00' },
        { label: 'Recompensa publicada', value: 'US$ 50,00' },
        { label: 'Origen', value: 'España' },
        { label: 'Destino', value: 'Argentina' },
        { label: 'Publicado', value: '1 de noviembre de 2026' },
      ],
    },
    {
      id: 'terms',
      title: 'Lo acordado',
      lines: [
        { label: 'Quien compra', value: 'Ana García' },
        { label: 'Quien viaja', value: 'Tomás Pérez' },
        { label: 'Aceptado', value: '2 de noviembre de 2026' },
        { label: 'Viaje', value: 'De España a Córdoba, Argentina' },
        { label: 'Fechas del viaje', value: '20 de noviembre de 2026 al 5 de diciembre de 2026' },
        { label: 'Ingreso al país', value: 'Avión o barco' },
        { label: 'Recompensa', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio (paga quien compra)', value: 'US$ 45,70' },
        { label: 'Comisión de la plataforma (10 % de la recompensa)', value: 'US$ 5,00' },
      ],
    },
    {
      id: 'clause',
      title: 'Cláusula aduanera',
      lines: [
        { label: 'Quién paga el impuesto', value: 'Quien viaja' },
        { label: 'Mes de ingreso', value: 'diciembre de 2026' },
        { label: 'Exceso sobre la franquicia', value: 'US$ 364,00' },
        { label: 'Impuesto sobre el exceso', value: 'US$ 182,00' },
        { label: 'Acordada', value: '2 de noviembre de 2026' },
      ],
      note: 'Este pedido supera la franquicia del viajero en US$ 364,00: el impuesto de US$ 182,00 lo paga quien viaja (sale de su recompensa).',
    },
    { id: 'receipt', title: 'Comprobante de compra', lines: [], note: 'Sin comprobante de compra.' },
    {
      id: 'payments',
      title: 'El pago',
      lines: [
        { label: 'Número de pago', value: 'MP-90817263' },
        { label: 'Fecha', value: '3 de noviembre de 2026' },
        { label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)', value: 'US$ 864,00' },
        { label: 'Recompensa del viajero', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio', value: 'US$ 45,70' },
        { label: 'Total pagado en garantía', value: 'US$ 959,70' },
      ],
    },
    {
      id: 'release',
      title: 'La liberación',
      lines: [],
      note: 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
    },
  ],
  image: [
    {
      id: 'request',
      title: 'El pedido',
      lines: [
        { label: 'Producto', value: 'Cámara Fujifilm X100VI' },
        { label: 'Enlace', value: 'https://tienda.example.es/fujifilm-x100vi' },
        { label: 'Precio publicado', value: 'EUR 800,00' },
        { label: 'Recompensa publicada', value: 'US$ 50,00' },
        { label: 'Origen', value: 'España' },
        { label: 'Destino', value: 'Argentina' },
        { label: 'Publicado', value: '1 de noviembre de 2026' },
      ],
    },
    {
      id: 'terms',
      title: 'Lo acordado',
      lines: [
        { label: 'Quien compra', value: 'Ana García' },
        { label: 'Quien viaja', value: 'Tomás Pérez' },
        { label: 'Aceptado', value: '2 de noviembre de 2026' },
        { label: 'Viaje', value: 'De España a Córdoba, Argentina' },
        { label: 'Fechas del viaje', value: '20 de noviembre de 2026 al 5 de diciembre de 2026' },
        { label: 'Ingreso al país', value: 'Avión o barco' },
        { label: 'Recompensa', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio (paga quien compra)', value: 'US$ 45,70' },
        { label: 'Comisión de la plataforma (10 % de la recompensa)', value: 'US$ 5,00' },
      ],
    },
    {
      id: 'clause',
      title: 'Cláusula aduanera',
      lines: [],
      note: 'Sin cláusula: al aceptarse, el pedido no superaba la franquicia del viajero.',
    },
    {
      id: 'receipt',
      title: 'Comprobante de compra',
      lines: [
        { label: 'Monto pagado', value: 'EUR 795,00' },
        { label: 'Moneda', value: 'EUR' },
        { label: 'Fecha', value: '25 de noviembre de 2026' },
        { label: 'Archivo', value: 'Foto (adjunta)' },
      ],
    },
    {
      id: 'payments',
      title: 'El pago',
      lines: [
        { label: 'Número de pago', value: 'MP-90817263' },
        { label: 'Fecha', value: '3 de noviembre de 2026' },
        { label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)', value: 'US$ 864,00' },
        { label: 'Recompensa del viajero', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio', value: 'US$ 45,70' },
        { label: 'Total pagado en garantía', value: 'US$ 959,70' },
      ],
    },
    {
      id: 'release',
      title: 'La liberación',
      lines: [],
      note: 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
    },
  ],
  refunded: [
    {
      id: 'request',
      title: 'El pedido',
      lines: [
        { label: 'Producto', value: 'Cámara Fujifilm X100VI' },
        { label: 'Enlace', value: 'https://tienda.example.es/fujifilm-x100vi' },
        { label: 'Precio publicado', value: 'EUR 800,00' },
        { label: 'Recompensa publicada', value: 'US$ 50,00' },
        { label: 'Origen', value: 'España' },
        { label: 'Destino', value: 'Argentina' },
        { label: 'Publicado', value: '1 de noviembre de 2026' },
      ],
    },
    {
      id: 'terms',
      title: 'Lo acordado',
      lines: [
        { label: 'Quien compra', value: 'Ana García' },
        { label: 'Quien viaja', value: 'Tomás Pérez' },
        { label: 'Aceptado', value: '2 de noviembre de 2026' },
        { label: 'Viaje', value: 'De España a Córdoba, Argentina' },
        { label: 'Fechas del viaje', value: '20 de noviembre de 2026 al 5 de diciembre de 2026' },
        { label: 'Ingreso al país', value: 'Avión o barco' },
        { label: 'Recompensa', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio (paga quien compra)', value: 'US$ 45,70' },
        { label: 'Comisión de la plataforma (10 % de la recompensa)', value: 'US$ 5,00' },
      ],
    },
    {
      id: 'clause',
      title: 'Cláusula aduanera',
      lines: [],
      note: 'Sin cláusula: al aceptarse, el pedido no superaba la franquicia del viajero.',
    },
    { id: 'receipt', title: 'Comprobante de compra', lines: [], note: 'Sin comprobante de compra.' },
    {
      id: 'payments',
      title: 'El pago',
      lines: [
        { label: 'Número de pago', value: 'MP-90817263' },
        { label: 'Fecha', value: '3 de noviembre de 2026' },
        { label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)', value: 'US$ 864,00' },
        { label: 'Recompensa del viajero', value: 'US$ 50,00' },
        { label: 'Tarifa de servicio', value: 'US$ 45,70' },
        { label: 'Total pagado en garantía', value: 'US$ 959,70' },
      ],
    },
    {
      id: 'refunds',
      title: 'Reembolsos',
      lines: [
        { label: 'Reembolso', value: 'US$ 959,70' },
        { label: 'Motivo', value: 'Cancelación acordada' },
        { label: 'Estado', value: 'Aprobado' },
        { label: 'Fecha', value: '11 de noviembre de 2026' },
        { label: 'Número de reembolso', value: 'MP-R-5521' },
      ],
    },
    { id: 'release', title: 'La liberación', lines: [], note: 'Pedido cancelado: el pago no se liberó al viajero.' },
  ],
} satisfies Record<keyof typeof packOrders, ReceiptsPackSection[]>;
