import type {
  ActivityMessage,
  EmailConfirmationMessage,
  EmailSender,
  PasswordResetMessage,
  RegistrationConfirmation,
} from '@cg/domain/ports/email';
import type {
  Checkout,
  CheckoutOrder,
  CreatePaymentInput,
  Payer,
  PaymentGateway,
  PaymentRecord,
  PaymentStatus,
  RefundInput,
  RefundRecord,
  ReturnUrls,
  SaveCardInput,
  SavedCardRecord,
} from '@cg/domain/ports/payment';
import type { ImageProcessor } from '@cg/domain/ports/images';
import { ProviderError } from '@cg/domain/ports/provider-error';
import type { CreatePayoutInput, PayoutProvider, PayoutRecord, PayoutStatus } from '@cg/domain/ports/payout';
import type {
  CreateVerificationSessionInput,
  VerificationDecision,
  VerificationImageKind,
  VerificationProvider,
} from '@cg/domain/ports/verification';

/** In-memory payment provider. Tests script outcomes with `nextStatus` or `record()`. */
export function createFakePaymentGateway() {
  const payments: PaymentRecord[] = [];
  const byKey = new Map<string, PaymentRecord>();
  const checkouts: { order: CheckoutOrder; payer: Payer; returnUrls: ReturnUrls; externalReference: string }[] = [];
  /** What each new payment was asked with (instalments included). */
  const requests: CreatePaymentInput[] = [];
  /** Every refund the provider made, and the key that made it. */
  const refunds: (RefundRecord & { readonly key: string })[] = [];
  /** Cards kept per customer (decision 027), by the token's card: `tok_visa_4242` → visa ending 4242. */
  const cards = new Map<string, SavedCardRecord[]>();
  let seq = 0;
  const gateway = {
    cards,
    /** How the next card save is answered: kept, refused (4xx), or no answer. */
    nextCardSave: 'saved' as 'saved' | 'rejected' | 'down',
    async saveCard(input: SaveCardInput): Promise<SavedCardRecord> {
      if (gateway.down || gateway.nextCardSave === 'down') throw new Error('provider down');
      if (gateway.nextCardSave === 'rejected') throw new ProviderError('payment', 'card rejected', 400);
      const customerId = input.customerId ?? `cus-${++seq}`;
      const [, brand = 'visa', last = '4242'] = /^tok_([a-z]+)(?:_(\d{4}))?/.exec(input.cardToken) ?? [];
      const kept = cards.get(customerId) ?? [];
      const same = kept.find((c) => c.brand === brand && c.lastFour === last);
      if (same) return same;
      const card: SavedCardRecord = {
        id: `card-${++seq}`,
        customerId,
        brand,
        lastFour: last,
        expirationMonth: 11,
        expirationYear: 2030,
        holderName: 'ANA GARCIA',
      };
      cards.set(customerId, [...kept, card]);
      return card;
    },
    async removeCard(customerId: string, cardId: string): Promise<void> {
      if (gateway.down) throw new Error('provider down');
      cards.set(
        customerId,
        (cards.get(customerId) ?? []).filter((c) => c.id !== cardId),
      );
    },
    nextStatus: 'approved' as PaymentStatus,
    /** How many of the next payments are charged with their answer lost (thrown as a timeout). */
    lostPaymentAnswers: 0,
    /** How the next refund is answered. */
    nextRefundStatus: 'approved' as RefundRecord['status'],
    /** A promise the next refund waits for (a provider that is slow to answer). */
    refundGate: null as Promise<void> | null,
    /** How many of the next refunds are made with their answer lost (thrown as a timeout). */
    lostRefundAnswers: 0,
    /** The HTTP status the next refunds are refused with before being made (400…); null: none. */
    refundRefusal: null as number | null,
    /** Called by the next lookup by order, which waits for what it returns (a caller held up between reading and claiming). */
    lookupGate: null as (() => Promise<void>) | null,
    refunds,
    down: false,
    payments,
    checkouts,
    requests,
    /** Adds a payment as if the provider had processed one. */
    record(p: Omit<PaymentRecord, 'id' | 'createdAt'> & { id?: string }): PaymentRecord {
      const rec: PaymentRecord = { id: p.id ?? `pay-${++seq}`, createdAt: new Date(0).toISOString(), ...p };
      payments.push(rec);
      return rec;
    },
    async createCheckout(
      order: CheckoutOrder,
      payer: Payer,
      returnUrls: ReturnUrls,
      externalReference: string,
    ): Promise<Checkout> {
      if (gateway.down) throw new Error('provider down');
      checkouts.push({ order, payer, returnUrls, externalReference });
      return { id: `pref-${++seq}`, redirectUrl: `https://pay.example/checkout/${externalReference}` };
    },
    async createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<PaymentRecord> {
      if (gateway.down) throw new Error('provider down');
      const existing = byKey.get(idempotencyKey);
      if (existing) return existing;
      if (gateway.lostPaymentAnswers > 0) {
        // Charged, and the answer lost on the way back (a timeout after the provider acted).
        gateway.lostPaymentAnswers -= 1;
        byKey.set(
          idempotencyKey,
          gateway.record({
            externalReference: input.orderId,
            status: 'approved',
            amountCents: input.amountCents,
            currency: input.currency,
          }),
        );
        requests.push(input);
        throw new ProviderError('payment', 'timeout', undefined, true);
      }
      requests.push(input);
      const status = gateway.nextStatus;
      const rec = gateway.record({
        externalReference: input.orderId,
        status,
        amountCents: input.amountCents,
        currency: input.currency,
        ...(status === 'rejected' ? { rejectionReason: 'cc_rejected_insufficient_amount' } : {}),
      });
      byKey.set(idempotencyKey, rec);
      return rec;
    },
    async getPayment(id: string) {
      if (gateway.down) throw new Error('provider down');
      return payments.find((p) => p.id === id) ?? null;
    },
    async findPaymentsByExternalReference(orderId: string) {
      const gate = gateway.lookupGate;
      gateway.lookupGate = null;
      if (gate) await gate();
      if (gateway.down) throw new Error('provider down');
      return payments.filter((p) => p.externalReference === orderId);
    },
    async refundPayment(input: RefundInput, idempotencyKey: string): Promise<RefundRecord> {
      if (gateway.refundGate) await gateway.refundGate;
      if (gateway.down) throw new Error('provider down');
      if (gateway.refundRefusal !== null) throw new ProviderError('payment', 'refused', gateway.refundRefusal);
      const existing = refunds.find((r) => r.key === idempotencyKey);
      if (existing) return existing;
      // As the sandbox (mocks/src/payment/refunds.ts): never above what the payment still holds.
      const paid = payments.find((p) => p.id === input.paymentId);
      const given = refunds
        .filter((r) => r.paymentId === input.paymentId && r.status !== 'rejected')
        .reduce((sum, r) => sum + r.amountCents, 0);
      if (paid && input.amountCents > paid.amountCents - given) throw new ProviderError('payment', 'refused', 400);
      const refund = {
        id: `refund-${++seq}`,
        paymentId: input.paymentId,
        status: gateway.nextRefundStatus,
        amountCents: input.amountCents,
        createdAt: new Date(0).toISOString(),
        key: idempotencyKey,
      };
      refunds.push(refund);
      if (gateway.lostRefundAnswers > 0) {
        gateway.lostRefundAnswers -= 1;
        throw new ProviderError('payment', 'timeout', undefined, true);
      }
      return refund;
    },
  } satisfies PaymentGateway & Record<string, unknown>;
  return gateway;
}

