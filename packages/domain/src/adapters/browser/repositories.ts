/**
 * The repositories over the spec's storage documents (`users`, `productRequests`,
 * `travelerTrips`, `chats`, …, unchanged keys, versions and migrations), read and written through
 * a `DocumentAccess`: inside a transaction each key is locked and buffered, outside one each read
 * is one committed key. Each method does what one SQL statement will do.
 */
import type { DocumentAccess, DocumentsUnit } from '#src/adapters/browser/documents-unit';
import type { Repositories, RequestExpectation, RequestQuery, UnitOfWork } from '#src/ports/repositories';
import { filterRequests, filterTrips, isAfter, newestFirst } from '#src/rules/filters';
import { GUEST_USER_ID } from '#src/constants';
import type { ChatMessage } from '#src/schemas/chat';
import type { Notification } from '#src/schemas/notification';
import { type PendingPayment, pendingPaymentSchema } from '#src/schemas/pending-payment';
import type { ProductRequest } from '#src/schemas/product-request';
import type { Review } from '#src/schemas/review';
import { normalizeEmail, type User } from '#src/schemas/user';
import {
  chatReadsDocument,
  chatsDocument,
  couponRedemptionsDocument,
  couponsDocument,
  emailTokensDocument,
  notificationsDocument,
  reviewsDocument,
  STORAGE_KEYS,
  tripsDocument,
  withdrawalsDocument,
  paymentMethodsDocument,
} from '#src/storage/documents';
import type { DocumentDef } from '#src/storage/store';

/** The documents whose definition depends on adapters (hashing, image import). */
export interface BrowserDocuments {
  readonly users: DocumentDef<User[]>;
  readonly requests: DocumentDef<ProductRequest[]>;
}

/** A copy of a map of lists with one entry set, without a prototype (ids such as '__proto__' stay data). */
function withEntry<V>(map: Readonly<Record<string, V>>, key: string, value: V): Record<string, V> {
  const out = Object.create(null) as Record<string, V>;
  for (const [k, v] of Object.entries(map)) out[k] = v;
  out[key] = value;
  return out;
}

