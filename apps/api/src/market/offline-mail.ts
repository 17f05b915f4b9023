// Notifications by e-mail for people who were not there (issue 16): when a notification is stored
// for someone with no page of the site open, they get it by e-mail — an accepted request, a payment
// held, a new delivery code, a delivery confirmed, a verification decided at once (after a short
// grace for a page that is reconnecting); a new message only if it is still unread after a few
// minutes. One e-mail per notification: a chat's later messages merge into the same notification
// and send nothing more until it is read.
import type { ChangeFeed, UnitOfWork } from '@cg/domain/server';
import type { EmailSender, Notification } from '@cg/domain';
import type { Logger } from '#src/log';

export interface OfflineMailOptions {
  readonly changes: Pick<ChangeFeed, 'subscribe'>;
  readonly store: UnitOfWork;
  readonly email: EmailSender;
  /**
   * Whether the person has a page of the site open (an event stream) on this process or, through
   * the shared presence, on any other.
   */
  readonly isOnline: (userId: string) => boolean | Promise<boolean>;
  readonly logger: Logger;
  /**
   * Takes the right to send one notification's e-mail, once across every API process (they all
   * hear every change); the first caller gets true. Default: this process only.
   */
  readonly claim?: (notificationId: string) => Promise<boolean>;
  /** Before anything but a message is e-mailed (a page reconnecting is not a person away). */
  readonly graceMs?: number;
  /** How long a message waits unread before it is e-mailed. */
  readonly messageWaitMs?: number;
}

export const OFFLINE_GRACE_MS = 15_000;
export const MESSAGE_WAIT_MS = 5 * 60_000;

/**
 * Kinds worth an e-mail: the steps of an order and the verification's decision. Every kind is named
 * here, so a new one does not typecheck until someone decides whether it is e-mailed.
 */
const EMAILED: Readonly<Record<Notification['kind'], boolean>> = {
  request_accepted: true,
  payment_held: true,
  code_reissued: true,
  code_locked: true,
  new_message: true,
  delivery_confirmed: true,
  verification_finished: true,
  withdrawal_updated: true,
  cancellation_proposed: true,
  cancellation_declined: true,
  order_cancelled: true,
  dispute_opened: true,
  dispute_resolved: true,
  // Offers (decision 045): each step, to the other person.
  offer_made: true,
  offer_withdrawn: true,
  counter_declined: true,
  counter_accepted: true,
  offer_countered: true,
  offer_declined: true,
  offer_accepted: true,
  offer_closed: true,
  // Matching and alerts (decision 046): an invitation is worth an e-mail to a traveller who is away;
  // an alert is one notification a day per person (one id), so its e-mail goes at most once a day.
  trip_invitation: true,
  trip_alert: true,
  request_alert: true,
  // The purchase receipt (decision 050): the buyer away hears what the traveller paid.
  receipt_uploaded: true,
  // A lower receipt's difference given back at release (decision 049): money, so both hear it.
  receipt_refunded: true,
  // The top-up (decision 052): the traveller away hears she may deliver; the buyer, what was charged.
  top_up_approved: true,
  // A top-up declined with nobody waiting (a notification, the sweep): the code stays held until she approves again.
  top_up_declined: true,
  // Not e-mailed: reviews, and the contact form's message to support (its own e-mail, decision 044).
  review_received: false,
  contact_message: false,
};

export interface OfflineMailer {
  /** Stops listening and drops what was waiting (the server is stopping). */
  close(): void;
  /** Resolves once every check started so far has finished (tests). */
  settled(): Promise<void>;
}

export function startOfflineMail(options: OfflineMailOptions): OfflineMailer {
  const graceMs = options.graceMs ?? OFFLINE_GRACE_MS;
  const messageWaitMs = options.messageWaitMs ?? MESSAGE_WAIT_MS;
  const timers = new Map<string, NodeJS.Timeout>();
  const mailed = new Set<string>();
  const running = new Set<Promise<void>>();

  const find = (userId: string, notificationId: string) =>
    options.store.read(async (r) => {
      const notification = (await r.notifications.forUser(userId)).find((n) => n.id === notificationId);
      return notification ? { notification, user: await r.users.byId(userId) } : null;
    });

  /** E-mails the notification if its person is still away and it is still unread. */
  async function deliver(userId: string, notificationId: string): Promise<void> {
    if (mailed.has(notificationId) || (await options.isOnline(userId))) return;
    const found = await find(userId, notificationId);
    if (!found?.user || found.notification.readAt !== null || !EMAILED[found.notification.kind]) return;
    const { notification, user } = found;
    mailed.add(notificationId);
    if (options.claim && !(await options.claim(notificationId))) return;
    try {
      await options.email.sendActivity({
        to: user.email,
        firstName: user.firstName,
        title: notification.title,
        text: notification.text,
        link: notification.link,
      });
      options.logger.info('activity e-mailed', { kind: notification.kind, notificationId });
    } catch (error) {
      mailed.delete(notificationId);
      options.logger.warn('activity e-mail failed', { kind: notification.kind, notificationId, error });
    }
  }

  /** After the grace: a message waits longer (it may be read meanwhile); anything else goes now. */
  async function afterGrace(userId: string, notificationId: string): Promise<void> {
    if (mailed.has(notificationId) || (await options.isOnline(userId))) return;
    const found = await find(userId, notificationId);
    if (found?.notification.kind === 'new_message') {
      later(`${userId}:${notificationId}:message`, Math.max(0, messageWaitMs - graceMs), () =>
        deliver(userId, notificationId),
      );
      return;
    }
    await deliver(userId, notificationId);
  }

  function later(key: string, ms: number, work: () => Promise<void>) {
    if (timers.has(key)) return;
    const timer = setTimeout(() => {
      timers.delete(key);
      const run = work().catch((error: unknown) => {
        options.logger.warn('activity e-mail check failed', { error });
      });
      running.add(run);
      void run.finally(() => running.delete(run));
    }, ms);
    timer.unref();
    timers.set(key, timer);
  }

  const unsubscribe = options.changes.subscribe((change) => {
    // A notification stored (or a chat's merged into) for these people; its kind is read later.
    if (change.topic !== 'notifications' || change.audience === 'everyone') return;
    for (const userId of change.audience) {
      for (const id of change.ids) later(`${userId}:${id}`, graceMs, () => afterGrace(userId, id));
    }
  });

  return {
    close() {
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
