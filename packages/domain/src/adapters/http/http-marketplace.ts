/**
 * The `Marketplace` contract over HTTP (issue 16): what the site calls in server mode. Each use case
 * is one request to the API (`apps/api`), which takes the actor from its session cookie — the
 * `actor` argument is never sent (an actor is not trusted from a browser) and is ignored here.
 * Refusals come back as the API's JSON errors `{ code, title, description, fieldErrors? }` and are
 * rethrown as `DomainError`s with the same code and Spanish copy, so the site handles them exactly as
 * it handles the in-browser marketplace's. A 429 becomes a `RateLimitedError` carrying when to try
 * again; a server that cannot be reached is `server_unreachable`.
 */
import type {
  DisputeCase,
  Marketplace,
  PaymentOutcome,
  PersonalData,
  PersonalImportSummary,
  PageRequest,
  PublishRequestCommand,
  RequestPage,
  ReviewSummary,
  SubmissionOptions,
  TripPage,
} from '#src/contract';
import { DomainError, RateLimitedError, type DomainErrorCode } from '#src/errors';
import type { EscrowBreakdown } from '#src/money';
import type {
  Conversation,
  OrderView,
  OwnProfile,
  PendingReview,
  PublicUser,
  RegistrationResult,
  AuthResult,
  RequestView,
  TripView,
} from '#src/projections';
import type { RequestFilters, TripFilters } from '#src/rules/filters';
import type { RequestAction } from '#src/rules/lifecycle';
import type { TransactionRow, Wallet, WithdrawalView } from '#src/rules/wallet';
import type { ChatMessage } from '#src/schemas/chat';
import type { Notification } from '#src/schemas/notification';
import type { PendingPayment } from '#src/schemas/pending-payment';
import type { Review } from '#src/schemas/review';
import type { VerificationStatus } from '#src/enums';
import type { CouponView } from '#src/rules/coupons';
import type { PaymentMethodView } from '#src/schemas/payment-method';

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

/** `text`: a JSON document sent as it is (a "your data" file is not parsed and encoded again). */
type Body = { json: unknown } | { text: string } | { form: FormData } | undefined;

