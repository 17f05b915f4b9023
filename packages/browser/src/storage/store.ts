import type { z } from 'zod';
import { StorageFullError } from '@cg/domain/errors';
import type { Clock } from '@cg/domain/ports/runtime';
import type { KeyValueStorage } from '#src/storage/key-value-storage';

/**
 * Versioned documents over a `KeyValueStorage`.
 *
 * Every value is stored as `{ "v": <version>, "data": <payload> }`. A value without that envelope
 * is the prototype's raw shape (version 1). On read:
 * - unparsable JSON, a payload of the wrong shape, or a version newer than this code knows is
 *   copied to `quarantine:<key>:<instant>`, removed from `<key>`, and reported; the app carries on
 *   with the empty value;
 * - records that fail their schema are dropped, copied to a quarantine key, and reported;
 * - an older version is migrated and written back at once.
 */

export interface StorageProblem {
  readonly kind: 'corrupted' | 'invalid_records' | 'unknown_version';
  readonly key: string;
  /** Where the original text was copied; `null` when even that copy could not be written. */
  readonly quarantineKey: string | null;
  readonly droppedCount: number;
  readonly title: string;
  readonly description: string;
  readonly at: string;
}

export interface ParseResult<T> {
  readonly value: T;
  readonly dropped: readonly unknown[];
}

export interface DocumentDef<T> {
  readonly key: string;
  readonly version: number;
  empty(): T;
  /** Turns `data` stored at `fromVersion` (< version) into the current shape (or a promise of it), before `parse`. */
  migrate?(data: unknown, fromVersion: number): unknown;
  /** `null` when the payload as a whole is unusable. */
  parse(data: unknown): ParseResult<T> | null;
  /** The value as it is kept after a write (a map gets its null prototype back after a spread). */
  adopt?(value: T): T;
}

/** A dictionary without a prototype: ids such as '__proto__' or 'constructor' are ordinary keys. */
function dictionary<V>(entries: Iterable<readonly [string, V]> = []): Record<string, V> {
  const out = Object.create(null) as Record<string, V>;
  for (const [k, v] of entries) out[k] = v;
  return out;
}

/** A list of records, each validated on its own. */
export function listDocument<S extends z.ZodType>(
  key: string,
  version: number,
  schema: S,
  migrate?: DocumentDef<z.infer<S>[]>['migrate'],
): DocumentDef<z.infer<S>[]> {
  return {
    key,
    version,
    empty: () => [],
    ...(migrate ? { migrate } : {}),
    parse(data) {
      if (!Array.isArray(data)) return null;
      const value: z.infer<S>[] = [];
      const dropped: unknown[] = [];
      for (const item of data) {
        const r = schema.safeParse(item);
        if (r.success) value.push(r.data);
        else dropped.push(item);
      }
      return { value, dropped };
    },
  };
}

/** A map from id to a list of records (the spec's `chats`). */
export function mapOfListsDocument<S extends z.ZodType>(
  key: string,
  version: number,
  schema: S,
  migrate?: DocumentDef<Record<string, z.infer<S>[]>>['migrate'],
): DocumentDef<Record<string, z.infer<S>[]>> {
  return {
    key,
    version,
    empty: () => dictionary(),
    adopt: (value) => dictionary(Object.entries(value)),
    ...(migrate ? { migrate } : {}),
    parse(data) {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
      const value = dictionary<z.infer<S>[]>();
      const dropped: unknown[] = [];
      for (const [id, list] of Object.entries(data as Record<string, unknown>)) {
        if (!Array.isArray(list)) {
          dropped.push({ [id]: list });
          continue;
        }
        const ok: z.infer<S>[] = [];
        for (const item of list) {
          const r = schema.safeParse(item);
          if (r.success) ok.push(r.data);
          else dropped.push(item);
        }
        value[id] = ok;
      }
      return { value, dropped };
    },
  };
}

