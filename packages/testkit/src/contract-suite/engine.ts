/**
 * The contract suite's view of an implementation (decision 012): whatever stores the data
 * (browser documents over memory storage today, PGlite and PostgreSQL later), a test gets the
 * `Marketplace` contract and the fake providers behind it. Adapter-specific checks (storage keys,
 * quotas, tabs) live with their adapter, not here.
 */
import type { Marketplace } from '@cg/domain/contract';
import type { RequestView } from '@cg/domain/projections';
import type { ChangeFeed, ChangeTopic } from '@cg/domain/ports/changes';
import type { Repositories } from '@cg/domain/ports/repositories';
import { DomainError } from '@cg/domain/errors';
import { travellerPayoutCents } from '@cg/domain/money';
import type { ImageProcessor } from '@cg/domain/ports/images';
import type { Clock } from '@cg/domain/ports/runtime';
import type { Actor, GuestActor, UserActor } from '@cg/domain/schemas/common';
import type { RegistrationInput } from '@cg/domain/schemas/user';
import type { CouponInput } from '@cg/domain/schemas/coupon';
import type { SupportAccountInput } from '@cg/domain/services/support-accounts';
import type { PhotoRead } from '@cg/domain/services/photos';
import type { ProviderEvents } from '@cg/domain/services/provider-events';
import type {
  createFakeEmailSender,
  createFakePaymentGateway,
  createFakePayoutProvider,
  createFakeVerificationProvider,
} from '#src/fakes';
import { pngBlob } from '#src/png';

/**
 * Where an engine deliberately answers differently from the contract in-process (decision 035's
 * "differences"): the tests assert the engine's answer through these, never skip. Unset: as in-process.
 */
export interface EngineDifferences {
  /** A `forbidden` refusal reads as `not_found` with this copy (HTTP: not there for you); null: as thrown. */
  readonly forbiddenAsNotFound: { readonly title: string; readonly description: string } | null;
  /** Register and login results carry the session to keep (HTTP: the cookie is the session). */
  readonly sessionInResult: boolean;
  /** `requests.listNewestFirst` answers (HTTP: refused — every request is the static demo's read). */
  readonly listsEveryRequest: boolean;
  /** An unexpected failure reaches the caller with this copy (HTTP: a 500 in Spanish); null: as thrown. */
  readonly internalErrorsAs: { readonly code: string; readonly title: string } | null;
  /** A refusal is the domain's own class with its details (HTTP: its code, copy and field errors). */
  readonly refusalClasses: boolean;
  /** The demo account is seeded (HTTP: a server has none). */
  readonly demoAccount: boolean;
  /** A password reset says whose account it was (HTTP: `userId` is empty — the link's owner is not told). */
  readonly resetSaysWhose: boolean;
}

const inProcess: EngineDifferences = {
  forbiddenAsNotFound: null,
  sessionInResult: true,
  listsEveryRequest: true,
  internalErrorsAs: null,
  refusalClasses: true,
  demoAccount: true,
  resetSaysWhose: true,
};

export interface Engine {
  readonly market: Marketplace;
  /** Deliberate differences from the contract in-process (default: none). */
  readonly differences?: Partial<EngineDifferences>;
  /** Every request whatever its status, read beside the contract (to check that nothing was stored). */
  readonly allRequests?: () => Promise<readonly RequestView[]>;
  readonly payments: ReturnType<typeof createFakePaymentGateway>;
  readonly verification: ReturnType<typeof createFakeVerificationProvider>;
  readonly email: ReturnType<typeof createFakeEmailSender>;
  readonly payouts: ReturnType<typeof createFakePayoutProvider>;
  /** The photos stored (to check that refused publications leave none behind). */
  readonly images: { count(): Promise<number>; get(id: string): Promise<Blob | null> };
  /** The change feed the use cases publish to. */
  readonly changes: Pick<ChangeFeed, 'subscribe'>;
  /** Issues coupons as the platform's configuration does (decision 023). */
  readonly issueCoupons: (coupons: readonly CouponInput[]) => Promise<unknown>;
  /** Sets up a support account as configuration does (decision 026). */
  readonly setUpSupportAccount: (input: SupportAccountInput) => Promise<{ userId: string; created: boolean }>;
  /** A stored photo as `actor` may read it (`readPhoto`: dispute photos to parties and support). */
  readonly readPhoto: (actor: Actor, id: string) => Promise<PhotoRead | null>;
  /**
   * What a server does with nobody behind it, over the same storage and providers: a payment
   * notification (`paymentChanged`) and the hourly owed-money sweep (decisions 049, 052).
   */
  readonly events: Pick<ProviderEvents, 'paymentChanged' | 'settleOwedMoney'>;
}