export function createHttpMarketplace(options: HttpMarketplaceOptions): Marketplace {
  const base = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: string, path: string, body?: Body, submission?: SubmissionOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // One key per form submission: the server answers its retry with the first answer (issue 32).
    if (submission?.idempotencyKey) headers['Idempotency-Key'] = submission.idempotencyKey;
    const init: RequestInit = { method, credentials: 'same-origin', headers };
    if (body && 'json' in body) {
      init.body = JSON.stringify(body.json);
      headers['Content-Type'] = 'application/json';
    } else if (body && 'text' in body) {
      init.body = body.text;
      headers['Content-Type'] = 'application/json';
    } else if (body) {
      init.body = body.form;
    }
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, init);
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
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  async function call<T>(method: string, path: string, body?: Body, submission?: SubmissionOptions): Promise<T> {
    const response = await send(method, path, body, submission);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  const get = <T>(path: string) => call<T>('GET', path);
  const post = <T>(path: string, json: unknown = {}, submission?: SubmissionOptions) =>
    call<T>('POST', path, { json }, submission);

  /** A thing only some people may see: 404 is "not there for you" (null), not an error. */
  async function maybe<T>(path: string): Promise<T | null> {
    try {
      return await get<T>(path);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') return null;
      throw error;
    }
  }

  const id = (value: string) => encodeURIComponent(value);
  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const requestParams = (f: RequestFilters) => ({
    text: f.text,
    country: f.country,
    category: f.category,
    minReward: f.minReward,
  });
  const tripQuery = (f: TripFilters, page: PageRequest) =>
    query({
      originCountry: f.originCountry,
      returnBy: f.returnBy,
      text: f.text,
      after: page.after ?? undefined,
      limit: page.limit,
    });

  function publishForm(command: PublishRequestCommand): FormData {
    const form = new FormData();
    for (const [key, value] of Object.entries(command)) {
      if (key === 'image' || value === undefined || value === null) continue;
      form.set(key, String(value));
    }
    if (command.image) form.set('image', command.image, 'foto');
    return form;
  }

  return {
    accounts: {
      register: (_actor, input) => post<RegistrationResult>('/accounts', input),
      login: (_actor, input) => post<AuthResult>('/session', input),
      me: () => get<OwnProfile | null>('/me'),
      profile: (_actor, userId) => maybe<PublicUser>(`/users/${id(userId)}`),
      updateProfile: (_actor, input) => call<OwnProfile>('PATCH', '/me', { json: input }),
      setProfilePicture: (_actor, image) => {
        if (image === null) return call<OwnProfile>('DELETE', '/me/picture');
        const form = new FormData();
        form.set('image', image, 'foto');
        return call<OwnProfile>('POST', '/me/picture', { form });
      },
      changePassword: async (_actor, input) => {
        await post('/me/password', input);
      },
      requestPasswordReset: async (_actor, input) => {
        await post('/password-reset', input);
      },
      resetPassword: async (_actor, input) => {
        await post('/password-reset/confirm', input);
        // The API ends every session of the account and does not say whose it was.
        return { userId: '' };
      },
      confirmEmail: async (_actor, input) => {
        await post('/email-confirmation/confirm', input);
      },
      resendEmailConfirmation: () => post<{ alreadyConfirmed: boolean }>('/email-confirmation', {}),
      deleteAccount: async (_actor, input) => {
        // The API ends every session of the account, this one included.
        await post('/me/delete', input);
      },
    },
    requests: {
      publish: (_actor, command, submission) =>
        call<RequestView>('POST', '/requests', { form: publishForm(command) }, submission),
      listNewestFirst: () => get<readonly RequestView[]>('/requests'),
      search: (_actor, filters) => get<readonly RequestView[]>(`/requests${query(requestParams(filters))}`),
      searchPage: (_actor, filters, page = {}) =>
        get<RequestPage>(
          `/requests/page${query({ ...requestParams(filters), after: page.after ?? undefined, limit: page.limit })}`,
        ),
      home: () => get<readonly RequestView[]>('/requests/home'),
      get: (_actor, requestId) => maybe<RequestView>(`/requests/${id(requestId)}`),
      actionFor: async (_actor, requestId) =>
        (await maybe<{ action: RequestAction }>(`/requests/${id(requestId)}/action`))?.action ?? null,
      order: (_actor, orderId) => maybe<OrderView>(`/orders/${id(orderId)}`),
      mine: () => get<readonly OrderView[]>('/orders/mine'),
      deliveries: () => get<readonly OrderView[]>('/orders/deliveries'),
      accept: (_actor, orderId) => post<OrderView>(`/orders/${id(orderId)}/accept`),
      securityCode: async (_actor, orderId) =>
        (await maybe<{ code: string }>(`/orders/${id(orderId)}/code`))?.code ?? null,
      confirmDelivery: (_actor, orderId, code) =>
        post<{ request: OrderView; payoutCents: number }>(`/orders/${id(orderId)}/code/confirm`, { code }),
      reissueCode: async (_actor, orderId) =>
        (await post<{ code: string }>(`/orders/${id(orderId)}/code/reissue`)).code,
      edit: (_actor, requestId, command) =>
        call<RequestView>('PUT', `/requests/${id(requestId)}`, { form: publishForm(command) }),
      cancel: (_actor, requestId) => post<RequestView>(`/requests/${id(requestId)}/cancel`),
      proposeCancellation: (_actor, orderId) => post<OrderView>(`/orders/${id(orderId)}/cancellation`),
      acceptCancellation: (_actor, orderId) => post<OrderView>(`/orders/${id(orderId)}/cancellation/accept`),
      declineCancellation: (_actor, orderId) => post<OrderView>(`/orders/${id(orderId)}/cancellation/decline`),
    },
    payments: {
      quote: (_actor, orderId) => get<EscrowBreakdown>(`/orders/${id(orderId)}/quote`),
      // No amount goes over the wire: the server computes it from the stored request.
      payWithCard: (_actor, orderId, billing, cardToken, options = {}) =>
        post<PaymentOutcome>(
          `/orders/${id(orderId)}/payment`,
          {
            billing,
            cardToken,
            ...(options.installments === undefined ? {} : { installments: options.installments }),
            // A code only: the server checks it and computes the discount.
            ...(options.coupon === undefined ? {} : { coupon: options.coupon }),
          },
          options,
        ),
      confirm: (_actor, orderId) => post<PaymentOutcome>(`/orders/${id(orderId)}/payment/confirm`),
      pending: (_actor, orderId) => maybe<PendingPayment>(`/orders/${id(orderId)}/payment`),
    },
    trips: {
      register: (_actor, input, submission) => post<TripView>('/trips', input, submission),
      searchPage: (_actor, filters, page = {}) => get<TripPage>(`/trips${tripQuery(filters, page)}`),
      home: () => get<readonly TripView[]>('/trips/home'),
      mine: () => get<readonly TripView[]>('/trips/mine'),
    },
    chats: {
      messages: (_actor, orderId) => get<readonly ChatMessage[]>(`/orders/${id(orderId)}/messages`),
      send: (_actor, orderId, text, submission) =>
        post<ChatMessage>(`/orders/${id(orderId)}/messages`, { text }, submission),
      conversations: () => get<readonly Conversation[]>('/conversations'),
      markRead: async (_actor, orderId) => {
        await post(`/orders/${id(orderId)}/read`);
      },
    },
    verification: {
      status: async () => (await get<{ status: VerificationStatus | null }>('/verification')).status,
      submit: async (_actor, submission) => {
        const form = new FormData();
        form.set('documentType', submission.documentType);
        if (submission.front) form.set('front', submission.front, 'frente');
        if (submission.back) form.set('back', submission.back, 'dorso');
        if (submission.selfie) form.set('selfie', submission.selfie, 'selfie');
        return (await call<{ status: VerificationStatus }>('POST', '/verification', { form })).status;
      },
      refresh: async () => (await post<{ status: VerificationStatus }>('/verification/refresh')).status,
    },
    wallet: {
      wallet: () => get<Wallet>('/wallet'),
      history: () => get<readonly TransactionRow[]>('/wallet/history'),
      deliveredCount: (_actor, userId) => get<number>(`/users/${id(userId)}/delivered`),
      withdraw: (_actor, input, submission) =>
        post<WithdrawalView>(
          '/wallet/withdrawals',
          { amountCents: input.amountCents, destination: input.destination },
          submission,
        ),
      refreshWithdrawals: () => post<Wallet>('/wallet/withdrawals/refresh'),
    },
    reviews: {
      leave: (_actor, orderId, input) => post<Review>(`/orders/${id(orderId)}/reviews`, input),
      forUser: (_actor, userId) => get<ReviewSummary>(`/users/${id(userId)}/reviews`),
      pendingFor: () => get<readonly PendingReview[]>('/reviews/pending'),
    },
    notifications: {
      list: () => get<readonly Notification[]>('/notifications'),
      markRead: async (_actor, notificationId) =>
        (await post<{ changed: boolean }>(`/notifications/${id(notificationId)}/read`)).changed,
      markAllRead: async () => (await post<{ changed: number }>('/notifications/read-all')).changed,
    },
    coupons: {
      redeem: (_actor, code) => post<CouponView>('/me/coupons', { code }),
      mine: () => get<readonly CouponView[]>('/me/coupons'),
    },
    disputes: {
      open: (_actor, orderId, command, submission) => {
        const form = new FormData();
        form.set('reason', command.reason);
        form.set('text', command.text);
        for (const [i, photo] of (command.photos ?? []).entries()) form.append('photos', photo, `foto-${i + 1}`);
        return call<OrderView>('POST', `/orders/${id(orderId)}/dispute`, { form }, submission);
      },
      cancelOverdue: (_actor, orderId) => post<OrderView>(`/orders/${id(orderId)}/overdue-cancellation`),
      isSupport: async () => (await get<{ support: boolean }>('/support/me')).support,
      listOpen: () => get<readonly DisputeCase[]>('/support/disputes'),
      resolve: (_actor, orderId, outcome) => post<OrderView>(`/support/disputes/${id(orderId)}/resolve`, { outcome }),
    },
    paymentMethods: {
      list: () => get<readonly PaymentMethodView[]>('/me/payment-methods'),
      save: (_actor, input) => post<PaymentMethodView>('/me/payment-methods', { cardToken: input.cardToken }),
      setDefault: (_actor, cardId) => post<readonly PaymentMethodView[]>(`/me/payment-methods/${id(cardId)}/default`),
      remove: (_actor, cardId) => call<readonly PaymentMethodView[]>('DELETE', `/me/payment-methods/${id(cardId)}`),
    },
    data: {
      exportMine: () => get<PersonalData>('/me/data'),
      importMine: (_actor, file) => call<PersonalImportSummary>('POST', '/me/data', { text: file }),
    },
  };
}

/** A session request whose answer carries only a cookie. */
async function sessionRequest(options: HttpMarketplaceOptions, method: string, path: string): Promise<void> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  await doFetch(`${options.baseUrl.replace(/\/$/, '')}${path}`, { method, credentials: 'same-origin' });
}

/** Ends this browser's session on the server (the cookie is cleared by the answer). */
export const endHttpSession = (options: HttpMarketplaceOptions) => sessionRequest(options, 'DELETE', '/session');

/** Gives this browser a guest cookie before it publishes as a visitor (idempotent). */
export const ensureHttpGuest = (options: HttpMarketplaceOptions) => sessionRequest(options, 'POST', '/guest');