const own = <V>(map: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined;

const byNewest = <T extends { createdAt: string }>(a: T, b: T) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

/** Newest first; of two at the same instant, the one stored later first. */
const newestStoredFirst = <T extends { createdAt: string }>(list: readonly T[]) => [...list].reverse().sort(byNewest);

function matches(r: ProductRequest, q: RequestQuery): boolean {
  return (
    (q.userId === undefined || r.userId === q.userId) &&
    (q.acceptedBy === undefined || r.acceptedBy === q.acceptedBy) &&
    (q.party === undefined || r.userId === q.party || r.acceptedBy === q.party) &&
    (q.status === undefined || r.status === q.status) &&
    (q.disputeStatus === undefined || r.dispute?.status === q.disputeStatus) &&
    (q.disputePhoto === undefined ||
      (r.dispute?.statements.some((s) => s.photos.includes(q.disputePhoto ?? '')) ?? false)) &&
    (q.imageId === undefined || r.imageId === q.imageId)
  );
}

function expected(r: ProductRequest, e: RequestExpectation): boolean {
  const { refundKey, disputeStatus, disputeStatements, ...fields } = e;
  if (refundKey !== undefined && (r.refund?.attemptKey ?? null) !== refundKey) return false;
  if (disputeStatus !== undefined && (r.dispute?.status ?? null) !== disputeStatus) return false;
  if (disputeStatements !== undefined && (r.dispute?.statements.length ?? 0) !== disputeStatements) return false;
  return (Object.keys(fields) as (keyof typeof fields)[]).every((k) => r[k] === fields[k]);
}

function parsePending(raw: string | null): PendingPayment | null {
  if (raw === null) return null;
  try {
    const r = pendingPaymentSchema.safeParse(JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

function createBrowserRepositories(d: DocumentAccess, docs: BrowserDocuments): Repositories {
  const users = () => d.get(docs.users);
  const requests = () => d.get(docs.requests);

  async function updateUser(id: string, change: (u: User) => User | null): Promise<boolean> {
    const list = await users();
    const current = list.find((u) => u.id === id);
    const next = current ? change(current) : null;
    if (!next) return false;
    await d.set(
      docs.users,
      list.map((u) => (u.id === id ? next : u)),
    );
    return true;
  }

  return {
    users: {
      async byId(id) {
        return (await users()).find((u) => u.id === id) ?? null;
      },
      async byIds(ids) {
        const wanted = new Set(ids);
        return (await users()).filter((u) => wanted.has(u.id));
      },
      async byEmail(email) {
        const e = normalizeEmail(email);
        return (await users()).find((u) => normalizeEmail(u.email) === e) ?? null;
      },
      async add(user) {
        const list = await users();
        const e = normalizeEmail(user.email);
        if (list.some((u) => u.id === user.id || normalizeEmail(u.email) === e)) return false;
        await d.set(docs.users, [...list, user]);
        return true;
      },
      update: (id, patch) => updateUser(id, (u) => ({ ...u, ...patch })),
    },

    requests: {
      async byId(id) {
        return (await requests()).find((r) => r.id === id) ?? null;
      },
      async list(query = {}) {
        return newestFirst((await requests()).filter((r) => matches(r, query)));
      },
      async search(filters, limit, after) {
        const inStatus = (await requests()).filter((r) => r.status === filters.status);
        const found = filterRequests(newestFirst(inStatus), filters).filter((r) => !after || isAfter(r, after));
        return limit === undefined ? found : found.slice(0, limit);
      },
      async count(filters, upTo) {
        const inStatus = (await requests()).filter((r) => r.status === filters.status);
        const n = filterRequests(inStatus, filters).length;
        return upTo === undefined ? n : Math.min(n, upTo);
      },
      async add(request) {
        await d.set(docs.requests, [...(await requests()), request]);
      },
      async update(id, expectation, patch) {
        const list = await requests();
        const current = list.find((r) => r.id === id);
        if (!current || !expected(current, expectation)) return false;
        await d.set(
          docs.requests,
          list.map((r) => (r.id === id ? { ...r, ...patch } : r)),
        );
        return true;
      },
      async remove(id, expectation) {
        const list = await requests();
        const current = list.find((r) => r.id === id);
        if (!current || !expected(current, expectation)) return false;
        await d.set(
          docs.requests,
          list.filter((r) => r.id !== id),
        );
        return true;
      },
      async claimGuest(token, userId) {
        const list = await requests();
        const claimed = list.filter((r) => r.userId === GUEST_USER_ID && r.guestToken === token).map((r) => r.id);
        if (claimed.length === 0) return [];
        const ids = new Set(claimed);
        await d.set(
          docs.requests,
          list.map((r) => (ids.has(r.id) ? { ...r, userId, guestToken: null } : r)),
        );
        return claimed;
      },
      async shareOrder(a, b) {
        return (await requests()).some(
          (r) => (r.userId === a && r.acceptedBy === b) || (r.userId === b && r.acceptedBy === a),
        );
      },
    },

    trips: {
      async add(trip, cap) {
        // Inside a transaction the document is locked from this read to the commit: a second tab
        // registering at once waits, then counts this one.
        const list = await d.get(tripsDocument);
        const ahead = list.filter((t) => t.userId === trip.userId && t.returnDate >= cap.from).length;
        if (list.some((t) => t.id === trip.id) || ahead + (trip.returnDate >= cap.from ? 1 : 0) > cap.max) return false;
        await d.set(tripsDocument, [...list, trip]);
        return true;
      },
      async byUser(userId) {
        return newestFirst((await d.get(tripsDocument)).filter((t) => t.userId === userId));
      },
      async search(filters, limit, after) {
        const found = filterTrips(newestFirst(await d.get(tripsDocument)), filters).filter(
          (t) => !after || isAfter(t, after),
        );
        return limit === undefined ? found : found.slice(0, limit);
      },
      async count(filters, upTo) {
        const n = filterTrips(await d.get(tripsDocument), filters).length;
        return upTo === undefined ? n : Math.min(n, upTo);
      },
      async removeByUser(userId) {
        const list = await d.get(tripsDocument);
        const kept = list.filter((t) => t.userId !== userId);
        if (kept.length !== list.length) await d.set(tripsDocument, kept);
        return list.length - kept.length;
      },
    },

    chats: {
      async messages(orderId) {
        return [...(own(await d.get(chatsDocument), orderId) ?? [])];
      },
      async messagesOf(orderIds) {
        const chats = await d.get(chatsDocument);
        return new Map(orderIds.map((id) => [id, [...(own(chats, id) ?? [])]] as const));
      },
      async open(orderId) {
        const chats = await d.get(chatsDocument);
        if (own(chats, orderId)) return;
        await d.set(chatsDocument, withEntry<ChatMessage[]>(chats, orderId, []));
      },
      async append(orderId, message: ChatMessage) {
        const chats = await d.get(chatsDocument);
        await d.set(chatsDocument, withEntry(chats, orderId, [...(own(chats, orderId) ?? []), message]));
      },
      async readMarks(userId) {
        const reads = await d.get(chatReadsDocument);
        return new Map(Object.entries(own(reads, userId) ?? {}));
      },
      async markRead(userId, orderId, at) {
        const reads = await d.get(chatReadsDocument);
        await d.set(chatReadsDocument, withEntry(reads, userId, withEntry(own(reads, userId) ?? {}, orderId, at)));
      },
      async renameSender(senderId, name) {
        const chats = await d.get(chatsDocument);
        const renamed = Object.fromEntries(
          Object.entries(chats).map(([orderId, messages]) => [
            orderId,
            messages.map((m) => (m.senderId === senderId ? { ...m, senderName: name } : m)),
          ]),
        );
        await d.set(chatsDocument, renamed);
      },
    },

    reviews: {
      async add(review: Review) {
        const list = await d.get(reviewsDocument);
        if (list.some((r) => r.orderId === review.orderId && r.authorId === review.authorId)) return false;
        await d.set(reviewsDocument, [...list, review]);
        return true;
      },
      async aboutUser(userId) {
        return newestStoredFirst((await d.get(reviewsDocument)).filter((r) => r.subjectId === userId));
      },
      async byAuthor(userId) {
        return (await d.get(reviewsDocument)).filter((r) => r.authorId === userId);
      },
      async forOrder(orderId) {
        return newestStoredFirst((await d.get(reviewsDocument)).filter((r) => r.orderId === orderId));
      },
      async renameAuthor(authorId, name) {
        const list = await d.get(reviewsDocument);
        await d.set(
          reviewsDocument,
          list.map((r) => (r.authorId === authorId ? { ...r, authorName: name } : r)),
        );
      },
    },

    notifications: {
      async forUser(userId) {
        return newestStoredFirst((await d.get(notificationsDocument)).filter((n) => n.userId === userId));
      },
      async openMessage(userId, orderId) {
        return (
          (await d.get(notificationsDocument)).find(
            (n) => n.userId === userId && n.kind === 'new_message' && n.orderId === orderId && n.readAt === null,
          ) ?? null
        );
      },
      async put(notification: Notification, keep) {
        let list = (await d.get(notificationsDocument)).filter((n) => n.id !== notification.id);
        list.push(notification);
        const mine = list.filter((n) => n.userId === notification.userId);
        if (mine.length > keep) {
          const drop = new Set(mine.slice(0, mine.length - keep));
          list = list.filter((n) => !drop.has(n));
        }
        await d.set(notificationsDocument, list);
      },
      async markRead(userId, selection, at) {
        const list = await d.get(notificationsDocument);
        const ids = selection.ids ? new Set(selection.ids) : null;
        const changed: string[] = [];
        const next = list.map((n) => {
          if (
            n.userId !== userId ||
            n.readAt !== null ||
            (ids !== null && !ids.has(n.id)) ||
            (selection.kind !== undefined && n.kind !== selection.kind) ||
            (selection.orderId !== undefined && n.orderId !== selection.orderId)
          ) {
            return n;
          }
          changed.push(n.id);
          return { ...n, readAt: at };
        });
        if (changed.length > 0) await d.set(notificationsDocument, next);
        return changed;
      },
      async removeForUser(userId) {
        const list = await d.get(notificationsDocument);
        await d.set(
          notificationsDocument,
          list.filter((n) => n.userId !== userId),
        );
      },
    },

    payments: {
      async pending(orderId) {
        return parsePending(await d.getRaw(STORAGE_KEYS.pendingPayment(orderId)));
      },
      async savePending(pending, expected) {
        // The transaction holds this browser's lock: the read and the write are one step.
        if (expected !== undefined) {
          const stored = parsePending(await d.getRaw(STORAGE_KEYS.pendingPayment(pending.orderId)));
          const same =
            expected === null
              ? stored === null
              : stored !== null &&
                stored.attemptKey === expected.attemptKey &&
                stored.inFlightSince === expected.inFlightSince;
          if (!same) return false;
        }
        await d.setRaw(STORAGE_KEYS.pendingPayment(pending.orderId), JSON.stringify(pending));
        return true;
      },
      async dropPending(orderId) {
        const key = STORAGE_KEYS.pendingPayment(orderId);
        if ((await d.getRaw(key)) !== null) await d.setRaw(key, null);
      },
    },

    tokens: {
      async add(token) {
        await d.set(emailTokensDocument, [...(await d.get(emailTokensDocument)), token]);
      },
      async consume(tokenHash, purpose, now) {
        const list = await d.get(emailTokensDocument);
        const token = list.find(
          (t) => t.tokenHash === tokenHash && t.purpose === purpose && t.usedAt === null && t.expiresAt > now,
        );
        if (!token) return null;
        await d.set(
          emailTokensDocument,
          list.map((t) => (t === token ? { ...t, usedAt: now } : t)),
        );
        return token.userId;
      },
      async retire(userId, purpose, now) {
        const list = await d.get(emailTokensDocument);
        if (!list.some((t) => t.userId === userId && t.purpose === purpose && t.usedAt === null)) return;
        await d.set(
          emailTokensDocument,
          list.map((t) =>
            t.userId === userId && t.purpose === purpose && t.usedAt === null ? { ...t, usedAt: now } : t,
          ),
        );
      },
    },

    coupons: {
      async byCode(code) {
        return (await d.get(couponsDocument)).find((c) => c.code === code) ?? null;
      },
      async byCodes(codes) {
        const wanted = new Set(codes);
        return (await d.get(couponsDocument)).filter((c) => wanted.has(c.code));
      },
      async issue(coupon) {
        const list = await d.get(couponsDocument);
        await d.set(couponsDocument, [...list.filter((c) => c.code !== coupon.code), coupon]);
      },
      async redeem(redemption) {
        const list = await d.get(couponRedemptionsDocument);
        if (list.some((x) => x.userId === redemption.userId && x.code === redemption.code)) return false;
        await d.set(couponRedemptionsDocument, [...list, redemption]);
        return true;
      },
      async redemption(userId, code) {
        return (await d.get(couponRedemptionsDocument)).find((x) => x.userId === userId && x.code === code) ?? null;
      },
      async redemptions(userId) {
        return newestStoredFirst(
          (await d.get(couponRedemptionsDocument))
            .filter((x) => x.userId === userId)
            .map((x) => ({ ...x, createdAt: x.redeemedAt })),
        ).map(({ createdAt: _, ...x }) => x);
      },
      async use(userId, code, orderId, at) {
        const list = await d.get(couponRedemptionsDocument);
        const mine = list.find((x) => x.userId === userId && x.code === code);
        if (!mine || (mine.orderId !== null && mine.orderId !== orderId)) return false;
        if (mine.orderId === orderId) return true;
        await d.set(
          couponRedemptionsDocument,
          list.map((x) => (x === mine ? { ...x, orderId, usedAt: at } : x)),
        );
        return true;
      },
      async removeForUser(userId) {
        const list = await d.get(couponRedemptionsDocument);
        if (!list.some((x) => x.userId === userId)) return;
        await d.set(
          couponRedemptionsDocument,
          list.filter((x) => x.userId !== userId),
        );
      },
    },

    paymentMethods: {
      async forUser(userId) {
        return (await d.get(paymentMethodsDocument)).filter((m) => m.userId === userId);
      },
      async insert(method) {
        const list = await d.get(paymentMethodsDocument);
        if (list.some((m) => m.userId === method.userId && m.providerCardId === method.providerCardId)) return false;
        await d.set(paymentMethodsDocument, [...list, method]);
        return true;
      },
      async setDefault(userId, id) {
        const list = await d.get(paymentMethodsDocument);
        if (!list.some((m) => m.userId === userId && m.id === id)) return false;
        await d.set(
          paymentMethodsDocument,
          list.map((m) => (m.userId === userId ? { ...m, isDefault: m.id === id } : m)),
        );
        return true;
      },
      async remove(userId, id) {
        const list = await d.get(paymentMethodsDocument);
        const next = list.filter((m) => !(m.userId === userId && m.id === id));
        if (next.length === list.length) return false;
        await d.set(paymentMethodsDocument, next);
        return true;
      },
      async removeForUser(userId) {
        const list = await d.get(paymentMethodsDocument);
        await d.set(
          paymentMethodsDocument,
          list.filter((m) => m.userId !== userId),
        );
      },
    },
    withdrawals: {
      async byId(id) {
        return (await d.get(withdrawalsDocument)).find((w) => w.id === id) ?? null;
      },
      async forUser(userId) {
        return newestStoredFirst((await d.get(withdrawalsDocument)).filter((w) => w.userId === userId));
      },
      async pending() {
        return (await d.get(withdrawalsDocument))
          .filter((w) => w.status === 'pending')
          .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      },
      async reserve(withdrawal, earnedCents) {
        // Inside a transaction the document is locked from this read to the commit: a second tab
        // reserving at once waits, then sees this one.
        const list = await d.get(withdrawalsDocument);
        const held = list
          .filter((w) => w.userId === withdrawal.userId && w.status !== 'failed')
          .reduce((sum, w) => sum + w.amountCents, 0);
        if (list.some((w) => w.id === withdrawal.id) || held + withdrawal.amountCents > earnedCents) return false;
        await d.set(withdrawalsDocument, [...list, withdrawal]);
        return true;
      },
      async update(id, expectedStatus, patch) {
        const list = await d.get(withdrawalsDocument);
        const current = list.find((w) => w.id === id);
        if (current?.status !== expectedStatus) return false;
        await d.set(
          withdrawalsDocument,
          list.map((w) => (w === current ? { ...w, ...patch } : w)),
        );
        return true;
      },
    },

    verification: {
      start: (userId, session) =>
        updateUser(userId, (u) =>
          u.verificationStatus === 'not_verified' || u.verificationStatus === 'declined'
            ? {
                ...u,
                verificationStatus: 'pending',
                verificationDocumentType: session.documentType,
                verificationSessionId: session.sessionId,
                verificationSubmittedAt: session.submittedAt,
              }
            : null,
        ),
      decide: (userId, sessionId, status) =>
        updateUser(userId, (u) =>
          u.verificationStatus === 'pending' && u.verificationSessionId === sessionId
            ? { ...u, verificationStatus: status }
            : null,
        ),
    },
  };
}

/** The unit of work of the browser adapter: repositories over locked, buffered documents. */
export function createBrowserUnitOfWork(
  unit: DocumentsUnit,
  docs: BrowserDocuments,
  /** Wraps the repositories of each transaction (the contract suite injects failures with it). */
  decorate: (repos: Repositories) => Repositories = (repos) => repos,
): UnitOfWork {
  return {
    transaction: (work) => unit.transaction((access) => work(decorate(createBrowserRepositories(access, docs)))),
    read: (work) => unit.read((access) => work(createBrowserRepositories(access, docs))),
  };
}