/** A single value validated as a whole (e.g. `currentUser`). */
export function valueDocument<S extends z.ZodType>(
  key: string,
  version: number,
  schema: S,
  empty: () => z.infer<S>,
  migrate?: DocumentDef<z.infer<S>>['migrate'],
): DocumentDef<z.infer<S>> {
  return {
    key,
    version,
    empty,
    ...(migrate ? { migrate } : {}),
    parse(data) {
      const r = schema.safeParse(data);
      return r.success ? { value: r.data, dropped: [] } : null;
    },
  };
}

/**
 * One write: a document (build with `put(doc, value)` so value and document agree), or a raw key
 * without a document (`putRaw(key, text)`; `null` removes it).
 */
export type WriteEntry =
  | { readonly doc: DocumentDef<unknown>; readonly value: unknown }
  | { readonly key: string; readonly raw: string | null };

export function put<T>(doc: DocumentDef<T>, value: T): WriteEntry {
  return { doc, value };
}

export function putRaw(key: string, raw: string | null): WriteEntry {
  return { key, raw };
}

const keyOf = (entry: WriteEntry) => ('doc' in entry ? entry.doc.key : entry.key);

export interface Store {
  read<T>(doc: DocumentDef<T>): Promise<T>;
  /** All-or-nothing: on failure every key is put back as it was, then the error is rethrown. */
  write(entries: readonly WriteEntry[]): Promise<void>;
  /** Writes or removes raw keys that have no document (pending payments and the like). */
  readRaw(key: string): string | null;
  writeRaw(key: string, value: string | null): void;
  /** Runs for any change to `keys` here or in another tab. */
  subscribe(listener: (key: string | null) => void): () => void;
  problems(): readonly StorageProblem[];
  onProblem(listener: (problem: StorageProblem) => void): () => void;
}

const PROBLEM_TEXT: Record<StorageProblem['kind'], readonly [string, string]> = {
  corrupted: [
    'Datos dañados',
    'Encontramos datos guardados que no se pueden leer. Los apartamos para que la aplicación siga funcionando.',
  ],
  invalid_records: [
    'Datos inválidos',
    'Algunos registros guardados no son válidos y se apartaron. El resto de tus datos sigue disponible.',
  ],
  unknown_version: [
    'Datos de otra versión',
    'Hay datos guardados por una versión más nueva de la aplicación. Los apartamos sin borrarlos.',
  ],
};

interface Envelope {
  readonly v: number;
  readonly data: unknown;
}

function unwrap(parsed: unknown): Envelope {
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    'v' in parsed &&
    'data' in parsed &&
    typeof (parsed as { v: unknown }).v === 'number'
  ) {
    return parsed as Envelope;
  }
  return { v: 1, data: parsed };
}

