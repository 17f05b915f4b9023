// The receipts pack's sections as the domain's `receiptsPack` writes them for one order (a camera
// bought in Spain for € 800, US$ 50 of reward, paid at 1 EUR = US$ 1,08), in each state the
// stories show. ui runs no domain code (decision 001): copied from its output, amounts as the
// browser writes them (es-AR, a no-break space after the symbol). Not held by tooling/ui-fixtures
// (decision 053's Left).
import type { ReceiptsPackSection } from './ReceiptsPack';

export const PACK_TITLE = 'Comprobantes del pedido: Cámara Fujifilm X100VI';
export const PACK_SUBTITLE =
  'Conexión Global · Resumen del pedido para quien compra y quien viaja. No es una factura fiscal.';

export const paidSections: readonly ReceiptsPackSection[] = [
  {
    id: 'request',
    title: 'El pedido',
    lines: [
      {
        label: 'Producto',
        value: 'Cámara Fujifilm X100VI',
      },
      {
        label: 'Enlace',
        value: 'https://tienda.example.es/fujifilm-x100vi',
      },
      {
        label: 'Precio publicado',
        value: '€\u00a0800,00',
      },
      {
        label: 'Recompensa publicada',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Origen',
        value: 'España',
      },
      {
        label: 'Destino',
        value: 'Argentina',
      },
      {
        label: 'Publicado',
        value: '1 de noviembre de 2026',
      },
    ],
  },
  {
    id: 'terms',
    title: 'Lo acordado',
    lines: [
      {
        label: 'Quien compra',
        value: 'Ana García',
      },
      {
        label: 'Quien viaja',
        value: 'Tomás Pérez',
      },
      {
        label: 'Aceptado',
        value: '2 de noviembre de 2026',
      },
      {
        label: 'Viaje',
        value: 'De España a Córdoba, Argentina',
      },
      {
        label: 'Fechas del viaje',
        value: '20 de noviembre de 2026 al 5 de diciembre de 2026',
      },
      {
        label: 'Ingreso al país',
        value: 'Avión o barco',
      },
      {
        label: 'Recompensa',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio (paga quien compra)',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Comisión de la plataforma (10 % de la recompensa)',
        value: 'US$\u00a05,00',
      },
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
    lines: [],
    note: 'Sin comprobante de compra.',
  },
  {
    id: 'payments',
    title: 'El pago',
    lines: [
      {
        label: 'Número de pago',
        value: 'MP-90817263',
      },
      {
        label: 'Fecha',
        value: '3 de noviembre de 2026',
      },
      {
        label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)',
        value: 'US$\u00a0864,00',
      },
      {
        label: 'Recompensa del viajero',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Total pagado en garantía',
        value: 'US$\u00a0959,70',
      },
    ],
  },
  {
    id: 'release',
    title: 'La liberación',
    lines: [],
    note: 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
  },
];

