// Creating requests sent with an `Idempotency-Key` (issue 32 item 7): a retry of the same
// submission — a double click, a response lost on a phone's network — is answered with the first
// request's answer instead of creating a second request, trip, message, payment, withdrawal or
// dispute. The key is claimed inside the request's first write transaction (a hook of the SQL unit
// of work), so it exists exactly when that write committed; the answer is written just after.
// Keys are per actor (a person, or a guest's token) and live a day.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { DomainError, type Actor } from '@cg/domain';
import type { SqlIdempotency, StoredAnswer, TransactionHook } from '@cg/db';
import { badRequest, errorResponse, idempotencyKeyReused, requestInProgress } from '#src/errors';

/** What a client may send as a key: a UUID, or any token of letters, digits, '-' and '_'. */
const KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** How long a retry waits for the first request's answer (a payment waits on its provider, ≤ 10 s). */
const WAIT_MS = 12_000;
const POLL_MS = 100;

interface Scope {
  readonly actor: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly now: Date;
  /** Claimed in the transaction running now (committed or not is told at its end). */
  tentative: boolean;
  /** Claimed in a committed transaction: this request's answer is the key's. */
  claimed: boolean;
  /** Another request holds the key: this one's work was stopped before it wrote anything. */
  duplicate: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();

/** Thrown inside the transaction that found the key taken: it rolls back; the middleware answers. */
class DuplicateRequest extends DomainError {
  constructor() {
    super('validation', requestInProgress.title, requestInProgress.description);
  }
}

/** The unit of work's hook: the first write transaction of a keyed request claims its key. */
export function idempotencyHook(store: Pick<SqlIdempotency, 'claim'>): TransactionHook {
  return {
    async begin(tx) {
      const scope = scopes.getStore();
      if (!scope || scope.claimed) return;
      if (!(await store.claim(tx, scope.actor, scope.key, scope.fingerprint, scope.now))) {
        scope.duplicate = true;
        throw new DuplicateRequest();
      }
      scope.tentative = true;
    },
    end(committed) {
      const scope = scopes.getStore();
      if (!scope) return;
      if (scope.tentative && committed) scope.claimed = true;
      scope.tentative = false;
    },
  };
}

/** The actor a key belongs to: a person, or a guest by their token's hash; a visitor has none. */
const actorKey = (actor: Actor): string | null =>
  actor === null ? null : 'id' in actor ? `user:${actor.id}` : `guest:${actor.guestToken}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface IdempotencyOptions {
  readonly store: Pick<SqlIdempotency, 'find' | 'answer'>;
  readonly now: () => Date;
  readonly actorOf: (c: Context) => Actor;
}

/** The middleware of a creating route: answers a known key with its first answer, or runs the route under it. */
export function idempotent(options: IdempotencyOptions): MiddlewareHandler {
  const { store, now } = options;

  /** The stored answer of `key`, waiting while its first request runs; null past the wait. */
  async function answerOf(actor: string, key: string, first: StoredAnswer | null): Promise<StoredAnswer | null> {
    const until = Date.now() + WAIT_MS;
    for (let found = first; ; found = await store.find(actor, key, now())) {
      if (found?.status != null) return found;
      if (Date.now() >= until) return found;
      await sleep(POLL_MS);
    }
  }

  function replay(c: Context, answer: StoredAnswer | null, fingerprint: string): Response {
    if (answer && answer.fingerprint !== fingerprint) return errorResponse(c, 422, idempotencyKeyReused);
    if (answer?.status == null || answer.body === null) return errorResponse(c, 409, requestInProgress);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Idempotent-Replayed': 'true' },
    });
  }

  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (key === undefined) return next();
    if (!KEY.test(key)) return errorResponse(c, 400, badRequest);
    const actor = actorKey(options.actorOf(c));
    if (actor === null) return next();
    const fingerprint = `${c.req.method} ${c.req.path}`;
    const known = await store.find(actor, key, now());
    if (known) return replay(c, await answerOf(actor, key, known), fingerprint);
    const scope: Scope = { actor, key, fingerprint, now: now(), tentative: false, claimed: false, duplicate: false };
    await scopes.run(scope, next);
    if (scope.claimed) {
      await store.answer(actor, key, c.res.status, await c.res.clone().text());
      return;
    }
    // Refused, having written nothing: perhaps because the same submission, sent a moment earlier,
    // got there first (a use case checks before it writes — "you already told your side"). Then
    // that one's answer is this one's too.
    const other = scope.duplicate || c.res.status >= 400 ? await store.find(actor, key, now()) : null;
    if (scope.duplicate || other) c.res = replay(c, await answerOf(actor, key, other), fingerprint);
  };
}
