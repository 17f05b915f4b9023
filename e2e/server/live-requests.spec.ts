// Issue 34 items 1 and 2, decisions 038 and 048: a live change costs the API only the pages it
// concerns, and a new request's card goes onto the open lists with no request at all. Twenty
// devices, each its own browser context (its own stream): visitors and logged-in people on
// /pedidos (unfiltered, filtered by category, country and text, a later page), on the home, on a
// request page, in a chat, on Mi Cuenta, Ajustes, /viajero, /viajeros and a profile. One publish costs every
// open first page of a list 0 requests (the card is inserted, or only counted where the filters
// leave it out), a later page at most its list, and every page it does not concern 0; a message in
// the chat costs pages outside that chat 0.
//
// Requests are counted per page: the API's (`/api/…`), the live stream aside; a photo (an image,
// immutable and cached, loaded once by a page showing a new card) counted apart. Other tests on
// the same server publish too: what a page heard besides this test's changes is recorded (the
// site's own BroadcastChannel `cg-live`), and only a change without a card, or a change of another
// topic, may cost a page anything; alone on the server, the figures are the exact ones above.
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { expect, publishThroughApi, test } from '../support/server';

interface Watched {
  readonly name: string;
  readonly page: Page;
  /** The API requests this page made since `reset()` (data; photos apart). */
  readonly data: string[];
  readonly photos: string[];
  reset(): void;
}

/** Counts a page's API requests from now on; `/api/events` (the stream, the poll) aside. */
function watch(name: string, page: Page): Watched {
  const watched = { name, page, data: [] as string[], photos: [] as string[], reset() {} };
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/') || pathname.startsWith('/api/events')) return;
    if (request.resourceType() === 'image') watched.photos.push(pathname);
    else watched.data.push(`${request.method()} ${pathname}`);
  });
  watched.reset = () => {
    watched.data.length = 0;
    watched.photos.length = 0;
  };
  return watched;
}

/** How many bursts of live changes the page has handled (root.tsx marks `<html data-live-bursts>`). */
async function bursts(page: Page): Promise<number> {
  return Number((await page.locator('html').getAttribute('data-live-bursts')) ?? '0');
}

/** A device nobody is logged in on. */
async function visitor(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
}

/**
 * Opens `path` and waits for what it shows and for its live stream to be open. What the page
 * hears is recorded as the site's own tabs hear it: the leader tab (each device's only one) tells
 * every change on the BroadcastChannel `cg-live`, which another channel of that name in the page
 * receives too.
 */
async function open(page: Page, path: string, shown: (page: Page) => Promise<void>): Promise<void> {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events', { timeout: 30_000 });
  await page.goto(path);
  await shown(page);
  expect((await stream).status()).toBe(200);
  await page.evaluate(() => {
    const heard: unknown[] = [];
    Object.assign(window, { heardChanges: heard });
    new BroadcastChannel('cg-live').addEventListener('message', (event: MessageEvent<unknown>) => {
      const message = event.data as { type?: string; change?: unknown };
      if (message.type === 'change') heard.push(message.change);
    });
  });
}

interface Heard {
  readonly topic: string;
  readonly ids: string[];
  readonly card?: unknown;
}

/** The changes the page has heard since it opened (topic, ids, whether a card came with it). */
async function heard(page: Page): Promise<Heard[]> {
  return page.evaluate(() => (window as unknown as { heardChanges: Heard[] }).heardChanges);
}

const listShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Pedidos Disponibles' })).toBeVisible({ timeout: 30_000 });
};
const headingShown = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
};
const homeShown = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Conecta y Gana' })).toBeVisible({ timeout: 30_000 });
  // The newest requests are the section's second tab.
  await page.getByRole('tab', { name: 'Pedidos Disponibles' }).click();
};

/** Waits until the page's loads have settled: nothing asked of the API for `quietMs`. */
async function quiet(pages: readonly Watched[], quietMs = 800): Promise<void> {
  let last = -1;
  for (;;) {
    const now = pages.reduce((sum, p) => sum + p.data.length + p.photos.length, 0);
    if (now === last) return;
    last = now;
    await pages[0]?.page.waitForTimeout(quietMs);
  }
}

/** A later page of the list: after a cursor older than anything this server holds. */
const LATER_PAGE = `/pedidos?despues=${Date.parse('2026-01-01T00:00:00.000Z').toString(36)}.zzzz`;

