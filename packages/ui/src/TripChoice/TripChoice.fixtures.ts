// The trip choice's stories: trips as the domain stores them and the delivery deadline each one
// sets (the domain's `tripDeadline`: the return date plus the grace days, decision 026), written
// out because ui runs no domain code (decision 001). tooling/ui-fixtures.test.ts recomputes them
// from these inputs; `npm run fixtures:update` rewrites everything below the marker.
import type { TravelerTrip } from '@cg/domain';

/** Two trips from the United States and the day each returns. */
export const tripChoiceInputs = {
  sooner: { id: 't1', originCountry: 'Estados Unidos', departureDate: '2026-12-01', returnDate: '2026-12-15' },
  later: { id: 't2', originCountry: 'Estados Unidos', departureDate: '2027-01-05', returnDate: '2027-01-20' },
} as const satisfies Record<string, Pick<TravelerTrip, 'id' | 'originCountry' | 'departureDate' | 'returnDate'>>;

/**
 * Issue 37: a US$ 299 phone accepted on each trip, the traveller already bringing one phone in
 * December (the sooner trip's month, by air) and nothing in January: the customs note each option shows.
 */
export const tripChoiceCustomsInputs = {
  alreadyInDecember: {
    productName: 'iPhone 15 128 GB',
    productUrl: 'https://www.apple.com/shop/iphone-15',
    priceUsdCents: 29900,
  },
  candidate: {
    productName: 'iPhone 15 128 GB',
    productUrl: 'https://www.apple.com/shop/iphone-15',
    priceUsdCents: 29900,
  },
} as const;

// ---- Below this line: written by `npm run fixtures:update` from the inputs above; do not edit. ----
export const tripChoiceDeadlines = {
  sooner: '2026-12-23T00:00:00.000Z',
  later: '2027-01-28T00:00:00.000Z',
} satisfies Record<keyof typeof tripChoiceInputs, string>;

export const tripChoiceCustoms = {
  sooner: [
    'Con este pedido superas tu franquicia de US$ 500,00 del mes de ingreso por US$ 98,00: el impuesto sobre el excedente es US$ 49,00.',
    'Ya traes este mismo producto ese mes: más unidades que las de uso personal pueden considerarse comerciales en la aduana.',
  ],
  later: ['Entra en tu franquicia: te quedan US$ 201,00 de US$ 500,00 en el mes de ingreso.'],
} satisfies Record<keyof typeof tripChoiceInputs, string[]>;
