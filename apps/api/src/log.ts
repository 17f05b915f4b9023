// Structured logs: one JSON object per line, redacted at the sink so that no caller can leak a
// password, a delivery or security code, a token, a cookie, an authorization header or a card
// number into a log, whatever it passes in; and bounded (decision 032), so that no input can make
// a line large: every string at most MAX_STRING_CHARS characters, every list and object at most
// MAX_ITEMS entries, the whole line at most MAX_LINE_BYTES, each cut marked where it was made. The
// values a failed SQL statement was given (a login's e-mail, a password's hash) never reach it.

export type LogFields = Readonly<Record<string, unknown>>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const REDACTED = '[redactado]';

/** The longest string a line keeps (characters, after redaction); longer ones end in a marker. */
const MAX_STRING_CHARS = 2048;
/** The most items of a list, and keys of an object, a line keeps; the rest is counted. */
const MAX_ITEMS = 50;
/** The largest line, in bytes of UTF-8 with its newline: under the 16 KiB a log shipper (Docker's json-file) keeps whole. */
const MAX_LINE_BYTES = 16 * 1024;
/**
 * A string is read at most this far before it is redacted: redaction is linear, but a megabyte
 * would still cost milliseconds per line for nothing, since only MAX_STRING_CHARS of it are kept.
 */
const READ_CHARS = 64 * 1024;
/** The longest key kept (an object built from input can have any key). */
const MAX_KEY_CHARS = 128;

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
/**
 * `password=…`, `token: …`, `code=…` inside a query string, a cookie string or a message: a key
 * (a whole run of word characters and dashes: the look-behind keeps a match from starting inside
 * one, which keeps the search linear), `=` or `:`, and its value; the key decides whether the value
 * is a secret (INLINE_SECRET_KEY). A quoted value is read up to 256 characters, unquoted up to the
 * next space or separator. (The earlier single pattern, `\b[\w-]*(?:pass|…)[\w-]*`, backtracked
 * quadratically on `pass-pass-pass-…`: 4,000 characters took 5 s, 16,000 ten minutes.)
 */
const KEY_VALUE = /(?<![\w-])([\w-]+)(\s{0,8}[=:]\s{0,8})("[^"]{0,256}"|'[^']{0,256}'|[^\s&;,]+)/g;
const INLINE_SECRET_KEY = /pass|pwd|secret|token|code|cookie|authorization|session|api[-_]?key|card|cvv|cvc/i;

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

/** Whether a text holds 13 digits as a card number writes them (CARD_NUMBER, tested once). */
const CARD_DIGITS = new RegExp(CARD_NUMBER.source);
/**
 * A character every other pattern needs: SCHEME_CREDENTIAL a space, KEY_VALUE `=` or `:`. A text
 * with none of them and no card's digits is returned as it is without running the replacements
 * (most of a request line: the method, a path, the level; issue 34).
 */
const SEPARATOR = /[\s=:]/;

/** A whole text that is one UUID (a request id): the masks below would leave it as it is. */
const ONE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function redactText(text: string): string {
  if (text.length === 36 && ONE_UUID.test(text)) return text;
  if (!SEPARATOR.test(text) && !CARD_DIGITS.test(text)) return text;
  // Credentials first, over the whole text: a token that happens to be a UUID is still a token.
  return maskCardNumbers(
    text
      .replace(SCHEME_CREDENTIAL, (_match, scheme: string) => `${scheme} ${REDACTED}`)
      .replace(KEY_VALUE, (match, key: string, separator: string) =>
        INLINE_SECRET_KEY.test(key) ? `${key}${separator}${REDACTED}` : match,
      ),
  );
}

const CUT = /…\[recortado: (\d+) caracteres\]$/;

/** `text` cut to `max` characters with a marker saying how long it was (a marked text keeps its first length). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const total = CUT.exec(text)?.[1] ?? String(text.length);
  return `${text.slice(0, max)}…[recortado: ${total} caracteres]`;
}

/**
 * A text fit for a line: read up to READ_CHARS, redacted, then cut to `max`. Digits at the end of
 * what was read are dropped first: they may be the start of a card number whose rest was not read,
 * too short for the mask to see.
 */
function boundedText(text: string, max: number): string {
  if (text.length <= READ_CHARS) return cut(redactText(text), max);
  let end = READ_CHARS;
  while (end > 0 && /[\d -]/.test(text.charAt(end - 1))) end -= 1;
  const kept = redactText(text.slice(0, end));
  return `${kept.slice(0, max)}…[recortado: ${String(text.length)} caracteres]`;
}

function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) && !HARMLESS_KEYS.has(key);
}

/**
 * The values a failed SQL statement was given, when the error carries them: Drizzle's
 * `DrizzleQueryError` (`params`, also written into its message as `params: a,b,c`), and the
 * driver's own error (PGlite's carries `params` too; pg's quotes a bad value in its message).
 */
