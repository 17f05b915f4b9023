import { z } from 'zod';
import { SECURITY_CODE } from '#src/constants';
import { currencySchema } from '#src/enums';
import { DomainError, MESSAGES } from '#src/errors';
import { escrowBreakdown, type EscrowBreakdown } from '#src/money';
import type { PaymentRecord } from '#src/ports/payment';
import * as rules from '#src/rules/lifecycle';
import { type Billing, billingSchema } from '#src/schemas/checkout';
import { type Actor, centsSchema, fieldErrorsOf, instantSchema } from '#src/schemas/common';
import type { ProductRequest } from '#src/schemas/product-request';
import type { Context } from '#src/services/context';
import { STORAGE_KEYS } from '#src/storage/documents';
import { put } from '#src/storage/store';
import { NOTIFICATION_TEXTS, notificationWrite } from '#src/services/notifications';

/** `pendingPayment:{orderId}`: the amounts shown to the buyer, frozen until the provider answers. */
const pendingPaymentSchema = z.object({
  v: z.literal(2),
  orderId: z.string(),
  breakdown: z.object({
    priceCents: centsSchema,
    priceCurrency: currencySchema,
    rate: z.object({ currency: currencySchema, usdPerUnit: z.number().positive(), date: z.string() }),
    priceUsdCents: centsSchema,
    rewardUsdCents: centsSchema,
    serviceFeeUsdCents: centsSchema,
    totalUsdCents: centsSchema,
  }),
  billing: billingSchema,
  /** Idempotency key of the current card attempt; renewed after a rejection. */
  attemptKey: z.string(),
  createdAt: instantSchema,
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

export type PaymentOutcome =
  | { readonly status: 'paid'; readonly request: ProductRequest; readonly alreadyPaid: boolean }
  | { readonly status: 'in_process'; readonly request: ProductRequest };

export function createPaymentsService(ctx: Context) {
  const { store, docs, deps } = ctx;

  const pendingKey = STORAGE_KEYS.pendingPayment;

  function readPending(orderId: string): PendingPayment | null {
    const raw = store.readRaw(pendingKey(orderId));
    if (raw === null) return null;
    try {
      const r = pendingPaymentSchema.safeParse(JSON.parse(raw));
      return r.success ? r.data : null;
    } catch {
      return null;
    }
  }

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
    const request = await load(id);
    if (
      (request.status === 'paid' || request.status === 'completed') &&
      actor !== null &&
      request.userId === actor.id
    ) {
      return { status: 'paid', request, alreadyPaid: true };
    }
    rules.assertCanPay(request, actor?.id ?? null);
    const expected = breakdownFor(request);
    let found: readonly PaymentRecord[];
    try {
      found = await deps.payments.findPaymentsByExternalReference(id);
    } catch (cause) {
      return providerDown(cause);
    }
    const approved = found.find((p) => matches(p, expected, id));
    if (!approved) {
      if (found.some((p) => p.status === 'in_process')) return { status: 'in_process', request };
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
        return { status: 'paid', request: fresh, alreadyPaid: true } as const;
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
        : [];
      await store.write([
        put(
          docs.requests,
          list.map((r) => (r.id === id ? next : r)),
        ),
        ...notify,
      ]);
      store.writeRaw(pendingKey(id), null);
      return { status: 'paid', request: next, alreadyPaid: false } as const;
    });
  }

  return {
    /** What the buyer pays (rate shown, frozen once checkout starts). Buyer only, accepted only. */
    async quote(actor: Actor, id: string): Promise<EscrowBreakdown> {
      const request = await load(id);
      rules.assertCanPay(request, actor?.id ?? null);
      return breakdownFor(request);
    },

    /** Direct card payment with a token from the provider SDK; then confirms with the provider. */
    async payWithCard(actor: Actor, id: string, billing: unknown, cardToken: string): Promise<PaymentOutcome> {
      const valid = validateBilling(billing);
      const request = await load(id);
      rules.assertCanPay(request, actor?.id ?? null);
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
      }
      return confirm(actor, id);
    },

    confirm,

    pending: (id: string) => readPending(id),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
