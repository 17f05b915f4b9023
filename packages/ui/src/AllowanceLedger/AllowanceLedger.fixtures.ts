// The allowance ledger's stories (issue 37): a traveller's trips and orders as the domain stores
// them, and the ledger's months and trust tier in words as the domain writes them, written out
// because ui runs no domain code (decision 001). tooling/ui-fixtures.test.ts recomputes them from
// these inputs; `npm run fixtures:update` rewrites everything below the marker.
import type { AllowanceMonthText, LedgerOrder, LedgerTrip, TrustStandingText } from '@cg/domain';

const order = (id: string, productName: string, productUrl: string, cents: number, tripId: string): LedgerOrder => ({
  id,
  productName,
  productUrl,
  status: 'accepted',
  tripId,
  acceptedAt: '2026-11-21T12:00:00.000Z',
  estimatedPriceCents: cents,
  currency: 'USD',
  payment: null,
});

/** December by air (two orders, beyond the franchise, the same phone twice); January by land, within it. */
export const allowanceLedgerInputs = {
  trips: [
    { id: 't1', returnDate: '2026-12-15', entryWay: 'air_sea' },
    { id: 't2', returnDate: '2027-01-20', entryWay: 'land' },
  ] satisfies LedgerTrip[],
  orders: [
    order('o1', 'iPhone 15 128 GB', 'https://www.apple.com/shop/iphone-15', 29900, 't1'),
    order('o2', 'iPhone 15 128 GB', 'https://www.apple.com/shop/iphone-15', 29900, 't1'),
    order('o3', 'Kindle Paperwhite', 'https://www.amazon.com/dp/B0CFPJYX7P', 15999, 't2'),
  ],
  /** A newly verified traveller's open orders and ratings; a trusted one's. */
  verified: { completed: 0, ratings: [] as number[] },
  trusted: { completed: 3, ratings: [5, 4, 4] },
};

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const allowanceLedgerMonths = [
  {
    month: '2026-12',
    title: 'Diciembre de 2026',
    entryText: 'Avión o barco',
    usedText: 'US$ 598,00 de US$ 500,00',
    percent: 100,
    summary: 'Superas la franquicia por US$ 98,00: el impuesto sobre el excedente es US$ 49,00.',
    exceeded: true,
    ordersText: '2 pedidos',
    repeated: ['iPhone 15 128 GB: más de una unidad el mismo mes; en la aduana puede considerarse cantidad comercial.'],
  },
  {
    month: '2027-01',
    title: 'Enero de 2027',
    entryText: 'Por tierra',
    usedText: 'US$ 159,99 de US$ 300,00',
    percent: 53,
    summary: 'Te quedan US$ 140,01 de franquicia este mes.',
    exceeded: false,
    ordersText: '1 pedido',
    repeated: [],
  },
] satisfies AllowanceMonthText[];

export const allowanceLedgerTrust = {
  verified: {
    title: 'Viajero verificado',
    limits: 'Hasta US$ 300,00 por pedido y US$ 1.000,00 en pedidos abiertos (tienes US$ 757,99 abiertos).',
    unlock:
      'Con 3 entregas completadas y una calificación promedio de 4 o más, tu límite sube a US$ 1.500,00 por pedido y US$ 5.000,00 abiertos (llevas 0 entregas, sin calificaciones).',
  },
  trusted: {
    title: 'Viajero de confianza',
    limits: 'Hasta US$ 1.500,00 por pedido y US$ 5.000,00 en pedidos abiertos (tienes US$ 757,99 abiertos).',
    unlock: null,
  },
} satisfies Record<'verified' | 'trusted', TrustStandingText>;