export const deliveredSections: readonly ReceiptsPackSection[] = [
  {
    id: 'request',
    title: 'El pedido',
    lines: [
      {
        label: 'Producto',
        value: 'Cámara Fujifilm X100VI',
      },
      {
        label: 'Enlace',
        value: 'https://tienda.example.es/fujifilm-x100vi',
      },
      {
        label: 'Precio publicado',
        value: '€\u00a0800,00',
      },
      {
        label: 'Recompensa publicada',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Origen',
        value: 'España',
      },
      {
        label: 'Destino',
        value: 'Argentina',
      },
      {
        label: 'Publicado',
        value: '1 de noviembre de 2026',
      },
    ],
  },
  {
    id: 'terms',
    title: 'Lo acordado',
    lines: [
      {
        label: 'Quien compra',
        value: 'Ana García',
      },
      {
        label: 'Quien viaja',
        value: 'Tomás Pérez',
      },
      {
        label: 'Aceptado',
        value: '2 de noviembre de 2026',
      },
      {
        label: 'Viaje',
        value: 'De España a Córdoba, Argentina',
      },
      {
        label: 'Fechas del viaje',
        value: '20 de noviembre de 2026 al 5 de diciembre de 2026',
      },
      {
        label: 'Ingreso al país',
        value: 'Avión o barco',
      },
      {
        label: 'Recompensa',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio (paga quien compra)',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Comisión de la plataforma (10 % de la recompensa)',
        value: 'US$\u00a05,00',
      },
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
      {
        label: 'Monto pagado',
        value: '€\u00a0795,00',
      },
      {
        label: 'Moneda',
        value: 'EUR',
      },
      {
        label: 'Fecha',
        value: '25 de noviembre de 2026',
      },
      {
        label: 'Archivo',
        value: 'PDF (sus páginas van al final)',
      },
    ],
  },
  {
    id: 'payments',
    title: 'El pago',
    lines: [
      {
        label: 'Número de pago',
        value: 'MP-90817263',
      },
      {
        label: 'Fecha',
        value: '3 de noviembre de 2026',
      },
      {
        label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)',
        value: 'US$\u00a0864,00',
      },
      {
        label: 'Recompensa del viajero',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Total pagado en garantía',
        value: 'US$\u00a0959,70',
      },
    ],
  },
  {
    id: 'release',
    title: 'La liberación',
    lines: [
      {
        label: 'Fecha',
        value: '6 de diciembre de 2026',
      },
      {
        label: 'Precio del producto, al viajero (lo adelantó)',
        value: 'US$\u00a0864,00',
      },
      {
        label: 'Recompensa menos comisión, al viajero',
        value: 'US$\u00a045,00',
      },
      {
        label: 'Total al viajero',
        value: 'US$\u00a0909,00',
      },
      {
        label: 'Tarifas de la plataforma (servicio + comisión)',
        value: 'US$\u00a050,70',
      },
    ],
  },
];

export const buyerPaysSections: readonly ReceiptsPackSection[] = [
  {
    id: 'request',
    title: 'El pedido',
    lines: [
      {
        label: 'Producto',
        value: 'Cámara Fujifilm X100VI',
      },
      {
        label: 'Enlace',
        value: 'https://tienda.example.es/fujifilm-x100vi',
      },
      {
        label: 'Precio publicado',
        value: '€\u00a0800,00',
      },
      {
        label: 'Recompensa publicada',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Origen',
        value: 'España',
      },
      {
        label: 'Destino',
        value: 'Argentina',
      },
      {
        label: 'Publicado',
        value: '1 de noviembre de 2026',
      },
    ],
  },
  {
    id: 'terms',
    title: 'Lo acordado',
    lines: [
      {
        label: 'Quien compra',
        value: 'Ana García',
      },
      {
        label: 'Quien viaja',
        value: 'Tomás Pérez',
      },
      {
        label: 'Aceptado',
        value: '2 de noviembre de 2026',
      },
      {
        label: 'Viaje',
        value: 'De España a Córdoba, Argentina',
      },
      {
        label: 'Fechas del viaje',
        value: '20 de noviembre de 2026 al 5 de diciembre de 2026',
      },
      {
        label: 'Ingreso al país',
        value: 'Avión o barco',
      },
      {
        label: 'Recompensa',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio (paga quien compra)',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Comisión de la plataforma (10 % de la recompensa)',
        value: 'US$\u00a05,00',
      },
    ],
  },
  {
    id: 'clause',
    title: 'Cláusula aduanera',
    lines: [
      {
        label: 'Quién paga el impuesto',
        value: 'Quien compra',
      },
      {
        label: 'Mes de ingreso',
        value: 'diciembre de 2026',
      },
      {
        label: 'Exceso sobre la franquicia',
        value: 'US$\u00a0364,00',
      },
      {
        label: 'Impuesto sobre el exceso',
        value: 'US$\u00a0182,00',
      },
      {
        label: 'Acordada',
        value: '2 de noviembre de 2026',
      },
    ],
    note: 'Este pedido supera la franquicia del viajero en US$\u00a0364,00: el impuesto de US$\u00a0182,00 lo paga quien compra (se suma al pago en garantía y se libera al viajero sin comisión).',
  },
  {
    id: 'receipt',
    title: 'Comprobante de compra',
    lines: [],
    note: 'Sin comprobante de compra.',
  },
  {
    id: 'payments',
    title: 'El pago',
    lines: [
      {
        label: 'Número de pago',
        value: 'MP-90817263',
      },
      {
        label: 'Fecha',
        value: '3 de noviembre de 2026',
      },
      {
        label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)',
        value: 'US$\u00a0864,00',
      },
      {
        label: 'Recompensa del viajero',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Impuesto por exceso de franquicia',
        value: 'US$\u00a0182,00',
      },
      {
        label: 'Total pagado en garantía',
        value: 'US$\u00a01.141,70',
      },
    ],
  },
  {
    id: 'release',
    title: 'La liberación',
    lines: [],
    note: 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
  },
];

