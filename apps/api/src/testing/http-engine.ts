// The contract suite's fourth engine (issue 33 item 2, decision 035): the site's HTTP adapter
// through this API in-process, over PGlite. The suite calls the contract as `(actor, …)`; over
// HTTP the cookie says who acts, so each actor is its own browser — a cookie jar — and the actor
// argument only chooses the jar. The API is composed as production composes it, with the suite's
// fake providers, clock, hasher and repository decorator in place of the sandbox's.
import { createHttpMarketplace } from '@cg/domain/http';
import { isDomainError, type Actor, type Marketplace } from '@cg/domain';
import { issueCoupons } from '@cg/domain/server';
import { createTestPorts, type Engine, type EngineDifferences, type EngineOptions } from '@cg/testkit';
import { createSqlImageStore, type Database } from '@cg/db';
import { internalError, notFound } from '#src/errors';
import { composeMarketplace } from '#src/market/compose';
import { inProcessSandbox } from '#src/testing/sandbox';
import { appOver, browser } from '#src/testing/market';

/** Where HTTP deliberately answers differently from the contract in-process (decision 035). */
const differences: EngineDifferences = {
  // Someone else's order, chat or dispute is not there for you: 404, as a missing one.
  forbiddenAsNotFound: { title: notFound.title, description: notFound.description },
  // The session is the cookie; the answer does not carry it.
  sessionInResult: false,
  // Every request whatever its status is the static demo's read (its examples check).
  listsEveryRequest: false,
  // An unexpected failure is a 500 in Spanish; what failed stays in the server's log.
  internalErrorsAs: { code: internalError.code, title: internalError.title },
  // A refusal travels as its code, copy and field errors.
  refusalClasses: false,
  // A server has no demo account.
  demoAccount: false,
  // The API ends the account's sessions and does not say whose account the link was.
  resetSaysWhose: false,
};

const SESSION_COOKIE = 'cg_session';
const GUEST_COOKIE = 'cg_guest';

export function httpEngine(database: Database, { decorateRepositories, ...options }: EngineOptions = {}): Engine {
  const ports = createTestPorts(options);
  // The API e-mails a reset link after its answer (decision 033): a call is over for the suite once
  // that work is done or has handed its mail to the provider (which may never answer).
  let handedOver: () => void = () => undefined;
  const email = new Proxy(ports.email, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        handedOver();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const server = composeMarketplace({
    database,
    // The sandbox's card SDK surface, as a test server has it; the suite's fakes are the providers.
    providers: inProcessSandbox().connection,
    clock: ports.clock,
    hasher: ports.hasher,
    ...(decorateRepositories && { decorateRepositories }),
    ports: {
      payments: ports.payments,
      verification: ports.verification,
      email,
      payouts: ports.payouts,
      imageProcessor: ports.imageProcessor,
      random: ports.random,
      sleep: ports.sleep,
    },
  });
  const { app } = appOver(server);

  /** One browser per person: the jar their register, login or a session started for them filled. */
  const people = new Map<string, ReturnType<typeof browser>>();

  function site(jar: ReturnType<typeof browser>): Marketplace {
    return createHttpMarketplace({ baseUrl: '/api', fetch: (input, init) => jar.request(input, init) });
  }

  /** The browser an actor is: a person's own jar (a session started for them if they have none yet),
   * a guest's cookie, or a visitor's empty jar. */
  async function jarOf(actor: Actor): Promise<ReturnType<typeof browser>> {
    if (actor && 'id' in actor) {
      const known = people.get(actor.id);
      if (known) return known;
      const jar = browser(app);
      // A person the suite set up without this engine (a support account): their session begins here.
      // An id that is nobody's stays a visitor, as a browser with a dead cookie is.
      const token = await server.sessions.start(actor.id, server.clock.now()).catch(() => null);
      if (token) {
        jar.cookies.set(SESSION_COOKIE, token);
        people.set(actor.id, jar);
      }
      return jar;
    }
    const jar = browser(app);
    if (actor && 'guestToken' in actor) jar.cookies.set(GUEST_COOKIE, actor.guestToken);
    return jar;
  }

  /** An area of the contract as one browser calls it. */
  const areaOf = (jar: ReturnType<typeof browser>, area: string) =>
    site(jar)[area as keyof Marketplace] as unknown as Record<
      string,
      ((...a: unknown[]) => Promise<unknown>) | undefined
    >;

  async function call(area: string, method: string, actor: Actor, args: unknown[]): Promise<unknown> {
    const jar = await jarOf(actor);
    const run = (on: ReturnType<typeof browser>) => {
      const use = areaOf(on, area)[method];
      if (!use) throw new Error(`the HTTP adapter has no ${area}.${method}`);
      return use(actor, ...args);
    };
    const result = await run(jar).catch(async (error: unknown) => {
      // A session the suite's clock has outlived: the person logs in again, once.
      if (actor && 'id' in actor && isDomainError(error) && error.code === 'login_required') {
        people.delete(actor.id);
        const again = await jarOf(actor);
        if (again.cookies.has(SESSION_COOKIE)) return run(again);
      }
      throw error;
    });
    // Whoever registered or logged in is now this browser.
    if (area === 'accounts' && (method === 'register' || method === 'login')) {
      const { user } = result as { user: { id: string } };
      people.set(user.id, jar);
    }
    return result;
  }

  /** After each call: what the answer did not wait for has run or handed its mail over, and the
   * changes it published are stored and delivered (on PGlite, in this process). */
  async function settled(mailed: Promise<void>) {
    await Promise.race([server.background.idle(), mailed]);
    await server.changes.flush();
  }

  const market = new Proxy({} as Marketplace, {
    get: (_target, area: string) =>
      new Proxy(
        {},
        {
          get:
            (_t, method: string) =>
            async (actor: Actor, ...args: unknown[]) => {
              const mailed = new Promise<void>((resolve) => {
                handedOver = resolve;
              });
              try {
                return await call(area, method, actor, args);
              } finally {
                await settled(mailed);
              }
            },
        },
      ),
  });

  const stored = createSqlImageStore(database.db);
  return {
    market,
    differences,
    // Beside the contract (the API offers no such read): to check that a refusal stored nothing.
    allRequests: () => server.marketplace.requests.listNewestFirst(null),
    payments: ports.payments,
    verification: ports.verification,
    email: ports.email,
    payouts: ports.payouts,
    images: { count: () => stored.count(), get: (id) => stored.get(id) },
    changes: server.changes,
    issueCoupons: (coupons) => issueCoupons(server.store, coupons),
    setUpSupportAccount: (input) => server.setUpSupportAccount(input),
    readPhoto: (actor, id) => server.readPhoto(actor, id),
    // The server's own, as its webhook routes and main.ts's sweep call them.
    events: server.events,
  };
}