export interface EngineOptions {
  readonly clock?: Clock;
  readonly verification?: ReturnType<typeof createFakeVerificationProvider>;
  readonly email?: ReturnType<typeof createFakeEmailSender>;
  readonly payouts?: ReturnType<typeof createFakePayoutProvider>;
  readonly imageProcessor?: ImageProcessor;
  /** Wraps the repositories each transaction uses (to make a step fail mid-use-case). */
  readonly decorateRepositories?: (repos: Repositories) => Repositories;
}

/** Builds a fresh, empty marketplace for one test. */
export type EngineFactory = (options?: EngineOptions) => Engine;

export const validRequestInput = {
  productName: 'Nintendo Switch OLED',
  productUrl: 'https://www.amazon.com/dp/B098RKWHHZ',
  // Within a newly verified traveller's trust tier (US$ 300 an order; issue 37, decision 047).
  estimatedPrice: '249.99',
  currency: 'USD' as const,
  country: 'Estados Unidos',
  reward: 25,
  category: 'juegos' as const,
  notes: 'Color blanco',
};

/**
 * What a delivered order of `validRequestInput` releases to its traveller's wallet, withdrawable
 * (decision 049): the price she advanced (US$ 249,99) + the reward less the commission (US$ 22,50).
 */
export const RELEASED_CENTS = 24_999 + travellerPayoutCents(2500);

export const validTripInput = {
  originCountry: 'Estados Unidos',
  province: 'Buenos Aires' as const,
  departureDate: '2027-03-01',
  returnDate: '2027-03-20',
  availableSpace: 'medium' as const,
};

export const validBilling = { name: 'Ana García', email: 'ana@example.com', address: 'Av. Corrientes 1234, CABA' };

let n = 0;
export function registrationInput(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  n += 1;
  return {
    firstName: 'Ana',
    lastName: 'García',
    email: `ana${n}@example.com`,
    birthDate: '1990-05-01',
    dialCode: '+54',
    phone: '11 5555 1234',
    documentNumber: '30123456',
    password: 'secreto123',
    confirmPassword: 'secreto123',
    ...overrides,
  };
}

/** A visitor with a guest token of its own (one browser's guest). */
export function newGuest(): GuestActor {
  n += 1;
  return { guestToken: `guest-token-${n}-${Math.random().toString(36).slice(2)}` };
}

export async function rejection(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

/** Steps most tests start from: accounts, a verified traveller, a published / accepted / paid order. */
export function helpers(market: Marketplace) {
  async function user(overrides: Partial<RegistrationInput> = {}) {
    const { user } = await market.accounts.register(null, registrationInput(overrides));
    return { id: user.id, user };
  }
  async function verify(actor: UserActor) {
    await market.verification.submit(actor, {
      documentType: 'DNI',
      front: pngBlob(),
      back: pngBlob(),
      selfie: pngBlob(),
    });
    await market.verification.refresh(actor);
  }
  async function traveller(overrides: Partial<RegistrationInput> = {}) {
    const t = await user({ firstName: 'Tomás', lastName: 'Pérez', ...overrides });
    await verify(t);
    return t;
  }
  async function publish(actor: UserActor | GuestActor | null, overrides: Partial<typeof validRequestInput> = {}) {
    return market.requests.publish(actor, { ...validRequestInput, ...overrides, image: pngBlob() });
  }
  /** Buyer + verified traveller + accepted request. */
  async function accepted() {
    const buyer = await user();
    const trav = await traveller();
    const request = await publish(buyer);
    await market.requests.accept(trav, request.id);
    return { buyer, traveller: trav, request };
  }
  async function paid() {
    const a = await accepted();
    await market.payments.payWithCard(a.buyer, a.request.id, validBilling, 'tok_visa');
    const code = await market.requests.securityCode(a.buyer, a.request.id);
    if (!code) throw new Error('expected a code');
    return { ...a, code };
  }
  return { user, verify, traveller, publish, accepted, paid };
}

/** An engine and the helpers over its marketplace. */
export function scenario(factory: EngineFactory, options?: EngineOptions) {
  const engine = factory(options);
  /** Runs `listener` when the feed tells of a change of `topic`; returns unsubscribe. */
  const onChange = (topic: ChangeTopic, listener: () => void) =>
    engine.changes.subscribe((change) => {
      if (change.topic === topic) listener();
    });
  const differences = { ...inProcess, ...engine.differences };
  /** The code a refusal of someone else's thing has on this engine. */
  const forbidden = differences.forbiddenAsNotFound ? ('not_found' as const) : ('forbidden' as const);
  /** The copy a refusal of someone else's thing has on this engine: the domain's, or the engine's "not found". */
  const forbiddenCopy = (description: string) => differences.forbiddenAsNotFound?.description ?? description;
  /** What an unexpected failure (`message` as thrown) reads as on this engine. */
  const failure = (message: string) => differences.internalErrorsAs?.title ?? message;
  const allRequests = engine.allRequests ?? (() => engine.market.requests.listNewestFirst(null));
  return {
    ...engine,
    onChange,
    differences,
    forbidden,
    forbiddenCopy,
    failure,
    allRequests,
    ...helpers(engine.market),
  };
}
