// Structured logs: one JSON object per line, redacted at the sink so that no caller can leak a
// password, a delivery or security code, a token, a cookie, an authorization header or a card
// number into a log, whatever it passes in.

export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const REDACTED = '[redactado]';

/**
 * Keys whose values never reach a log. Matched anywhere in the key, case-insensitively, so
 * `securityCode`, `delivery_code`, `accessToken`, `set-cookie`, `x-api-key` and `cardNumber` are
 * all covered; a few names that contain "code" but hold no secret are allowed by name.
 */
const SECRET_KEY = /pass|pwd|secret|token|code|cookie|authori[sz]ation|auth|session|api[-_]?key|card|cvv|cvc/i;
const HARMLESS_KEYS = new Set(['statusCode', 'errorCode']);

/**
 * 13 digits or more, optionally grouped by single spaces or dashes: every card number length
 * (13–19), and longer runs whole, so digits next to a card number cannot shift the match off it.
 */
const CARD_NUMBER = /\d(?:[ -]?\d){12,}/g;
/** Credentials written inside a text: `Bearer abc`, `Basic abc`. */
const SCHEME_CREDENTIAL = /\b(Bearer|Basic|Token)\s+[\w.~+/=-]+/gi;
/** `password=…`, `token: …`, `code=…` inside a query string, a cookie string or a message. */
const INLINE_SECRET =
  /\b([\w-]*(?:pass|pwd|secret|token|code|cookie|authorization|session|api[-_]?key|card|cvv|cvc)[\w-]*)(\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s&;,]+)/gi;

/** UUIDs (request ids, record ids) are kept whole: `20192518-1996-40f1-…` is no card number. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function maskCardNumbers(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(UUID)) {
    out += text.slice(last, match.index).replace(CARD_NUMBER, REDACTED) + match[0];
    last = match.index + match[0].length;
  }
  return out + text.slice(last).replace(CARD_NUMBER, REDACTED);
}

function redactText(text: string): string {
  // Credentials first, over the whole text: a token that happens to be a UUID is still a token.
  return maskCardNumbers(
    text
      .replace(SCHEME_CREDENTIAL, (_match, scheme: string) => `${scheme} ${REDACTED}`)
      .replace(INLINE_SECRET, (_match, key: string, separator: string) => `${key}${separator}${REDACTED}`),
  );
}

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) && !HARMLESS_KEYS.has(key);
}

const MAX_DEPTH = 8;

function redactValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  // A card number kept as a number: every integer of 13 digits or more.
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 1e12 ? REDACTED : value;
  if (typeof value === 'bigint') return value >= 10n ** 12n || value <= -(10n ** 12n) ? REDACTED : value.toString();
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (value instanceof Error) {
    return redactValue(
      { name: value.name, message: value.message, stack: value.stack, cause: value.cause },
      depth + 1,
      seen,
    );
  }
  if (value instanceof Headers) return redactValue(Object.fromEntries(value), depth + 1, seen);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1, seen));
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? REDACTED : redactValue(inner, depth + 1, seen);
  }
  return out;
}

/** A copy of `value` fit for a log: secret keys replaced, card numbers and credentials masked in text. @internal */
export function redact(value: unknown): unknown {
  return redactValue(value, 0, new WeakSet());
}

/** A logger writing one redacted JSON object per line (to stdout unless told otherwise). */
export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}) => {
    // time, level and msg first for people reading the lines, and never overridden by a field.
    const head = { time: new Date().toISOString(), level, msg: message };
    const entry = redact(Object.assign({ ...head }, fields, head));
    write(`${JSON.stringify(entry)}\n`);
  };
  return {
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
  };
}
