// Server mode (issue 19, decision 024): the documents start the first data a page needs while the
// browser still fetches the app, and the app takes those answers instead of asking again.
// `/pedidos` asks for its first page with a <link rel="preload"> in its document; `/pedidos/{id}`
// with public/early-request.js, and its document arrives with the request's name and photo
// already written in by the API (what any visitor sees of it), so they paint with the HTML. Each
// test holds the route's module back, which proves the data was asked for without it; then lets
// it through and checks the app asked nothing twice.
import type { Page } from '@playwright/test';
import { watchConsole } from '../support/page-checks';
import { expect, publish, test } from '../support/server';

/** Every request the page makes, in the order the browser issued them. */
function record(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    urls.push(url.pathname + url.search);
  });
  return urls;
}

/** Holds the requests for one route's module until `release` is called. */
async function holdRouteModule(page: Page, name: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(name, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The requests of the first load: up to the live stream, which opens once the page has rendered
 *  (a change another test makes after that reloads the page's data, as it should). */
async function firstLoad(urls: string[]): Promise<string[]> {
  // The stream starts after the page's first reads (`?after=<X-Change-Id>`, decision 038).
  const isStream = (u: string) => u === '/api/events' || u.startsWith('/api/events?');
  await expect.poll(() => urls.some(isStream)).toBe(true);
  return urls.slice(0, urls.findIndex(isStream));
}

test('a shared link to a request paints its name before the app, and the app asks for nothing twice', async ({
  market,
  page,
}, testInfo) => {
  const buyer = await market.member({ firstName: 'Lucía', lastName: 'Paz' });
  const { id, productName } = await publish(buyer);
  const urls = record(page);
  const errors = watchConsole(page);
  // The document itself names the request: no script is needed to paint it.
  const document = await (await page.request.get(`/pedidos/${id}`)).text();
  expect(document).toMatch(new RegExp(`<h1 [^>]*data-cg-early="name">${productName}</h1>`));
  expect(document).toMatch(new RegExp(`<img src="/api/photos/[^"]+" alt="Foto de ${productName}"`));
  const release = await holdRouteModule(page, /\/assets\/pedidos\._id-[\w-]+\.js$/);
  await page.goto(`/pedidos/${id}`);

  // The route's module has not arrived: the document painted these.
  const name = page.getByRole('heading', { level: 1, name: productName });
  await expect(name).toBeVisible();
  await expect(page.getByRole('img', { name: `Foto de ${productName}` })).toHaveAttribute('src', /^\/api\/photos\//);
  await expect(page.getByRole('status')).toHaveText('Cargando pedido…');
  const nav = page.getByRole('navigation').first().getByRole('link', { name: 'Viajeros Disponibles' });
  const before = [await name.boundingBox(), await nav.boundingBox()];
  await page.screenshot({ path: testInfo.outputPath('pedido-before-the-app.png') });

  release();
  await expect(page.getByText('Recompensa')).toBeVisible();
  // The page took the shell's place without moving its title or the header.
  expect([await name.boundingBox(), await nav.boundingBox()]).toEqual(before);
  await page.screenshot({ path: testInfo.outputPath('pedido-the-app.png') });
  const early = ['/api/me', `/api/requests/${id}`, `/api/requests/${id}/action`];
  const loaded = await firstLoad(urls);
  for (const url of early)
    expect(
      loaded.filter((u) => u === url),
      url,
    ).toHaveLength(1);
  // The app hydrated the document it was given (an extra node in its body would be React's 418).
  errors.assertNone();
});

test('the list asks for its first page before the app, once', async ({ market, page }) => {
  await publish(await market.member({ firstName: 'Lucía', lastName: 'Paz' }));
  const urls = record(page);
  const errors = watchConsole(page);
  const release = await holdRouteModule(page, /\/assets\/pedidos\._index-[\w-]+\.js$/);
  await page.goto('/pedidos');
  await expect
    .poll(() => urls.filter((u) => u.startsWith('/api/requests/page?')))
    .toEqual(['/api/requests/page?minReward=10']);
  release();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect((await firstLoad(urls)).filter((u) => u.startsWith('/api/requests/page?'))).toEqual([
    '/api/requests/page?minReward=10',
  ]);
  errors.assertNone();
});

test('the pages draw their text in the shipped font, which the document preloads and uses once', async ({
  market,
  page,
}) => {
  await publish(await market.member({ firstName: 'Lucía', lastName: 'Paz' }));
  const urls = record(page);
  await page.goto('/pedidos');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  // The font the browser actually drew the title and a card with (not what the CSS asks for).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  for (const selector of ['h1', 'article h2, article h3']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // The file's own family name is "Inter"; `isCustomFont` says it is the @font-face's file.
    expect(
      fonts.map((f) => ({ family: f.familyName, custom: f.isCustomFont })),
      selector,
    ).toEqual([{ family: 'Inter', custom: true }]);
  }
  expect(urls.filter((u) => u.endsWith('.woff2'))).toHaveLength(1);
});

test("the first paint waits for no stylesheet and no script: the root's CSS is in the document, the app starts after it has painted", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const urls = record(page);
  const worker = page.waitForEvent('worker');
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  // The locale worker (public/intl-warm.js) runs under the API's CSP, and ends once it is done.
  const warm = await worker;
  expect(new URL(warm.url()).pathname).toBe('/intl-warm.js');
  await expect.poll(() => page.workers().length).toBe(0);
  // The build's stylesheet links are still there (React hydrates them) but disabled, so neither
  // fetched nor waited for; their CSS is at the head's end, before the script that starts the app.
  // (Booleans, so a failure does not print the whole document.)
  expect(/<link rel="stylesheet" href="\/assets\/root-[\w-]+\.css" disabled=""\/>/.test(html)).toBe(true);
  expect(
    /<style data-cg-inline="">(?:(?!<\/style>)[\s\S]){1000,}<\/style><script>[^<]+<\/script><\/head>/.test(html),
  ).toBe(true);
  // The app's module script is inert in the document; the head's last script starts a copy.
  expect(html).toContain('<script type="cg-module" async="">');
  expect(html).not.toContain('<script type="module"');
  await expect(page.locator('footer')).toBeVisible();
  // Styled: the hero's primary link is the brand's blue button, the page in the tokens' colours.
  const hero = page.locator('main').getByRole('link', { name: 'Quiero un producto' });
  expect(await hero.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgb(29, 78, 216)');
  expect(urls.filter((u) => u.endsWith('.css'))).toEqual([]);
  // The app's modules are asked for once the page has painted, not beside the document and font.
  const [paint, firstModule] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/.*\.js$/.test(r.name))
        .map((r) => r.startTime),
    ),
  ]);
  expect(paint).toBeGreaterThan(0);
  expect(firstModule).toBeGreaterThanOrEqual(paint);
  // After hydration the head keeps the inline CSS; a route with a stylesheet of its own gets it.
  await page.getByRole('link', { name: 'Iniciar Sesión' }).first().click();
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(urls.filter((u) => u.endsWith('.css')).length).toBeGreaterThan(0);
  expect(await page.locator('head > style[data-cg-inline]').count()).toBe(1);
  const submit = page.getByRole('button', { name: 'Iniciar Sesión' });
  expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(29, 78, 216)');
  errors.assertNone();
});