/** In-memory verification provider; `decision` is what getDecision answers after submit. */
export function createFakeVerificationProvider() {
  const sessions = new Map<
    string,
    { input: CreateVerificationSessionInput; uploads: Set<VerificationImageKind>; submitted: boolean }
  >();
  let seq = 0;
  const provider = {
    decision: { status: 'verified' } as VerificationDecision,
    sessions,
    down: false,
    async createSession(input: CreateVerificationSessionInput) {
      if (provider.down) throw new Error('provider down');
      const sessionId = `ver-${++seq}`;
      sessions.set(sessionId, { input, uploads: new Set(), submitted: false });
      return { sessionId };
    },
    async upload(sessionId: string, kind: VerificationImageKind) {
      sessions.get(sessionId)?.uploads.add(kind);
    },
    async submit(sessionId: string) {
      const s = sessions.get(sessionId);
      if (s) s.submitted = true;
    },
    async getDecision(sessionId: string): Promise<VerificationDecision> {
      const s = sessions.get(sessionId);
      return s?.submitted ? { ...provider.decision, userId: s.input.userId } : { status: 'pending' };
    },
  } satisfies VerificationProvider & Record<string, unknown>;
  return provider;
}

/**
 * In-memory payout provider: a new payout is `pending`; `getPayout` (and the lookup by reference)
 * answers `outcome` from then on (`pending` keeps it waiting). `down` fails every call, taking
 * nothing; `lostAnswers` takes the next orders and loses their answers (a timeout after the
 * provider acted); `refusal` refuses the next orders before taking them, with that HTTP status.
 */