export function createStore(storage: KeyValueStorage, clock: Clock): Store {
  const cache = new Map<string, { raw: string | null; value: unknown }>();
  const problemList: StorageProblem[] = [];
  const problemListeners = new Set<(p: StorageProblem) => void>();
  const changeListeners = new Set<(key: string | null) => void>();

  storage.subscribe((key) => {
    if (key === null) cache.clear();
    else cache.delete(key);
    for (const l of changeListeners) l(key);
  });

  const notifyLocal = (key: string) => {
    for (const l of changeListeners) l(key);
  };

  function quarantine(key: string, text: string): string | null {
    const qKey = `quarantine:${key}:${clock.now().toISOString()}`;
    try {
      storage.set(qKey, text);
      return qKey;
    } catch {
      return null;
    }
  }

  function report(kind: StorageProblem['kind'], key: string, quarantineKey: string | null, droppedCount: number) {
    const [title, description] = PROBLEM_TEXT[kind];
    const problem: StorageProblem = {
      kind,
      key,
      quarantineKey,
      droppedCount,
      title,
      description,
      at: clock.now().toISOString(),
    };
    problemList.push(problem);
    for (const l of problemListeners) l(problem);
  }

  function setAside(kind: 'corrupted' | 'unknown_version', key: string, raw: string) {
    const qKey = quarantine(key, raw);
    if (qKey !== null) storage.remove(key);
    report(kind, key, qKey, 0);
  }

  const inflight = new Map<string, { raw: string; promise: Promise<unknown> }>();

  async function read<T>(doc: DocumentDef<T>): Promise<T> {
    const raw = storage.get(doc.key);
    const cached = cache.get(doc.key);
    if (cached?.raw === raw) return cached.value as T;
    if (raw === null) {
      const value = doc.empty();
      cache.set(doc.key, { raw, value });
      return value;
    }
    // Concurrent reads of the same text share one migration (hashing passwords is slow).
    const running = inflight.get(doc.key);
    if (running?.raw === raw) return running.promise as Promise<T>;
    const promise = load(doc, raw).finally(() => {
      if (inflight.get(doc.key)?.promise === promise) inflight.delete(doc.key);
    });
    inflight.set(doc.key, { raw, promise });
    return promise;
  }

  async function load<T>(doc: DocumentDef<T>, raw: string): Promise<T> {
    // Migrations are async: only act on the key if nobody changed it meanwhile.
    const unchanged = () => storage.get(doc.key) === raw;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      setAside('corrupted', doc.key, raw);
      return doc.empty();
    }
    const envelope = unwrap(parsed);
    if (envelope.v > doc.version || !Number.isInteger(envelope.v) || envelope.v < 1) {
      setAside('unknown_version', doc.key, raw);
      return doc.empty();
    }
    let data = envelope.data;
    const migrated = envelope.v < doc.version;
    if (migrated) {
      try {
        data = doc.migrate ? await doc.migrate(data, envelope.v) : data;
      } catch {
        if (unchanged()) setAside('corrupted', doc.key, raw);
        return doc.empty();
      }
      if (!unchanged()) return read(doc);
    }
    const result = doc.parse(data);
    if (result === null) {
      setAside('corrupted', doc.key, raw);
      return doc.empty();
    }
    if (result.dropped.length > 0) {
      const qKey = quarantine(doc.key, JSON.stringify(result.dropped));
      report('invalid_records', doc.key, qKey, result.dropped.length);
    }
    if (migrated || result.dropped.length > 0) {
      const text = JSON.stringify({ v: doc.version, data: result.value });
      try {
        storage.set(doc.key, text);
        cache.set(doc.key, { raw: text, value: result.value });
        return result.value;
      } catch {
        // Full storage: keep serving the cleaned value; the next successful write persists it.
      }
    }
    cache.set(doc.key, { raw, value: result.value });
    return result.value;
  }

  async function write(entries: readonly WriteEntry[]) {
    const previous = entries.map((entry) => [keyOf(entry), storage.get(keyOf(entry))] as const);
    const done: string[] = [];
    try {
      for (const entry of entries) {
        if ('doc' in entry) {
          const { doc, value } = entry;
          const text = JSON.stringify({ v: doc.version, data: value });
          storage.set(doc.key, text);
          cache.set(doc.key, { raw: text, value: doc.adopt ? doc.adopt(value) : value });
        } else if (entry.raw === null) {
          storage.remove(entry.key);
        } else {
          storage.set(entry.key, entry.raw);
        }
        done.push(keyOf(entry));
      }
    } catch (error) {
      for (const [key, raw] of previous) {
        if (!done.includes(key)) continue;
        cache.delete(key);
        try {
          if (raw === null) storage.remove(key);
          else storage.set(key, raw);
        } catch {
          // Putting back a value that fitted before cannot exceed the quota; nothing else to do.
        }
      }
      if (error instanceof StorageFullError) throw error;
      throw error;
    }
    for (const key of done) notifyLocal(key);
  }

  return {
    read,
    write,
    readRaw: (key) => storage.get(key),
    writeRaw(key, value) {
      if (value === null) storage.remove(key);
      else storage.set(key, value);
      notifyLocal(key);
    },
    subscribe(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    problems: () => [...problemList],
    onProblem(listener) {
      problemListeners.add(listener);
      return () => problemListeners.delete(listener);
    },
  };
}