export const travellerPaysSections: readonly ReceiptsPackSection[] = [
  {
    id: 'request',
    title: 'El pedido',
    lines: [
      {
        label: 'Producto',
        value: 'Cámara Fujifilm X100VI',
      },
      {
        label: 'Enlace',
        value: 'https://tienda.example.es/fujifilm-x100vi',
      },
      {
        label: 'Precio publicado',
        value: '€\u00a0800,00',
      },
      {
        label: 'Recompensa publicada',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Origen',
        value: 'España',
      },
      {
        label: 'Destino',
        value: 'Argentina',
      },
      {
        label: 'Publicado',
        value: '1 de noviembre de 2026',
      },
    ],
  },
  {
    id: 'terms',
    title: 'Lo acordado',
    lines: [
      {
        label: 'Quien compra',
        value: 'Ana García',
      },
      {
        label: 'Quien viaja',
        value: 'Tomás Pérez',
      },
      {
        label: 'Aceptado',
        value: '2 de noviembre de 2026',
      },
      {
        label: 'Viaje',
        value: 'De España a Córdoba, Argentina',
      },
      {
        label: 'Fechas del viaje',
        value: '20 de noviembre de 2026 al 5 de diciembre de 2026',
      },
      {
        label: 'Ingreso al país',
        value: 'Avión o barco',
      },
      {
        label: 'Recompensa',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio (paga quien compra)',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Comisión de la plataforma (10 % de la recompensa)',
        value: 'US$\u00a05,00',
      },
    ],
  },
  {
    id: 'clause',
    title: 'Cláusula aduanera',
    lines: [
      {
        label: 'Quién paga el impuesto',
        value: 'Quien viaja',
      },
      {
        label: 'Mes de ingreso',
        value: 'diciembre de 2026',
      },
      {
        label: 'Exceso sobre la franquicia',
        value: 'US$\u00a0364,00',
      },
      {
        label: 'Impuesto sobre el exceso',
        value: 'US$\u00a0182,00',
      },
      {
        label: 'Acordada',
        value: '2 de noviembre de 2026',
      },
    ],
    note: 'Este pedido supera la franquicia del viajero en US$\u00a0364,00: el impuesto de US$\u00a0182,00 lo paga quien viaja (sale de su recompensa).',
  },
  {
    id: 'receipt',
    title: 'Comprobante de compra',
    lines: [],
    note: 'Sin comprobante de compra.',
  },
  {
    id: 'payments',
    title: 'El pago',
    lines: [
      {
        label: 'Número de pago',
        value: 'MP-90817263',
      },
      {
        label: 'Fecha',
        value: '3 de noviembre de 2026',
      },
      {
        label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)',
        value: 'US$\u00a0864,00',
      },
      {
        label: 'Recompensa del viajero',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Total pagado en garantía',
        value: 'US$\u00a0959,70',
      },
    ],
  },
  {
    id: 'release',
    title: 'La liberación',
    lines: [],
    note: 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
  },
];

