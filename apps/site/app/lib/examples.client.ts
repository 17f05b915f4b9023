// First visit to an empty browser: a small living marketplace (example accounts, requests and
// trips, marked as examples and removable in one action). The domain decides idempotency: once
// seeded or removed, it never comes back on its own.
import { getMarketplace } from './marketplace.client';

let seeding: Promise<void> | null = null;

/** Seeds the examples once per page when this browser has never had them. Never throws. */
export function ensureExamples(): Promise<void> {
  seeding ??= (async () => {
    const m = getMarketplace();
    const [requests, trips] = await Promise.all([m.requests.listNewestFirst(), m.trips.listNewestFirst()]);
    // Only an empty browser gets them: someone who already uses the site keeps their own view.
    if (requests.length === 0 && trips.length === 0) await m.examples.seed();
  })().catch(() => undefined);
  return seeding;
}
