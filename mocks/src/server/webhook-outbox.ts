// The sandbox's notifications: queued in the sandbox's storage when a payment is created or changes
// status (or when an identity verification is decided, or a payout transferred or rejected), then POSTed in Mercado Pago's shape,
// signed, in order per payment (per session), retried with exponential backoff until the receiver
// answers 2xx. A notification queued before a crash is sent after the restart (at least once: a
// receiver may see one twice and must de-duplicate by the notification's `id` or by re-reading the
// payment or the decision, as with the real providers). One outbox per kind of notification, each
// with its own URL and its own place in the storage.
import { randomUUID } from 'node:crypto';
import { PersistedState, type KeyValueStorage } from '../storage';
import {
  signWebhook,
  webhookRequestIdHeader,
  webhookSignatureHeader,
  type PaymentNotification,
  type PayoutNotification,
  type VerificationNotification,
} from '../webhooks';

/** What is notified: a payment (its status) or a verification session (its decision). */
export type WebhookTopic = 'payment' | 'verification' | 'payout';

/** The thing a notification is about, as the outbox needs it: its id and its current status. */
export interface WebhookSubject {
  readonly id: string | number;
  readonly status: string;
}

export interface WebhookRetryOptions {
  /** The wait after the first failure; doubled after each further one. @default 1000 */
  readonly initialDelayMs?: number | undefined;
  /** @default 60000 */
  readonly maxDelayMs?: number | undefined;
  /** A 4xx answer other than 408/429 drops the notification after this many tries. @default 5 */
  readonly maxTriesOnClientError?: number | undefined;
  /** One try's bound. @default 10000 */
  readonly timeoutMs?: number | undefined;
}

export interface WebhookOutboxOptions {
  /** @default 'payment' */
  readonly topic?: WebhookTopic | undefined;
  readonly storage: KeyValueStorage;
  /** Where notifications go (`?data.id=…&type={topic}` is added). */
  readonly url: string;
  readonly secret: string;
  readonly retry?: WebhookRetryOptions | undefined;
  /** @default stderr */
  readonly log?: ((line: string) => void) | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
}

interface QueuedNotification {
  readonly notificationId: number;
  /** The payment's (the verification session's) id. */
  readonly subjectId: string;
  readonly action: PaymentNotification['action'] | VerificationNotification['action'] | PayoutNotification['action'];
  /** The status that caused it (for the log). */
  readonly status: string;
  readonly dateCreated: string;
  tries: number;
  /** Epoch ms. */
  nextAttemptAt: number;
}

interface OutboxState {
  version: 1;
  sequence: number;
  /** Payment (session) id → the last status a notification was queued for. */
  notified: Record<string, string>;
  /** In the order they were queued. */
  queue: QueuedNotification[];
}

const topics = {
  payment: {
    storageKey: 'sandbox:webhookOutbox',
    firstNotificationId: 120_000_000_000,
    userAgent: 'MercadoPago WebHook v1.0 payment (sandbox)',
  },
  verification: {
    storageKey: 'sandbox:verificationWebhookOutbox',
    firstNotificationId: 130_000_000_000,
    userAgent: 'Verification WebHook v1.0 decision (sandbox)',
  },
  payout: {
    storageKey: 'sandbox:payoutWebhookOutbox',
    firstNotificationId: 140_000_000_000,
    userAgent: 'Payout WebHook v1.0 transfer (sandbox)',
  },
} as const;

/** A queue entry as stored, including those written before verification notifications existed. */
type StoredEntry = Omit<QueuedNotification, 'subjectId'> & {
  readonly subjectId?: string;
  readonly paymentId?: string;
};

/** What a receiver's answer means for a notification. */
function classify(status: number): 'delivered' | 'clientError' | 'retry' {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'clientError';
  return 'retry';
}

