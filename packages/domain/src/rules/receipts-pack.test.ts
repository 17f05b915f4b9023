// The receipts pack (issue 37, decision 053): its sections in order, the amounts of every
// movement, the clause both ways, the receipt, refunds, the release — and nothing private.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '#src/money';
import { orderView } from '#src/projections';
import { releaseOf, topUpDue } from '#src/rules/order-money';
import { packMovements, receiptsPack, type PackSection, type ReceiptsPackSource } from '#src/rules/receipts-pack';
import { newProductRequest, type ProductRequest } from '#src/schemas/product-request';

const PAYMENT = {
  paymentId: 'pay_123',
  priceUsdCents: 86400,
  rewardUsdCents: 5000,
  serviceFeeUsdCents: 4570,
  totalUsdCents: 95970,
  customsTaxUsdCents: 0,
  usdPerUnit: 1.08,
  rateDate: '2026-11-03',
};

const paid = (overrides: Partial<ProductRequest> = {}): ProductRequest =>
  newProductRequest({
    id: 'r1',
    productName: 'Cámara Fujifilm',
    productUrl: 'https://tienda.example/camara',
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
    payment: PAYMENT,
    ...overrides,
  });

const source = (request: ProductRequest, viewer = 'buyer'): ReceiptsPackSource => ({
  order: orderView(request, viewer),
  buyerName: 'Ana García',
  travellerName: 'Tomás Pérez',
  trip: {
    originCountry: 'España',
    province: 'Córdoba',
    departureDate: '2026-11-20',
    returnDate: '2026-12-05',
    entryWay: 'air_sea',
  },
});

const section = (sections: readonly PackSection[], id: PackSection['id']) => {
  const found = sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};
const valueOf = (s: PackSection, label: string) => s.lines.find((l) => l.label === label)?.value;

