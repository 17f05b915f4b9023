import { describe, expect, it } from 'vitest';
import { encodeCursor, newProductRequest, type RequestView } from '@cg/domain';
import type { SiteChange } from './change-concerns';
import { cardOf, withNewCards, withNewestCards, type ListPage } from './live-cards';

const minute = 60_000;
const t0 = Date.parse('2026-11-29T12:00:00.000Z');

/** A request's public card as the server sends it, `n` minutes after t0. */
function card(id: string, n: number, over: Partial<RequestView> = {}): RequestView {
  const { guestToken: _g, ...request } = newProductRequest({
    id,
    productName: `Producto ${id}`,
    productUrl: 'https://example.com/p',
    estimatedPriceCents: 10_000,
    currency: 'USD',
    rewardCents: 2_000,
    country: 'US',
    category: 'tecnologia',
    notes: '',
    imageId: `img-${id}`,
    createdAt: new Date(t0 + n * minute).toISOString(),
    userId: 'u1',
    guestToken: null,
  });
  return { ...(request as unknown as RequestView), ...over };
}

const published = (c: RequestView): SiteChange => ({ topic: 'requests', ids: [c.id], card: { ...c } });
const noFilters = { text: '', country: '', category: '', minReward: 0 } as const;

/** A first page of `n` cards, newest first (minutes n-1 … 0), with `total` requests in all. */
function page(n: number, more = false, total = n): ListPage {
  const requests = Array.from({ length: n }, (_, i) => card(`r${String(n - 1 - i)}`, n - 1 - i));
  const last = requests.at(-1);
  return {
    requests,
    matching: total,
    total,
    next: more && last ? encodeCursor(last) : null,
    countLimit: 1000,
    paged: false,
  };
}

describe('a new request’s card on an open list (decision 048)', () => {
  it('goes first on the first page, counted, with the page’s size kept and the next page after its new last', () => {
    const list = page(3, true, 7);
    const fresh = card('new', 10);
    const next = withNewCards(list, [published(fresh)], noFilters, 3);
    expect(next?.requests.map((r) => r.id)).toEqual(['new', 'r2', 'r1']);
    expect(next).toMatchObject({ matching: 8, total: 8, next: encodeCursor(card('r1', 1)) });
    // A page that is not full grows by one and still has no next page.
    const short = withNewCards(page(2), [published(fresh)], noFilters, 3);
    expect(short?.requests.map((r) => r.id)).toEqual(['new', 'r1', 'r0']);
    expect(short).toMatchObject({ matching: 3, total: 3, next: null });
  });

  it('a card the filters leave out counts among all the requests, and the page stays as it is', () => {
    const list = page(2);
    const filters = { ...noFilters, country: 'ES' };
    const elsewhere = card('new', 10, { country: 'US' });
    const next = withNewCards({ ...list, matching: 0, requests: [] }, [published(elsewhere)], filters, 3);
    expect(next).toMatchObject({ requests: [], matching: 0, total: 3 });
    const spain = card('es', 11, { country: 'ES' });
    expect(withNewCards({ ...list, matching: 0, requests: [] }, [published(spain)], filters, 3)).toMatchObject({
      requests: [spain],
      matching: 1,
      total: 3,
    });
    // The reward, the category and the text are the domain's filterRequests, as the API's search.
    const rich = card('rich', 12, { rewardCents: 5_000, productName: 'Cámara Réflex' });
    expect(withNewCards(list, [published(rich)], { ...noFilters, minReward: 60 }, 3)?.requests).toEqual(list.requests);
    expect(withNewCards(list, [published(rich)], { ...noFilters, text: 'camara' }, 3)?.requests[0]).toEqual(rich);
    expect(withNewCards(list, [published(rich)], { ...noFilters, category: 'ropa' }, 3)?.matching).toBe(2);
  });

  it('a card already on the page (read after the publish) changes nothing', () => {
    const list = page(2);
    const shown = list.requests[0];
    if (!shown) throw new Error('no card');
    expect(withNewCards(list, [published(shown)], noFilters, 3)).toEqual(list);
  });

  it('stops counting where the API does', () => {
    const list = { ...page(1), matching: 1001, total: 1001 };
    expect(withNewCards(list, [published(card('new', 10))], noFilters, 3)).toMatchObject({
      matching: 1001,
      total: 1001,
    });
  });

  it('reads the page again for what it cannot judge', () => {
    const list = page(3, true);
    const fresh = card('new', 10);
    const cases: [string, ListPage, SiteChange[], typeof noFilters | { text: string }][] = [
      ['a later page', { ...list, paged: true }, [published(fresh)], noFilters],
      ['a change without a card (an edit)', list, [{ topic: 'requests', ids: ['r1'] }], noFilters],
      ['a bare change of another tab', list, [{ topic: 'requests', ids: [] }], noFilters],
      ['everything', list, [published(fresh), { topic: 'resync', ids: [] }], noFilters],
      ['a card older than a full page’s last', list, [published(card('old', -5))], noFilters],
      ['a card that is no longer active', list, [published(card('x', 10, { status: 'accepted' }))], noFilters],
      ['a card that is not the change’s', list, [{ ...published(fresh), ids: ['other'] }], noFilters],
      ['a card with a field missing', list, [{ topic: 'requests', ids: ['x'], card: { id: 'x' } }], noFilters],
      [
        'a text whose folding may differ',
        list,
        [published(card('s', 10, { productName: 'Straße' }))],
        { text: 'strasse' },
      ],
      ['a text of letters PostgreSQL maps', list, [published(fresh)], { text: 'æ' }],
    ];
    for (const [what, given, changes, filters] of cases) {
      expect(withNewCards(given, changes, { ...noFilters, ...filters }, 3), what).toBeNull();
    }
  });

  it('changes of other topics in the burst are the other routes’ business', () => {
    const fresh = card('new', 10);
    const burst: SiteChange[] = [
      { topic: 'notifications', ids: ['n1'] },
      published(fresh),
      { topic: 'chats', ids: ['o'] },
    ];
    expect(withNewCards(page(1), burst, noFilters, 3)?.requests[0]?.id).toBe('new');
  });

  it('several new cards of one burst go in newest first', () => {
    const a = card('a', 10);
    const b = card('b', 11);
    const next = withNewCards(page(3), [published(a), published(b)], noFilters, 4);
    expect(next?.requests.map((r) => r.id)).toEqual(['b', 'a', 'r2', 'r1']);
    expect(next?.matching).toBe(5);
  });

  it('the home’s newest: on top, at most its size, or read again', () => {
    const items = page(4).requests;
    const fresh = card('new', 10);
    expect(withNewestCards(items, [published(fresh)], 4)?.map((r) => r.id)).toEqual(['new', 'r3', 'r2', 'r1']);
    expect(withNewestCards(items, [{ topic: 'requests', ids: ['r1'] }], 4)).toBeNull();
    expect(withNewestCards(items, [published(card('old', -1))], 4)).toBeNull();
    expect(withNewestCards([], [published(fresh)], 4)).toEqual([fresh]);
  });

  it('cardOf keeps only an active request’s card with the fields a tile reads', () => {
    const fresh = card('new', 10);
    expect(cardOf(published(fresh))).toEqual(fresh);
    expect(cardOf({ topic: 'requests', ids: ['new'] })).toBeNull();
    expect(cardOf({ ...published(fresh), card: { ...fresh, rewardCents: '2000' } })).toBeNull();
  });
});