test('a live change costs the API only the pages it concerns; a new card costs the lists nothing', async ({
  market,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL ?? '';
  const order = await market.acceptedOrder();
  const [publisher, onlooker, reader, mine, settings, tripper, filtered] = await Promise.all([
    market.member({ firstName: 'Paula' }),
    market.member({ firstName: 'Lucía' }),
    market.member({ firstName: 'Ramiro' }),
    market.member({ firstName: 'Inés' }),
    market.member({ firstName: 'Ana' }),
    market.member({ firstName: 'Diego' }),
    market.member({ firstName: 'Sofía' }),
  ]);
  const visitors = await Promise.all(Array.from({ length: 12 }, () => visitor(browser, baseURL)));
  try {
    const v = await Promise.all(visitors.map((context) => context.newPage()));
    const at = (i: number) => {
      const page = v[i];
      if (!page) throw new Error(`no visitor ${String(i)}`);
      return page;
    };
    // The first pages of the list that show the new card (it is tecnologia, from Estados Unidos, a "Cámara").
    const showing = [
      { w: watch('visitor 1 on /pedidos', at(0)), path: '/pedidos' },
      { w: watch('visitor 2 on /pedidos', at(1)), path: '/pedidos' },
      { w: watch('visitor 3 on /pedidos', at(2)), path: '/pedidos' },
      { w: watch('visitor 4 on /pedidos?categoria=tecnologia', at(3)), path: '/pedidos?categoria=tecnologia' },
      { w: watch('visitor 5 on /pedidos?q=camara', at(4)), path: '/pedidos?q=camara' },
      { w: watch('the traveller on /pedidos', order.traveller.page), path: '/pedidos' },
    ];
    // First pages whose filters leave it out: counted among all the requests, not shown.
    const leaving = [
      { w: watch('visitor 6 on /pedidos?pais=Japón', at(5)), path: `/pedidos?pais=${encodeURIComponent('Japón')}` },
      { w: watch('a person on /pedidos?categoria=ropa', filtered.page), path: '/pedidos?categoria=ropa' },
    ];
    const later = watch('visitor 7 on a later page', at(6));
    const homes = [
      watch('visitor 8 on /', at(7)),
      watch('visitor 9 on /', at(8)),
      watch('another person on /', onlooker.page),
    ];
    // Pages a new request elsewhere does not concern.
    const unconcerned = [
      {
        w: watch('visitor 10 on the order’s request page', at(9)),
        path: `/pedidos/${order.id}`,
        shown: headingShown(order.productName),
      },
      {
        w: watch('a person on the order’s request page', reader.page),
        path: `/pedidos/${order.id}`,
        shown: headingShown(order.productName),
      },
      { w: watch('a person on Mi Cuenta', mine.page), path: '/dashboard', shown: headingShown('Mi Cuenta') },
      { w: watch('a person on Ajustes', settings.page), path: '/settings', shown: headingShown('Ajustes') },
      { w: watch('a person on /viajero', tripper.page), path: '/viajero', shown: headingShown('Gana dinero viajando') },
      { w: watch('visitor 11 on /viajeros', at(10)), path: '/viajeros', shown: headingShown('Viajeros Disponibles') },
      {
        w: watch('visitor 12 on the traveller’s profile', at(11)),
        path: `/profile/${order.traveller.id}`,
        shown: headingShown(/Tomás/),
      },
    ];
    const chat = watch('the buyer in the chat', order.buyer.page);
    const lists = [...showing, ...leaving].map((l) => l.w);
    const all = [...lists, later, ...homes, ...unconcerned.map((u) => u.w), chat];
    expect(all.length).toBe(20);
    // One after the other: twenty first loads at once would measure the machine, not the site.
    for (const { w, path } of [...showing, ...leaving]) await open(w.page, path, listShown);
    await open(later.page, LATER_PAGE, listShown);
    for (const home of homes) await open(home.page, '/', homeShown);
    for (const { w, path, shown } of unconcerned) await open(w.page, path, shown);
    await open(chat.page, `/chat/${order.id}`, async (page) => {
      await expect(page.getByRole('log', { name: 'Mensajes' })).toBeVisible({ timeout: 30_000 });
    });
    await quiet(all);

    // --- Someone publishes a request. ---
    const productName = `Cámara ${Date.now().toString(36)}`;
    const before = await Promise.all(all.map((w) => bursts(w.page)));
    const heardBefore = await Promise.all(all.map(async (w) => (await heard(w.page)).length));
    for (const w of all) w.reset();
    const started = Date.now();
    const id = await publishThroughApi(publisher.page, origin, { productName });
    // Every page hears it (it is everyone's) and handles it: the event's arrival, not a delay.
    await Promise.all(
      all.map(async (w, i) => expect.poll(() => bursts(w.page), { timeout: 20_000 }).toBeGreaterThan(before[i] ?? 0)),
    );
    for (const w of [...showing.map((l) => l.w), ...homes])
      await expect(w.page.getByText(productName).first()).toBeVisible();
    const shownIn = Date.now() - started;
    await quiet(all);
    for (const w of [...leaving.map((l) => l.w), later]) await expect(w.page.getByText(productName)).toHaveCount(0);
    /** What else the page heard meanwhile (other tests' changes): only a change with no card may cost a list. */
    const since = async (w: Watched) => (await heard(w.page)).slice(heardBefore[all.indexOf(w)] ?? 0);
    const others = async (w: Watched) => (await since(w)).filter((c) => !c.ids.includes(id));
    const report = all.map((w) => `${w.name}: ${JSON.stringify(w.data)} photos ${String(w.photos.length)}`);
    test.info().annotations.push({
      type: 'one publish',
      description: `shown on the lists in ${String(shownIn)} ms\n${report.join('\n')}`,
    });
    for (const w of all) {
      const told = await since(w);
      expect(
        told.filter((c) => c.ids.includes(id) && c.topic === 'requests' && !c.card),
        `${w.name} heard the card`,
      ).toEqual([]);
    }
    for (const w of [...lists, ...homes]) {
      // 0 for the card; a change of another test's with no card (an acceptance, an edit) may cost one.
      const uncarded = (await others(w)).filter((c) => c.topic === 'requests' && !c.card).length;
      const trips = (await others(w)).filter((c) => c.topic === 'trips' || c.topic === 'users').length;
      const lists = w.data.filter((d) => d.startsWith('GET /api/requests/'));
      expect(lists.length, `${w.name}: ${JSON.stringify(w.data)}`).toBeLessThanOrEqual(uncarded);
      expect(
        w.data.filter((d) => !d.startsWith('GET /api/requests/') && d !== 'GET /api/trips/home'),
        w.name,
      ).toEqual([]);
      expect(w.data.filter((d) => d === 'GET /api/trips/home').length, w.name).toBeLessThanOrEqual(trips);
      expect(w.photos.length, `${w.name}: the new card's photo`).toBeLessThanOrEqual(1 + uncarded);
    }
    // A later page cannot place the card: it reads its page again, once.
    expect(later.data.length, later.name).toBeLessThanOrEqual(1 + (await others(later)).length);
    expect(
      later.data.every((d) => d === 'GET /api/requests/page'),
      later.name,
    ).toBe(true);
    for (const w of [...unconcerned.map((u) => u.w), chat]) {
      // Nothing for someone else's publish; another test's change of a topic the page shows may cost its reload.
      const heardElse = (await others(w)).filter((c) => c.topic !== 'requests' || !c.card);
      if (heardElse.length === 0) expect(w.data, `a new request elsewhere costs ${w.name} nothing`).toEqual([]);
      else
        test.info().annotations.push({
          type: 'also heard',
          description: `${w.name}: ${JSON.stringify(heardElse)} → ${JSON.stringify(w.data)}`,
        });
      expect(w.photos, w.name).toEqual([]);
    }

    // --- The traveller writes in the chat. ---
    // What the publish still had in flight lands before the window opens, not in it: once, under
    // load, a page that heard nothing in the message's window asked for its data in it (most likely
    // its reload for the publish, late).
    await quiet(all, 1500);
    const beforeMessage = await Promise.all(all.map((w) => bursts(w.page)));
    const heardBeforeMessage = await Promise.all(all.map(async (w) => (await heard(w.page)).length));
    for (const w of all) w.reset();
    await order.traveller.api.post(`/api/orders/${order.id}/messages`, { text: 'Ya lo tengo, llego el martes.' });
    await expect(chat.page.getByRole('log', { name: 'Mensajes' })).toContainText('llego el martes', {
      timeout: 20_000,
    });
    const traveller = showing[5]?.w;
    if (!traveller) throw new Error('no traveller page');
    await expect
      .poll(() => bursts(traveller.page), { timeout: 20_000 })
      .toBeGreaterThan(beforeMessage[all.indexOf(traveller)] ?? 0);
    await quiet(all, 1500);
    const heardNow = await Promise.all(
      all.map(async (w, i) => (await heard(w.page)).slice(heardBeforeMessage[i] ?? 0)),
    );
    const elsewhere = (w: Watched) => (heardNow[all.indexOf(w)] ?? []).filter((c) => !c.ids.includes(order.id));
    // The chat reloaded its messages; the traveller's list page its header's conversations, never its list.
    expect(chat.data.length).toBeGreaterThan(0);
    const uncardedFor = (w: Watched) => elsewhere(w).filter((c) => c.topic === 'requests' && !c.card).length;
    expect(
      traveller.data.filter((d) => d.startsWith('GET /api/requests')).length,
      `${traveller.name}: ${JSON.stringify(heardNow[all.indexOf(traveller)])}`,
    ).toBeLessThanOrEqual(uncardedFor(traveller));
    // Everyone else: not told, nothing asked for it.
    for (const w of all.filter((w) => w !== chat && w !== traveller)) {
      const told = heardNow[all.indexOf(w)] ?? [];
      expect(
        told.filter((c) => c.ids.includes(order.id)),
        `${w.name} is not told`,
      ).toEqual([]);
      const costly = elsewhere(w).filter((c) => c.topic !== 'requests' || !c.card);
      if (costly.length === 0) expect(w.data, `a message elsewhere costs ${w.name} nothing`).toEqual([]);
      expect(w.photos.length, w.name).toBeLessThanOrEqual(elsewhere(w).length);
    }
    test.info().annotations.push({
      type: 'one message',
      description: all.map((w) => `${w.name}: ${JSON.stringify(w.data)}`).join('\n'),
    });
  } finally {
    await Promise.all(visitors.map((context) => context.close()));
  }
});
