import { describe, expect, it, vi } from 'vitest';
import { createBrowserMarketplace } from '#src/browser-marketplace';
import { fixedClock } from '@cg/domain/runtime/adapters';
import { StorageFullError } from '@cg/domain/errors';
import { createMemoryStorage, createWebStorage, isQuotaError } from '#src/storage/key-value-storage';
import { createStore, listDocument, mapOfListsDocument, put, valueDocument } from '#src/storage/store';
import { createMemoryDeps } from '#src/testing/memory-deps';
import { PNG_BYTES } from '@cg/testkit';
import { z } from 'zod';

const clock = fixedClock('2026-11-21T12:00:00.000Z');
const numbers = listDocument('numbers', 2, z.number(), (data) =>
  Array.isArray(data) ? data.map((x) => Number(x)) : data,
);

describe('versioned documents', () => {
  it('wraps values in a schema version envelope', async () => {
    const storage = createMemoryStorage();
    const store = createStore(storage, clock);
    await store.write([put(numbers, [1, 2])]);
    expect(JSON.parse(storage.get('numbers') ?? '')).toEqual({ v: 2, data: [1, 2] });
    expect(await store.read(numbers)).toEqual([1, 2]);
  });

  it('migrates the raw prototype shape and writes it back', async () => {
    const storage = createMemoryStorage({ numbers: '["1","2"]' });
    const store = createStore(storage, clock);
    expect(await store.read(numbers)).toEqual([1, 2]);
    expect(JSON.parse(storage.get('numbers') ?? '')).toEqual({ v: 2, data: [1, 2] });
  });

  it('sets a corrupted key aside, reports it, and carries on empty', async () => {
    const storage = createMemoryStorage({ numbers: '{not json', other: 'kept' });
    const onProblem = vi.fn();
    const store = createStore(storage, clock);
    store.onProblem(onProblem);
    expect(await store.read(numbers)).toEqual([]);
    const problem = onProblem.mock.calls[0]?.[0] as unknown;
    expect(problem).toMatchObject({ kind: 'corrupted', key: 'numbers', title: 'Datos dañados' });
    expect(storage.get((problem as { quarantineKey: string }).quarantineKey)).toBe('{not json');
    expect(storage.get('numbers')).toBeNull();
    expect(storage.get('other')).toBe('kept');
    expect(store.problems()).toHaveLength(1);
  });

  it('sets aside a payload of the wrong shape', async () => {
    const storage = createMemoryStorage({ numbers: '{"v":2,"data":{"a":1}}' });
    const store = createStore(storage, clock);
    expect(await store.read(numbers)).toEqual([]);
    expect(store.problems()[0]?.kind).toBe('corrupted');
  });

  it('sets aside data from a newer version without deleting it', async () => {
    const storage = createMemoryStorage({ numbers: '{"v":9,"data":[1]}' });
    const store = createStore(storage, clock);
    expect(await store.read(numbers)).toEqual([]);
    const p = store.problems()[0];
    expect(p?.kind).toBe('unknown_version');
    expect(storage.get(p?.quarantineKey ?? '')).toBe('{"v":9,"data":[1]}');
  });

  it('drops invalid records, keeps the valid ones, and reports how many', async () => {
    const storage = createMemoryStorage({ numbers: '{"v":2,"data":[1,"x",3,null]}' });
    const store = createStore(storage, clock);
    expect(await store.read(numbers)).toEqual([1, 3]);
    const p = store.problems()[0];
    expect(p).toMatchObject({ kind: 'invalid_records', droppedCount: 2 });
    expect(JSON.parse(storage.get(p?.quarantineKey ?? '') ?? '')).toEqual(['x', null]);
    expect((JSON.parse(storage.get('numbers') ?? '') as { data: unknown }).data).toEqual([1, 3]);
  });

  it('treats a failing migration as corruption', async () => {
    const doc = listDocument('n', 2, z.number(), () => {
      throw new Error('boom');
    });
    const store = createStore(createMemoryStorage({ n: '[1]' }), clock);
    expect(await store.read(doc)).toEqual([]);
    expect(store.problems()[0]?.kind).toBe('corrupted');
  });

  it('keeps the key in place when even the quarantine copy does not fit', async () => {
    const storage = createMemoryStorage({ numbers: '{bad' }, { quotaBytes: 20 });
    const store = createStore(storage, clock);
    expect(await store.read(numbers)).toEqual([]);
    expect(store.problems()[0]?.quarantineKey).toBeNull();
    expect(storage.get('numbers')).toBe('{bad');
  });

  it('writes all or nothing and raises a typed, Spanish StorageFullError', async () => {
    const storage = createMemoryStorage({}, { quotaBytes: 60 });
    const store = createStore(storage, clock);
    const small = valueDocument('a', 2, z.string(), () => '');
    const big = valueDocument('b', 2, z.string(), () => '');
    await store.write([put(small, 'old')]);
    const error = await store.write([put(small, 'new'), put(big, 'x'.repeat(100))]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as StorageFullError).title).toBe('Almacenamiento lleno');
    expect(await store.read(small)).toBe('old');
    expect(storage.get('b')).toBeNull();
  });

  it('removes a key written for the first time when a later write fails', async () => {
    const storage = createMemoryStorage({}, { quotaBytes: 40 });
    const store = createStore(storage, clock);
    const a = valueDocument('a', 2, z.string(), () => '');
    const b = valueDocument('b', 2, z.string(), () => '');
    await expect(store.write([put(a, 'x'), put(b, 'y'.repeat(50))])).rejects.toBeInstanceOf(StorageFullError);
    expect(storage.get('a')).toBeNull();
  });

  it('hears changes from another tab and drops its cache', async () => {
    const storage = createMemoryStorage();
    const other = storage.openTab();
    const store = createStore(storage, clock);
    const seen: (string | null)[] = [];
    const off = store.subscribe((k) => seen.push(k));
    await store.read(numbers);
    other.set('numbers', '{"v":2,"data":[7]}');
    expect(seen).toEqual(['numbers']);
    expect(await store.read(numbers)).toEqual([7]);
    off();
    other.remove('numbers');
    expect(seen).toHaveLength(1);
  });

  it('reads and writes raw keys', () => {
    const store = createStore(createMemoryStorage(), clock);
    store.writeRaw('k', 'v');
    expect(store.readRaw('k')).toBe('v');
    store.writeRaw('k', null);
    expect(store.readRaw('k')).toBeNull();
  });
});

