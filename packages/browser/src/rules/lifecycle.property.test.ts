import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CODE_ATTEMPTS } from '@cg/domain/constants';
import { DomainError } from '@cg/domain/errors';
import { escrowBreakdown } from '@cg/domain/money';
import * as rules from '@cg/domain/rules/lifecycle';
import { paymentHistoryOf, walletOf } from '@cg/domain/rules/wallet';
import { newProductRequest, type ProductRequest } from '@cg/domain/schemas/product-request';
import type { User } from '@cg/domain/schemas/user';
import { createBrowserMarketplace } from '#src/browser-marketplace';
import { createMemoryDeps } from '#src/testing/memory-deps';
import { helpers } from '#src/testing/scenario';
import { anotherTab, createFakeLockManager } from '#src/testing/tabs';
import { createWebLocksMutex } from '@cg/domain/runtime/adapters';

const NOW = '2026-11-21T12:00:00.000Z';
const person = (id: string, verified: boolean): User => ({
  id,
  firstName: id,
  lastName: 'X',
  name: `${id} X`,
  email: `${id}@x.com`,
  birthDate: '',
  phone: '',
  documentType: 'DNI',
  documentNumber: '',
  password: { algorithm: 'PBKDF2-SHA256', hash: 'a', salt: 'a', iterations: 1 },
  profilePicture: null,
  location: 'Argentina',
  createdAt: NOW,
  verificationStatus: verified ? 'verified' : 'not_verified',
  verificationDocumentType: null,
  verificationSessionId: null,
  verificationSubmittedAt: null,
  isExample: false,
  showContact: false,
  emailConfirmedAt: null,
  isAdmin: false,
});

const PEOPLE = {
  buyer: person('buyer', true),
  t1: person('t1', true),
  t2: person('t2', true),
  unverified: person('u', false),
};
type Who = keyof typeof PEOPLE | 'visitor';
const whoArb = fc.constantFrom<Who>('buyer', 't1', 't2', 'unverified', 'visitor');
const actionArb = fc.oneof(
  fc.record({ kind: fc.constant('accept' as const), who: whoArb }),
  fc.record({ kind: fc.constant('pay' as const), who: whoArb }),
  fc.record({
    kind: fc.constant('confirm' as const),
    who: whoArb,
    right: fc.boolean(),
    guess: fc.integer({ min: 100000, max: 999999 }),
  }),
  fc.record({ kind: fc.constant('reissue' as const), who: whoArb, code: fc.integer({ min: 100000, max: 999999 }) }),
  fc.record({ kind: fc.constantFrom('cancel' as const, 'propose' as const, 'decline' as const), who: whoArb }),
  // 'agree' on a paid order asks for a refund: the provider approves it or not.
  fc.record({ kind: fc.constant('agree' as const), who: whoArb, right: fc.boolean() }),
);

const base = (): ProductRequest =>
  newProductRequest({
    id: 'r1',
    productName: 'P',
    productUrl: 'https://x.com',
    estimatedPriceCents: 10000,
    currency: 'USD',
    rewardCents: 2500,
    country: 'Japón',
    category: 'otras',
    createdAt: NOW,
    userId: 'buyer',
  });

const ORDER = ['active', 'accepted', 'paid', 'completed'] as const;
const STATUSES = [...ORDER, 'cancelled'] as const;
const idOf = (who: Who) => (who === 'visitor' ? null : PEOPLE[who].id);

interface Action {
  kind: 'accept' | 'pay' | 'confirm' | 'reissue' | 'cancel' | 'propose' | 'decline' | 'agree';
  who: Who;
  right?: boolean;
  guess?: number;
  code?: number;
}

/** Applies one action through the pure rules: the next state, and the refusal if any. */
function apply(r: ProductRequest, a: Action): { next: ProductRequest; error?: unknown } {
  const actor = idOf(a.who);
  try {
    switch (a.kind) {
      case 'accept':
        return { next: rules.accept(r, a.who === 'visitor' ? null : PEOPLE[a.who], NOW) };
      case 'pay': {
        rules.assertCanPay(r, actor);
        const breakdown = escrowBreakdown(r.estimatedPriceCents, r.currency, r.rewardCents);
        return { next: rules.markPaid(r, { paymentId: 'p', breakdown }, '123456', NOW) };
      }
      case 'confirm': {
        const code = a.right && r.securityCode ? r.securityCode : String(a.guess);
        const out = rules.confirmDelivery(r, actor, code, NOW);
        return out.ok ? { next: out.request } : { next: out.request, error: out.error };
      }
      case 'cancel':
        return { next: rules.cancelUnaccepted(r, actor === null ? null : { id: actor }, NOW) };
      case 'propose':
        return { next: rules.proposeCancellation(r, actor, NOW) };
      case 'decline':
        return { next: rules.declineCancellation(r, actor) };
      case 'agree': {
        const out = rules.agreeToCancel(r, actor, NOW);
        if (!out.needsRefund) return { next: out.request };
        // What the service does around the provider: cancelled only on an approved refund.
        const refund = {
          status: a.right ? ('approved' as const) : ('rejected' as const),
          reason: 'cancellation' as const,
          attemptKey: 'k',
          refundId: a.right ? 'rf' : null,
          paymentId: null,
          amountUsdCents: 1,
          requestedAt: NOW,
          decidedAt: NOW,
        };
        return { next: a.right ? { ...r, status: 'cancelled', cancelledAt: NOW, refund } : { ...r, refund } };
      }
      default:
        return { next: rules.reissueCode(r, actor, String(a.code)) };
    }
  } catch (error) {
    return { next: r, error };
  }
}