export function createFakePayoutProvider() {
  const payouts = new Map<string, PayoutRecord>();
  const byKey = new Map<string, string>();
  /** Every order received, with its key (a retry under the same key included). */
  const orders: { readonly input: CreatePayoutInput; readonly key: string }[] = [];
  let seq = 0;
  const decide = (id: string): PayoutRecord => {
    const record = payouts.get(id);
    if (!record) throw new ProviderError('payout', 'unknown payout', 404);
    if (record.status !== 'pending' || provider.outcome === 'pending') return record;
    const decided: PayoutRecord = {
      ...record,
      status: provider.outcome,
      ...(provider.outcome === 'rejected' ? { reason: provider.reason } : {}),
    };
    payouts.set(id, decided);
    return decided;
  };
  const provider = {
    payouts,
    orders,
    /** What a new payout answers at once (the sandbox: pending; a synchronous rejection: rejected). */
    initialStatus: 'pending' as PayoutStatus,
    /** What the next `getPayout` answers for a pending payout. */
    outcome: 'transferred' as PayoutStatus,
    reason: 'La cuenta de destino no existe o está cerrada.',
    down: false,
    /** How many of the next orders are taken with their answer lost (thrown as a timeout). */
    lostAnswers: 0,
    /** The HTTP status the next orders are refused with, before being taken (400, 401…); null: none. */
    refusal: null as number | null,
    async createPayout(input: CreatePayoutInput, idempotencyKey: string): Promise<PayoutRecord> {
      if (provider.down) throw new Error('provider down');
      orders.push({ input, key: idempotencyKey });
      if (provider.refusal !== null) throw new ProviderError('payout', 'refused', provider.refusal);
      const known = byKey.get(idempotencyKey);
      let record = known === undefined ? undefined : payouts.get(known);
      if (!record) {
        const id = `po-${++seq}`;
        const status = provider.initialStatus;
        record = {
          id,
          reference: input.reference,
          status,
          ...(status === 'rejected' ? { reason: provider.reason } : {}),
        };
        payouts.set(id, record);
        byKey.set(idempotencyKey, id);
      }
      if (provider.lostAnswers > 0) {
        provider.lostAnswers -= 1;
        throw new ProviderError('payout', 'timeout', undefined, true);
      }
      return record;
    },
    async getPayout(id: string): Promise<PayoutRecord> {
      if (provider.down) throw new Error('provider down');
      return decide(id);
    },
    async findPayoutsByReference(reference: string): Promise<readonly PayoutRecord[]> {
      if (provider.down) throw new Error('provider down');
      return [...payouts.values()].filter((p) => p.reference === reference).map((p) => decide(p.id));
    },
  } satisfies PayoutProvider & Record<string, unknown>;
  return provider;
}

export function createFakeEmailSender() {
  const sent: RegistrationConfirmation[] = [];
  const resets: PasswordResetMessage[] = [];
  const confirmations: EmailConfirmationMessage[] = [];
  const activity: ActivityMessage[] = [];
  return {
    sent,
    /** Notifications e-mailed to people who had no page open. */
    activity,
    /** Password-reset e-mails, with their tokens (what the person would click). */
    resets,
    /** E-mail confirmation links asked for again (the first one comes with the registration, in `sent`). */
    confirmations,
    fail: false,
    async sendRegistrationConfirmation(message: RegistrationConfirmation) {
      if (this.fail) throw new Error('smtp down');
      sent.push(message);
    },
    async sendPasswordReset(message: PasswordResetMessage) {
      if (this.fail) throw new Error('smtp down');
      resets.push(message);
    },
    async sendEmailConfirmation(message: EmailConfirmationMessage) {
      if (this.fail) throw new Error('smtp down');
      confirmations.push(message);
    },
    async sendActivity(message: ActivityMessage) {
      if (this.fail) throw new Error('smtp down');
      activity.push(message);
    },
  } satisfies EmailSender & Record<string, unknown>;
}

/** Keeps images as they are (the tests' images are a few bytes; no canvas in Node). */
export const passThroughImageProcessor: ImageProcessor = { downscale: async (image) => image };
