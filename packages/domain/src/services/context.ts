import { DEFAULT_DELAYS, type Delays } from '#src/constants';
import { DomainError, MESSAGES, type MessageKey, type DomainErrorCode } from '#src/errors';
import type { ImageProcessor, ImageStore } from '#src/ports/images';
import type { EmailSender } from '#src/ports/email';
import type { Change, ChangeFeed } from '#src/ports/changes';
import type { PaymentGateway } from '#src/ports/payment';
import type { PayoutProvider } from '#src/ports/payout';
import type { Repositories, UnitOfWork } from '#src/ports/repositories';
import type { VerificationProvider } from '#src/ports/verification';
import type { Clock, PasswordHasher, RandomSource, Sleep } from '#src/ports/runtime';
import { type Actor, userIdOf } from '#src/schemas/common';
import type { User } from '#src/schemas/user';

/**
 * What the use cases need from outside, whatever stores the data: the unit of work over the
 * repositories, the change feed, the image store, time, randomness, hashing and the providers.
 */
export interface MarketplacePorts {
  readonly uow: UnitOfWork;
  readonly changes: ChangeFeed;
  readonly images: ImageStore;
  readonly imageProcessor: ImageProcessor;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly sleep: Sleep;
  readonly hasher: PasswordHasher;
  readonly payments: PaymentGateway;
  readonly verification: VerificationProvider;
  readonly email: EmailSender;
  /** Moves withdrawals out to a CBU, CVU or alias. */
  readonly payouts: PayoutProvider;
  /** Simulated delays; defaults are the spec's. */
  readonly delays?: Partial<Delays>;
  /**
   * Whether the spec's verified demo account (its password is published) is created on the
   * first login or registration. Default true (the static demo); a server says false.
   */
  readonly demoAccount?: boolean;
}

export function createContext(deps: MarketplacePorts) {
  const { uow, changes } = deps;
  const delays: Delays = { ...DEFAULT_DELAYS, ...deps.delays };

  const fail = (code: DomainErrorCode, key: MessageKey, fieldErrors: Record<string, string> = {}): never => {
    const [title, description] = MESSAGES[key];
    throw new DomainError(code, title, description, fieldErrors);
  };

  const read = <T>(work: (repos: Repositories) => Promise<T>): Promise<T> => uow.read(work);
  const findUser = (id: string): Promise<User | null> => read((r) => r.users.byId(id));

  return {
    deps,
    /**
     * Runs `work` in one transaction; the changes it reports through `changed` are published
     * once it committed (never for a transaction that failed or was restarted).
     */
    async transaction<T>(
      work: (tx: Repositories, changed: (...list: readonly (Change | null)[]) => void) => Promise<T>,
    ): Promise<T> {
      let pending: Change[] = [];
      const result = await uow.transaction((tx) => {
        pending = [];
        return work(tx, (...list) => {
          for (const change of list) if (change) pending.push(change);
        });
      });
      for (const change of pending) changes.publish(change);
      return result;
    },
    read,
    delays,
    fail,
    findUser,
    now: () => deps.clock.now().toISOString(),
    wait: (kind: keyof Delays) => deps.sleep(delays[kind]),
    /** The fresh record of the acting user, or the given error when a visitor / unknown account. */
    async requireUser(actor: Actor, code: DomainErrorCode, key: MessageKey): Promise<User> {
      const id = userIdOf(actor);
      const user = id === null ? null : await findUser(id);
      return user ?? fail(code, key);
    },
  };
}

export type Context = ReturnType<typeof createContext>;
