// The marketplace's HTTP face (issue 15): each route validates its shape, takes the actor from the
// session cookie (an actor is never read from the request body), calls one use case of the
// contract and answers its projection as JSON. The domain validates the content itself, with its
// own Spanish messages; refusals keep the domain's stable codes.
import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import {
  isDomainError,
  MESSAGES,
  passwordResetRequestSchema,
  type Actor,
  type DomainErrorCode,
  type PublishRequestCommand,
  type RequestFilters,
  type TripFilters,
} from '@cg/domain';
import { SESSION_ABSOLUTE_MS, tokenHash, newToken } from '@cg/db';
import { clientAddress } from '#src/address';
import type { AppEnv } from '#src/app';
import { type ApiError, badRequest, errorResponse, notFound, tooLarge } from '#src/errors';
import type { Logger } from '#src/log';
import { isHttps } from '#src/security';
import type { ServerMarketplace } from '#src/market/compose';
import { idempotent } from '#src/market/idempotency';

export interface ApiEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { actor: Actor; sessionToken: string | null; https: boolean };
}

/** Requests per window, per key. Production defaults are strict; tests raise them by option. */
export interface RateLimits {
  /**
   * Password tries from one address, whatever the account (logins, and the password asked again
   * behind a session): bounds one address spraying many accounts. An address the account logged
   * in from (30 days) does not count against it for that account (decision 033).
   */
  readonly loginPerAddress: number;
  /**
   * Login tries for one account from addresses it has not logged in from (30 days): bounds many
   * addresses guessing one password, without keeping the owner out at a familiar address.
   */
  readonly loginPerAccount: number;
  /** Login tries per account and address; a success starts the count again. */
  readonly loginPerAccountAddress: number;
  /** The password asked again behind a session (changing it, deleting the account), per person. */
  readonly passwordCheckPerUser: number;
  readonly registerPerAddress: number;
  readonly codePerAddress: number;
  readonly publishPerUser: number;
  readonly chatPerUser: number;
  /** Trips registered, per person (each is on the public list; issue 32). */
  readonly tripPerUser: number;
  readonly verificationPerUser: number;
  readonly resetPerAddress: number;
  /** Coupon codes tried per person (a code is a secret worth guessing). */
  readonly couponPerUser: number;
  /** Withdrawals asked for (money leaving), per person. */
  readonly withdrawPerUser: number;
  /** Cards saved, per person (saving is how stolen card numbers are tried). */
  readonly cardSavePerUser: number;
  /**
   * Requests published without an account, per address (issue 32: nothing bounded them). A
   * carrier's shared address (CGNAT) puts many phones behind one: 60 a window is four a minute,
   * far above what the people behind one address publish as guests (most register first), and it
   * bounds what one machine can make the server decode (60 photos at ≤ 0.3 s of CPU each).
   */
  readonly guestPublishPerAddress: number;
  /** Guest tokens minted, per address (each is a new guest, so minting is limited as publishing is). */
  readonly guestTokenPerAddress: number;
  /** Window length, ms. */
  readonly windowMs: number;
}

// The login numbers (decision 033): 10 tries per account and address, 50 per account from
// unfamiliar addresses, 20 per address across accounts; 10 password checks per person behind a session.
const DEFAULT_LIMITS: RateLimits = {
  loginPerAddress: 20,
  loginPerAccount: 50,
  loginPerAccountAddress: 10,
  passwordCheckPerUser: 10,
  registerPerAddress: 10,
  codePerAddress: 30,
  publishPerUser: 20,
  chatPerUser: 60,
  tripPerUser: 10,
  verificationPerUser: 10,
  resetPerAddress: 10,
  couponPerUser: 20,
  withdrawPerUser: 10,
  cardSavePerUser: 10,
  guestPublishPerAddress: 60,
  guestTokenPerAddress: 120,
  windowMs: 15 * 60 * 1000,
};

export interface RoutesOptions {
  readonly market: ServerMarketplace;
  readonly limits?: Partial<RateLimits>;
  readonly trustProxy?: boolean;
  /** The client's address (the socket's, or the proxy's X-Forwarded-For when trusted). */
  readonly addressOf?: (c: Context) => string;
  /** Where a failure of work no answer waits for is told (a password-reset link not issued). */
  readonly logger?: Logger;
}