describe('request lifecycle invariants', () => {
  it('never skips a state, only the buyer pays, only the accepting traveller confirms, refusals are typed', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        let r = base();
        for (const a of actions) {
          const before = r;
          const { next, error } = apply(r, a);
          r = next;
          if (error !== undefined) {
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).title).toBeTruthy();
          }
          if (r.status === 'cancelled' && before.status !== 'cancelled') {
            // Out to cancelled: never once delivered; alone only by the owner before acceptance;
            // after it, only with the other party's word (and, once paid, an approved refund).
            expect(rules.canTransition(before.status, 'cancelled')).toBe(true);
            if (before.status === 'active') expect(idOf(a.who)).toBe(r.userId);
            else {
              expect(before.cancelProposedBy).not.toBeNull();
              expect([r.userId, r.acceptedBy]).toContain(idOf(a.who));
              if (before.refund === null) expect(idOf(a.who)).not.toBe(before.cancelProposedBy);
            }
            if (before.status === 'paid') expect(r.refund?.status).toBe('approved');
          } else if (before.status === 'cancelled') {
            expect(r).toEqual(before); // final: nothing moves a cancelled request
          } else {
            const from = ORDER.indexOf(before.status);
            const to = ORDER.indexOf(r.status as (typeof ORDER)[number]);
            expect(to === from || to === from + 1).toBe(true);
            if (to === from + 1) expect(rules.canTransition(before.status, r.status)).toBe(true);
          }
          if (r.status === 'paid' && before.status !== 'paid') expect(before.cancelProposedBy).toBeNull();
          if (before.status !== 'paid' && r.status === 'paid') expect(idOf(a.who)).toBe(r.userId);
          if (before.status !== 'completed' && r.status === 'completed') expect(idOf(a.who)).toBe(r.acceptedBy);
          if (before.acceptedBy !== null) expect(r.acceptedBy).toBe(before.acceptedBy);
          expect(r.codeAttempts).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
        }
      }),
    );
  });

  it('lets no one try more than 5 codes per issued code', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 999999 }).map(String), { minLength: 1, maxLength: 30 }),
        (guesses) => {
          let r: ProductRequest = { ...base(), status: 'paid', acceptedBy: 't1', securityCode: '654321' };
          let evaluated = 0;
          let matchedAfterLock = false;
          for (const g of guesses) {
            const guess = g.padStart(6, '0');
            try {
              const out = rules.confirmDelivery(r, 't1', guess, NOW);
              evaluated += 1;
              if (out.ok) return;
              r = out.request;
            } catch (e) {
              if ((e as DomainError).code === 'code_locked' && guess === '654321') matchedAfterLock = true;
            }
          }
          expect(evaluated).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
          expect(matchedAfterLock && r.status === 'completed').toBe(false);
        },
      ),
    );
  });

  it('never shows the code to anyone but the buyer', () => {
    fc.assert(
      fc.property(whoArb, fc.constantFrom(...STATUSES), (who, status) => {
        const r: ProductRequest = { ...base(), status, acceptedBy: 't1', securityCode: '654321' };
        const code = rules.securityCodeFor(r, idOf(who));
        if (code !== null) expect([who, status]).toEqual(['buyer', 'paid']);
      }),
    );
  });

  it('keeps wallets and history non-negative and consistent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom(...ORDER),
            rewardCents: fc.integer({ min: 0, max: 1_000_000 }),
            price: fc.integer({ min: 0, max: 100_000_000 }),
            acceptedBy: fc.constantFrom('t1', 't2', null),
            userId: fc.constantFrom('buyer', 't1'),
          }),
          { maxLength: 20 },
        ),
        (rows) => {
          const requests = rows.map((x, i) => ({ ...base(), ...x, estimatedPriceCents: x.price, id: `r${i}` }));
          const w = walletOf(requests, 't1');
          expect(w.availableCents).toBeGreaterThanOrEqual(0);
          expect(w.availableCents).toBe(w.earnings.reduce((s, e) => s + e.payoutCents, 0));
          for (const e of w.earnings) expect(e.payoutCents + e.commissionCents).toBe(e.rewardCents);
          const earned = paymentHistoryOf(requests, 't1').filter((h) => h.type === 'Recompensa Recibida');
          expect(earned.reduce((s, h) => s + h.amountCents, 0)).toBe(w.availableCents);
        },
      ),
    );
  });
});

describe('concurrent acceptance across tabs', () => {
  it('never accepts a request twice, whatever the number of tabs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 5 }), async (tabs) => {
        const locks = createFakeLockManager();
        const deps = createMemoryDeps({ mutex: createWebLocksMutex(locks) });
        const first = createBrowserMarketplace(deps).marketplace;
        const h = helpers(first);
        const buyer = await h.user();
        const travellers: { id: string }[] = [];
        for (let i = 0; i < tabs; i++) travellers.push(await h.traveller());
        const r = await h.publish(buyer);
        const markets = travellers.map((_, i) =>
          i === 0 ? first : createBrowserMarketplace(anotherTab(deps, locks)).marketplace,
        );
        const results = await Promise.allSettled(markets.map((m, i) => m.requests.accept(travellers[i] ?? null, r.id)));
        expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
        for (const x of results) if (x.status === 'rejected') expect(x.reason).toBeInstanceOf(DomainError);
        const stored = await first.requests.get(buyer, r.id);
        const winner = results.findIndex((x) => x.status === 'fulfilled');
        expect(stored?.acceptedBy).toBe(travellers[winner]?.id);
      }),
      { numRuns: 10 },
    );
  });
});
