// A new request shown on the open lists with no request to the API (issue 34, decision 048). The
// publish's change carries the request's public card (the visitor's view, `requestView`); a list
// that can place it — the first page of /pedidos whose filters it matches or not, the home's
// newest — inserts it newest first, adjusts its counts and keeps its size. Whatever it cannot
// judge (a later page, a search text whose folding the site and PostgreSQL may not share, a change
// without a card, an edit, a reconnection) answers null: the list is read again, as before.
import { EVERYTHING, type SiteChange } from './change-concerns';
import { encodeCursor, filterRequests, isAfter, type RequestFilters, type RequestView } from '@cg/domain';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The change's card as a request the lists can show, or null: not a card, or not one a list shows
 * (only an active request is on them). Its fields come from our own API or another tab of this
 * site; they are checked for what the rule and the card's tile read. /viajero asks it too
 * (traveller-concerns.ts).
 */
export function cardOf(change: SiteChange): RequestView | null {
  const card = change.card;
  if (!card) return null;
  const { id, productName, createdAt, rewardCents, estimatedPriceCents, country, category, status } = card;
  const ok =
    isString(id) &&
    id.length > 0 &&
    change.ids.includes(id) &&
    isString(productName) &&
    isString(createdAt) &&
    Number.isFinite(Date.parse(createdAt)) &&
    typeof rewardCents === 'number' &&
    typeof estimatedPriceCents === 'number' &&
    isString(country) &&
    isString(category) &&
    status === 'active';
  return ok ? (card as unknown as RequestView) : null;
}

/**
 * The new cards of a burst, oldest first, or null when a change of it that a list of requests
 * must hear carries none (an edit, an acceptance, a cancellation, another tab's bare write,
 * everything).
 */
function newCards(changes: readonly SiteChange[]): RequestView[] | null {
  const cards: RequestView[] = [];
  for (const change of changes) {
    if (change.topic === EVERYTHING) return null;
    if (change.topic !== 'requests') continue;
    const card = cardOf(change);
    if (!card) return null;
    cards.push(card);
  }
  return cards;
}

const ascii = (text: string) => /^[\x20-\x7e]*$/.test(text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/**
 * Whether the site can say what PostgreSQL's search would: the domain's filter folds accents off
 * (NFD), PostgreSQL's `unaccent` also maps letters such as ß, ø or ligatures; on plain letters
 * with accents they agree. An empty text filters nothing.
 */
const judgeable = (filters: RequestFilters, card: RequestView) =>
  !filters.text?.trim() || (ascii(filters.text) && ascii(card.productName));

/** Puts `card` into `items` (newest first), or null when it goes past the last one of a full list. */
function placed(items: readonly RequestView[], card: RequestView, size: number): RequestView[] | null {
  const at = items.findIndex((item) => isAfter(item, card));
  if (at === -1 && items.length >= size) return null;
  const next = at === -1 ? [...items, card] : [...items.slice(0, at), card, ...items.slice(at)];
  return next.slice(0, size);
}

/** What a first page of /pedidos holds (RequestList's loader). */
export interface ListPage {
  readonly requests: readonly RequestView[];
  readonly matching: number;
  readonly total: number;
  readonly next: string | null;
  readonly countLimit: number;
  readonly paged: boolean;
}

/**
 * The page with the burst's new cards, or null when it must be read again. `filters` are the
 * page's (the URL's); `size`, its page size. A card the page already shows (its read came after
 * the publish) changes nothing; one the filters leave out counts in `total` alone.
 */
export function withNewCards<T extends ListPage>(
  list: T,
  changes: readonly SiteChange[],
  filters: RequestFilters,
  size: number,
): T | null {
  if (list.paged) return null;
  const cards = newCards(changes);
  if (!cards) return null;
  let { requests, matching, total, next } = list;
  // The API stops counting one past its limit ("más de 1.000"); so does this.
  const counted = (n: number) => Math.min(n + 1, list.countLimit + 1);
  for (const card of cards) {
    if (requests.some((item) => item.id === card.id)) continue;
    if (!judgeable(filters, card)) return null;
    total = counted(total);
    if (filterRequests([card], filters).length === 0) continue;
    const shown = placed(requests, card, size);
    if (!shown) return null;
    // A full page pushes its last card onto the next page, which now starts after the new last one.
    const last = shown.at(-1);
    if (requests.length >= size && last) next = encodeCursor(last);
    requests = shown;
    matching = counted(matching);
  }
  return { ...list, requests, matching, total, next };
}

/** The home's newest requests with the burst's new cards (at most `size`), or null to read them again. */
export function withNewestCards(
  items: readonly RequestView[],
  changes: readonly SiteChange[],
  size: number,
): RequestView[] | null {
  const cards = newCards(changes);
  if (!cards) return null;
  let shown: readonly RequestView[] = items;
  for (const card of cards) {
    if (shown.some((item) => item.id === card.id)) continue;
    const next = placed(shown, card, size);
    if (!next) return null;
    shown = next;
  }
  return [...shown];
}