export const imageSections: readonly ReceiptsPackSection[] = [
  {
    id: 'request',
    title: 'El pedido',
    lines: [
      {
        label: 'Producto',
        value: 'Cámara Fujifilm X100VI',
      },
      {
        label: 'Enlace',
        value: 'https://tienda.example.es/fujifilm-x100vi',
      },
      {
        label: 'Precio publicado',
        value: '€\u00a0800,00',
      },
      {
        label: 'Recompensa publicada',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Origen',
        value: 'España',
      },
      {
        label: 'Destino',
        value: 'Argentina',
      },
      {
        label: 'Publicado',
        value: '1 de noviembre de 2026',
      },
    ],
  },
  {
    id: 'terms',
    title: 'Lo acordado',
    lines: [
      {
        label: 'Quien compra',
        value: 'Ana García',
      },
      {
        label: 'Quien viaja',
        value: 'Tomás Pérez',
      },
      {
        label: 'Aceptado',
        value: '2 de noviembre de 2026',
      },
      {
        label: 'Viaje',
        value: 'De España a Córdoba, Argentina',
      },
      {
        label: 'Fechas del viaje',
        value: '20 de noviembre de 2026 al 5 de diciembre de 2026',
      },
      {
        label: 'Ingreso al país',
        value: 'Avión o barco',
      },
      {
        label: 'Recompensa',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio (paga quien compra)',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Comisión de la plataforma (10 % de la recompensa)',
        value: 'US$\u00a05,00',
      },
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
      {
        label: 'Monto pagado',
        value: '€\u00a0795,00',
      },
      {
        label: 'Moneda',
        value: 'EUR',
      },
      {
        label: 'Fecha',
        value: '25 de noviembre de 2026',
      },
      {
        label: 'Archivo',
        value: 'Foto (adjunta)',
      },
    ],
  },
  {
    id: 'payments',
    title: 'El pago',
    lines: [
      {
        label: 'Número de pago',
        value: 'MP-90817263',
      },
      {
        label: 'Fecha',
        value: '3 de noviembre de 2026',
      },
      {
        label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)',
        value: 'US$\u00a0864,00',
      },
      {
        label: 'Recompensa del viajero',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Total pagado en garantía',
        value: 'US$\u00a0959,70',
      },
    ],
  },
  {
    id: 'release',
    title: 'La liberación',
    lines: [],
    note: 'Pendiente: el pago se libera cuando quien compra entrega el código al recibir el producto.',
  },
];

export const refundedSections: readonly ReceiptsPackSection[] = [
  {
    id: 'request',
    title: 'El pedido',
    lines: [
      {
        label: 'Producto',
        value: 'Cámara Fujifilm X100VI',
      },
      {
        label: 'Enlace',
        value: 'https://tienda.example.es/fujifilm-x100vi',
      },
      {
        label: 'Precio publicado',
        value: '€\u00a0800,00',
      },
      {
        label: 'Recompensa publicada',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Origen',
        value: 'España',
      },
      {
        label: 'Destino',
        value: 'Argentina',
      },
      {
        label: 'Publicado',
        value: '1 de noviembre de 2026',
      },
    ],
  },
  {
    id: 'terms',
    title: 'Lo acordado',
    lines: [
      {
        label: 'Quien compra',
        value: 'Ana García',
      },
      {
        label: 'Quien viaja',
        value: 'Tomás Pérez',
      },
      {
        label: 'Aceptado',
        value: '2 de noviembre de 2026',
      },
      {
        label: 'Viaje',
        value: 'De España a Córdoba, Argentina',
      },
      {
        label: 'Fechas del viaje',
        value: '20 de noviembre de 2026 al 5 de diciembre de 2026',
      },
      {
        label: 'Ingreso al país',
        value: 'Avión o barco',
      },
      {
        label: 'Recompensa',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio (paga quien compra)',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Comisión de la plataforma (10 % de la recompensa)',
        value: 'US$\u00a05,00',
      },
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
    lines: [],
    note: 'Sin comprobante de compra.',
  },
  {
    id: 'payments',
    title: 'El pago',
    lines: [
      {
        label: 'Número de pago',
        value: 'MP-90817263',
      },
      {
        label: 'Fecha',
        value: '3 de noviembre de 2026',
      },
      {
        label: 'Precio del producto (1 EUR = US$ 1,08, cotización del 3 de noviembre de 2026)',
        value: 'US$\u00a0864,00',
      },
      {
        label: 'Recompensa del viajero',
        value: 'US$\u00a050,00',
      },
      {
        label: 'Tarifa de servicio',
        value: 'US$\u00a045,70',
      },
      {
        label: 'Total pagado en garantía',
        value: 'US$\u00a0959,70',
      },
    ],
  },
  {
    id: 'refunds',
    title: 'Reembolsos',
    lines: [
      {
        label: 'Reembolso',
        value: 'US$\u00a0959,70',
      },
      {
        label: 'Motivo',
        value: 'Cancelación acordada',
      },
      {
        label: 'Estado',
        value: 'Aprobado',
      },
      {
        label: 'Fecha',
        value: '11 de noviembre de 2026',
      },
      {
        label: 'Número de reembolso',
        value: 'MP-R-5521',
      },
    ],
  },
  {
    id: 'release',
    title: 'La liberación',
    lines: [],
    note: 'Pedido cancelado: el pago no se liberó al viajero.',
  },
];
