/**
 * Every business constant in one place. The site shows the fee and the commission to users
 * (issue 3: "shown to users, never hidden").
 */

/** Service fee charged to the buyer: 5% of (price in USD + reward), at least USD 2.00. */
export const SERVICE_FEE = { rate: 0.05, minimumCents: 200 } as const;

/** Platform commission deducted from the traveller's reward on release: 10% of the reward. */
export const PLATFORM_COMMISSION_RATE = 0.1;

/** Wrong delivery codes allowed per issued code; the order locks on the 5th miss. */
export const MAX_CODE_ATTEMPTS = 5;

export const SECURITY_CODE = { min: 100000, max: 999999, length: 6 } as const;

/** Reward slider on the request form, whole USD. */
export const REWARD_SLIDER = { min: 10, max: 500, step: 5, defaultValue: 25 } as const;

/**
 * The same bounds and step in US cents: the one definition the reward rules read (the offers'
 * range and the reward suggestion's rounding, `rules/offers.ts` `toRewardStep`).
 */
export const REWARD_STEPS_CENTS = {
  min: REWARD_SLIDER.min * 100,
  max: REWARD_SLIDER.max * 100,
  step: REWARD_SLIDER.step * 100,
} as const;

/** Minimum-reward filter on the requests list, whole USD. */
export const REWARD_FILTER = { min: 0, max: 500, step: 10, defaultValue: 10 } as const;

/** Items per kind on the home page. */
export const HOME_LIMIT = 4;
/**
 * Trips one person may have that return today or later (issue 32): a traveller has a few trips
 * ahead, not dozens; past it, 'Demasiados viajes' until one ends. Trips that ended do not count.
 */
export const MAX_ACTIVE_TRIPS = 20;
/**
 * A refund asked of the provider with no answer recorded after this long is taken as interrupted
 * (the asker stopped): it may be asked again, with the same idempotency key (decision 022).
 */
export const REFUND_STALE_MS = 60_000;
/**
 * A withdrawal whose payout order went unanswered (a timeout, a 5xx, a malformed answer) and that
 * the provider does not hold under our reference this long after it was asked for is sent again
 * with the same idempotency key (decision 031): six times the clients' 10 s limit, so the first
 * order has arrived or is gone by then. The key, not this wait, is what keeps it from paying twice.
 */
export const PAYOUT_RESEND_AFTER_MS = 60_000;
/** Requests per page of /pedidos (keyset pagination; 24 fills rows of 2, 3 and 4 columns). */
/**
 * Days after the traveller's return date before a paid order's buyer may cancel for a refund on
 * their own (decision 026): a week covers a delayed flight, customs and a meeting to arrange.
 */
export const DELIVERY_GRACE_DAYS = 7;
/** When the traveller has no trip to go by, the deadline counts this many days from the payment. */
export const DELIVERY_DAYS_WITHOUT_TRIP = 30;
/** Photos a party may attach to a dispute statement. */
export const MAX_DISPUTE_PHOTOS = 3;
export const PAGE_SIZE = 24;
/** The most a caller may ask for in one page. */
export const PAGE_SIZE_MAX = 100;
/** The list's counts stop past this many ("más de 1.000 pedidos"): counting never scans the table. */
export const COUNT_LIMIT = 1000;

export const PASSWORD_MIN_LENGTH = 8;
/**
 * The longest password accepted anywhere (issue 32, decision 033): generous for a passphrase or a
 * manager's output, bounded so nobody has a megabyte hashed or carried through a request.
 */
export const PASSWORD_MAX_LENGTH = 1024;
/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** OWASP 2023 recommendation for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;

/** Longest side of a stored product image, in pixels. */
export const IMAGE_MAX_DIMENSION = 1600;

/** Simulated delays from the spec, in milliseconds. Tests set them to zero. */
export const DEFAULT_DELAYS = {
  login: 1000,
  register: 1000,
  payment: 2000,
  verificationSubmit: 2000,
  verificationDecision: 5000,
  codeCheck: 1500,
  emailToast: 1000,
} as const;

export type Delays = { readonly [K in keyof typeof DEFAULT_DELAYS]: number };

/** The delivery confirmation's toast stays longer than the others (spec §9). */
export const DELIVERY_TOAST_DURATION_MS = 7000;

/**
 * Reference exchange rates: how many USD one unit of each currency buys, on `date`.
 * The rate used is shown at checkout and frozen into the order at payment.
 */
export const EXCHANGE_RATES = {
  date: '2026-11-20',
  usdPerUnit: {
    USD: 1,
    EUR: 1.08,
    GBP: 1.27,
    JPY: 0.0067,
    BRL: 0.18,
    CAD: 0.73,
    AUD: 0.66,
  },
} as const;

/**
 * Reference rate of the Argentine peso on the same date: pesos per US dollar. Payments are charged
 * in USD; checkout shows the total in pesos with this rate and its date, as an approximation (the
 * card issuer converts at its own rate).
 */
export const ARS_PER_USD = { rate: 1450, date: EXCHANGE_RATES.date } as const;

/** The account the spec seeds as a verified traveller (password documented in the README). */
/** How a deleted account appears to the people it traded with (orders, chats, reviews). */
export const DELETED_ACCOUNT_NAME = 'Cuenta eliminada';

export const DEMO_USER = {
  id: 'demo-user',
  email: 'demo@conexionglobal.com.ar',
  password: 'demo12345',
  firstName: 'Demo',
  lastName: 'Viajero',
} as const;

/**
 * The static demo's support account (decision 026), seeded like the demo traveller: in the demo
 * everything lives in the visitor's own browser, so a published password gives nothing away. A
 * server never seeds it; its support accounts come from the admin CLI.
 */
export const DEMO_SUPPORT = {
  id: 'demo-support',
  email: 'soporte@conexionglobal.com.ar',
  password: 'soporte12345',
  firstName: 'Soporte',
  lastName: 'Conexión Global',
} as const;

export const GUEST_USER_ID = 'guest';

/** A person follows at most this many countries' trips (issue 36, decision 046). */
export const ALERT_COUNTRIES_MAX = 20;
