import type { RandomSource } from '@cg/domain/ports/runtime';
import type { ImageStore } from '#src/images/image-store';

const STORE = 'images';

function promisify<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Image store over IndexedDB: pass `indexedDB` (the site) or fake-indexeddb's factory (tests). */
export function createIndexedDbImageStore(
  factory: IDBFactory,
  random: Pick<RandomSource, 'id'>,
  dbName = 'conexion-global-images',
): ImageStore & Required<Pick<ImageStore, 'ids' | 'clear'>> {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(dbName, 1);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => {
        db = null;
        reject(req.error ?? new Error('IndexedDB could not be opened'));
      };
    });
    return db;
  };
  const tx = async <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>) => {
    const d = await open();
    const t = d.transaction(STORE, mode);
    const done = new Promise<void>((resolve, reject) => {
      t.oncomplete = () => resolve();
      t.onerror = () => reject(t.error ?? new Error('IndexedDB transaction failed'));
      t.onabort = () => reject(t.error ?? new Error('IndexedDB transaction aborted'));
    });
    const result = await promisify(run(t.objectStore(STORE)));
    await done;
    return result;
  };
  return {
    async put(image) {
      const id = random.id();
      // Stored as bytes + type: some engines cannot structured-clone Blobs into IndexedDB.
      const record = { type: image.type, bytes: await image.arrayBuffer() };
      await tx('readwrite', (s) => s.put(record, id));
      return id;
    },
    async get(id) {
      const record = (await tx('readonly', (s) => s.get(id))) as { type: string; bytes: ArrayBuffer } | undefined;
      return record ? new Blob([record.bytes], { type: record.type }) : null;
    },
    async delete(id) {
      await tx('readwrite', (s) => s.delete(id));
    },
    async ids() {
      return (await tx('readonly', (s) => s.getAllKeys())).map(String);
    },
    async clear() {
      await tx('readwrite', (s) => s.clear());
    },
  };
}
