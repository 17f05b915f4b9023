// Server mode: people and orders set up through the API, as the site itself would send it (each
// person's own cookie jar, this site's Origin, the provider sandbox's card tokens and webhooks).
// For tests whose subject is a later step: the steps skipped here (registering, publishing,
// accepting, paying) each have their own test through the pages. Nothing here is a test-only
// route: a production server answers these requests the same way.
import { readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { documentImage, newPerson, type Person } from './accounts';
import { photo } from '../buyer-helpers';

/** The provider sandbox `npm start` runs beside the API (playwright.config.ts). */
export const sandboxUrl = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:4175';
/** The sandbox's test access token (mocks/src/config.ts): the platform's, never a browser's. */
const SANDBOX_ACCESS_TOKEN = 'TEST-5549-sim-access-token';

/**
 * The payments the provider holds for an order, oldest first, read from the sandbox as the
 * platform's back office would (its search by the order's reference): what was really charged.
 */
export async function chargesFor(
  request: APIRequestContext,
  orderId: string,
): Promise<{ status: string; amount: number; installments: number }[]> {
  const response = await request.get(
    `${sandboxUrl}/api/pagos/v1/payments/search?external_reference=${encodeURIComponent(orderId)}`,
    { headers: { Authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` } },
  );
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as {
    results: { id: number; status: string; transaction_amount: number; installments: number }[];
  };
  return [...results]
    .sort((a, b) => a.id - b.id)
    .map((p) => ({ status: p.status, amount: p.transaction_amount, installments: p.installments }));
}

/** The card SDK's public key (mocks/src/config.ts): the one provider value a browser holds. */
const CARD_PUBLIC_KEY = 'TEST-sim-public-key-es-AR';
/** The sandbox's approving test card (mocks/src/payment/cards.ts). */
const APPROVED_CARD = '4509953566233704';

export interface Member {
  readonly id: string;
  /** The site's origin, sent as `Origin` as the site's own requests do. */
  readonly origin: string;
  readonly person: Person;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The person's own requests to the API (their cookie, this site's Origin). */
  readonly api: Api;
}

type Api = ReturnType<typeof apiOf>;
interface FilePart {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

function apiOf(request: APIRequestContext, origin: string) {
  const headers = { Origin: origin };
  const check = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
    if (!response.ok()) throw new Error(`${what}: ${String(response.status())} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    get: async <T>(url: string) => check<T>(await request.get(url, { headers }), `GET ${url}`),
    post: async <T>(url: string, data?: unknown) =>
      check<T>(await request.post(url, { headers, ...(data === undefined ? {} : { data }) }), `POST ${url}`),
    patch: async <T>(url: string, data: unknown) =>
      check<T>(await request.patch(url, { headers, data }), `PATCH ${url}`),
    multipart: async <T>(url: string, multipart: Record<string, string | FilePart>) =>
      check<T>(await request.post(url, { headers, multipart }), `POST ${url}`),
  };
}

/**
 * A new person in their own browser context (their own device): registered through the API, so
 * logged in (the API's cookie is in the context); verified as a traveller when asked, through the
 * verification sandbox and its webhook.
 */
export async function member(
  browser: Browser,
  baseURL: string | undefined,
  options: Partial<Person> & {
    readonly verified?: boolean;
    /** The device's screen (a phone: 360 × 740); the browser's default otherwise. */
    readonly viewport?: { readonly width: number; readonly height: number };
  } = {},
): Promise<Member> {
  const { verified = false, viewport, ...overrides } = options;
  const origin = baseURL ?? '';
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    baseURL: origin,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  const page = await context.newPage();
  const person = newPerson(overrides);
  const api = apiOf(context.request, origin);
  await api.post('/api/accounts', {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    birthDate: person.birthDate,
    dialCode: '+54',
    phone: person.phone,
    documentNumber: person.documentNumber,
    password: person.password,
    confirmPassword: person.password,
  });
  if (verified) await verify(api);
  const { id } = await api.get<{ id: string }>('/api/me');
  return { id, origin, person, context, page, api };
}

/** Sends the three document photos and waits for the sandbox's decision (its webhook). */
async function verify(api: Api): Promise<void> {
  const image = { name: 'documento.png', mimeType: 'image/png', buffer: readFileSync(documentImage) };
  await api.multipart('/api/verification', { documentType: 'DNI', front: image, back: image, selfie: image });
  await expect
    .poll(async () => (await api.post<{ status: string }>('/api/verification/refresh')).status, { timeout: 20_000 })
    .toBe('verified');
}

/**
 * Publishes a request as whoever `page` is logged in as (or as this browser's guest), as the
 * site's form sends it; the request's id.
 */
export async function publishThroughApi(
  page: Page,
  origin: string,
  fields: { readonly productName: string } & Partial<Record<string, string>>,
): Promise<string> {
  const { id } = await apiOf(page.request, origin).multipart<{ id: string }>('/api/requests', {
    productUrl: 'https://www.example.com/producto',
    estimatedPrice: '100',
    currency: 'USD',
    country: 'Estados Unidos',
    reward: '25',
    category: 'tecnologia',
    notes: '',
    ...fields,
    image: { name: 'producto.png', mimeType: 'image/png', buffer: readFileSync(photo) },
  });
  return id;
}

/** Publishes a request as `buyer`; its id and product name. */
export async function publish(
  buyer: Member,
  fields: { readonly productName?: string } & Partial<Record<string, string>> = {},
): Promise<{ id: string; productName: string }> {
  const productName = fields.productName ?? `Auriculares ${Date.now().toString(36)}`;
  return { id: await publishThroughApi(buyer.page, buyer.origin, { ...fields, productName }), productName };
}

/**
 * Registers a trip as `traveller`, as the site's form sends it (from Japan to Mendoza in March 2027
 * unless told otherwise); the trip's id.
 */
export async function registerTrip(
  traveller: Member,
  fields: Partial<
    Record<'originCountry' | 'province' | 'departureDate' | 'returnDate' | 'availableSpace', string>
  > = {},
): Promise<string> {
  const { id } = await traveller.api.post<{ id: string }>('/api/trips', {
    originCountry: 'Japón',
    province: 'Mendoza',
    departureDate: '2027-03-01',
    returnDate: '2027-03-20',
    availableSpace: 'medium',
    ...fields,
  });
  return id;
}

export interface Order {
  readonly id: string;
  readonly productName: string;
  readonly buyer: Member;
  readonly traveller: Member;
}

/** A buyer's request accepted by a verified traveller: two people, two contexts. */
export async function acceptedOrder(
  browser: Browser,
  baseURL: string | undefined,
  fields: { readonly productName?: string } & Partial<Record<string, string>> = {},
): Promise<Order> {
  const [buyer, traveller] = await Promise.all([
    member(browser, baseURL, { firstName: 'Bruno', lastName: 'Paz' }),
    member(browser, baseURL, { firstName: 'Tomás', lastName: 'Gómez', verified: true }),
  ]);
  const { id, productName } = await publish(buyer, fields);
  await traveller.api.post(`/api/orders/${id}/accept`);
  return { id, productName, buyer, traveller };
}

/**
 * Pays an accepted order as its buyer with the sandbox's approving card (a card token made as the
 * card SDK makes it; the total computed by the server), confirmed by the sandbox's webhook. The
 * 6-digit code is the one the buyer's page shows.
 */
export async function pay(order: Order): Promise<string> {
  const { buyer } = order;
  const token = await buyer.api.post<{ id: string }>(
    `/api/pagos/v1/card_tokens?public_key=${encodeURIComponent(CARD_PUBLIC_KEY)}`,
    {
      card_number: APPROVED_CARD,
      expiration_month: 12,
      expiration_year: 2030,
      security_code: '123',
      cardholder: { name: 'APRO' },
    },
  );
  await buyer.api.post(`/api/orders/${order.id}/payment`, {
    cardToken: token.id,
    billing: {
      name: `${buyer.person.firstName} ${buyer.person.lastName}`,
      email: buyer.person.email,
      address: 'Av. Corrientes 1234, CABA',
    },
  });
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await buyer.context.request.get(`/api/orders/${order.id}/code`);
        code = response.ok() ? ((await response.json()) as { code: string }).code : '';
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** An accepted order paid by its buyer (`pay`), with the code the buyer's page shows. */
export async function paidOrder(
  browser: Browser,
  baseURL: string | undefined,
  fields: { readonly productName?: string } & Partial<Record<string, string>> = {},
): Promise<Order & { readonly code: string }> {
  const order = await acceptedOrder(browser, baseURL, fields);
  return { ...order, code: await pay(order) };
}

/**
 * `test` with a `market` fixture: the set-up steps above bound to this test's browser and site,
 * each person's browser context closed when the test ends.
 */
export interface Market {
  member: (options?: Parameters<typeof member>[2]) => Promise<Member>;
  acceptedOrder: (fields?: Parameters<typeof acceptedOrder>[2]) => Promise<Order>;
  paidOrder: (fields?: Parameters<typeof paidOrder>[2]) => Promise<Order & { readonly code: string }>;
}

export const test = base.extend<{ market: Market }>({
  market: async ({ browser, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    const tracked: Browser = Object.create(browser, {
      newContext: {
        value: async (...args: Parameters<Browser['newContext']>) => {
          const context = await browser.newContext(...args);
          opened.push(context);
          return context;
        },
      },
    }) as Browser;
    await use({
      member: (options) => member(tracked, baseURL, options),
      acceptedOrder: (fields) => acceptedOrder(tracked, baseURL, fields),
      paidOrder: (fields) => paidOrder(tracked, baseURL, fields),
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
export { expect };

/**
 * Holds the page's next request to the API path (e.g. '/session', or a pattern of the whole URL)
 * until `release()`; `requested` settles when the page has asked. A test that asserts a progress
 * state ("Iniciando sesión...") looks at it while the answer waits: on a busy machine an unheld
 * answer can come back before the test looks, and the progress is never seen.
 */
export async function holdNextApiCall(
  page: Page,
  path: string | RegExp,
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    typeof path === 'string' ? `**/api${path}` : path,
    async (route) => {
      asked();
      await held;
      await route.continue();
    },
    { times: 1 },
  );
  return { requested, release };
}
