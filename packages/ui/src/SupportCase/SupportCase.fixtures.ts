// The support case's story: the disputed order as the domain stores it (paid, in escrow) and both
// names; what each outcome moves, in the domain's words (`disputeOutcomeTexts`, on the amounts the
// service gives: the whole payment back, or `releasedCents` to the traveller), written out because
// ui runs no domain code (decision 001). tooling/ui-fixtures.test.ts recomputes them from these
// inputs; `npm run fixtures:update` rewrites everything below the marker.
import type { ProductRequest } from '@cg/domain';

export const supportCaseNames = { buyerName: 'Ana García', travellerName: 'Tomás Pérez' };

/** A camera paid on 3 December, under a dispute: US$ 320 of price, US$ 60 of reward, US$ 9,99 of fee. */
export const supportCaseOrder = {
  id: 'abc123',
  productName: 'Cámara Instax Mini 12',
  productUrl: 'https://example.com/instax-mini-12',
  estimatedPriceCents: 32000,
  currency: 'USD',
  rewardCents: 6000,
  country: 'Estados Unidos',
  category: 'tecnologia',
  status: 'paid',
  createdAt: '2026-12-01T13:00:00.000Z',
  userId: 'buyer',
  acceptedBy: 'traveller',
  acceptedAt: '2026-12-02T21:30:00.000Z',
  paidAt: '2026-12-03T12:12:00.000Z',
  payment: {
    paymentId: 'MP-1',
    priceUsdCents: 32000,
    rewardUsdCents: 6000,
    serviceFeeUsdCents: 999,
    totalUsdCents: 38999,
    customsTaxUsdCents: 0,
    usdPerUnit: 1,
    rateDate: '2026-12-03',
  },
} satisfies Partial<ProductRequest>;

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const supportCaseOutcomes = [
  'Reembolsar: US$ 389,99 vuelven a Ana García y el pedido queda cancelado.',
  'Liberar: US$ 374,00 (el precio del producto que adelantó más la recompensa, menos la comisión) a la billetera de Tomás Pérez, y el pedido queda entregado.',
] satisfies string[];
