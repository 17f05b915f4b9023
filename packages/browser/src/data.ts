import { z } from 'zod';
import { fromBase64, toBase64 } from '@cg/domain/rules/base64';
import { REQUEST_STATUSES } from '@cg/domain/enums';
import { DomainError, MESSAGES } from '@cg/domain/errors';
import { importedFileType, receiptFileIds, remapReceipt } from '#src/receipt-files';
import { chatMessageSchema, type ChatMessage } from '@cg/domain/schemas/chat';
import { type Actor, instantSchema } from '@cg/domain/schemas/common';
import { chatReadsSchema, notificationSchema, type ChatReads } from '@cg/domain/schemas/notification';
import { productRequestSchema, type ProductRequest } from '@cg/domain/schemas/product-request';
import { reviewSchema } from '@cg/domain/schemas/review';
import { travelerTripSchema } from '@cg/domain/schemas/trip';
import { offerSchema } from '@cg/domain/schemas/offer';
import { invitationSchema, storedAlertsSchema, type Invitation } from '@cg/domain/schemas/matching';
import { normalizeEmail, userSchema, type User } from '@cg/domain/schemas/user';
import type { DocumentAccess } from '#src/documents-unit';
import type { BrowserDocumentsContext } from '#src/documents';
import {
  STORAGE_KEY_PREFIXES,
  STORAGE_KEYS,
  alertsDocument,
  invitationsDocument,
  offersDocument,
} from '#src/storage/documents';
import { everythingChanged } from '@cg/domain/ports/changes';

/**
 * "Your data, yours": everything this browser stores, as one JSON file and back, or deleted.
 * The file holds the accounts WITH their password hashes (PBKDF2, never plain text) so the same
 * e-mail and password log in in the other browser; it also holds personal data (names, phones,
 * chats): keep it private.
 * @internal
 */
export const EXPORT_FORMAT = 'conexion-global-export';
const EXPORT_VERSION = 1;

const imageEntrySchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

const exportBundleSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: instantSchema,
  data: z.object({
    users: z.array(userSchema),
    requests: z.array(productRequestSchema),
    trips: z.array(travelerTripSchema),
    chats: z.record(z.string(), z.array(chatMessageSchema)),
    reviews: z.array(reviewSchema).default([]),
    notifications: z.array(notificationSchema).default([]),
    chatReads: chatReadsSchema.default({}),
    // Decisions 045 and 046: files from before them have none.
    offers: z.array(offerSchema).default([]),
    invitations: z.array(invitationSchema).default([]),
    alerts: z.array(storedAlertsSchema).default([]),
  }),
  images: z.array(imageEntrySchema).default([]),
});
export type ExportBundle = z.infer<typeof exportBundleSchema>;

/** `merge` (default) keeps what this browser has and adds what the file brings; `replace` restores the file as it is. */
export type ImportMode = 'merge' | 'replace';

export interface ImportSummary {
  readonly mode: ImportMode;
  /** Records added or updated from the file. */
  readonly users: number;
  readonly requests: number;
  readonly trips: number;
  readonly chats: number;
  readonly reviews: number;
  readonly notifications: number;
  readonly offers: number;
  readonly invitations: number;
  readonly alerts: number;
  readonly images: number;
  /** Accounts of the file not imported because this browser has another account with that e-mail. */
  readonly skippedUsers: number;
}

export interface DeleteSummary {
  readonly keys: number;
  readonly images: number;
}

/** Ids of the image store referenced by stored data (data URLs and web links are not ids). */
function imageIdsOf(users: readonly User[], requests: readonly ProductRequest[]): string[] {
  const ids = new Set<string>();
  for (const r of requests) if (r.imageId) ids.add(r.imageId);
  for (const id of receiptFileIds(requests)) ids.add(id);
  for (const u of users) {
    const p = u.profilePicture;
    if (p && !p.startsWith('data:') && !/^https?:/i.test(p) && !p.startsWith('/')) ids.add(p);
  }
  return [...ids];
}