describe('a map of lists keyed by id', () => {
  const lists = mapOfListsDocument('lists', 2, z.string());

  it("keeps ids such as '__proto__' and 'constructor' as ordinary entries", async () => {
    const storage = createMemoryStorage({
      lists: '{"v":2,"data":{"__proto__":["a"],"constructor":["b"],"toString":["c"]}}',
    });
    const read = await createStore(storage, clock).read(lists);
    expect(Object.keys(read).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(read.__proto__).toEqual(['a']);
    expect(read['constructor' as string]).toEqual(['b']);
  });

  it('finds nothing under an inherited name, before and after a write', async () => {
    const storage = createMemoryStorage();
    const store = createStore(storage, clock);
    const empty = await store.read(lists);
    expect(empty.constructor).toBeUndefined();
    expect(empty['hasOwnProperty' as string]).toBeUndefined();
    await store.write([put(lists, { ...empty, ['__proto__']: ['x'] })]);
    const written = await store.read(lists);
    expect(written.constructor).toBeUndefined();
    expect(Object.keys(written)).toEqual(['__proto__']);
    expect(await createStore(storage, clock).read(lists)).toEqual(written);
  });
});

describe('migrating the prototype data', () => {
  const prototype = {
    users: JSON.stringify([
      {
        id: 1700000000000,
        firstName: 'Ana',
        lastName: 'García',
        email: 'Ana@Example.com',
        password: 'plaintext1',
        createdAt: '2025-08-01T10:00:00.000Z',
        verificationStatus: 'verified',
        avatar: 'data:image/png;base64,AAAA',
      },
    ]),
    currentUser: JSON.stringify({ id: 1700000000000, email: 'Ana@Example.com', password: 'plaintext1' }),
    productRequests: JSON.stringify([
      {
        id: 1700000000001,
        productName: 'Kindle',
        productUrl: 'https://amazon.com/kindle',
        estimatedPrice: '129.99',
        currency: 'USD',
        reward: 25,
        country: 'Estados Unidos',
        category: 'tecnologia',
        productImage: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`,
        status: 'paid',
        securityCode: 123456,
        createdAt: '2025-08-02T10:00:00.000Z',
        userId: 1700000000000,
        acceptedBy: 'x',
        paidAt: '2025-08-03T10:00:00.000Z',
      },
      { id: 2, productName: 'Sin URL', status: 'active' },
    ]),
    travelerTrips: JSON.stringify([
      {
        id: 5,
        userId: 1700000000000,
        userName: 'Ana G.',
        originCountry: 'España',
        province: 'Córdoba',
        departureDate: '2025-09-01',
        returnDate: '2025-09-10',
        availableSpace: 'small',
        createdAt: '2025-08-02T10:00:00.000Z',
      },
    ]),
    chats: JSON.stringify({
      '1700000000001': [
        { id: 9, text: 'Hola', senderId: 1700000000000, senderName: 'Ana', timestamp: '2025-08-02T10:00:00.000Z' },
      ],
    }),
  };

  it('hashes plain-text passwords at once and keeps the user able to log in', async () => {
    const storage = createMemoryStorage(prototype);
    const { marketplace: market, session } = createBrowserMarketplace(createMemoryDeps({ storage }));
    const me = await market.accounts.me(await session.actor());
    expect(me?.id).toBe('1700000000000');
    expect(storage.get('users')).not.toContain('plaintext1');
    expect(storage.get('currentUser')).not.toContain('plaintext1');
    await session.end();
    expect(
      (await market.accounts.login(null, { email: 'ana@example.com', password: 'plaintext1' })).user.profilePicture,
    ).toBe('data:image/png;base64,AAAA');
  });

  it('moves request images into the image store and money into cents, dropping broken records', async () => {
    const storage = createMemoryStorage(prototype);
    const deps = createMemoryDeps({ storage });
    const browser = createBrowserMarketplace(deps);
    const market = browser.marketplace;
    const problems: unknown[] = [];
    browser.onStorageProblem((p) => problems.push(p));
    const [r] = await market.requests.listNewestFirst(null);
    expect(r).toMatchObject({
      id: '1700000000001',
      estimatedPriceCents: 12999,
      rewardCents: 2500,
    });
    // The buyer of the paid order still sees the migrated code.
    expect(await market.requests.securityCode({ id: '1700000000000' }, '1700000000001')).toBe('123456');
    expect(r?.imageId && (await deps.images.get(r.imageId))?.size).toBe(PNG_BYTES.length);
    expect(storage.get('productRequests')).not.toContain('data:image');
    expect(problems).toHaveLength(1);
    expect(browser.storageProblems()).toHaveLength(1);
  });

  it('keeps trips and chats', async () => {
    const storage = createMemoryStorage(prototype);
    // The prototype's trip returned on 2025-09-10: read on a day it was still ahead (ended trips
    // are not listed as available, issue 35 item 11).
    const beforeItsReturn = fixedClock('2025-09-05T12:00:00.000Z', 1000);
    const market = createBrowserMarketplace(createMemoryDeps({ storage, clock: beforeItsReturn })).marketplace;
    expect((await market.trips.searchPage(null, {})).items[0]).toMatchObject({
      id: '5',
      destinationCountry: 'Argentina',
    });
    const messages = await market.chats.messages({ id: '1700000000000' }, '1700000000001');
    expect(messages[0]).toMatchObject({ id: '9', senderId: '1700000000000', text: 'Hola' });
    expect((JSON.parse(storage.get('chats') ?? '') as { v: number }).v).toBe(2);
  });
});

describe('browser storage adapter', () => {
  function fakeStorage(fail?: Error) {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (fail) throw fail;
        map.set(k, v);
      },
      removeItem: (k: string) => void map.delete(k),
      key: (i: number) => [...map.keys()][i] ?? null,
      get length() {
        return map.size;
      },
    };
  }

  it('reads, writes, removes and lists keys', () => {
    const s = createWebStorage(fakeStorage());
    s.set('a', '1');
    expect(s.get('a')).toBe('1');
    expect(s.keys()).toEqual(['a']);
    s.remove('a');
    expect(s.get('a')).toBeNull();
    expect(s.subscribe(() => {})).toBeTypeOf('function');
  });

  it('turns QuotaExceededError into StorageFullError', () => {
    const s = createWebStorage(fakeStorage(Object.assign(new Error('full'), { name: 'QuotaExceededError' })));
    expect(() => s.set('a', '1')).toThrow(StorageFullError);
  });

  it('rethrows other errors', () => {
    const s = createWebStorage(fakeStorage(new TypeError('nope')));
    expect(() => s.set('a', '1')).toThrow(TypeError);
  });

  it.each([
    [{ name: 'QuotaExceededError' }, true],
    [{ name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true],
    [{ code: 22 }, true],
    [{ code: 1014 }, true],
    [{ name: 'Other' }, false],
    [null, false],
    ['x', false],
  ])('recognises %o as quota error: %s', (e, expected) => expect(isQuotaError(e)).toBe(expected));

  it('hears storage events of its own storage area from other tabs', () => {
    const raw = fakeStorage();
    const target = new EventTarget();
    const events = {
      addEventListener: (t: 'storage', l: (e: { key: string | null; storageArea?: unknown }) => void) =>
        target.addEventListener(t, l as unknown as EventListener),
      removeEventListener: (t: 'storage', l: (e: { key: string | null; storageArea?: unknown }) => void) =>
        target.removeEventListener(t, l as unknown as EventListener),
    };
    const s = createWebStorage(raw, events);
    const seen: (string | null)[] = [];
    const off = s.subscribe((k) => seen.push(k));
    const fire = (key: string | null, storageArea: unknown) =>
      target.dispatchEvent(Object.assign(new Event('storage'), { key, storageArea }));
    fire('users', raw);
    fire('users', {});
    fire(null, raw);
    off();
    fire('chats', raw);
    expect(seen).toEqual(['users', null]);
  });
});

describe('concurrent reads during a slow migration', () => {
  it('migrate once and never overwrite a write made meanwhile', async () => {
    let release: () => void = () => {};
    let migrations = 0;
    const slow = listDocument('slow', 2, z.number(), async (data) => {
      migrations += 1;
      await new Promise<void>((r) => (release = r));
      return data;
    });
    const storage = createMemoryStorage({ slow: '[1]' });
    const store = createStore(storage, clock);
    const a = store.read(slow);
    const b = store.read(slow);
    storage.openTab().set('slow', '{"v":2,"data":[1,2]}');
    release();
    expect(await a).toEqual([1, 2]);
    expect(await b).toEqual([1, 2]);
    expect(migrations).toBe(1);
    expect((JSON.parse(storage.get('slow') ?? '') as { data: unknown }).data).toEqual([1, 2]);
  });

  it('does not set aside a key rewritten while its migration failed', async () => {
    let fail: (e: Error) => void = () => {};
    const doc = listDocument('k', 2, z.number(), () => new Promise((_, reject) => (fail = reject)));
    const storage = createMemoryStorage({ k: '[1]' });
    const store = createStore(storage, clock);
    const pending = store.read(doc);
    storage.set('k', '{"v":2,"data":[5]}');
    fail(new Error('x'));
    expect(await pending).toEqual([]);
    expect(storage.get('k')).toBe('{"v":2,"data":[5]}');
    expect(store.problems()).toEqual([]);
  });
});