export class WebhookOutbox {
  readonly #topic: WebhookTopic;
  readonly #store: PersistedState<OutboxState>;
  readonly #url: string;
  readonly #secret: string;
  readonly #log: (line: string) => void;
  readonly #now: () => number;
  readonly #initialDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #maxTriesOnClientError: number;
  readonly #timeoutMs: number;
  /** The state was not in the storage: webhooks are new on this data directory. */
  readonly #fresh: boolean;
  readonly #inFlight = new Map<string, Promise<void>>();
  readonly #closing = new AbortController();
  #timer: ReturnType<typeof setTimeout> | undefined;
  #started = false;

  constructor(options: WebhookOutboxOptions) {
    this.#topic = options.topic ?? 'payment';
    const { storageKey } = topics[this.#topic];
    this.#fresh = options.storage.getItem(storageKey) === null;
    this.#store = new PersistedState<OutboxState>(options.storage, storageKey, () => ({
      version: 1,
      sequence: 0,
      notified: {},
      queue: [],
    }));
    // Entries queued by an earlier sandbox named their subject `paymentId`.
    this.#store.state.queue = this.#store.state.queue.map(
      ({ paymentId, ...entry }: StoredEntry): QueuedNotification => ({
        ...entry,
        subjectId: entry.subjectId ?? paymentId ?? '',
      }),
    );
    this.#url = options.url;
    this.#secret = options.secret;
    this.#log = options.log ?? ((line) => void process.stderr.write(`${line}\n`));
    this.#now = options.now ?? Date.now;
    this.#initialDelayMs = options.retry?.initialDelayMs ?? 1000;
    this.#maxDelayMs = options.retry?.maxDelayMs ?? 60_000;
    this.#maxTriesOnClientError = options.retry?.maxTriesOnClientError ?? 5;
    this.#timeoutMs = options.retry?.timeoutMs ?? 10_000;
  }

  /**
   * Starts delivering. `subjects` is the ledger as it is (or the verification sessions decided so
   * far): one whose status differs from the last one notified (a change stored just before a
   * crash) is queued now. On a data directory that never had these webhooks, the existing ones are
   * taken as already notified (no flood of old news when the URL is first set).
   */
  start(subjects: readonly WebhookSubject[]): void {
    if (this.#fresh) {
      this.#store.update((state) => {
        for (const subject of subjects) state.notified[String(subject.id)] = subject.status;
      });
      if (subjects.length > 0)
        this.#log(`Sandbox: ${this.#topic} webhooks start now; ${subjects.length} earlier ones not notified.`);
    } else {
      for (const subject of subjects) this.#queue(subject);
    }
    this.#started = true;
    this.#schedule();
  }

  /**
   * The ledger's `onPaymentChange` (or a decided verification session): queues a notification if
   * the status is new for it.
   */
  observe(subject: WebhookSubject): void {
    if (this.#queue(subject)) this.#schedule();
  }

  #action(previous: string | undefined): QueuedNotification['action'] {
    if (this.#topic === 'verification') return 'verification.decided';
    if (this.#topic === 'payout') return 'payout.updated';
    return previous === undefined ? 'payment.created' : 'payment.updated';
  }

  #queue(subject: WebhookSubject): boolean {
    const id = String(subject.id);
    const previous = this.#store.state.notified[id];
    if (previous === subject.status) return false;
    this.#store.update((state) => {
      state.sequence += 1;
      state.notified[id] = subject.status;
      state.queue.push({
        notificationId: topics[this.#topic].firstNotificationId + state.sequence,
        subjectId: id,
        action: this.#action(previous),
        status: subject.status,
        dateCreated: new Date(this.#now()).toISOString(),
        tries: 0,
        nextAttemptAt: this.#now(),
      });
    });
    return true;
  }

  /** Notifications not yet delivered, oldest first (tests, tooling). */
  pending(): readonly Readonly<QueuedNotification>[] {
    return this.#store.state.queue;
  }

  /** The first queued notification of each payment (session) not being sent now: only those may go. */
  #heads(): QueuedNotification[] {
    const seen = new Set<string>();
    const heads: QueuedNotification[] = [];
    for (const entry of this.#store.state.queue) {
      if (seen.has(entry.subjectId)) continue;
      seen.add(entry.subjectId);
      if (!this.#inFlight.has(entry.subjectId)) heads.push(entry);
    }
    return heads;
  }

  #schedule(): void {
    if (!this.#started || this.#closing.signal.aborted) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const now = this.#now();
    let next = Infinity;
    for (const head of this.#heads()) {
      if (head.nextAttemptAt <= now) {
        const delivery = this.#deliver(head).finally(() => {
          this.#inFlight.delete(head.subjectId);
          this.#schedule();
        });
        this.#inFlight.set(head.subjectId, delivery);
      } else {
        next = Math.min(next, head.nextAttemptAt);
      }
    }
    if (next !== Infinity) {
      this.#timer = setTimeout(
        () => {
          this.#schedule();
        },
        Math.max(0, next - now),
      );
      this.#timer.unref();
    }
  }

  /** Mercado Pago's envelope; a verification's also says the decision, as Veriff's does. */
  #body(entry: QueuedNotification): PaymentNotification | VerificationNotification | PayoutNotification {
    const envelope = {
      api_version: 'v1',
      data: { id: entry.subjectId },
      date_created: entry.dateCreated,
      id: entry.notificationId,
      live_mode: false,
      user_id: 'sandbox',
    } as const;
    if (entry.action === 'verification.decided') {
      return {
        ...envelope,
        action: entry.action,
        type: 'verification',
        verification: { id: entry.subjectId, status: entry.status },
      };
    }
    if (entry.action === 'payout.updated') {
      return {
        ...envelope,
        action: entry.action,
        type: 'payout',
        payout: { id: entry.subjectId, status: entry.status },
      };
    }
    return { ...envelope, action: entry.action, type: 'payment' };
  }

  async #deliver(entry: QueuedNotification): Promise<void> {
    const url = new URL(this.#url);
    url.searchParams.set('data.id', entry.subjectId);
    url.searchParams.set('type', this.#topic);
    const body = this.#body(entry);
    const requestId = randomUUID();
    const signature = signWebhook(
      this.#secret,
      { dataId: entry.subjectId, requestId },
      { nowSeconds: this.#now() / 1000 },
    );

    let status: number | undefined;
    let failure = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': topics[this.#topic].userAgent,
          [webhookRequestIdHeader]: requestId,
          [webhookSignatureHeader]: signature.header,
        },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.any([this.#closing.signal, AbortSignal.timeout(this.#timeoutMs)]),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      // Closing: the notification stays queued, untried, for the next start.
      if (this.#closing.signal.aborted) return;
      failure = error instanceof Error ? error.message : String(error);
    }

    const outcome = status === undefined ? 'retry' : classify(status);
    const what = `notification ${entry.notificationId} (${entry.action}, ${this.#topic} ${entry.subjectId} ${entry.status})`;
    this.#store.update((state) => {
      const stored = state.queue.find((queued) => queued.notificationId === entry.notificationId);
      if (!stored) return;
      stored.tries += 1;
      const drop =
        outcome === 'delivered' || (outcome === 'clientError' && stored.tries >= this.#maxTriesOnClientError);
      if (drop) {
        state.queue = state.queue.filter((queued) => queued !== stored);
        if (outcome === 'clientError') {
          this.#log(`Sandbox: webhook ${what} dropped after ${stored.tries} tries; last answer ${String(status)}.`);
        }
        return;
      }
      const delay = Math.min(this.#initialDelayMs * 2 ** (stored.tries - 1), this.#maxDelayMs);
      stored.nextAttemptAt = this.#now() + delay;
      this.#log(
        `Sandbox: webhook ${what} try ${stored.tries} failed (${status === undefined ? failure : `HTTP ${status}`}); next in ${delay} ms.`,
      );
    });
  }

  /** Stops sending: deliveries under way are aborted and stay queued for the next start. */
  async close(): Promise<void> {
    this.#closing.abort();
    clearTimeout(this.#timer);
    await Promise.allSettled(this.#inFlight.values());
  }
}