const invalidFile = (cause?: unknown): DomainError => {
  const [t, d] = MESSAGES.importInvalid;
  return new DomainError('import_invalid', t, d, {}, { cause });
};

/** Merges two lists by each record's key, `prefer` choosing between two copies; how many were added or changed. Records are keyed by id, or otherwise (an invitation by request and trip, alerts by person). */
const byKey = <T>(
  local: readonly T[],
  incoming: readonly T[],
  key: (x: T) => string,
  prefer: (a: T, b: T) => T = (a) => a,
) => {
  const out = new Map(local.map((x) => [key(x), x] as const));
  let added = 0;
  for (const x of incoming) {
    const mine = out.get(key(x));
    const next = mine ? prefer(mine, x) : x;
    if (next !== mine) added += 1;
    out.set(key(x), next);
  }
  return { list: [...out.values()], added };
};

const byId = <T extends { id: string }>(
  local: readonly T[],
  incoming: readonly T[],
  prefer: (a: T, b: T) => T = (a) => a,
) => byKey(local, incoming, (x) => x.id, prefer);

const invitationKey = (i: Invitation) => `${i.requestId}\n${i.tripId}`;

/** Of two copies of one offer, the one changed last (this browser's on a tie). */
const newerOffer = <T extends { updatedAt: string }>(local: T, incoming: T) =>
  incoming.updatedAt > local.updatedAt ? incoming : local;

/** Of two copies of one request, the one further along its lifecycle (this browser's on a tie). */
const furtherAlong = (local: ProductRequest, incoming: ProductRequest) =>
  REQUEST_STATUSES.indexOf(incoming.status) > REQUEST_STATUSES.indexOf(local.status) ? incoming : local;

function mergeChats(local: Record<string, ChatMessage[]>, incoming: Record<string, ChatMessage[]>) {
  const out: Record<string, ChatMessage[]> = { ...local };
  let changed = 0;
  for (const [orderId, list] of Object.entries(incoming)) {
    const merged = byId(out[orderId] ?? [], list);
    if (merged.added > 0 || !out[orderId]) changed += 1;
    out[orderId] = merged.list.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  }
  return { chats: out, changed };
}

function mergeReads(local: ChatReads, incoming: ChatReads): ChatReads {
  const out: ChatReads = { ...local };
  for (const [userId, orders] of Object.entries(incoming)) {
    const mine = { ...out[userId] };
    for (const [orderId, at] of Object.entries(orders)) {
      const current = mine[orderId];
      if (current === undefined || at > current) mine[orderId] = at;
    }
    out[userId] = mine;
  }
  return out;
}

/**
 * "Your data, yours" for one browser: everything it stores, exported, imported and deleted. It is
 * the browser's storage as a whole (every account on it), so it lives in the browser adapter and
 * works on the documents directly, under their locks.
 */
