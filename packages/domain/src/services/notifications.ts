import { GUEST_USER_ID } from '#src/constants';
import type { Actor } from '#src/schemas/common';
import type { Notification, NotificationKind } from '#src/schemas/notification';
import type { Context } from '#src/services/context';
import { STORAGE_KEYS } from '#src/storage/documents';
import { put, type WriteEntry } from '#src/storage/store';

/** Notifications kept per user (oldest dropped first), so localStorage never fills with them. */
const NOTIFICATIONS_PER_USER = 100;

const PREVIEW_MAX = 120;
const preview = (text: string) => (text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text);

export interface NotificationDraft {
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly text: string;
  readonly link: string;
  readonly orderId?: string | null;
}

/** The Spanish texts of each kind, in one place. */
export const NOTIFICATION_TEXTS = {
  requestAccepted: (o: {
    buyerId: string;
    orderId: string;
    productName: string;
    travellerName: string;
  }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'request_accepted',
    title: '¡Tu pedido fue aceptado!',
    text: `${o.travellerName} aceptó traer "${o.productName}". Coordina por el chat y realiza el pago para confirmar.`,
    link: `/chat/${o.orderId}`,
    orderId: o.orderId,
  }),
  paymentHeld: (o: { travellerId: string; orderId: string; productName: string }): NotificationDraft => ({
    userId: o.travellerId,
    kind: 'payment_held',
    title: 'Pago retenido en garantía',
    text: `Quien compró pagó "${o.productName}". El dinero queda en garantía hasta que entregues el producto y confirmes con su código.`,
    link: `/chat/${o.orderId}`,
    orderId: o.orderId,
  }),
  newMessage: (o: {
    recipientId: string;
    orderId: string;
    senderName: string;
    text: string;
    count: number;
  }): NotificationDraft => ({
    userId: o.recipientId,
    kind: 'new_message',
    title: o.count > 1 ? `${o.count} mensajes nuevos de ${o.senderName}` : `Nuevo mensaje de ${o.senderName}`,
    text: preview(o.text),
    link: `/chat/${o.orderId}`,
    orderId: o.orderId,
  }),
  deliveryConfirmed: (o: {
    buyerId: string;
    orderId: string;
    productName: string;
    travellerName: string;
  }): NotificationDraft => ({
    userId: o.buyerId,
    kind: 'delivery_confirmed',
    title: 'Entrega confirmada',
    text: `${o.travellerName} confirmó la entrega de "${o.productName}" y se liberó el pago. ¡Deja tu reseña!`,
    link: '/dashboard',
    orderId: o.orderId,
  }),
  verificationFinished: (o: { userId: string; title: string; text: string }): NotificationDraft => ({
    userId: o.userId,
    kind: 'verification_finished',
    title: o.title,
    text: o.text,
    link: '/dashboard',
    orderId: null,
  }),
  reviewReceived: (o: {
    subjectId: string;
    orderId: string;
    authorName: string;
    rating: number;
    productName: string;
  }): NotificationDraft => ({
    userId: o.subjectId,
    kind: 'review_received',
    title: 'Recibiste una reseña',
    text: `${o.authorName} te calificó con ${o.rating} ${o.rating === 1 ? 'estrella' : 'estrellas'}${o.productName ? ` por "${o.productName}"` : ''}.`,
    link: `/profile/${o.subjectId}`,
    orderId: o.orderId,
  }),
} as const;

/**
 * The write that records `drafts` (call inside the `data` lock, in the same `store.write` as the
 * change they report, so a notification exists exactly when what it reports happened).
 * Guests get none (no account to show them to). An unread "new message" of the same chat is
 * updated instead of piling up.
 */
export async function notificationWrite(ctx: Context, drafts: readonly NotificationDraft[]): Promise<WriteEntry[]> {
  const wanted = drafts.filter((d) => d.userId !== GUEST_USER_ID);
  if (wanted.length === 0) return [];
  let list = [...(await ctx.store.read(ctx.docs.notifications))];
  const now = ctx.now();
  for (const d of wanted) {
    const record: Notification = {
      id: ctx.deps.random.id(),
      userId: d.userId,
      kind: d.kind,
      title: d.title,
      text: d.text,
      link: d.link,
      orderId: d.orderId ?? null,
      createdAt: now,
      readAt: null,
    };
    if (d.kind === 'new_message') {
      const open = list.find(
        (n) => n.userId === d.userId && n.kind === 'new_message' && n.orderId === record.orderId && n.readAt === null,
      );
      if (open) {
        list = list.filter((n) => n !== open);
        record.id = open.id;
      }
    }
    list.push(record);
    const mine = list.filter((n) => n.userId === d.userId);
    if (mine.length > NOTIFICATIONS_PER_USER) {
      const drop = new Set(mine.slice(0, mine.length - NOTIFICATIONS_PER_USER));
      list = list.filter((n) => !drop.has(n));
    }
  }
  return [put(ctx.docs.notifications, list)];
}

const newestFirst = (a: Notification, b: Notification) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

export function createNotificationsService(ctx: Context) {
  const { store, docs, deps } = ctx;
  const requireUser = (actor: Actor) => ctx.requireUser(actor, 'login_required', 'notificationsLoginRequired');

  async function setRead(userId: string, pick: (n: Notification) => boolean): Promise<number> {
    return deps.mutex.run('data', async () => {
      const list = await store.read(docs.notifications);
      const now = ctx.now();
      let changed = 0;
      const next = list.map((n) => {
        if (n.userId !== userId || n.readAt !== null || !pick(n)) return n;
        changed += 1;
        return { ...n, readAt: now };
      });
      if (changed > 0) await store.write([put(docs.notifications, next)]);
      return changed;
    });
  }

  return {
    /** The actor's notifications, newest first. */
    async list(actor: Actor): Promise<readonly Notification[]> {
      const user = await requireUser(actor);
      // Reversed first: the stable sort then keeps same-millisecond ones newest first too.
      return (await store.read(docs.notifications))
        .filter((n) => n.userId === user.id)
        .reverse()
        .sort(newestFirst);
    },
    /** Marks one of the actor's notifications read; someone else's id or an unknown one changes nothing. */
    async markRead(actor: Actor, id: string): Promise<boolean> {
      const user = await requireUser(actor);
      return (await setRead(user.id, (n) => n.id === id)) > 0;
    },
    /** Marks every notification of the actor read; returns how many changed. */
    async markAllRead(actor: Actor): Promise<number> {
      const user = await requireUser(actor);
      return setRead(user.id, () => true);
    },
    /** Calls `listener` when notifications change here or in another tab. */
    subscribe(listener: () => void): () => void {
      return store.subscribe((key) => {
        if (key === null || key === STORAGE_KEYS.notifications) listener();
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
