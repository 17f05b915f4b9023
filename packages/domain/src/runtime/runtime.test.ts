import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS } from '#src/constants';
import {
  createCryptoRandom,
  createMemoryMutex,
  createPbkdf2Hasher,
  createWebLocksMutex,
  fixedClock,
  noSleep,
  realSleep,
  systemClock,
  timingSafeEqual,
} from '#src/runtime/adapters';

describe('random source', () => {
  const random = createCryptoRandom(globalThis.crypto);

  it('draws integers within the inclusive range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 10000 }), (min, span) => {
        const n = random.int(min, min + span);
        expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true);
      }),
    );
  });

  it('draws 6-digit security codes in 100000–999999', () => {
    for (let i = 0; i < 1000; i++) {
      const n = random.int(100000, 999999);
      expect(String(n)).toMatch(/^[1-9]\d{5}$/);
    }
  });

  it('rejects draws that would bias the result', () => {
    const words = [0xffffffff, 5];
    const r = createCryptoRandom({
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => {
        (a as unknown as Uint32Array)[0] = words.shift() ?? 0;
        return a;
      },
    });
    expect(r.int(0, 2)).toBe(2);
  });

  it('refuses an invalid range', () => {
    expect(() => random.int(5, 1)).toThrow(RangeError);
    expect(() => random.int(0, 2 ** 33)).toThrow(RangeError);
    expect(() => random.int(0.5, 2)).toThrow(RangeError);
  });

  it('makes v4 UUIDs, with or without randomUUID', () => {
    expect(random.id()).toMatch(/^[0-9a-f-]{36}$/);
    const fallback = createCryptoRandom({ getRandomValues: (a) => globalThis.crypto.getRandomValues(a) });
    expect(fallback.id()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('clocks and sleeping', () => {
  it('a fixed clock advances only when told', () => {
    const c = fixedClock('2026-01-01T00:00:00Z', 10);
    expect(c.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(c.now().getTime() - Date.parse('2026-01-01T00:00:00Z')).toBe(10);
    c.advance(1000);
    c.set('2027-01-01T00:00:00Z');
    expect(c.now().getUTCFullYear()).toBe(2027);
    expect(systemClock.now()).toBeInstanceOf(Date);
  });

  it('sleeps for real only when asked to', async () => {
    await noSleep(10_000);
    await realSleep(0);
    const t = performance.now();
    await realSleep(5);
    expect(performance.now() - t).toBeGreaterThanOrEqual(4);
  });
});

describe('locks', () => {
  it('the memory mutex runs tasks of one name one at a time, and survives failures', async () => {
    const mutex = createMemoryMutex();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 1));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      mutex.run('k', task('a', true)),
      mutex.run('k', task('b')),
      mutex.run('other', task('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('end a')).toBeLessThan(log.indexOf('start b'));
  });

  it('the Web Locks adapter asks for an exclusive, prefixed lock', async () => {
    const asked: [string, string][] = [];
    const mutex = createWebLocksMutex({
      request: (name, options, cb) => {
        asked.push([name, options.mode]);
        return cb();
      },
    });
    expect(await mutex.run('data', async () => 42)).toBe(42);
    expect(asked).toEqual([['conexion-global:data', 'exclusive']]);
  });
});

describe('password hashing', () => {
  const options = {
    subtle: globalThis.crypto.subtle,
    getRandomValues: <T extends Uint8Array<ArrayBuffer>>(a: T) => globalThis.crypto.getRandomValues(a),
  };

  it('uses PBKDF2-SHA256 with 600,000 iterations by default and a fresh salt each time', async () => {
    const hasher = createPbkdf2Hasher(options);
    const a = await hasher.hash('secreto123');
    expect(a).toMatchObject({ algorithm: 'PBKDF2-SHA256', iterations: PBKDF2_ITERATIONS });
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(await hasher.verify('secreto123', a)).toBe(true);
    const fast = createPbkdf2Hasher({ ...options, iterations: 1000 });
    const b = await fast.hash('secreto123');
    const c = await fast.hash('secreto123');
    if (b.algorithm !== 'PBKDF2-SHA256' || c.algorithm !== 'PBKDF2-SHA256') throw new Error('expected PBKDF2');
    expect(b.salt).not.toBe(c.salt);
    expect(b.hash).not.toBe(c.hash);
    expect(await fast.verify('Secreto123', b)).toBe(false);
  });

  it('says no to a password stored by another algorithm (the server’s argon2id)', async () => {
    const fast = createPbkdf2Hasher({ ...options, iterations: 1000 });
    expect(
      await fast.verify('secreto123', { algorithm: 'argon2id', encoded: '$argon2id$v=19$m=19456,t=2,p=1$x$y' }),
    ).toBe(false);
  });

  it('compares in constant time', () => {
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1]), new Uint8Array([1, 3]))).toBe(false);
  });
});
