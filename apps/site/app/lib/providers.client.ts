// Loaded on demand by lazyPort (see marketplace.client.ts): starts the simulated providers'
// service worker, then builds the HTTP clients the domain talks to.
export async function loadProviders(): Promise<never> {
  throw new Error('providers: wired in the next step');
}
