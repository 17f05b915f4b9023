import { PBKDF2_ITERATIONS } from '#src/constants';
import type { Clock, Mutex, PasswordHash, PasswordHasher, RandomSource, Sleep } from '#src/ports/runtime';

export const systemClock: Clock = { now: () => new Date() };

/** @internal */
export function fixedClock(
  start: Date | string,
  stepMs = 0,
): Clock & { advance(ms: number): void; set(d: Date | string): void } {
  let t = new Date(start).getTime();
  return {
    now() {
      const d = new Date(t);
      t += stepMs;
      return d;
    },
    advance(ms) {
      t += ms;
    },
    set(d) {
      t = new Date(d).getTime();
    },
  };
}

export type CryptoLike = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/** Random integers by rejection sampling over 32-bit words (no modulo bias). */
export function createCryptoRandom(crypto: CryptoLike): RandomSource {
  const word = () => {
    const buf = new Uint32Array(1);
    crypto.getRandomValues(buf);
    return buf[0] ?? 0;
  };
  return {
    int(min, max) {
      if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) throw new RangeError('invalid range');
      const range = max - min + 1;
      if (range > 2 ** 32) throw new RangeError('range too large');
      const limit = Math.floor(2 ** 32 / range) * range;
      for (;;) {
        const x = word();
        if (x < limit) return min + (x % range);
      }
    },
    id() {
      if (crypto.randomUUID) return crypto.randomUUID();
      const b = new Uint8Array(16);
      crypto.getRandomValues(b);
      b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
      b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
      const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}

export const realSleep: Sleep = (ms) => (ms <= 0 ? Promise.resolve() : new Promise((r) => setTimeout(r, ms)));
/** @internal */
export const noSleep: Sleep = () => Promise.resolve();

/** In-process exclusive locks: a promise chain per name. */
export function createMemoryMutex(): Mutex {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(name: string, task: () => Promise<T>): Promise<T> {
      const prev = tails.get(name) ?? Promise.resolve();
      const result = prev.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return result;
    },
  };
}

/** The bit of `navigator.locks` used. */
export interface LockManagerLike {
  request<T>(name: string, options: { mode: 'exclusive' }, callback: () => Promise<T>): Promise<T>;
}

/** Cross-tab locks through the Web Locks API: pass `navigator.locks`. */
export function createWebLocksMutex(locks: LockManagerLike, prefix = 'conexion-global:'): Mutex {
  return {
    run: (name, task) => locks.request(prefix + name, { mode: 'exclusive' }, task),
  };
}

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export interface Pbkdf2Options {
  readonly subtle: SubtleCrypto;
  readonly getRandomValues: <T extends Uint8Array<ArrayBuffer>>(array: T) => T;
  /** Defaults to PBKDF2_ITERATIONS (600,000); lower only in tests, explicitly. */
  readonly iterations?: number;
}

/** Constant-time comparison of two byte arrays of equal length. @internal */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export function createPbkdf2Hasher(options: Pbkdf2Options): PasswordHasher {
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const derive = async (password: string, salt: Uint8Array, iter: number) => {
    const key = await options.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
      'deriveBits',
    ]);
    const bits = await options.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations: iter },
      key,
      256,
    );
    return new Uint8Array(bits);
  };
  return {
    async hash(password): Promise<PasswordHash> {
      const salt = options.getRandomValues(new Uint8Array(16));
      const hash = await derive(password, salt, iterations);
      return { algorithm: 'PBKDF2-SHA256', hash: toBase64(hash), salt: toBase64(salt), iterations };
    },
    async verify(password, stored) {
      if (stored.algorithm !== 'PBKDF2-SHA256') return false;
      const hash = await derive(password, fromBase64(stored.salt), stored.iterations);
      return timingSafeEqual(hash, fromBase64(stored.hash));
    },
  };
}
