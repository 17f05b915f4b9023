// First visit to an empty browser: a small living marketplace (example accounts, requests and
// trips, marked as examples and removable in one action). The domain decides idempotency: once
// seeded or removed, it never comes back on its own.
import { getBackend } from './marketplace.client';

let seeding: Promise<void> | null = null;

/** Seeds the examples once per page when this browser has never had them. Never throws. */
export function ensureExamples(): Promise<void> {
  seeding ??= (async () => {
    const { marketplace: m, examples } = getBackend();
    const [requests, trips] = await Promise.all([m.requests.listNewestFirst(null), m.trips.listNewestFirst(null)]);
    // Only an empty browser gets them: someone who already uses the site keeps their own view.
    if (requests.length === 0 && trips.length === 0) await examples.seed();
  })().catch(() => undefined);
  return seeding;
}
