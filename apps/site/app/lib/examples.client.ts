// First visit to an empty browser: a small living marketplace (example accounts, requests and
// trips, marked as examples and removable in one action). The domain decides idempotency: once
// seeded or removed, it never comes back on its own.
import { SERVER_MODE } from './backend';
import { getBackend } from './marketplace.client';

let seeding: Promise<void> | null = null;

/**
 * Seeds the examples once per page when this browser has never had them. Never throws. In server
 * mode there is nothing to do: the server's examples are its own (`--seed`), and asking for every
 * request and trip to find out cost each first visit two whole-table requests ahead of its data.
 */
export function ensureExamples(): Promise<void> {
  if (SERVER_MODE) return Promise.resolve();
  seeding ??= (async () => {
    const { marketplace: m, examples } = getBackend();
    // One trip is enough to tell: a page of one (the contract has no read of every trip).
    const [requests, trips] = await Promise.all([
      m.requests.listNewestFirst(null),
      m.trips.searchPage(null, {}, { limit: 1 }),
    ]);
    // Only an empty browser gets them: someone who already uses the site keeps their own view.
    if (requests.length === 0 && trips.items.length === 0) await examples.seed();
  })().catch(() => undefined);
  return seeding;
}
