import { describe, expect, it } from 'vitest';
import type { SiteChange } from './change-concerns';
import { requestsChangeConcernsTrips, type ShownTrips } from './traveller-concerns';

const today = '2027-03-01';
const shown: ShownTrips = {
  today,
  trips: [
    { originCountry: 'Estados Unidos', returnDate: '2027-03-20', userId: 'ana' },
    { originCountry: 'España', returnDate: '2027-02-28', userId: 'ana' },
  ],
};

/** A publish's change, carrying the new request's public card (decision 048). */
const published = (over: Record<string, unknown> = {}): SiteChange => {
  const card = {
    id: 'r1',
    productName: 'Kindle Paperwhite',
    createdAt: '2027-03-01T12:00:00.000Z',
    rewardCents: 3000,
    estimatedPriceCents: 15000,
    country: 'Estados Unidos',
    category: 'electronica',
    status: 'active',
    userId: 'tom',
    ...over,
  };
  return { topic: 'requests', ids: [card.id], card };
};

describe("/viajero's upcoming trips and a requests change", () => {
  it('a new request one of her trips carries concerns the page', () => {
    expect(requestsChangeConcernsTrips(published(), shown)).toBe(true);
  });

  it('a new request from a country none of her upcoming trips comes from does not', () => {
    expect(requestsChangeConcernsTrips(published({ country: 'Japón' }), shown)).toBe(false);
    // Spain's trip came back yesterday: no longer upcoming, as the alerts judge it.
    expect(requestsChangeConcernsTrips(published({ country: 'España' }), shown)).toBe(false);
  });

  it('her own new request does not (her trips do not carry it)', () => {
    expect(requestsChangeConcernsTrips(published({ userId: 'ana' }), shown)).toBe(false);
  });

  it('a change without a card, or with one the site cannot read, may move a listed request: it concerns the page', () => {
    expect(requestsChangeConcernsTrips({ topic: 'requests', ids: ['r9'] }, shown)).toBe(true);
    expect(requestsChangeConcernsTrips({ topic: 'requests', ids: [] }, shown)).toBe(true);
    expect(requestsChangeConcernsTrips(published({ country: 42 }), shown)).toBe(true);
  });

  it('with no upcoming trips listed, nothing about requests concerns the page', () => {
    expect(requestsChangeConcernsTrips(published(), { today, trips: [] })).toBe(false);
    expect(requestsChangeConcernsTrips({ topic: 'requests', ids: ['r9'] }, { today, trips: [] })).toBe(false);
  });
});