describe('receiptsPack', () => {
  it('lists the request, the terms, the clause, the receipt, the payment and the release, in that order', () => {
    const pack = receiptsPack(source(paid()));
    expect(pack.sections.map((s) => s.id)).toEqual(['request', 'terms', 'clause', 'receipt', 'payments', 'release']);
    expect(pack.fileName).toBe('conexion-global-pedido-r1.pdf');
    const request = section(pack.sections, 'request');
    expect(valueOf(request, 'Producto')).toBe('Cámara Fujifilm');
    expect(valueOf(request, 'Enlace')).toBe('https://tienda.example/camara');
    expect(valueOf(request, 'Precio publicado')).toMatch(/800,00/);
    expect(valueOf(request, 'Recompensa publicada')).toMatch(/US\$\s50,00/);
    expect(valueOf(request, 'Origen')).toBe('España');
    expect(valueOf(request, 'Destino')).toBe('Argentina');
  });

  it('names both parties, the trip and its way of entry, the fee and the commission', () => {
    const terms = section(receiptsPack(source(paid())).sections, 'terms');
    expect(valueOf(terms, 'Quien compra')).toBe('Ana García');
    expect(valueOf(terms, 'Quien viaja')).toBe('Tomás Pérez');
    expect(valueOf(terms, 'Viaje')).toBe('De España a Córdoba, Argentina');
    expect(valueOf(terms, 'Ingreso al país')).toBe('Avión o barco');
    expect(valueOf(terms, 'Fechas del viaje')).toBe('20 de noviembre de 2026 al 5 de diciembre de 2026');
    expect(valueOf(terms, 'Tarifa de servicio (paga quien compra)')).toMatch(/US\$\s45,70/);
    expect(valueOf(terms, 'Comisión de la plataforma (10 % de la recompensa)')).toMatch(/US\$\s5,00/);
  });

  it('uses the reward agreed on an offer, and says when no trip brings it', () => {
    const pack = receiptsPack({ ...source(paid({ agreedRewardCents: 7000 })), trip: null });
    const terms = section(pack.sections, 'terms');
    expect(valueOf(terms, 'Recompensa acordada')).toMatch(/US\$\s70,00/);
    expect(valueOf(terms, 'Comisión de la plataforma (10 % de la recompensa)')).toMatch(/US\$\s7,00/);
    expect(valueOf(terms, 'Viaje')).toBe('Sin viaje registrado');
  });

  it('lists the payment with the provider id, the rate, every line and the total', () => {
    const payments = section(receiptsPack(source(paid())).sections, 'payments');
    expect(valueOf(payments, 'Número de pago')).toBe('pay_123');
    expect(valueOf(payments, 'Fecha')).toBe('3 de noviembre de 2026');
    expect(payments.lines.some((l) => l.label.includes('1 EUR = US$ 1,08') && l.value.includes('864,00'))).toBe(true);
    expect(valueOf(payments, 'Total pagado en garantía')).toMatch(/US\$\s959,70/);
  });

  it('says the clause both ways: the buyer pays (a payment line, released with no commission) or the traveller', () => {
    const clause = {
      month: '2026-12',
      excessUsdCents: 36400,
      taxUsdCents: 18200,
      agreedAt: '2026-11-02T15:00:00.000Z',
    };
    const byBuyer = paid({
      customsClause: { payer: 'buyer', ...clause },
      status: 'completed',
      completedAt: '2026-12-06T15:00:00.000Z',
      payment: { ...PAYMENT, customsTaxUsdCents: 18200, totalUsdCents: 95970 + 18200 },
    });
    const pack = receiptsPack(source(byBuyer));
    const c = section(pack.sections, 'clause');
    expect(valueOf(c, 'Quién paga el impuesto')).toBe('Quien compra');
    expect(valueOf(c, 'Mes de ingreso')).toBe('diciembre de 2026');
    expect(valueOf(c, 'Impuesto sobre el exceso')).toMatch(/US\$\s182,00/);
    expect(c.note).toContain('lo paga quien compra');
    expect(valueOf(section(pack.sections, 'payments'), 'Impuesto por exceso de franquicia')).toMatch(/182,00/);
    const release = section(pack.sections, 'release');
    expect(valueOf(release, 'Impuesto por exceso, al viajero (sin comisión)')).toMatch(/182,00/);
    // 864 + 50 − 5 + 182 to the traveller; 45,70 + 5 to the platform: together the total paid.
    expect(valueOf(release, 'Total al viajero')).toMatch(/US\$\s1\.091,00/);
    expect(valueOf(release, 'Tarifas de la plataforma (servicio + comisión)')).toMatch(/US\$\s50,70/);

    const byTraveller = receiptsPack(source(paid({ customsClause: { payer: 'traveller', ...clause } })));
    const t = section(byTraveller.sections, 'clause');
    expect(valueOf(t, 'Quién paga el impuesto')).toBe('Quien viaja');
    expect(t.note).toContain('lo paga quien viaja');
    expect(section(byTraveller.sections, 'payments').lines.some((l) => l.label.startsWith('Impuesto'))).toBe(false);
  });

  it('without a clause says why there is none', () => {
    const c = section(receiptsPack(source(paid())).sections, 'clause');
    expect(c.lines).toEqual([]);
    expect(c.note).toMatch(/^Sin cláusula/);
  });

  it('shows the receipt (amount, currency, date, file) and points at its file; without one says so', () => {
    const withReceipt = paid({
      purchaseReceipt: {
        amountCents: 79500,
        currency: 'EUR',
        kind: 'pdf',
        fileId: 'f1',
        uploadedAt: '2026-11-25T15:00:00.000Z',
      },
    });
    const pack = receiptsPack(source(withReceipt, 'traveller'));
    const r = section(pack.sections, 'receipt');
    expect(valueOf(r, 'Monto pagado')).toMatch(/795,00/);
    expect(valueOf(r, 'Moneda')).toBe('EUR');
    expect(valueOf(r, 'Fecha')).toBe('25 de noviembre de 2026');
    expect(valueOf(r, 'Archivo')).toMatch(/^PDF/);
    expect(pack.receiptFile).toEqual({ kind: 'pdf', fileId: 'f1' });

    const none = receiptsPack(source(paid()));
    expect(section(none.sections, 'receipt').note).toBe('Sin comprobante de compra.');
    expect(none.receiptFile).toBeNull();
  });

  it('lists a refund with its reason, status and provider id, and no release on a cancelled order', () => {
    const refunded = paid({
      status: 'cancelled',
      cancelledAt: '2026-11-10T15:00:00.000Z',
      refund: {
        status: 'approved',
        reason: 'cancellation',
        attemptKey: 'secret-key',
        refundId: 'ref_9',
        paymentId: null,
        amountUsdCents: 95970,
        requestedAt: '2026-11-10T15:00:00.000Z',
        decidedAt: '2026-11-11T15:00:00.000Z',
      },
    });
    const pack = receiptsPack(source(refunded));
    expect(pack.sections.map((s) => s.id)).toEqual([
      'request',
      'terms',
      'clause',
      'receipt',
      'payments',
      'refunds',
      'release',
    ]);
    const r = section(pack.sections, 'refunds');
    expect(valueOf(r, 'Reembolso')).toMatch(/959,70/);
    expect(valueOf(r, 'Motivo')).toBe('Cancelación acordada');
    expect(valueOf(r, 'Estado')).toBe('Aprobado');
    expect(valueOf(r, 'Número de reembolso')).toBe('ref_9');
    expect(section(pack.sections, 'release').note).toMatch(/cancelado/);
    expect(JSON.stringify(pack)).not.toContain('secret-key');
  });

  it('reads the money through packMovements: the payment, then the refund', () => {
    const order = orderView(
      paid({
        refund: {
          status: 'requested',
          reason: 'overdue',
          attemptKey: 'k',
          refundId: null,
          paymentId: null,
          amountUsdCents: 100,
          requestedAt: '2026-11-10T15:00:00.000Z',
          decidedAt: null,
        },
      }),
      'buyer',
    );
    expect(packMovements(order).map((m) => [m.kind, m.usdCents])).toEqual([
      ['payment', 95970],
      ['refund', 100],
    ]);
    expect(packMovements({ payment: null, paidAt: null, refund: null, refunds: [], topUp: null })).toEqual([]);
  });

  it('holds nothing private: no delivery code, no idempotency key', () => {
    const text = JSON.stringify(receiptsPack(source(paid())));
    expect(text).not.toContain('654321');
    expect(text).not.toContain('@');
  });
});