/** HTTP status of each domain refusal. Someone else's thing is a 404: its existence is not told. */
const STATUS: Partial<Record<DomainErrorCode, 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 423 | 502 | 503>> = {
  validation: 422,
  password_mismatch: 422,
  password_too_short: 422,
  wrong_password: 422,
  invalid_code: 422,
  image_required: 422,
  image_invalid: 422,
  image_processing: 422,
  forbidden_item: 422,
  verification_incomplete: 422,
  import_invalid: 422,
  invalid_token: 422,
  account_busy: 409,
  coupon_invalid: 422,
  coupon_expired: 422,
  coupon_used: 409,
  coupon_redeemed: 409,
  email_unconfirmed: 403,
  insufficient_funds: 409,
  already_cancelled: 409,
  cancellation_pending: 409,
  cancellation_not_proposed: 409,
  refund_in_progress: 409,
  refund_failed: 402,
  dispute_open: 409,
  dispute_not_open: 409,
  deadline_not_passed: 409,
  too_many_trips: 409,
  card_rejected: 402,
  login_required: 401,
  authentication_failed: 401,
  verification_required: 403,
  own_request: 403,
  not_found: 404,
  forbidden: 404,
  already_accepted: 409,
  invalid_transition: 409,
  already_paid: 409,
  already_reviewed: 409,
  email_taken: 409,
  wrong_code: 422,
  code_locked: 423,
  payment_failed: 402,
  payment_in_progress: 409,
  payment_not_confirmed: 409,
  storage_full: 503,
  provider_unavailable: 503,
};

const tooMany: ApiError = {
  code: 'rate_limited',
  title: 'Demasiados intentos',
  description: 'Hiciste demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
};

function domainErrorResponse(c: Context, error: unknown): Response {
  if (!isDomainError(error)) throw error;
  const status = STATUS[error.code] ?? 400;
  if (error.code === 'forbidden') return errorResponse(c, 404, notFound);
  const body: ApiError = {
    code: error.code,
    title: error.title,
    description: error.description,
    ...(Object.keys(error.fieldErrors).length > 0 && { fieldErrors: error.fieldErrors }),
  };
  return errorResponse(c, status, body);
}

/** How long a login (or a reset) from an address makes it familiar to the account (decision 033). */
const FAMILIAR_MS = 30 * 24 * 60 * 60 * 1000;
/** An account as the login counters name it: the SHA-256 of its e-mail as the domain compares it. */
const accountKey = (email: string) => tokenHash(email.trim().toLowerCase());

const SESSION = 'cg_session';
const GUEST = 'cg_guest';
/** `__Host-` pins the cookie to this origin, https only: browsers drop it on http://localhost. */
const cookieName = (name: string, https: boolean) => (https ? `__Host-${name}` : name);
const cookieOptions = (https: boolean, maxAgeSeconds: number) =>
  ({ httpOnly: true, sameSite: 'Lax', path: '/', secure: https, maxAge: maxAgeSeconds }) as const;

/** Whether a value holds a NUL character anywhere (no text of ours has one; PostgreSQL refuses it). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

/** The JSON object a route reads; anything else is a 400 ('Solicitud no válida'). */
async function json(c: Context): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HTTPException(400);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || hasNul(body)) throw new HTTPException(400);
  return body as Record<string, unknown>;
}

/** Ids are the domain's (UUIDs and a few fixed ones): anything else cannot name a thing here (404). */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
function idOf(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!ID.test(id)) throw new HTTPException(404);
  return id;
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The largest photo or document accepted, per file (the body limit covers the three of a verification). */
const FILE_BYTES = 8 * 1024 * 1024;

type Form = Record<string, string | File | (string | File)[]>;

/**
 * A multipart form, or the answer refusing it: unreadable (400), a NUL in a field (400), a file
 * over 8 MB (413), or a field sent more than once that is not one of `repeatable` (400). Every
 * value is read (`all`): a repeated field is either a list the route asked for (a dispute's photos)
 * or a request that is not the site's — never silently read as its first or last value.
 */
async function readForm(c: Context, repeatable: readonly string[] = []): Promise<Form | Response> {
  let form: Form;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    return errorResponse(c, 400, badRequest);
  }
  if (hasNul(form)) return errorResponse(c, 400, badRequest);
  if (Object.entries(form).some(([name, value]) => Array.isArray(value) && !repeatable.includes(name))) {
    return errorResponse(c, 400, badRequest);
  }
  const files = Object.values(form)
    .flat()
    .filter((v): v is File => v instanceof Blob);
  if (files.some((f) => f.size > FILE_BYTES)) return errorResponse(c, 413, tooLarge(FILE_BYTES));
  return form;
}

