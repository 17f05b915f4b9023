import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '@cg/domain/server';

/** OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane (about 20 ms here). */
const OWASP = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The domain's password port on the server: argon2id (memory-hard, unlike the browser's
 * PBKDF2). A PBKDF2 record (an account imported from a browser) is not accepted here: the
 * server never takes password hashes from outside (issue 15, "your data" imports no hashes).
 */
export function createArgon2Hasher(
  options: { memoryCost?: number; timeCost?: number; parallelism?: number } = {},
): PasswordHasher {
  const params = { ...OWASP, ...options };
  return {
    async hash(password) {
      return { algorithm: 'argon2id', encoded: await hash(password, params) };
    },
    async verify(password, stored) {
      if (stored.algorithm !== 'argon2id') return false;
      try {
        return await verify(stored.encoded, password);
      } catch {
        return false;
      }
    },
  };
}
