import { SECURITY_CODE } from '#src/constants';
import { DomainError, MESSAGES } from '#src/errors';
import { escrowBreakdown, type EscrowBreakdown } from '#src/money';
import type { PaymentRecord } from '#src/ports/payment';
import * as rules from '#src/rules/lifecycle';
import { type Billing, billingSchema } from '#src/schemas/checkout';
import { type Actor, fieldErrorsOf, userIdOf } from '#src/schemas/common';
import { type PendingPayment, pendingPaymentSchema } from '#src/schemas/pending-payment';
import type { ProductRequest } from '#src/schemas/product-request';
import type { PaymentOutcome, PaymentsArea } from '#src/contract';
import { orderView } from '#src/projections';
import type { Change } from '#src/ports/changes';
import type { Context } from '#src/services/context';
import { STORAGE_KEYS } from '#src/storage/documents';
import { put } from '#src/storage/store';
import { NOTIFICATION_TEXTS, notificationWrite } from '#src/services/notifications';

/** The frozen quote is the buyer's alone. */
const pendingChanged = (request: ProductRequest): Change => ({
  topic: 'payments',
  ids: [request.id],
  audience: [request.userId],
});

const readPendingText = (raw: string | null): PendingPayment | null => {
  if (raw === null) return null;
  try {
    const r = pendingPaymentSchema.safeParse(JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
};

export function createPaymentsService(ctx: Context): PaymentsArea {
  const { store, docs, deps } = ctx;

  const pendingKey = STORAGE_KEYS.pendingPayment;

  const readPending = (orderId: string) => readPendingText(store.readRaw(pendingKey(orderId)));

  async function load(id: string): Promise<ProductRequest> {
    const r = (await store.read(docs.requests)).find((x) => x.id === id);
    return r ?? ctx.fail('not_found', 'notFound');
  }

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

  function breakdownFor(request: ProductRequest): EscrowBreakdown {
    return (
      readPending(request.id)?.breakdown ??
      escrowBreakdown(request.estimatedPriceCents, request.currency, request.rewardCents)
    );
  }

  function freeze(request: ProductRequest, billing: Billing): PendingPayment {
    const existing = readPending(request.id);
    const pending: PendingPayment = {
      v: 2,
      orderId: request.id,
      breakdown:
        existing?.breakdown ?? escrowBreakdown(request.estimatedPriceCents, request.currency, request.rewardCents),
      billing,
      attemptKey: existing?.attemptKey ?? deps.random.id(),
      createdAt: existing?.createdAt ?? ctx.now(),
    };
    store.writeRaw(pendingKey(request.id), JSON.stringify(pending));
    ctx.publish(pendingChanged(request));
    return pending;
  }

  const matches = (p: PaymentRecord, b: EscrowBreakdown, orderId: string) =>
    p.status === 'approved' &&
    p.externalReference === orderId &&
    p.currency === 'USD' &&
    p.amountCents === b.totalUsdCents;

  /**
   * Marks the order paid only when the provider holds an approved payment of exactly the frozen
   * total for it. A second call on a paid order changes nothing.
   */
  async function confirm(actor: Actor, id: string): Promise<PaymentOutcome> {
    const actorId = userIdOf(actor);
    const request = await load(id);
    if ((request.status === 'paid' || request.status === 'completed') && request.userId === actorId) {
      return { status: 'paid', request: orderView(request, actorId), alreadyPaid: true };
    }
    rules.assertCanPay(request, actorId);
    const expected = breakdownFor(request);
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
      const rejected = found.find((p) => p.status === 'rejected');
      if (rejected) {
        const [t, d] = MESSAGES.paymentNotConfirmed;
        throw new DomainError('payment_failed', t, rejected.rejectionReason ? `${d}: ${rejected.rejectionReason}` : d);
      }
      if (found.some((p) => p.status === 'cancelled')) ctx.fail('payment_failed', 'paymentCancelled');
      return ctx.fail('payment_not_confirmed', 'paymentNotConfirmed');
    }
    return deps.mutex.run('data', async () => {
      const list = await store.read(docs.requests);
      const fresh = list.find((r) => r.id === id) ?? ctx.fail('not_found', 'notFound');
      if (fresh.status === 'paid' || fresh.status === 'completed')
        return { status: 'paid', request: orderView(fresh, actorId), alreadyPaid: true } as const;
      const code = String(deps.random.int(SECURITY_CODE.min, SECURITY_CODE.max));
      const next = rules.markPaid(fresh, { paymentId: approved.id, breakdown: expected }, code, ctx.now());
      const notify = next.acceptedBy
        ? await notificationWrite(ctx, [
            NOTIFICATION_TEXTS.paymentHeld({
              travellerId: next.acceptedBy,
              orderId: id,
              productName: next.productName,
            }),
          ])
        : { entries: [], change: null };
      await store.write([
        put(
          docs.requests,
          list.map((r) => (r.id === id ? next : r)),
        ),
        ...notify.entries,
      ]);
      store.writeRaw(pendingKey(id), null);
      ctx.publish({ topic: 'requests', ids: [id], audience: 'everyone' }, pendingChanged(next), notify.change);
      return { status: 'paid', request: orderView(next, actorId), alreadyPaid: false } as const;
    });
  }

  return {
    /** What the buyer pays (rate shown, frozen once checkout starts). Buyer only, accepted only. */
    async quote(actor, id) {
      const request = await load(id);
      rules.assertCanPay(request, userIdOf(actor));
      return breakdownFor(request);
    },

    /** Validates billing, freezes the amounts under `pendingPayment:{id}`, opens the provider checkout. */
    async startCheckout(actor, id, billing, returnUrls) {
      const valid = validateBilling(billing);
      const request = await load(id);
      rules.assertCanPay(request, userIdOf(actor));
      const pending = freeze(request, valid);
      try {
        const checkout = await deps.payments.createCheckout(
          { orderId: id, title: request.productName, amountCents: pending.breakdown.totalUsdCents, currency: 'USD' },
          { name: valid.name, email: valid.email, address: valid.address },
          returnUrls,
          id,
        );
        return { checkout, breakdown: pending.breakdown };
      } catch (cause) {
        return providerDown(cause);
      }
    },

    /** Direct card payment with a token from the provider SDK; then confirms with the provider. */
    async payWithCard(actor, id, billing, cardToken) {
      const valid = validateBilling(billing);
      const request = await load(id);
      rules.assertCanPay(request, userIdOf(actor));
      const pending = freeze(request, valid);
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
          },
          pending.attemptKey,
        );
      } catch (cause) {
        return providerDown(cause);
      }
      if (record.status === 'rejected' || record.status === 'cancelled') {
        // A new key lets the buyer try another card without replaying the refused attempt.
        store.writeRaw(pendingKey(id), JSON.stringify({ ...pending, attemptKey: deps.random.id() }));
        ctx.publish(pendingChanged(request));
      }
      return confirm(actor, id);
    },

    confirm,

    /** The buyer left the provider's page: the frozen quote is dropped. */
    async cancel(actor, id) {
      const request = await load(id);
      if (request.userId !== userIdOf(actor)) ctx.fail('forbidden', 'onlyBuyerPays');
      store.writeRaw(pendingKey(id), null);
      ctx.publish(pendingChanged(request));
    },

    /** The buyer's frozen quote and billing; null for anyone else. */
    async pending(actor, id) {
      const request = (await store.read(docs.requests)).find((r) => r.id === id);
      if (request?.userId !== userIdOf(actor)) return null;
      return readPending(id);
    },
  };
}
