import { SECURITY_CODE } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { escrowBreakdown, orderRewardCents, type EscrowBreakdown } from '#src/money';
import { buyerCustomsTaxCents } from '#src/rules/customs-clause';
import type { PaymentRecord } from '#src/ports/payment';
import type { Repositories } from '#src/ports/repositories';
import * as rules from '#src/rules/lifecycle';
import { type Billing, billingSchema } from '#src/schemas/checkout';
import { type Actor, fieldErrorsOf, userIdOf } from '#src/schemas/common';
import type { PendingPayment } from '#src/schemas/pending-payment';
import type { ProductRequest } from '#src/schemas/product-request';
import { MAX_INSTALLMENTS, type PaymentOutcome, type PaymentsArea } from '#src/contract';
import { orderView } from '#src/projections';
import { cardRejectionText } from '#src/rules/payment-rejections';
import type { Change } from '#src/ports/changes';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';
import { applyCouponInTransaction } from '#src/services/coupons';
import { deliveryDeadlineFor } from '#src/rules/disputes';
import { refundLatePayment } from '#src/services/refunds';

/** The frozen quote is the buyer's alone. */
const pendingChanged = (request: ProductRequest): Change => ({
  topic: 'payments',
  ids: [request.id],
  audience: [request.userId],
});

/**
 * How long a claimed attempt holds the order: past the provider client's timeout (10 s) and its
 * retries, an attempt still marked in flight is a crashed process's leftover.
 */
const IN_FLIGHT_MS = 60_000;
const inFlight = (p: PendingPayment, now: string) =>
  p.inFlightSince !== null && Date.parse(now) - Date.parse(p.inFlightSince) < IN_FLIGHT_MS;

