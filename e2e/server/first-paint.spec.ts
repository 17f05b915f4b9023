// Server mode (issue 19, decision 024): the documents start the first data a page needs while the
// browser still fetches the app, and the app takes those answers instead of asking again.
// `/pedidos` asks for its first page with a <link rel="preload"> in its document; `/pedidos/{id}`,
// whose id only the browser knows, with public/early-request.js. Each API URL is asked for once
// (a preload the adapter's fetch did not match would be a second request) and before the route's
// own module is requested, which is what "not after hydration" means.
import type { Page } from '@playwright/test';
import { expect, publish, test } from '../support/server';

/** Every request the page makes, in the order the browser issued them. */
function record(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname + new URL(request.url()).search));
  return urls;
}

test('a shared link to a request loads its data early, once each, before the route module', async ({
  market,
  page,
}) => {
  const buyer = await market.member({ firstName: 'Lucía', lastName: 'Paz' });
  const { id, productName } = await publish(buyer);
  const urls = record(page);
  await page.goto(`/pedidos/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  const early = ['/api/me', `/api/requests/${id}`, `/api/requests/${id}/action`];
  for (const url of early)
    expect(
      urls.filter((u) => u === url),
      url,
    ).toHaveLength(1);
  const routeModule = urls.findIndex((u) => /\/assets\/pedidos\._id-[\w-]+\.js$/.test(u));
  expect(routeModule, 'the route module').toBeGreaterThan(-1);
  for (const url of early) expect(urls.indexOf(url), url).toBeLessThan(routeModule);
});

test('the list loads its first page early, once, before the route module', async ({ market, page }) => {
  await publish(await market.member({ firstName: 'Lucía', lastName: 'Paz' }));
  const urls = record(page);
  await page.goto('/pedidos');
  await expect(page.getByRole('article').first()).toBeVisible();
  const firstPage = urls.filter((u) => u.startsWith('/api/requests/page?'));
  expect(firstPage).toEqual(['/api/requests/page?minReward=10']);
  const routeModule = urls.findIndex((u) => /\/assets\/pedidos\._index-[\w-]+\.js$/.test(u));
  expect(routeModule, 'the route module').toBeGreaterThan(-1);
  expect(urls.indexOf(firstPage[0] ?? '')).toBeLessThan(routeModule);
});
