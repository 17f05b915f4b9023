/** Ports for the things rules must never read from globals: time, randomness, waiting, locks. */

export interface Clock {
  now(): Date;
}

export interface RandomSource {
  /** Uniform integer in [min, max], from a cryptographic source. */
  int(min: number, max: number): number;
  /** A new unique id (UUID v4). */
  id(): string;
}

export type Sleep = (ms: number) => Promise<void>;

/** Runs `task` while holding the named exclusive lock (across tabs with the Web Locks adapter). */
export interface Mutex {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/**
 * A stored password: PBKDF2-SHA256 in the browser (WebCrypto has no memory-hard function), or
 * argon2id on the server (its PHC string: parameters, salt and hash). A hasher verifies only its
 * own algorithm and says no to any other.
 */
export type PasswordHash =
  | {
      readonly algorithm: 'PBKDF2-SHA256';
      readonly hash: string;
      readonly salt: string;
      readonly iterations: number;
    }
  | { readonly algorithm: 'argon2id'; readonly encoded: string };

export interface PasswordHasher {
  hash(password: string): Promise<PasswordHash>;
  verify(password: string, stored: PasswordHash): Promise<boolean>;
}