export function createPaymentsService(ctx: Context): PaymentsArea {
  const { deps } = ctx;

  function validateBilling(billing: unknown): Billing {
    const parsed = billingSchema.safeParse(billing);
    if (!parsed.success) {
      const [t, d] = MESSAGES.checkoutAll;
      throw new DomainError('validation', t, d, fieldErrorsOf(parsed.error));
    }
    return parsed.data;
  }

  function providerDown(cause: unknown): never {
    const [t, d] = MESSAGES.providerUnavailable;
    throw new DomainError('provider_unavailable', t, d, {}, { cause });
  }

  const computed = (r: ProductRequest) =>
    escrowBreakdown(
      r.estimatedPriceCents,
      r.currency,
      orderRewardCents(r),
      undefined,
      // Issue 37 (decision 047): the buyer's clause adds the tax on the excess to the escrow.
      buyerCustomsTaxCents(r.customsClause),
    );

  async function breakdownFor(repos: Repositories, request: ProductRequest): Promise<EscrowBreakdown> {
    return (await repos.payments.pending(request.id))?.breakdown ?? computed(request);
  }

  /**
   * Freezes the amounts under the order (kept while the provider answers) with this billing, and
   * claims the order's one attempt in flight, in one transaction that checks again that the buyer
   * may pay. A coupon is checked and spent here, on the server's own figures (decision 023); a
   * quote that already carries one keeps it. The claim, the coupon's use and the amount are one
   * decision (issue 32): of two payments of one order at once — a double click, two tabs, one with
   * a coupon and one without — the second is refused before anything is sent to the provider, and
   * its coupon stays unused.
   */
  async function freeze(
    actor: Actor,
    id: string,
    billing: Billing,
    coupon: string | undefined,
  ): Promise<{ request: ProductRequest; pending: PendingPayment }> {
    return ctx.transaction(async (tx, changed) => {
      const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
      rules.assertCanPay(request, userIdOf(actor));
      const existing = await tx.payments.pending(id);
      const now = ctx.now();
      if (existing && inFlight(existing, now)) ctx.fail('payment_in_progress', 'paymentInProgress');
      let breakdown = existing?.breakdown ?? computed(request);
      let attemptKey = existing?.attemptKey ?? deps.random.id();
      if (coupon !== undefined && !breakdown.coupon) {
        // A charge of the old total may exist under the old key: another amount would be a second charge.
        if (existing?.attempted) ctx.fail('payment_in_progress', 'couponAfterAttempt');
        const applied = await applyCouponInTransaction(ctx, tx, request.userId, id, breakdown, coupon);
        breakdown = applied.breakdown;
        // Another amount is another attempt: never the key of a charge for the old total.
        attemptKey = deps.random.id();
        changed(applied.change);
      }
      const pending: PendingPayment = {
        v: 2,
        orderId: id,
        breakdown,
        billing,
        attemptKey,
        createdAt: existing?.createdAt ?? now,
        inFlightSince: now,
        attempted: true,
      };
      const claimed = await tx.payments.savePending(
        pending,
        existing ? { attemptKey: existing.attemptKey, inFlightSince: existing.inFlightSince } : null,
      );
      if (!claimed) ctx.fail('payment_in_progress', 'paymentInProgress');
      changed(pendingChanged(request));
      return { request, pending };
    });
  }

  /**
   * The provider answered (or did not) the attempt under `pending.attemptKey`: the claim ends. A
   * refusal means nothing was charged under that key, so the next try gets a new one and may apply
   * a coupon; anything else (approved, in process, no answer) keeps the key, so a retry is the
   * same charge at the provider, never a second.
   */
  async function endAttempt(request: ProductRequest, pending: PendingPayment, refused: boolean): Promise<void> {
    await ctx.transaction(async (tx, changed) => {
      const current = await tx.payments.pending(request.id);
      if (current?.attemptKey !== pending.attemptKey || current.inFlightSince !== pending.inFlightSince) return;
      const next: PendingPayment = refused
        ? { ...current, attemptKey: deps.random.id(), inFlightSince: null, attempted: false }
        : { ...current, inFlightSince: null };
      if (await tx.payments.savePending(next, current)) changed(pendingChanged(request));
    });
  }

  /**
   * Whether an earlier attempt at this order's quote (without a coupon) may have been charged: the
   * provider holds an approved or in-process payment for the order. Only asked when a coupon would
   * change the total (and with it the key); a provider that does not answer is unavailable.
   */
  async function chargeMayBeUnderWay(actor: Actor, id: string): Promise<boolean> {
    const earlier = await ctx.read(async (r) => {
      const request = await r.requests.byId(id);
      return request?.userId === userIdOf(actor) ? r.payments.pending(id) : null;
    });
    if (!earlier || earlier.breakdown.coupon) return false;
    let found: readonly PaymentRecord[];
    try {
      found = await deps.payments.findPaymentsByExternalReference(id);
    } catch (cause) {
      return providerDown(cause);
    }
    return found.some((p) => p.externalReference === id && (p.status === 'approved' || p.status === 'in_process'));
  }

  const matches = (p: PaymentRecord, b: EscrowBreakdown, orderId: string) =>
    p.status === 'approved' &&
    p.externalReference === orderId &&
    p.currency === 'USD' &&
    p.amountCents === b.totalUsdCents;

  /**
   * Marks the order paid only when the provider holds an approved payment of exactly the frozen
   * total for it (compare-and-set: only while accepted). A second call on a paid order changes
   * nothing.
   */
  async function confirm(actor: Actor, id: string): Promise<PaymentOutcome> {
    const actorId = userIdOf(actor);
    const { request, expected } = await ctx.read(async (r) => {
      const found = (await r.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
      return { request: found, expected: await breakdownFor(r, found) };
    });
    if ((request.status === 'paid' || request.status === 'completed') && request.userId === actorId) {
      return { status: 'paid', request: orderView(request, actorId), alreadyPaid: true };
    }
    // Cancelled while this payment was under way: whatever the provider approved goes back.
    if (request.status === 'cancelled' && request.userId === actorId) await refundLatePayment(ctx, id);
    rules.assertCanPay(request, actorId);
    let found: readonly PaymentRecord[];
    try {
      found = await deps.payments.findPaymentsByExternalReference(id);
    } catch (cause) {
      return providerDown(cause);
    }
    const approved = found.find((p) => matches(p, expected, id));
    if (!approved) {
      if (found.some((p) => p.status === 'in_process'))
        return { status: 'in_process', request: orderView(request, actorId) };
      // The latest refusal explains this attempt (an earlier card may have been refused for
      // another reason); the buyer reads its explanation, never the provider's code.
      const rejected = found
        .filter((p) => p.status === 'rejected')
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .at(-1);
      if (rejected) {
        const [t] = MESSAGES.paymentNotConfirmed;
        throw new DomainError('payment_failed', t, cardRejectionText(rejected.rejectionReason));
      }
      if (found.some((p) => p.status === 'cancelled')) ctx.fail('payment_failed', 'paymentCancelled');
      return ctx.fail('payment_not_confirmed', 'paymentNotConfirmed');
    }
    return ctx.transaction(async (tx, changed) => {
      const fresh = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
      if (fresh.status === 'paid' || fresh.status === 'completed')
        return { status: 'paid', request: orderView(fresh, actorId), alreadyPaid: true } as const;
      const code = String(deps.random.int(SECURITY_CODE.min, SECURITY_CODE.max));
      const paid = rules.markPaid(fresh, { paymentId: approved.id, breakdown: expected }, code, ctx.now());
      // Decision 026: the deadline its trip set at acceptance, or the 30-day rule from now.
      const next = { ...paid, deliveryDeadline: deliveryDeadlineFor(fresh, paid.paidAt ?? ctx.now()) };
      const won = await tx.requests.update(
        id,
        { status: 'accepted' },
        {
          status: next.status,
          paidAt: next.paidAt,
          securityCode: next.securityCode,
          codeAttempts: 0,
          codeLocked: false,
          payment: next.payment,
          deliveryDeadline: next.deliveryDeadline,
        },
      );
      if (!won) return ctx.fail('invalid_transition', 'notReadyToPay');
      await tx.payments.dropPending(id);
      const news = next.acceptedBy
        ? await notify(ctx, tx, [
            NOTIFICATION_TEXTS.paymentHeld({
              travellerId: next.acceptedBy,
              orderId: id,
              productName: next.productName,
            }),
          ])
        : null;
      changed({ topic: 'requests', ids: [id], audience: 'everyone' }, pendingChanged(next), news);
      return { status: 'paid', request: orderView(next, actorId), alreadyPaid: false } as const;
    });
  }

  return {
    /** What the buyer pays (rate shown, frozen once checkout starts). Buyer only, accepted only. */
    async quote(actor, id) {
      return ctx.read(async (r) => {
        const request = (await r.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        rules.assertCanPay(request, userIdOf(actor));
        return breakdownFor(r, request);
      });
    },

    /** Direct card payment with a token from the provider SDK; then confirms with the provider. */
    async payWithCard(actor, id, billing, cardToken, options = {}) {
      const valid = validateBilling(billing);
      const installments = options.installments ?? 1;
      if (!Number.isInteger(installments) || installments < 1 || installments > MAX_INSTALLMENTS) {
        const [t, d] = MESSAGES.installmentsInvalid;
        throw new DomainError('validation', t, d, { installments: d });
      }
      const coupon = typeof options.coupon === 'string' && options.coupon.trim() !== '' ? options.coupon : undefined;
      if (coupon !== undefined && (await chargeMayBeUnderWay(actor, id))) {
        // A coupon is a new total, so a new key — beside an earlier attempt whose answer was lost
        // and that the provider may have charged (decision 031). That charge pays the order at the
        // quote it was made for; the coupon stays for another order.
        return confirm(actor, id);
      }
      const { request, pending } = await freeze(actor, id, valid, coupon);
      await ctx.wait('payment');
      let record: PaymentRecord;
      try {
        record = await deps.payments.createPayment(
          {
            orderId: id,
            amountCents: pending.breakdown.totalUsdCents,
            currency: 'USD',
            description: request.productName,
            payer: valid,
            cardToken,
            installments,
          },
          pending.attemptKey,
        );
      } catch (cause) {
        // No answer is not a "no": the attempt keeps its key, so asking again cannot charge twice.
        await endAttempt(request, pending, false);
        return providerDown(cause);
      }
      if (record.status === 'rejected' || record.status === 'cancelled') {
        // A refusal: a new key lets the buyer try another card without replaying the refused attempt.
        await endAttempt(request, pending, true);
        return confirm(actor, id);
      }
      // Charged or in process: the order stays claimed until it is marked paid, so no other
      // payment of it (another tab, a coupon) starts between the charge and the order's new state.
      try {
        return await confirm(actor, id);
      } finally {
        await endAttempt(request, pending, false);
      }
    },

    confirm,

    /** The buyer's frozen quote and billing; null for anyone else. */
    async pending(actor, id) {
      return ctx.read(async (r) => {
        const request = await r.requests.byId(id);
        return request?.userId === userIdOf(actor) ? r.payments.pending(id) : null;
      });
    },
  };
}