function paramsOf(error: Error): readonly unknown[] | undefined {
  const params = (error as { params?: unknown }).params;
  return Array.isArray(params) ? params : undefined;
}

/**
 * `text` without the parameters' values: Drizzle's `params: …` line becomes a count, and each
 * value that appears quoted (`"…"`, `'…'`: how PostgreSQL quotes a value it refuses) or, when 8
 * characters or longer, anywhere else becomes its placeholder (`$1`).
 */
function withoutParams(text: string, params: readonly unknown[]): string {
  let out = text.split(`params: ${String(params)}`).join(`params: [${String(params.length)} omitidos]`);
  params.forEach((param, i) => {
    if (typeof param !== 'string' && typeof param !== 'number' && typeof param !== 'bigint') return;
    const value = String(param);
    if (value === '') return;
    const placeholder = `$${String(i + 1)}`;
    out = out.split(`"${value}"`).join(placeholder).split(`'${value}'`).join(placeholder);
    if (value.length >= 8) out = out.split(value).join(placeholder);
  });
  return out;
}

const MAX_DEPTH = 8;

function redactValue(
  value: unknown,
  depth: number,
  seen: WeakSet<object>,
  params: readonly unknown[] | undefined,
): unknown {
  if (typeof value === 'string') return boundedText(value, MAX_STRING_CHARS);
  // A card number kept as a number: every integer of 13 digits or more.
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 1e12 ? REDACTED : value;
  if (typeof value === 'bigint') return value >= 10n ** 12n || value <= -(10n ** 12n) ? REDACTED : value.toString();
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[…]';
  seen.add(value);
  if (value instanceof Error) {
    // The statement's values are left out of this error and of its causes (the driver's error
    // quotes them too); the statement itself (placeholders only) stays.
    const own = paramsOf(value) ?? params;
    const clean = (text: string | undefined) => (text === undefined || !own ? text : withoutParams(text, own));
    return redactValue(
      { name: value.name, message: clean(value.message), stack: clean(value.stack), cause: value.cause },
      depth + 1,
      seen,
      own,
    );
  }
  if (value instanceof Headers) return redactValue(Object.fromEntries(value), depth + 1, seen, params);
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1, seen, params));
    if (value.length > MAX_ITEMS) items.push(`[${String(value.length - MAX_ITEMS)} elementos más]`);
    return items;
  }
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value);
  for (const [key, inner] of entries.slice(0, MAX_ITEMS)) {
    const name = key.length > MAX_KEY_CHARS ? cut(redactText(key.slice(0, MAX_KEY_CHARS)), MAX_KEY_CHARS) : key;
    out[name] = isSecretKey(key) ? REDACTED : redactValue(inner, depth + 1, seen, params);
  }
  if (entries.length > MAX_ITEMS) out['…'] = `[${String(entries.length - MAX_ITEMS)} claves más]`;
  return out;
}

/**
 * A copy of `value` fit for a log: secret keys replaced, card numbers and credentials masked in
 * text, SQL parameters left out, strings, lists and objects bounded. @internal
 */
export function redact(value: unknown): unknown {
  return redactValue(value, 0, new WeakSet(), undefined);
}

/** An already redacted value with every string cut to `max` (to bring a line under its bound). */
function shorten(value: unknown, max: number): unknown {
  if (typeof value === 'string') return cut(value, max);
  if (Array.isArray(value)) return value.map((item) => shorten(item, max));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shorten(inner, max)]));
  }
  return value;
}

const encoder = new TextEncoder();
const fits = (line: string) => line.length < MAX_LINE_BYTES / 3 || encoder.encode(line).length < MAX_LINE_BYTES;

/**
 * One line of at most MAX_LINE_BYTES for `entry` (already redacted): as it is; else with every
 * string cut to 256, then 32 characters; else time, level, msg and requestId alone, and a note.
 */
function boundedLine(entry: Record<string, unknown>): string {
  let line = JSON.stringify(entry);
  for (const max of [256, 32]) {
    if (fits(line)) return line;
    line = JSON.stringify(shorten(entry, max));
  }
  if (fits(line)) return line;
  const { time, level, msg, requestId } = shorten(entry, 256) as Record<string, unknown>;
  return JSON.stringify({
    time,
    level,
    msg,
    ...(requestId !== undefined && { requestId }),
    recortado: `los campos de esta línea superaban ${String(MAX_LINE_BYTES)} bytes y se omitieron`,
  });
}

/** The fields of the line every request writes (app.ts), in the order it writes them. */
const REQUEST_KEYS = ['method', 'path', 'status', 'durationMs', 'requestId'] as const;

