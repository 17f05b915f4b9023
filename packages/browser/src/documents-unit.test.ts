import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDocumentsUnit } from '#src/documents-unit';
import { createWebLocksMutex, fixedClock } from '@cg/domain/runtime/adapters';
import type { Mutex } from '@cg/domain/ports/runtime';
import { createMemoryStorage, type MemoryStorage } from '#src/storage/key-value-storage';
import { createStore, valueDocument } from '#src/storage/store';
import { createFakeLockManager, noLock } from '#src/testing/tabs';

const clock = fixedClock('2026-11-21T12:00:00.000Z');
const counter = (key: string) => valueDocument(key, 2, z.number(), () => 0);
const a = counter('a');
const b = counter('b');

/** A tab: its own storage handle and store, locks through the browser's shared lock manager. */
function tab(storage: MemoryStorage, mutex: Mutex) {
  return createDocumentsUnit(createStore(storage, clock), mutex);
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('transactions over storage documents', () => {
  it('never lets two tabs write one key at once: no increment is lost', async () => {
    const storage = createMemoryStorage();
    const locks = createFakeLockManager();
    const tabs = [tab(storage, createWebLocksMutex(locks)), tab(storage.openTab(), createWebLocksMutex(locks))];
    const increment = (unit: (typeof tabs)[number]) =>
      unit.transaction(async (d) => {
        const n = await d.get(a);
        await pause(); // the other tab runs meanwhile
        await d.set(a, n + 1);
      });
    await Promise.all(tabs.flatMap((unit) => Array.from({ length: 25 }, () => increment(unit))));
    expect(JSON.parse(storage.get('a') ?? '')).toEqual({ v: 2, data: 50 });
    expect(locks.requested.every((name) => name === 'conexion-global:a')).toBe(true);
  });

  it('control: without the lock increments are lost', async () => {
    const storage = createMemoryStorage();
    const tabs = [tab(storage, noLock), tab(storage.openTab(), noLock)];
    await Promise.all(
      tabs.flatMap((unit) =>
        Array.from({ length: 25 }, () =>
          unit.transaction(async (d) => {
            const n = await d.get(a);
            await pause();
            await d.set(a, n + 1);
          }),
        ),
      ),
    );
    expect((JSON.parse(storage.get('a') ?? '') as { data: number }).data).toBeLessThan(50);
  });

  it('takes locks in key order: a key touched out of order restarts the work with it taken first', async () => {
    const locks = createFakeLockManager();
    const unit = tab(createMemoryStorage(), createWebLocksMutex(locks));
    let runs = 0;
    await unit.transaction(async (d) => {
      runs += 1;
      await d.set(b, 1);
      await d.set(a, 1);
    });
    expect(runs).toBe(2);
    expect(locks.requested).toEqual(['conexion-global:b', 'conexion-global:a', 'conexion-global:b']);
  });

  it('never deadlocks two tabs touching the same keys in opposite orders', async () => {
    const storage = createMemoryStorage();
    const locks = createFakeLockManager();
    const one = tab(storage, createWebLocksMutex(locks));
    const two = tab(storage.openTab(), createWebLocksMutex(locks));
    const both = async (unit: typeof one, first: typeof a, second: typeof a) =>
      unit.transaction(async (d) => {
        await d.set(first, (await d.get(first)) + 1);
        await pause();
        await d.set(second, (await d.get(second)) + 1);
      });
    const rounds = Array.from({ length: 10 }, () => [both(one, a, b), both(two, b, a)]).flat();
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('deadlock')), 2000));
    await Promise.race([Promise.all(rounds), timeout]);
    expect(JSON.parse(storage.get('a') ?? '')).toEqual({ v: 2, data: 20 });
    expect(JSON.parse(storage.get('b') ?? '')).toEqual({ v: 2, data: 20 });
  });

  it('writes nothing of a transaction that fails, and frees its locks', async () => {
    const storage = createMemoryStorage();
    const unit = tab(storage, createWebLocksMutex(createFakeLockManager()));
    await unit.transaction((d) => d.set(a, 1));
    await expect(
      unit.transaction(async (d) => {
        await d.set(a, 2);
        await d.setRaw('pendingPayment:x', '{}');
        throw new Error('half-way');
      }),
    ).rejects.toThrow('half-way');
    expect(JSON.parse(storage.get('a') ?? '')).toEqual({ v: 2, data: 1 });
    expect(storage.get('pendingPayment:x')).toBeNull();
    await unit.transaction(async (d) => d.set(a, (await d.get(a)) + 1));
    expect(JSON.parse(storage.get('a') ?? '')).toEqual({ v: 2, data: 2 });
  });

  it('restarts even when the work swallowed the restart', async () => {
    const storage = createMemoryStorage();
    const unit = tab(storage, createWebLocksMutex(createFakeLockManager()));
    let runs = 0;
    await unit.transaction(async (d) => {
      runs += 1;
      await d.set(b, runs);
      await d.set(a, runs).catch(() => undefined);
    });
    expect(runs).toBe(2);
    expect(JSON.parse(storage.get('a') ?? '')).toEqual({ v: 2, data: 2 });
  });

  it('lets reads see committed data only, and refuses to write outside a transaction', async () => {
    const storage = createMemoryStorage();
    const unit = tab(storage, createWebLocksMutex(createFakeLockManager()));
    await unit.transaction((d) => d.set(a, 7));
    expect(await unit.read((d) => d.get(a))).toBe(7);
    await expect(unit.read((d) => d.set(a, 8))).rejects.toThrow('use a transaction');
  });
});
