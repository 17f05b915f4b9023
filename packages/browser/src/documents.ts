import type { DocumentsUnit } from '#src/documents-unit';
import type { ImageStore } from '#src/images/image-store';
import type { ChangeFeed } from '@cg/domain/ports/changes';
import type { Clock, PasswordHasher } from '@cg/domain/ports/runtime';
import {
  chatReadsDocument,
  chatsDocument,
  examplesDocument,
  notificationsDocument,
  requestsDocument,
  reviewsDocument,
  sessionDocument,
  tripsDocument,
  usersDocument,
} from '#src/storage/documents';
import type { KeyValueStorage } from '#src/storage/key-value-storage';

/**
 * The spec's documents with their adapters bound: prototype passwords are hashed and prototype
 * photos (data URLs) move into the image store when their key is migrated.
 */
export function browserDocuments(hasher: PasswordHasher, images: ImageStore) {
  const importImage = async (dataUrl: string) => {
    const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(dataUrl);
    if (!match) return null;
    try {
      const payload = match[3] ?? '';
      const bytes = match[2]
        ? Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))
        : new TextEncoder().encode(decodeURIComponent(payload));
      return await images.put(new Blob([bytes], { type: match[1] ?? '' }));
    } catch {
      return null;
    }
  };
  return {
    users: usersDocument(hasher),
    session: sessionDocument,
    requests: requestsDocument(importImage),
    trips: tripsDocument,
    chats: chatsDocument,
    examples: examplesDocument,
    reviews: reviewsDocument,
    notifications: notificationsDocument,
    chatReads: chatReadsDocument,
  } as const;
}

export type AllDocuments = ReturnType<typeof browserDocuments>;

/** What the browser-only features (session, examples, data export) work with. */
export interface BrowserDocumentsContext {
  readonly unit: DocumentsUnit;
  readonly docs: AllDocuments;
  readonly storage: KeyValueStorage;
  readonly images: ImageStore;
  readonly clock: Clock;
  readonly changes: ChangeFeed;
}