/**
 * The request line's entry without walking it generically (issue 34: the generic redaction was a
 * tenth of a request's CPU): when `fields` are exactly the request line's keys, texts and finite
 * numbers, the entry `redact` would build — the keys are fixed and none is secret, each text still
 * goes through the same redaction and bounds, each number through the same card rule. Anything
 * else (another key, an object, a missing field) goes the generic way. The two ways are held equal
 * by a property test (log.test.ts); undefined means "not the request line".
 */
function requestEntry(head: Record<string, unknown>, fields: LogFields): Record<string, unknown> | undefined {
  const keys = Object.keys(fields);
  if (keys.length !== REQUEST_KEYS.length || !keys.every((key) => REQUEST_KEYS.some((k) => k === key))) {
    return undefined;
  }
  const entry: Record<string, unknown> = { ...head };
  for (const key of keys) {
    const value = fields[key];
    if (typeof value === 'string') entry[key] = boundedText(value, MAX_STRING_CHARS);
    else if (typeof value === 'number' && Number.isFinite(value)) {
      entry[key] = Number.isInteger(value) && Math.abs(value) >= 1e12 ? REDACTED : value;
    } else return undefined;
  }
  return entry;
}

/** A logger writing one redacted, bounded JSON object per line (to stdout unless told otherwise). */
export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}) => {
    // time, level and msg first for people reading the lines, and never overridden by a field.
    // Written by this process (an ISO time, a level, the caller's constant), kept as they are.
    const head = { time: new Date().toISOString(), level, msg: message };
    const entry =
      (message === 'request' ? requestEntry(head, fields) : undefined) ??
      (redact(Object.assign({ ...head }, fields, head)) as Record<string, unknown>);
    write(`${boundedLine(entry)}\n`);
  };
  return {
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
  };
}

/** How the server writes its log: JSON lines (what a log shipper reads) or lines for a person. */
export type LogFormat = 'json' | 'terminal';

/**
 * LOG_FORMAT when set (`json` or `terminal`), else `terminal` when the output is a terminal and
 * `json` otherwise — production (a process manager, a container) keeps JSON (decision 013).
 */
export function logFormatOf(setting: string | undefined, isTTY: boolean): LogFormat {
  if (setting === 'json' || setting === 'terminal') return setting;
  if (setting !== undefined && setting !== '') {
    throw new Error(`LOG_FORMAT: "json" o "terminal", no ${JSON.stringify(setting)}`);
  }
  return isTTY ? 'terminal' : 'json';
}

/** A value as a person reads it after `key=`: text as it is (quoted when it has spaces), the rest as JSON. */
function shown(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) || value === '' ? JSON.stringify(value) : value;
  // JSON.stringify gives undefined for undefined (its type says string).
  const json = JSON.stringify(value) as string | undefined;
  return json ?? String(value);
}

/**
 * A logger for a person at a terminal (`npm start`): the same redaction and bounds as the JSON
 * one, one short line each — `12:03:04 POST /api/requests 201 18 ms` for a request, the message
 * and its fields as `key=value` for the rest, an error's stack below it. Requests for the site's
 * files that succeeded are left out (a page load asks for dozens); every API request, every
 * failure, warning and error is shown. `LOG_FORMAT=json` gives every line as JSON. @internal
 */
export function terminalLogger(
  write: (line: string) => void = (line) => process.stdout.write(line),
  now: () => Date = () => new Date(),
): Logger {
  const log = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields = {}) => {
    const entry = redact(fields) as Record<string, unknown>;
    const time = now().toTimeString().slice(0, 8);
    if (message === 'request' && level === 'info') {
      const { method, path, status, durationMs } = entry;
      const pathText = typeof path === 'string' ? path : '';
      if (typeof status === 'number' && status < 400 && !pathText.startsWith('/api/')) return;
      write(`${time} ${shown(method)} ${pathText} ${shown(status)} ${shown(durationMs)} ms\n`);
      return;
    }
    const stacks: string[] = [];
    const parts = Object.entries(entry).map(([key, value]) => {
      const error = value as { name?: unknown; message?: unknown; stack?: unknown } | null;
      if (error !== null && typeof error === 'object' && typeof error.message === 'string') {
        if (typeof error.stack === 'string') stacks.push(error.stack);
        return `${key}=${shown(error.message)}`;
      }
      return `${key}=${shown(value)}`;
    });
    const tag = level === 'info' ? '' : `${level === 'warn' ? 'AVISO' : 'ERROR'} `;
    const line = cut([`${time} ${tag}${message}`, ...parts].join(' '), MAX_STRING_CHARS);
    const stack = stacks.map((text) => `${text.replace(/^/gm, '    ')}\n`).join('');
    write(`${line}\n${stack}`);
  };
  return {
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
  };
}

/** The logger LOG_FORMAT and the output choose (see {@link logFormatOf}). */
export function loggerFor(format: LogFormat): Logger {
  return format === 'terminal' ? terminalLogger() : jsonLogger();
}