function fileOf(value: unknown): Blob | null {
  return value instanceof Blob && value.size > 0 ? value : null;
}

export function createMarketplaceRoutes(options: RoutesOptions): Hono<AppEnv> {
  const { market } = options;
  const m = market.marketplace;
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...options.limits };
  // Behind a trusted proxy, the address the proxy appended (src/address.ts).
  const addressOf = options.addressOf ?? ((c: Context) => clientAddress(c, options.trustProxy ?? false));
  const now = () => market.clock.now();
  const api = new Hono<ApiEnv>();

  /** Counts one more for `key`; a 429 with Retry-After when over `max`. */
  async function limited(c: Context, key: string, max: number): Promise<Response | null> {
    const { allowed, retryAfterSeconds } = await market.limiter.hit(key, limits.windowMs, max, now());
    if (allowed) return null;
    c.header('Retry-After', String(retryAfterSeconds));
    return errorResponse(c, 429, tooMany);
  }

  /**
   * The account proved its password (or its mailbox) from this address: the address is familiar
   * to it for FAMILIAR_MS, and its tries from here start again.
   */
  async function familiar(c: Context, email: string): Promise<void> {
    const account = accountKey(email);
    const address = addressOf(c);
    await market.limiter.clear(`login:pair:${account}:${address}`);
    await market.limiter.remember(`login:known:${account}:${address}`, now());
  }

  /**
   * The password asked again behind a session (changing it, deleting the account): 10 per person,
   * whichever addresses a stolen cookie is used from, and within the address's password tries.
   */
  async function passwordCheck(c: Context<ApiEnv>): Promise<Response | null> {
    const id = userId(c);
    return (
      (await limited(c, `login:addr:${addressOf(c)}`, limits.loginPerAddress)) ??
      (id === null ? null : await limited(c, `password:${id}`, limits.passwordCheckPerUser))
    );
  }

  // The actor of every request: the session cookie's user, else the guest cookie's token (as its
  // SHA-256: the domain stores and compares only that), else a visitor.
  api.use('*', async (c, next) => {
    // A NUL in the query cannot be text (400).
    if (hasNul(c.req.query())) throw new HTTPException(400);
    const https = isHttps(c.req.url, c.req.header('X-Forwarded-Proto'), options.trustProxy ?? false);
    c.set('https', https);
    const cookies = parse(c.req.header('Cookie') ?? '');
    const token = cookies[cookieName(SESSION, https)] ?? null;
    const session = token ? await market.sessions.find(token, now()) : null;
    c.set('sessionToken', session ? token : null);
    if (session) {
      c.set('actor', { id: session.userId });
    } else {
      const guest = cookies[cookieName(GUEST, https)];
      c.set('actor', guest ? { guestToken: tokenHash(guest) } : null);
    }
    await next();
  });

  const actor = (c: Context<ApiEnv>) => c.get('actor');
  // Creating routes answer a retry of one submission (its Idempotency-Key) with the first answer.
  const once = idempotent({
    store: market.idempotency,
    now: () => market.clock.now(),
    actorOf: (c) => (c as Context<ApiEnv>).get('actor'),
  });
  const userId = (c: Context<ApiEnv>) => {
    const a = c.get('actor');
    return a && 'id' in a ? a.id : null;
  };

  /** Runs a use case; a domain refusal becomes its JSON error. */
  const run = async (c: Context<ApiEnv>, work: () => Promise<unknown>, status: 200 | 201 = 200) => {
    try {
      const result = await work();
      return c.json(result ?? null, status);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  };

  async function startSession(c: Context<ApiEnv>, id: string) {
    const https = c.get('https');
    // A new token on every login: a token fixed before login is never the one that gets in.
    const old = c.get('sessionToken');
    if (old) await market.sessions.end(old);
    const token = await market.sessions.start(id, now());
    setCookie(c, cookieName(SESSION, https), token, cookieOptions(https, SESSION_ABSOLUTE_MS / 1000));
    // The guest's requests were claimed by the account: the guest cookie has done its work.
    deleteCookie(c, cookieName(GUEST, https), { path: '/', secure: https });
  }

  // ── accounts and session ─────────────────────────────────────────────────────────────────────
  api.post('/accounts', async (c) => {
    const over = await limited(c, `register:${addressOf(c)}`, limits.registerPerAddress);
    if (over) return over;
    const input = await json(c);
    try {
      const result = await m.accounts.register(actor(c), input as never);
      await familiar(c, result.user.email);
      await startSession(c, result.user.id);
      const { session: _session, ...body } = result;
      return c.json(body, 201);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });

  // Logins (decision 033): 10 tries per account and address (a success starts it again), 50 per
  // account from addresses it has not logged in from, 20 per address across accounts. An attacker
  // elsewhere can use up the account's 50, never the owner's own address; a reset link lets the
  // owner in from a new one.
  api.post('/session', async (c) => {
    const input = await json(c);
    const email = text(input.email) ?? '';
    const address = addressOf(c);
    const account = email ? accountKey(email) : null;
    const known =
      account !== null && (await market.limiter.remembers(`login:known:${account}:${address}`, FAMILIAR_MS, now()));
    const over =
      (known ? null : await limited(c, `login:addr:${address}`, limits.loginPerAddress)) ??
      (account === null ? null : await limited(c, `login:pair:${account}:${address}`, limits.loginPerAccountAddress)) ??
      (account === null || known ? null : await limited(c, `login:acct:${account}`, limits.loginPerAccount));
    if (over) return over;
    try {
      const result = await m.accounts.login(actor(c), input as never);
      await familiar(c, result.user.email);
      await startSession(c, result.user.id);
      const { session: _session, ...body } = result;
      return c.json(body);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });

  api.delete('/session', async (c) => {
    const token = c.get('sessionToken');
    if (token) await market.sessions.end(token);
    deleteCookie(c, cookieName(SESSION, c.get('https')), { path: '/', secure: c.get('https') });
    return c.body(null, 204);
  });

  /** A guest gets a token of its own before publishing (a cookie; only its hash is ever stored). */
  api.post('/guest', async (c) => {
    const https = c.get('https');
    if (userId(c) !== null) return c.body(null, 204);
    if (!parse(c.req.header('Cookie') ?? '')[cookieName(GUEST, https)]) {
      const over = await limited(c, `guest:${addressOf(c)}`, limits.guestTokenPerAddress);
      if (over) return over;
      setCookie(c, cookieName(GUEST, https), newToken(), cookieOptions(https, 365 * 24 * 60 * 60));
    }
    return c.body(null, 204);
  });

  api.get('/me', (c) => run(c, () => m.accounts.me(actor(c))));
  api.patch('/me', async (c) => {
    const input = await json(c);
    return run(c, () => m.accounts.updateProfile(actor(c), input));
  });
  // The person's picture: an upload checked as every photo (type by its bytes, 8 MB, a pixel cap),
  // never an id the browser names (issue 32).
  api.post('/me/picture', async (c) => {
    const over = await limited(c, `picture:${userId(c) ?? addressOf(c)}`, limits.publishPerUser);
    if (over) return over;
    const form = await readForm(c);
    if (form instanceof Response) return form;
    return run(c, () => m.accounts.setProfilePicture(actor(c), fileOf(form.image) ?? new Blob([])));
  });
  api.delete('/me/picture', (c) => run(c, () => m.accounts.setProfilePicture(actor(c), null)));
  api.post('/me/password', async (c) => {
    const over = await passwordCheck(c);
    if (over) return over;
    const input = await json(c);
    const id = userId(c);
    try {
      await m.accounts.changePassword(actor(c), input as never);
      // Every other session of this person ends; this one goes on with a new token.
      const token = c.get('sessionToken');
      if (id !== null && token) {
        await market.sessions.endOthers(id, token);
        await startSession(c, id);
      }
      return c.body(null, 204);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  // E-mail confirmation: a new link (logged in; as often as password-reset requests), and the
  // link's token, from any device.
  api.post('/email-confirmation', async (c) => {
    const over = await limited(c, `reset:${addressOf(c)}`, limits.resetPerAddress);
    if (over) return over;
    return run(c, () => m.accounts.resendEmailConfirmation(actor(c)));
  });
  api.post('/email-confirmation/confirm', async (c) => {
    const over = await limited(c, `reset:${addressOf(c)}`, limits.resetPerAddress);
    if (over) return over;
    const input = await json(c);
    try {
      await m.accounts.confirmEmail(actor(c), input as never);
      return c.body(null, 204);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  // Deleting one's account (the password asked again): every session of it ends, this one too.
  api.post('/me/delete', async (c) => {
    // The password is checked: counted as a change of password is.
    const over = await passwordCheck(c);
    if (over) return over;
    const input = await json(c);
    const id = userId(c);
    try {
      await m.accounts.deleteAccount(actor(c), input as never);
      if (id !== null) await market.sessions.endAll(id);
      deleteCookie(c, cookieName(SESSION, c.get('https')), { path: '/', secure: c.get('https') });
      return c.body(null, 204);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  // "Forgot my password": the same answer whether or not the account exists (202), at the same
  // time: only the shape is checked before answering; the account is looked up and its link issued
  // and e-mailed after the answer has gone (decision 033).
  api.post('/password-reset', async (c) => {
    const over = await limited(c, `reset:${addressOf(c)}`, limits.resetPerAddress);
    if (over) return over;
    const input = await json(c);
    const who = actor(c);
    const ask = () => m.accounts.requestPasswordReset(who, input as never);
    if (!passwordResetRequestSchema.safeParse(input).success) {
      // Refused before any account is looked at: waiting for the refusal tells nothing.
      try {
        await ask();
      } catch (error) {
        return domainErrorResponse(c, error);
      }
    } else {
      market.background.run(ask, (error) => options.logger?.error('password reset not issued', { error }));
    }
    const [title, description] = MESSAGES.passwordResetRequested;
    return c.json({ title, description }, 202);
  });
  // A new password with the e-mailed token: every session of the account ends (whoever had the
  // old password is out); the person logs in with the new one — from this address at once, whatever
  // wrong passwords others sent for the account (its counts start again; decision 033).
  api.post('/password-reset/confirm', async (c) => {
    const over = await limited(c, `reset:${addressOf(c)}`, limits.resetPerAddress);
    if (over) return over;
    const input = await json(c);
    try {
      const { userId: id } = await m.accounts.resetPassword(actor(c), input as never);
      await market.sessions.endAll(id);
      const owner = await m.accounts.me({ id });
      if (owner) {
        await market.limiter.clear(`login:acct:${accountKey(owner.email)}`);
        await familiar(c, owner.email);
      }
      deleteCookie(c, cookieName(SESSION, c.get('https')), { path: '/', secure: c.get('https') });
      return c.body(null, 204);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });

  // "Your data": one's own, as a file (JSON).
  api.get('/me/data', async (c) => {
    try {
      const data = await m.data.exportMine(actor(c));
      c.header('Content-Disposition', `attachment; filename="conexion-global-mis-datos.json"`);
      return c.json(data);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  // Importing such a file into one's own account: the body is the file, read by the use case.
  api.post('/me/data', async (c) => {
    const over = await limited(c, `publish:${userId(c) ?? addressOf(c)}`, limits.publishPerUser);
    if (over) return over;
    return run(c, async () => m.data.importMine(actor(c), await c.req.text()));
  });

  // Coupons the platform issued: one's own list, and redeeming a code (limited: codes are guessable).
  api.get('/me/coupons', (c) => run(c, () => m.coupons.mine(actor(c))));
  api.post('/me/coupons', async (c) => {
    const over = await limited(c, `coupon:${userId(c) ?? addressOf(c)}`, limits.couponPerUser);
    if (over) return over;
    const input = await json(c);
    return run(c, () => m.coupons.redeem(actor(c), text(input.code) ?? ''), 201);
  });

  // Saved cards (decision 027): one's own only; another person's card id is 404.
  api.get('/me/payment-methods', (c) => run(c, () => m.paymentMethods.list(actor(c))));
  api.post('/me/payment-methods', async (c) => {
    const over = await limited(c, `card:${userId(c) ?? addressOf(c)}`, limits.cardSavePerUser);
    if (over) return over;
    const input = await json(c);
    return run(c, () => m.paymentMethods.save(actor(c), { cardToken: text(input.cardToken) ?? '' }), 201);
  });
  api.post('/me/payment-methods/:id/default', (c) => run(c, () => m.paymentMethods.setDefault(actor(c), idOf(c))));
  api.delete('/me/payment-methods/:id', (c) => run(c, () => m.paymentMethods.remove(actor(c), idOf(c))));

  api.get('/users/:id', async (c) => {
    const profile = await m.accounts.profile(actor(c), idOf(c));
    return profile ? c.json(profile) : errorResponse(c, 404, notFound);
  });
  api.get('/users/:id/reviews', (c) => run(c, () => m.reviews.forUser(actor(c), idOf(c))));
  api.get('/users/:id/delivered', (c) => run(c, () => m.wallet.deliveredCount(actor(c), idOf(c))));

  // ── requests and orders ──────────────────────────────────────────────────────────────────────
  /** The list filters from the query string (what a URL can carry; the domain filters with them). */
  const requestFilters = (c: Context): RequestFilters => {
    const q = c.req.query();
    const minReward = q.minReward === undefined ? undefined : Number(q.minReward);
    return {
      ...(q.text && { text: q.text.slice(0, 200) }),
      ...(q.country && { country: q.country.slice(0, 100) }),
      ...(q.category && { category: q.category.slice(0, 50) }),
      ...(minReward !== undefined && Number.isFinite(minReward) && { minReward }),
    };
  };
  api.get('/requests', (c) => run(c, () => m.requests.search(actor(c), requestFilters(c))));
  // One page of the list (keyset): `after` is the previous page's `next`.
  api.get('/requests/page', (c) => {
    const limit = Number(c.req.query('limit'));
    const page = {
      after: c.req.query('after')?.slice(0, 200) ?? null,
      ...(Number.isFinite(limit) && limit > 0 && { limit }),
    };
    return run(c, () => m.requests.searchPage(actor(c), requestFilters(c), page));
  });
  api.get('/requests/home', (c) => run(c, () => m.requests.home(actor(c))));
  api.get('/requests/:id', async (c) => {
    try {
      const found = await m.requests.get(actor(c), idOf(c));
      return found ? c.json(found) : errorResponse(c, 404, notFound);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  // What this person may do with the request (accept, or the owner's actions; a guest owner is
  // recognised by the guest cookie, whose token never leaves the server).
  api.get('/requests/:id/action', async (c) => {
    try {
      const action = await m.requests.actionFor(actor(c), idOf(c));
      return action === null ? errorResponse(c, 404, notFound) : c.json({ action });
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  /** The publish (and edit) form's fields as the use case's command; the use case validates each. */
  const requestCommand = (form: Record<string, unknown>): PublishRequestCommand => {
    const field = (name: string) => text(form[name]);
    return {
      productName: field('productName') ?? '',
      productUrl: field('productUrl') ?? '',
      estimatedPrice: field('estimatedPrice') ?? '',
      currency: field('currency') as never,
      country: field('country') ?? '',
      reward: field('reward') ?? '',
      category: field('category') as never,
      notes: field('notes') ?? '',
      image: fileOf(form.image),
    };
  };
  api.post('/requests', once, async (c) => {
    const id = userId(c);
    // A person by their account; a guest (a token minted on request) by their address.
    const over =
      id !== null
        ? await limited(c, `publish:${id}`, limits.publishPerUser)
        : await limited(c, `publish-guest:${addressOf(c)}`, limits.guestPublishPerAddress);
    if (over) return over;
    const form = await readForm(c);
    if (form instanceof Response) return form;
    return run(c, () => m.requests.publish(actor(c), requestCommand(form)), 201);
  });
  // Its owner edits a request nobody accepted yet (the photo only when a new one is sent) or
  // withdraws it; a guest owner is recognised by the guest cookie (decision 022).
  api.put('/requests/:id', async (c) => {
    const id = userId(c);
    const over = await limited(c, `publish:${id ?? addressOf(c)}`, limits.publishPerUser);
    if (over) return over;
    const form = await readForm(c);
    if (form instanceof Response) return form;
    return run(c, () => m.requests.edit(actor(c), idOf(c), requestCommand(form)));
  });
  api.post('/requests/:id/cancel', (c) => run(c, () => m.requests.cancel(actor(c), idOf(c))));

  api.get('/orders/mine', (c) => run(c, () => m.requests.mine(actor(c))));
  api.get('/orders/deliveries', (c) => run(c, () => m.requests.deliveries(actor(c))));
  api.get('/orders/:id', async (c) => {
    try {
      const found = await m.requests.order(actor(c), idOf(c));
      return found ? c.json(found) : errorResponse(c, 404, notFound);
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  api.post('/orders/:id/accept', (c) => run(c, () => m.requests.accept(actor(c), idOf(c))));
  api.get('/orders/:id/code', async (c) => {
    try {
      const code = await m.requests.securityCode(actor(c), idOf(c));
      return code === null ? errorResponse(c, 404, notFound) : c.json({ code });
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  api.post('/orders/:id/code/confirm', async (c) => {
    const over = await limited(c, `code:${addressOf(c)}`, limits.codePerAddress);
    if (over) return over;
    const input = await json(c);
    return run(c, () => m.requests.confirmDelivery(actor(c), idOf(c), text(input.code) ?? ''));
  });
  api.post('/orders/:id/code/reissue', (c) =>
    run(c, async () => ({ code: await m.requests.reissueCode(actor(c), idOf(c)) })),
  );
  // Cancelling an accepted or paid order takes both parties: one proposes, the other answers
  // (a paid order is refunded through the provider first).
  api.post('/orders/:id/cancellation', (c) => run(c, () => m.requests.proposeCancellation(actor(c), idOf(c))));
  api.post('/orders/:id/cancellation/accept', (c) => run(c, () => m.requests.acceptCancellation(actor(c), idOf(c))));
  api.post('/orders/:id/cancellation/decline', (c) => run(c, () => m.requests.declineCancellation(actor(c), idOf(c))));

  // ── deadlines, disputes, support (decision 026) ────────────────────────────────────────────────
  // The buyer alone, after the delivery deadline by the server's clock.
  api.post('/orders/:id/overdue-cancellation', (c) => run(c, () => m.disputes.cancelOverdue(actor(c), idOf(c))));
  // A party's side: reason, text and up to 3 photos, checked as every upload (type by content, 8 MB).
  api.post('/orders/:id/dispute', once, async (c) => {
    const id = userId(c);
    const over = await limited(c, `dispute:${id ?? addressOf(c)}`, limits.verificationPerUser);
    if (over) return over;
    const form = await readForm(c, ['photos']);
    if (form instanceof Response) return form;
    const photos = [form.photos ?? []].flat().filter((v): v is File => v instanceof Blob && v.size > 0);
    const command = { reason: text(form.reason) ?? '', text: text(form.text) ?? '', photos };
    return run(c, () => m.disputes.open(actor(c), idOf(c), command), 201);
  });
  // Support only; anyone else reads that the page does not exist (404) and changes nothing.
  api.get('/support/me', (c) => run(c, async () => ({ support: await m.disputes.isSupport(actor(c)) })));
  api.get('/support/disputes', (c) => run(c, () => m.disputes.listOpen(actor(c))));
  api.post('/support/disputes/:id/resolve', async (c) => {
    const input = await json(c);
    const outcome = input.outcome;
    if (outcome !== 'refund' && outcome !== 'release') throw new HTTPException(400);
    return run(c, () => m.disputes.resolve(actor(c), idOf(c), outcome));
  });

  // ── payments ─────────────────────────────────────────────────────────────────────────────────
  // The client sends billing details and a card token, never an amount: the total is computed
  // from the stored request and frozen before the provider is asked.
  api.get('/orders/:id/quote', (c) => run(c, () => m.payments.quote(actor(c), idOf(c))));
  // The buyer's frozen quote (null before checkout starts); anyone else reads the 404 of a missing
  // thing, as on every other order route (it answered strangers 200 null — issue 32).
  api.get('/orders/:id/payment', async (c) => {
    try {
      const id = idOf(c);
      const order = await m.requests.order(actor(c), id);
      if (order?.userId !== userId(c)) return errorResponse(c, 404, notFound);
      return c.json(await m.payments.pending(actor(c), id));
    } catch (error) {
      return domainErrorResponse(c, error);
    }
  });
  api.post('/orders/:id/payment', once, async (c) => {
    const input = await json(c);
    // The instalments the buyer chose; a value that is not a number is the domain's validation error.
    const installments = input.installments === undefined ? {} : { installments: Number(input.installments) };
    // A coupon is a code only: the domain checks it is the buyer's and computes the discount.
    const coupon = text(input.coupon);
    return run(c, () =>
      m.payments.payWithCard(actor(c), idOf(c), input.billing, text(input.cardToken) ?? '', {
        ...installments,
        ...(coupon === undefined ? {} : { coupon }),
      }),
    );
  });
  api.post('/orders/:id/payment/confirm', (c) => run(c, () => m.payments.confirm(actor(c), idOf(c))));

  // ── chats ────────────────────────────────────────────────────────────────────────────────────
  api.get('/conversations', (c) => run(c, () => m.chats.conversations(actor(c))));
  api.get('/orders/:id/messages', (c) => run(c, () => m.chats.messages(actor(c), idOf(c))));
  api.post('/orders/:id/messages', once, async (c) => {
    const id = userId(c);
    if (id !== null) {
      const over = await limited(c, `chat:${id}`, limits.chatPerUser);
      if (over) return over;
    }
    const input = await json(c);
    return run(c, () => m.chats.send(actor(c), idOf(c), text(input.text) ?? ''), 201);
  });
  api.post('/orders/:id/read', (c) => run(c, () => m.chats.markRead(actor(c), idOf(c))));

  // ── trips ────────────────────────────────────────────────────────────────────────────────────
  // One page of the list (keyset, as /requests/page): `after` is the previous page's `next`, and
  // there is no read of every trip (issue 32: 29 trips made every visitor's list 29 MB).
  api.get('/trips', (c) => {
    const q = c.req.query();
    const filters: TripFilters = {
      ...(q.originCountry && { originCountry: q.originCountry.slice(0, 100) }),
      // A day of the calendar or nothing: the domain ignores any other text.
      ...(q.returnBy && { returnBy: q.returnBy.slice(0, 10) }),
      ...(q.text && { text: q.text.slice(0, 200) }),
    };
    const limit = Number(q.limit);
    const page = {
      after: q.after?.slice(0, 200) ?? null,
      ...(Number.isFinite(limit) && limit > 0 && { limit }),
    };
    return run(c, () => m.trips.searchPage(actor(c), filters, page));
  });
  api.get('/trips/home', (c) => run(c, () => m.trips.home(actor(c))));
  api.get('/trips/mine', (c) => run(c, () => m.trips.mine(actor(c))));
  api.post('/trips', once, async (c) => {
    const over = await limited(c, `trip:${userId(c) ?? addressOf(c)}`, limits.tripPerUser);
    if (over) return over;
    const input = await json(c);
    return run(c, () => m.trips.register(actor(c), input as never), 201);
  });

  // ── verification ─────────────────────────────────────────────────────────────────────────────
  api.get('/verification', (c) => run(c, async () => ({ status: await m.verification.status(actor(c)) })));
  api.post('/verification', async (c) => {
    const id = userId(c);
    if (id !== null) {
      const over = await limited(c, `verification:${id}`, limits.verificationPerUser);
      if (over) return over;
    }
    const form = await readForm(c);
    if (form instanceof Response) return form;
    const submission = {
      documentType: text(form.documentType) ?? '',
      front: fileOf(form.front),
      back: fileOf(form.back),
      selfie: fileOf(form.selfie),
    };
    return run(c, async () => ({ status: await m.verification.submit(actor(c), submission) }));
  });
  api.post('/verification/refresh', (c) => run(c, async () => ({ status: await m.verification.refresh(actor(c)) })));

  // ── wallet, reviews, notifications ───────────────────────────────────────────────────────────
  api.get('/wallet', (c) => run(c, () => m.wallet.wallet(actor(c))));
  api.get('/wallet/history', (c) => run(c, () => m.wallet.history(actor(c))));
  // The client sends an amount and a destination; the server checks both, the confirmed e-mail
  // and the balance (under the user's lock), and asks the payout provider.
  api.post('/wallet/withdrawals', once, async (c) => {
    const id = userId(c);
    const over = await limited(c, `withdraw:${id ?? addressOf(c)}`, limits.withdrawPerUser);
    if (over) return over;
    const input = await json(c);
    const amountCents = typeof input.amountCents === 'number' ? input.amountCents : Number.NaN;
    return run(c, () => m.wallet.withdraw(actor(c), { amountCents, destination: text(input.destination) ?? '' }), 201);
  });
  api.post('/wallet/withdrawals/refresh', (c) => run(c, () => m.wallet.refreshWithdrawals(actor(c))));
  api.get('/reviews/pending', (c) => run(c, () => m.reviews.pendingFor(actor(c))));
  api.post('/orders/:id/reviews', async (c) => {
    const input = await json(c);
    return run(c, () => m.reviews.leave(actor(c), idOf(c), input as never), 201);
  });
  api.get('/notifications', (c) => run(c, () => m.notifications.list(actor(c))));
  api.post('/notifications/read-all', (c) =>
    run(c, async () => ({ changed: await m.notifications.markAllRead(actor(c)) })),
  );
  api.post('/notifications/:id/read', (c) =>
    run(c, async () => ({ changed: await m.notifications.markRead(actor(c), idOf(c)) })),
  );

  // ── photos ───────────────────────────────────────────────────────────────────────────────────
  // A request's photo is public with its request; a dispute's photos are served only to the
  // order's two parties and support (anyone else gets the 404 of a missing photo), never from a
  // shared cache. (Verification documents are never served.)
  api.get('/photos/:id', async (c) => {
    const id = idOf(c);
    const photo = await market.readPhoto(actor(c), id);
    if (!photo) return errorResponse(c, 404, notFound);
    return new Response(photo.blob, {
      headers: {
        'Content-Type': photo.blob.type,
        'Cache-Control': photo.restricted ? 'private, no-store' : 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  // Mounted in the app as any router: the variables it adds are set by its own first middleware.
  return api as unknown as Hono<AppEnv>;
}
