/**
 * The `Marketplace` contract over HTTP (issue 16): what the site calls in server mode. Each use case
 * is one request to the API (`apps/api`), which takes the actor from its session cookie — the
 * `actor` argument is never sent (an actor is not trusted from a browser) and is ignored here.
 * Refusals come back as the API's JSON errors `{ code, title, description, fieldErrors? }` and are
 * rethrown as `DomainError`s with the same code and Spanish copy, so the site handles them exactly as
 * it handles the in-browser marketplace's. A 429 becomes a `RateLimitedError` carrying when to try
 * again; a server that cannot be reached is `server_unreachable`.
 */
import { routes } from '#src/api/index';
import { pathOf, queryOf, type AnyRoute, type InputOf, type OutputOf } from '#src/api/route';
import type { Marketplace, ReceiptFile, SubmissionOptions } from '#src/contract';
import { DomainError, RateLimitedError, type DomainErrorCode } from '#src/errors';

export interface HttpMarketplaceOptions {
  /** The API's origin and prefix, e.g. '/api' in the browser (same origin). */
  readonly baseUrl: string;
  /** The browser's fetch (cookies go with same-origin requests); tests pass the app's. */
  readonly fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

/** The server could not be reached (offline, restarting, a proxy's 502/503/504). */
const SERVER_UNREACHABLE = {
  title: 'Sin conexión con el servidor',
  description: 'No pudimos conectar con Conexión Global. Revisa tu conexión e inténtalo de nuevo.',
} as const;

const RATE_LIMITED = {
  title: 'Demasiados intentos',
  description: 'Hiciste demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
} as const;

/**
 * A refusal as the API answers it (JSON with the status): the domain's error with its stable code
 * and Spanish copy. The API writes it (`apps/api/src/errors.ts`), this adapter reads it back, and
 * the stories' MSW handlers answer with it (`@cg/mocks/api`).
 */
export interface ApiErrorBody {
  readonly code: string;
  readonly title: string;
  readonly description: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
}

/** What an answer may carry where an ApiErrorBody is expected (a proxy's page has none of it). */
interface ErrorBody {
  readonly code?: unknown;
  readonly title?: unknown;
  readonly description?: unknown;
  readonly fieldErrors?: unknown;
}

/** "Podrás intentarlo de nuevo en 30 segundos / 1 minuto / 4 minutos." @internal (tested on its own) */
export function whenAgain(seconds: number): string {
  if (seconds < 60) return `Podrás intentarlo de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Podrás intentarlo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/**
 * What the API does not offer: a read of every request whatever its status is the static demo's
 * (its data export, its examples check) — the API has no public read of everyone's requests.
 */
const notOverHttp = () =>
  new DomainError('not_found', 'No disponible', 'Esta lista no se ofrece en el servidor de Conexión Global.');

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The refusal an answer carries, as the domain's error. */
async function errorOf(response: Response): Promise<DomainError> {
  let body: ErrorBody = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed;
  } catch {
    // Not JSON: a proxy's page or an empty body.
  }
  if (response.status === 429) {
    const header = Number(response.headers.get('Retry-After'));
    const seconds = Number.isFinite(header) && header > 0 ? Math.ceil(header) : 60;
    const description = str(body.description) ?? RATE_LIMITED.description;
    // The toast says when: "Podrás intentarlo de nuevo en 4 minutos."
    return new RateLimitedError(str(body.title) ?? RATE_LIMITED.title, `${description} ${whenAgain(seconds)}`, seconds);
  }
  const code = str(body.code);
  const title = str(body.title);
  if (!code || !title) {
    return new DomainError('server_unreachable', SERVER_UNREACHABLE.title, SERVER_UNREACHABLE.description);
  }
  const fieldErrors =
    body.fieldErrors && typeof body.fieldErrors === 'object'
      ? Object.fromEntries(
          Object.entries(body.fieldErrors).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : {};
  return new DomainError(code as DomainErrorCode, title, str(body.description) ?? '', fieldErrors);
}

/** The form a command travels as: text fields, files, and a list as its field repeated. */
function formOf(command: object): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(command) as [string, unknown][]) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item, key);
      else form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  return form;
}

/**
 * Calls one route of the API (decision 035): its URL from its path and parameters, its query from
 * the input's fields, its body as the route says (JSON, a form, a file as it is), the submission's
 * `Idempotency-Key` where the route takes one. A 404 of a route whose missing thing reads as null
 * is null; any other refusal is the domain's error.
 */
export type ApiCall = <R extends AnyRoute>(
  route: R,
  input: InputOf<R>,
  submission?: SubmissionOptions,
) => Promise<OutputOf<R>>;

function createCall(options: HttpMarketplaceOptions): ApiCall {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  return async (route, input, submission) => {
    const given = input as {
      params?: Record<string, string>;
      query?: object;
      json?: unknown;
      form?: object;
      text?: string;
    };
    const headers: Record<string, string> = { Accept: 'application/json' };
    // One key per form submission: the server answers its retry with the first answer (issue 32).
    if (route.idempotent && submission?.idempotencyKey) headers['Idempotency-Key'] = submission.idempotencyKey;
    const init: RequestInit = { method: route.method, credentials: 'same-origin', headers };
    if (route.via === 'json') {
      init.body = JSON.stringify(given.json ?? {});
      headers['Content-Type'] = 'application/json';
    } else if (route.via === 'text') {
      init.body = given.text ?? '';
      headers['Content-Type'] = 'application/json';
    } else if (route.via === 'form') {
      init.body = formOf(given.form ?? {});
    }
    const url = `${base}${pathOf(route, given.params)}${route.via === 'query' ? queryOf(given.query) : ''}`;
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      throw new DomainError(
        'server_unreachable',
        SERVER_UNREACHABLE.title,
        SERVER_UNREACHABLE.description,
        {},
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      const error = await errorOf(response);
      if (route.missing === 'null' && response.status === 404 && error.code === 'not_found') {
        return null as OutputOf<typeof route>;
      }
      throw error;
    }
    if (response.status === 204) return undefined as OutputOf<typeof route>;
    return (await response.json()) as OutputOf<typeof route>;
  };
}

/**
 * The purchase receipt's file (decision 050): the answer is the file itself, not JSON — its name
 * from `Content-Disposition`, its kind from its type. A 404 is null, as the route says.
 */
async function receiptFileOf(options: HttpMarketplaceOptions, orderId: string): Promise<ReceiptFile | null> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = `${options.baseUrl.replace(/\/$/, '')}${pathOf(routes.receipts.download, { id: orderId })}`;
  let response: Response;
  try {
    response = await doFetch(url, { method: 'GET', credentials: 'same-origin' });
  } catch (error) {
    throw new DomainError(
      'server_unreachable',
      SERVER_UNREACHABLE.title,
      SERVER_UNREACHABLE.description,
      {},
      {
        cause: error,
      },
    );
  }
  if (response.status === 404) return null;
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'comprobante';
  return { blob, fileName, kind: blob.type === 'application/pdf' ? 'pdf' : 'image' };
}

export function createHttpMarketplace(options: HttpMarketplaceOptions): Marketplace {
  const call = createCall(options);
  const { accounts, requests, orders, payments, chats, trips, verification, wallet, reviews } = routes;
  const { notifications, coupons, paymentMethods, disputes, data, contact, offers, matching, receipts } = routes;
  const id = (value: string) => ({ params: { id: value } });

  return {
    accounts: {
      register: (_actor, input) => call(accounts.register, { json: input }),
      login: (_actor, input) => call(accounts.login, { json: input }),
      me: () => call(accounts.me, {}),
      profile: (_actor, userId) => call(accounts.profile, id(userId)),
      updateProfile: (_actor, input) => call(accounts.updateProfile, { json: input }),
      setProfilePicture: (_actor, image) =>
        image === null ? call(accounts.removePicture, {}) : call(accounts.setPicture, { form: { image } }),
      changePassword: async (_actor, input) => {
        await call(accounts.changePassword, { json: input });
      },
      requestPasswordReset: async (_actor, input) => {
        await call(accounts.requestPasswordReset, { json: input });
      },
      resetPassword: async (_actor, input) => {
        await call(accounts.resetPassword, { json: input });
        // The API ends every session of the account and does not say whose it was.
        return { userId: '' };
      },
      confirmEmail: async (_actor, input) => {
        await call(accounts.confirmEmail, { json: input });
      },
      resendEmailConfirmation: () => call(accounts.resendConfirmation, {}),
      // The API ends every session of the account, this one included.
      deleteAccount: async (_actor, input) => {
        await call(accounts.deleteAccount, { json: input });
      },
    },
    requests: {
      publish: (_actor, command, submission) => call(requests.publish, { form: command }, submission),
      // Every request whatever its status is the static demo's (its data export, its examples
      // check): the API has no public read of everyone's requests (decision 035).
      listNewestFirst: () => Promise.reject(notOverHttp()),
      search: (_actor, filters) => call(requests.search, { query: filters }),
      searchPage: (_actor, filters, page = {}) => call(requests.searchPage, { query: { ...filters, ...page } }),
      home: () => call(requests.home, {}),
      get: (_actor, requestId) => call(requests.get, id(requestId)),
      actionFor: async (_actor, requestId) => (await call(requests.actionFor, id(requestId)))?.action ?? null,
      order: (_actor, orderId) => call(orders.order, id(orderId)),
      mine: () => call(orders.mine, {}),
      deliveries: () => call(orders.deliveries, {}),
      accept: (_actor, orderId, tripId, customsPayer) =>
        call(orders.accept, {
          ...id(orderId),
          query: { trip: tripId ?? undefined, customsPayer: customsPayer ?? undefined },
        }),
      securityCode: async (_actor, orderId) => (await call(orders.securityCode, id(orderId)))?.code ?? null,
      confirmDelivery: (_actor, orderId, code) => call(orders.confirmDelivery, { ...id(orderId), json: { code } }),
      reissueCode: async (_actor, orderId) => (await call(orders.reissueCode, id(orderId))).code,
      edit: (_actor, requestId, command) => call(requests.edit, { ...id(requestId), form: command }),
      cancel: (_actor, requestId) => call(requests.cancel, id(requestId)),
      proposeCancellation: (_actor, orderId) => call(orders.proposeCancellation, id(orderId)),
      acceptCancellation: (_actor, orderId) => call(orders.acceptCancellation, id(orderId)),
      declineCancellation: (_actor, orderId) => call(orders.declineCancellation, id(orderId)),
      // No amount goes over the wire: the server asks again for what it stored (decision 049).
      retryRefunds: (_actor, orderId) => call(orders.retryRefunds, id(orderId)),
    },
    payments: {
      quote: (_actor, orderId) => call(payments.quote, id(orderId)),
      // No amount goes over the wire: the server computes it from the stored request.
      payWithCard: (_actor, orderId, billing, cardToken, options = {}) =>
        call(
          payments.payWithCard,
          { ...id(orderId), json: { billing, cardToken, installments: options.installments, coupon: options.coupon } },
          options,
        ),
      confirm: (_actor, orderId) => call(payments.confirm, id(orderId)),
      pending: (_actor, orderId) => call(payments.pending, id(orderId)),
    },
    trips: {
      register: (_actor, input, submission) => call(trips.register, { json: input }, submission),
      searchPage: (_actor, filters, page = {}) => call(trips.searchPage, { query: { ...filters, ...page } }),
      home: () => call(trips.home, {}),
      mine: () => call(trips.mine, {}),
      edit: (_actor, tripId, input) => call(trips.edit, { ...id(tripId), json: input }),
      remove: async (_actor, tripId) => {
        await call(trips.remove, id(tripId));
      },
      standing: () => call(trips.standing, {}),
    },
    chats: {
      messages: (_actor, orderId) => call(chats.messages, id(orderId)),
      send: (_actor, orderId, text, submission) => call(chats.send, { ...id(orderId), json: { text } }, submission),
      conversations: () => call(chats.conversations, {}),
      markRead: async (_actor, orderId) => {
        await call(chats.markRead, id(orderId));
      },
    },
    verification: {
      status: async () => (await call(verification.status, {})).status,
      submit: async (_actor, submission) => (await call(verification.submit, { form: submission })).status,
      refresh: async () => (await call(verification.refresh, {})).status,
    },
    wallet: {
      wallet: () => call(wallet.wallet, {}),
      history: () => call(wallet.history, {}),
      deliveredCount: (_actor, userId) => call(wallet.deliveredCount, id(userId)),
      withdraw: (_actor, input, submission) => call(wallet.withdraw, { json: input }, submission),
      refreshWithdrawals: () => call(wallet.refreshWithdrawals, {}),
    },
    reviews: {
      leave: (_actor, orderId, input) => call(reviews.leave, { ...id(orderId), json: input }),
      forUser: (_actor, userId) => call(reviews.forUser, id(userId)),
      pendingFor: () => call(reviews.pendingFor, {}),
    },
    notifications: {
      list: () => call(notifications.list, {}),
      markRead: async (_actor, notificationId) => (await call(notifications.markRead, id(notificationId))).changed,
      markAllRead: async () => (await call(notifications.markAllRead, {})).changed,
    },
    coupons: {
      redeem: (_actor, code) => call(coupons.redeem, { json: { code } }),
      mine: () => call(coupons.mine, {}),
    },
    disputes: {
      open: (_actor, orderId, command, submission) =>
        call(disputes.open, { ...id(orderId), form: command }, submission),
      cancelOverdue: (_actor, orderId) => call(disputes.cancelOverdue, id(orderId)),
      isSupport: async () => (await call(disputes.isSupport, {})).support,
      listOpen: () => call(disputes.listOpen, {}),
      caseOf: (_actor, orderId) => call(disputes.caseOf, id(orderId)),
      resolve: (_actor, orderId, outcome, message) =>
        call(disputes.resolve, { ...id(orderId), json: { outcome, message } }),
    },
    paymentMethods: {
      list: () => call(paymentMethods.list, {}),
      save: (_actor, input) => call(paymentMethods.save, { json: input }),
      setDefault: (_actor, cardId) => call(paymentMethods.setDefault, id(cardId)),
      remove: (_actor, cardId) => call(paymentMethods.remove, id(cardId)),
    },
    data: {
      exportMine: () => call(data.exportMine, {}),
      importMine: (_actor, file) => call(data.importMine, { text: file }),
    },
    contact: {
      send: async (_actor, input) => {
        await call(contact.send, { json: input });
      },
    },
    offers: {
      make: (_actor, requestId, input, submission) => call(offers.make, { ...id(requestId), json: input }, submission),
      forRequest: (_actor, requestId) => call(offers.forRequest, id(requestId)),
      mine: () => call(offers.mine, {}),
      withdraw: (_actor, offerId) => call(offers.withdraw, id(offerId)),
      decline: (_actor, offerId) => call(offers.decline, id(offerId)),
      counter: (_actor, offerId, reward) => call(offers.counter, { ...id(offerId), json: { reward } }),
      accept: (_actor, offerId) => call(offers.accept, id(offerId)),
      acceptCounter: (_actor, offerId) => call(offers.acceptCounter, id(offerId)),
      declineCounter: (_actor, offerId) => call(offers.declineCounter, id(offerId)),
    },
    matching: {
      forTrip: (_actor, tripId) => call(matching.forTrip, id(tripId)),
      forRequest: (_actor, requestId) => call(matching.forRequest, id(requestId)),
      invite: (_actor, requestId, tripId) => call(matching.invite, { params: { id: requestId, tripId } }),
      alerts: () => call(matching.alerts, {}),
      setAlerts: (_actor, settings) => call(matching.setAlerts, { json: settings }),
      rewardSuggestion: (_actor, query) => call(matching.rewardSuggestion, { query }),
    },
    receipts: {
      upload: (_actor, orderId, command) => call(receipts.upload, { ...id(orderId), form: command }),
      file: (_actor, orderId) => receiptFileOf(options, orderId),
      pack: (_actor, orderId) => call(receipts.packSource, id(orderId)),
    },
    topUps: {
      approve: (_actor, orderId, command) => call(routes.topUps.approve, { ...id(orderId), json: command }),
    },
  };
}

/** Ends this browser's session on the server (the cookie is cleared by the answer). */
export const endHttpSession = (options: HttpMarketplaceOptions) => createCall(options)(routes.accounts.logout, {});

/** Gives this browser a guest cookie before it publishes as a visitor (idempotent). */
export const ensureHttpGuest = (options: HttpMarketplaceOptions) => createCall(options)(routes.accounts.guest, {});
