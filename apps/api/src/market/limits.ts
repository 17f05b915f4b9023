// The API's rate limits (decisions 025, 033): requests per window, per key, counted in the
// database (shared by every process). Production defaults are strict; tests raise them by option.
import type { Context } from 'hono';
import { tokenHash } from '@cg/db';
import { type ApiError, errorResponse } from '#src/errors';
import type { ServerMarketplace } from '#src/market/compose';

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
  /**
   * Contact-form messages (decision 044): each reaches every support account and sends an e-mail,
   * so a visitor's address gets 5 a window and a person behind a session 10.
   */
  readonly contactPerAddress: number;
  readonly contactPerUser: number;
  /** Invitations to travellers of matching trips (decision 046): each tells another person. */
  readonly invitePerUser: number;
  /** Receipts packs made as PDF (decision 053), per person: each reads and writes a few MiB. */
  readonly packPerUser: number;
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
  contactPerAddress: 5,
  contactPerUser: 10,
  invitePerUser: 30,
  packPerUser: 30,
  windowMs: 15 * 60 * 1000,
};

const tooMany: ApiError = {
  code: 'rate_limited',
  title: 'Demasiados intentos',
  description: 'Hiciste demasiados intentos seguidos. Espera unos minutos y vuelve a intentarlo.',
};

/** How long a login (or a reset) from an address makes it familiar to the account (decision 033). */
export const FAMILIAR_MS = 30 * 24 * 60 * 60 * 1000;
/** An account as the login counters name it: the SHA-256 of its e-mail as the domain compares it. */
export const accountKey = (email: string) => tokenHash(email.trim().toLowerCase());

export interface Limiter {
  readonly limits: RateLimits;
  /** Counts one more for `key`; a 429 with Retry-After when over `max`. */
  readonly limited: (c: Context, key: string, max: number) => Promise<Response | null>;
  /**
   * The account proved its password (or its mailbox) from this address: the address is familiar
   * to it for FAMILIAR_MS, and its tries from here start again.
   */
  readonly familiar: (c: Context, email: string) => Promise<void>;
  /**
   * The password asked again behind a session (changing it, deleting the account): 10 per person,
   * whichever addresses a stolen cookie is used from, and within the address's password tries.
   */
  readonly passwordCheck: (c: Context, userId: string | null) => Promise<Response | null>;
}

export function createLimiter(
  market: ServerMarketplace,
  overrides: Partial<RateLimits> | undefined,
  addressOf: (c: Context) => string,
): Limiter {
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...overrides };
  const now = () => market.clock.now();
  async function limited(c: Context, key: string, max: number): Promise<Response | null> {
    const { allowed, retryAfterSeconds } = await market.limiter.hit(key, limits.windowMs, max, now());
    if (allowed) return null;
    c.header('Retry-After', String(retryAfterSeconds));
    return errorResponse(c, 429, tooMany);
  }
  return {
    limits,
    limited,
    async familiar(c, email) {
      const account = accountKey(email);
      const address = addressOf(c);
      await market.limiter.clear(`login:pair:${account}:${address}`);
      await market.limiter.remember(`login:known:${account}:${address}`, now());
    },
    async passwordCheck(c, userId) {
      return (
        (await limited(c, `login:addr:${addressOf(c)}`, limits.loginPerAddress)) ??
        (userId === null ? null : await limited(c, `password:${userId}`, limits.passwordCheckPerUser))
      );
    },
  };
}