describe('receiptsPack on the lists of payments and refunds (decisions 049, 052)', () => {
  const usd = (cents: number) => formatMoney(cents, 'USD');
  const receipt = (amountCents: number) => ({
    amountCents,
    currency: 'EUR' as const,
    kind: 'image' as const,
    fileId: 'f1',
    uploadedAt: '2026-11-25T15:00:00.000Z',
  });

  it('a lower receipt: the partial refund is listed and the release is on the receipt’s price', () => {
    const order = paid({
      status: 'completed',
      completedAt: '2026-11-28T15:00:00.000Z',
      purchaseReceipt: receipt(72000),
      refunds: [
        {
          status: 'approved',
          reason: 'reconciliation',
          attemptKey: 'k1',
          refundId: 'ref_9',
          paymentId: null,
          amountUsdCents: 9050,
          requestedAt: '2026-11-28T15:00:00.000Z',
          decidedAt: '2026-11-28T15:00:01.000Z',
        },
      ],
    });
    const release = releaseOf(order);
    if (!release) throw new Error('no release');
    expect(release.advancedUsdCents).toBeLessThan(PAYMENT.priceUsdCents);
    const pack = receiptsPack(source(order));
    expect(pack.sections.map((s) => s.id)).toContain('refunds');
    const refunds = section(pack.sections, 'refunds');
    expect(valueOf(refunds, 'Motivo')).toBe('Comprobante menor que el precio retenido');
    expect(valueOf(refunds, 'Número de reembolso')).toBe('ref_9');
    const released = section(pack.sections, 'release');
    expect(valueOf(released, 'Precio del producto, al viajero (lo adelantó)')).toBe(usd(release.advancedUsdCents));
    expect(valueOf(released, 'Total al viajero')).toBe(usd(release.travellerUsdCents));
    expect(valueOf(released, 'Devuelto a quien compró (comprobante menor)')).toBe(usd(release.refundUsdCents));
    expect(packMovements(orderView(order, 'buyer')).map((m) => m.kind)).toEqual(['payment', 'refund']);
  });

  it('a higher receipt topped up: the second charge is listed and the release is on the receipt’s price', () => {
    const higher = paid({ purchaseReceipt: receipt(84000) });
    const due = topUpDue(higher);
    if (!due) throw new Error('no top-up due');
    const order: ProductRequest = {
      ...higher,
      status: 'completed',
      completedAt: '2026-11-28T15:00:00.000Z',
      topUp: {
        status: 'approved',
        amountUsdCents: due.amountUsdCents,
        receiptAmountCents: 84000,
        attemptKey: 'tk',
        claim: 'c1',
        inFlightSince: null,
        paymentId: 'pay_456',
        rejection: null,
        requestedAt: '2026-11-27T15:00:00.000Z',
        decidedAt: '2026-11-27T15:00:02.000Z',
      },
    };
    const pack = receiptsPack(source(order));
    const payments = section(pack.sections, 'payments');
    expect(valueOf(payments, 'Pago adicional (comprobante mayor que el precio)')).toBe(usd(due.amountUsdCents));
    expect(valueOf(payments, 'Número de pago adicional')).toBe('pay_456');
    const release = releaseOf(order);
    if (!release) throw new Error('no release');
    expect(release.advancedUsdCents).toBeGreaterThan(PAYMENT.priceUsdCents);
    // Every cent the buyer paid (checkout + top-up) is released: to the traveller or as the platform's fees.
    expect(release.travellerUsdCents + release.platformUsdCents).toBe(PAYMENT.totalUsdCents + due.amountUsdCents);
    expect(valueOf(section(pack.sections, 'release'), 'Total al viajero')).toBe(usd(release.travellerUsdCents));
    // The top-up's key and compare-and-set token never reach the pack.
    expect(JSON.stringify(pack)).not.toContain('"tk"');
  });
});
