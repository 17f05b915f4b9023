import { SECURITY_CODE } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { escrowBreakdown, type EscrowBreakdown } from '#src/money';
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

  const computed = (r: ProductRequest) => escrowBreakdown(r.estimatedPriceCents, r.currency, r.rewardCents);

  async function breakdownFor(repos: Repositories, request: ProductRequest): Promise<EscrowBreakdown> {
    return (await repos.payments.pending(request.id))?.breakdown ?? computed(request);
  }

  /**
   * Freezes the amounts under the order (kept while the provider answers) with this billing, in
   * one transaction that checks again that the buyer may pay. A coupon is checked and spent here,
   * on the server's own figures (decision 023); a quote that already carries one keeps it.
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
      let breakdown = existing?.breakdown ?? computed(request);
      let attemptKey = existing?.attemptKey ?? deps.random.id();
      if (coupon !== undefined && !breakdown.coupon) {
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
        createdAt: existing?.createdAt ?? ctx.now(),
      };
      await tx.payments.savePending(pending);
      changed(pendingChanged(request));
      return { request, pending };
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
      const trips = fresh.acceptedBy ? await tx.trips.byUser(fresh.acceptedBy) : [];
      const next = { ...paid, deliveryDeadline: deliveryDeadlineFor(fresh, trips, paid.paidAt ?? ctx.now()) };
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
        return providerDown(cause);
      }
      if (record.status === 'rejected' || record.status === 'cancelled') {
        // A new key lets the buyer try another card without replaying the refused attempt.
        await ctx.transaction(async (tx, changed) => {
          const current = await tx.payments.pending(id);
          if (current?.attemptKey !== pending.attemptKey) return;
          await tx.payments.savePending({ ...current, attemptKey: deps.random.id() });
          changed(pendingChanged(request));
        });
      }
      return confirm(actor, id);
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