export function createDataRights({ unit, docs, storage, images: imageStore, clock, changes }: BrowserDocumentsContext) {
  const told = () => {
    for (const change of everythingChanged()) changes.publish(change);
  };

  /** Every document, read in key order (so a transaction takes its locks without restarting). */
  async function readAll(d: DocumentAccess) {
    const alerts = await d.get(alertsDocument);
    const chatReads = await d.get(docs.chatReads);
    const chats = await d.get(docs.chats);
    const invitations = await d.get(invitationsDocument);
    const notifications = await d.get(docs.notifications);
    const offers = await d.get(offersDocument);
    const requests = await d.get(docs.requests);
    const reviews = await d.get(docs.reviews);
    const trips = await d.get(docs.trips);
    const users = await d.get(docs.users);
    return { users, requests, trips, chats, reviews, notifications, chatReads, offers, invitations, alerts };
  }

  return {
    /**
     * How many requests and trips this browser holds, whoever published them ("your data"). A
     * browser's own data, never a list of every trip over HTTP: the contract has no such read.
     */
    async counts(): Promise<{ requests: number; trips: number }> {
      return unit.read(async (d) => ({
        requests: (await d.get(docs.requests)).length,
        trips: (await d.get(docs.trips)).length,
      }));
    },
    /**
     * Everything this browser stores (all its accounts, requests, trips, chats, reviews,
     * notifications) plus the photos, as a JSON-serialisable bundle. Visitors may export too: it is
     * their browser's data.
     */
    async exportAll(_actor: Actor): Promise<ExportBundle> {
      const data = await unit.read(readAll);
      const images: ExportBundle['images'] = [];
      for (const id of imageIdsOf(data.users, data.requests)) {
        const blob = await imageStore.get(id);
        if (!blob) continue;
        images.push({ id, type: blob.type, base64: toBase64(new Uint8Array(await blob.arrayBuffer())) });
      }
      return {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: clock.now().toISOString(),
        data: {
          users: [...data.users],
          requests: [...data.requests],
          trips: [...data.trips],
          chats: { ...data.chats },
          reviews: [...data.reviews],
          notifications: [...data.notifications],
          chatReads: { ...data.chatReads },
          offers: [...data.offers],
          invitations: [...data.invitations],
          alerts: [...data.alerts],
        },
        images,
      };
    },

    /**
     * Brings an export back (the parsed object or the file's text). Validated as a whole first:
     * a wrong or damaged file changes nothing ('Archivo no válido'). Photos go back into the image
     * store under new ids. All stored keys are written at once: a full storage throws
     * `StorageFullError` with the previous data intact and the photos just added removed.
     */
    async importAll(bundle: unknown, options: { mode?: ImportMode } = {}): Promise<ImportSummary> {
      const mode = options.mode ?? 'merge';
      let raw = bundle;
      if (typeof raw === 'string') {
        try {
          raw = JSON.parse(raw);
        } catch (cause) {
          throw invalidFile(cause);
        }
      }
      const parsed = exportBundleSchema.safeParse(raw);
      if (!parsed.success) throw invalidFile(parsed.error);
      const file = parsed.data;
      const decoded: { id: string; blob: Blob }[] = [];
      const receiptFiles = new Set(receiptFileIds(file.data.requests));
      for (const image of file.images) {
        let bytes: Uint8Array<ArrayBuffer>;
        try {
          bytes = fromBase64(image.base64);
        } catch (cause) {
          throw invalidFile(cause);
        }
        const type = importedFileType(image.id, bytes, receiptFiles);
        if (type === null) throw invalidFile();
        decoded.push({ id: image.id, blob: new Blob([bytes], { type }) });
      }

      const added: string[] = [];
      const newIds = new Map<string, string>();
      try {
        for (const { id, blob } of decoded) {
          const newId = await imageStore.put(blob);
          added.push(newId);
          newIds.set(id, newId);
        }
        // A photo missing from the file shows the default image rather than a dangling id.
        const remap = (id: string | null) => (id === null ? null : (newIds.get(id) ?? null));
        const incoming = {
          ...file.data,
          users: file.data.users.map((u) =>
            u.profilePicture && newIds.has(u.profilePicture)
              ? { ...u, profilePicture: newIds.get(u.profilePicture) ?? null }
              : u,
          ),
          requests: file.data.requests.map((r) => ({ ...remapReceipt(r, newIds), imageId: remap(r.imageId) })),
        };

        const { summary, dropped } = await unit.transaction(async (d) => {
          const local = await readAll(d);
          const base =
            mode === 'replace'
              ? {
                  users: [],
                  requests: [],
                  trips: [],
                  chats: {},
                  reviews: [],
                  notifications: [],
                  chatReads: {},
                  offers: [],
                  invitations: [],
                  alerts: [],
                }
              : local;
          const emails = new Map(base.users.map((u) => [normalizeEmail(u.email), u.id] as const));
          const acceptedUsers = incoming.users.filter((u) => {
            const owner = emails.get(normalizeEmail(u.email));
            return owner === undefined || owner === u.id;
          });
          const users = byId(base.users, acceptedUsers);
          const requests = byId(base.requests, incoming.requests, furtherAlong);
          const trips = byId(base.trips, incoming.trips);
          const chats = mergeChats(base.chats, incoming.chats);
          const reviews = byId(base.reviews, incoming.reviews);
          const notifications = byId(base.notifications, incoming.notifications);
          const offers = byId(base.offers, incoming.offers, newerOffer);
          const invitations = byKey(base.invitations, incoming.invitations, invitationKey);
          // One alerts record per person: the newer of the two.
          const alerts = byKey(
            base.alerts,
            incoming.alerts,
            (a) => a.userId,
            (a, b) => (b.updatedAt > a.updatedAt ? b : a),
          );
          await d.set(alertsDocument, alerts.list);
          await d.set(docs.chatReads, mergeReads(base.chatReads, incoming.chatReads));
          await d.set(docs.chats, chats.chats);
          await d.set(invitationsDocument, invitations.list);
          await d.set(docs.notifications, notifications.list);
          await d.set(offersDocument, offers.list);
          await d.set(docs.requests, requests.list);
          await d.set(docs.reviews, reviews.list);
          await d.set(docs.trips, trips.list);
          await d.set(docs.users, users.list);
          // The photos of what a replace drops go once the new data is stored, not before.
          const kept = new Set(imageIdsOf(users.list, requests.list));
          const replaced =
            mode === 'replace' ? imageIdsOf(local.users, local.requests).filter((id) => !kept.has(id)) : [];
          return {
            dropped: replaced,
            summary: {
              mode,
              users: users.added,
              requests: requests.added,
              trips: trips.added,
              chats: chats.changed,
              reviews: reviews.added,
              notifications: notifications.added,
              offers: offers.added,
              invitations: invitations.added,
              alerts: alerts.added,
              images: added.length,
              skippedUsers: incoming.users.length - acceptedUsers.length,
            } satisfies ImportSummary,
          };
        });
        told();
        for (const id of dropped) await imageStore.delete(id).catch(() => undefined);
        return summary;
      } catch (error) {
        for (const id of added) await imageStore.delete(id).catch(() => undefined);
        throw error;
      }
    },

    /**
     * Deletes everything the app stored in this browser: every key of ours (accounts, session,
     * requests, trips, chats, reviews, notifications, pending payments, data set aside) and every
     * photo. Keys of other programs on the same site (the simulated providers' `mock:*`) stay.
     */
    async deleteAll(_actor: Actor): Promise<DeleteSummary> {
      const ours = new Set<string>(Object.values(STORAGE_KEYS).flatMap((k) => (typeof k === 'string' ? [k] : [])));
      const keys = storage
        .keys()
        .filter((k) => ours.has(k) || STORAGE_KEY_PREFIXES.some((p) => k.startsWith(p)))
        .sort();
      const referenced = await unit.transaction(async (d) => {
        // Every key's lock, in key order, while they go: no other tab writes in the middle.
        let users: readonly User[] = [];
        let requests: readonly ProductRequest[] = [];
        for (const key of keys) {
          if (key === docs.users.key) users = await d.get(docs.users);
          if (key === docs.requests.key) requests = await d.get(docs.requests);
          await d.setRaw(key, null);
        }
        return imageIdsOf(users, requests);
      });
      told();
      let images = 0;
      if (imageStore.clear) {
        images = imageStore.ids ? (await imageStore.ids()).length : 0;
        await imageStore.clear();
      } else {
        for (const id of referenced) {
          await imageStore.delete(id);
          images += 1;
        }
      }
      return { keys: keys.length, images };
    },
  };
}
