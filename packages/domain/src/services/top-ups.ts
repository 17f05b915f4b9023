/**
 * The top-up (issue 37, decision 052): a receipt above the price held by up to 10 % holds the
 * delivery code until the buyer approves a second charge — the server's amount (price's and fee's
 * difference at the rate frozen at payment), under its own idempotency key. The attempt is written
 * on the order before the provider is asked, so "unknown" is never "no" (decision 031): no answer
 * leaves it pending under the same key, a refusal frees a new key, an approval releases the code.
 */
import type { TopUpsArea } from '#src/contract/top-ups';
import { DomainError, MESSAGES } from '#src/errors';
import { formatMoney } from '#src/money';
import type { PaymentRecord } from '#src/ports/payment';
import { orderView } from '#src/projections';
import { topUpDue } from '#src/rules/order-money';
import { cardRejectionText } from '#src/rules/payment-rejections';
import { userIdOf } from '#src/schemas/common';
import type { ProductRequest, TopUpSnapshot } from '#src/schemas/product-request';
import { requestChanged } from '#src/services/audiences';
import type { Context } from '#src/services/context';
import { type NotificationDraft, notify } from '#src/services/notifications';

/**
 * The top-up's own reference at the provider: a charge of its own beside the checkout's (whose
 * reference is the order id), so the provider's one-approved-payment-per-reference guard holds per
 * charge, and the checkout's confirmation and late-payment refund never take it for theirs.
 */
export const topUpReference = (orderId: string) => `${orderId}:top-up`;

/** The order a top-up's reference names, or null for any other reference. */
export function topUpOrderOf(reference: string): string | null {
  const id = reference.endsWith(':top-up') ? reference.slice(0, -':top-up'.length) : '';
  return id !== '' && !id.includes(':') ? id : null;
}

/** As the checkout's claim (payments.ts): past the provider client's timeout and retries, a crashed attempt. */
export const IN_FLIGHT_MS = 60_000;

const TOP_UP_COPY = {
  onlyBuyer: ['Solo quien compra', 'Solo quien compró el pedido puede aprobar el pago adicional.'],
  notDue: [
    'No hay un pago adicional para aprobar',
    'El pago adicional se pide solo cuando el comprobante supera el precio en garantía hasta en un 10 %, en la moneda del pedido, y el pedido está pagado y sin entregar.',
  ],
  cardMissing: ['Falta la tarjeta', 'Elige una tarjeta para aprobar el pago adicional.'],
  inProgress: [
    'Pago adicional en curso',
    'Ya estamos procesando el pago adicional de este pedido. Espera unos segundos antes de volver a intentarlo.',
  ],
  declined: ['Pago adicional rechazado', ''],
} as const satisfies Record<string, readonly [string, string]>;

const refuse = (code: DomainError['code'], key: keyof typeof TOP_UP_COPY, description?: string): never => {
  const [title, text] = TOP_UP_COPY[key];
  throw new DomainError(code, title, description ?? text, key === 'cardMissing' ? { card: text } : {});
};

/** Both parties hear that the top-up went through: the traveller may deliver now. */
const approvedNotices = (r: ProductRequest, amountText: string): NotificationDraft[] => [
  {
    userId: r.userId,
    kind: 'top_up_approved',
    title: 'Pago adicional aprobado',
    text: `Se aprobó el pago adicional de ${amountText} de ${r.productName}. Ya puedes darle el código a tu viajero.`,
    link: `/pedidos/${r.id}`,
    orderId: r.id,
  },
  ...(r.acceptedBy === null
    ? []
    : [
        {
          userId: r.acceptedBy,
          kind: 'top_up_approved' as const,
          title: 'Pago adicional aprobado',
          text: `Se aprobó el pago adicional de ${r.productName}; ya puedes entregar.`,
          link: `/pedidos/${r.id}`,
          orderId: r.id,
        },
      ]),
];

/** The buyer hears that the top-up was declined when nobody was waiting for the answer (a notification, the sweep). */
const declinedNotice = (r: ProductRequest, reason: string): NotificationDraft => ({
  userId: r.userId,
  kind: 'top_up_declined',
  title: TOP_UP_COPY.declined[0],
  text: `${reason} El pago adicional de ${r.productName} no se cobró: vuelve a aprobarlo para que tu viajero pueda entregar.`,
  link: `/pedidos/${r.id}`,
  orderId: r.id,
});

/**
 * What the provider said about the top-up's attempt (or that it did not answer), written only while
 * the attempt is still this one (compare-and-set on its claim). Approved → both parties told; a
 * decline is told to the buyer only when `tellDecline` (nobody was waiting for the answer).
 */
export async function recordTopUp(
  ctx: Context,
  id: string,
  attempt: TopUpSnapshot,
  record: PaymentRecord | null,
  { tellDecline = false }: { readonly tellDecline?: boolean } = {},
): Promise<ProductRequest> {
  return ctx.transaction(async (tx, changed) => {
    const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
    if (request.topUp?.claim !== attempt.claim) return request;
    const now = ctx.now();
    const base = { ...attempt, claim: ctx.deps.random.id(), inFlightSince: null };
    const approved =
      record?.status === 'approved' && record.currency === 'USD' && record.amountCents === attempt.amountUsdCents;
    const refused = record?.status === 'rejected' || record?.status === 'cancelled';
    const topUp: TopUpSnapshot = approved
      ? { ...base, status: 'approved', paymentId: record.id, decidedAt: now }
      : refused
        ? { ...base, status: 'declined', rejection: cardRejectionText(record.rejectionReason), decidedAt: now }
        : base;
    if (!(await tx.requests.update(id, { topUpClaim: attempt.claim }, { topUp }))) return request;
    const next = { ...request, topUp };
    const drafts = approved
      ? approvedNotices(next, formatMoney(attempt.amountUsdCents))
      : topUp.status === 'declined' && tellDecline
        ? [declinedNotice(next, topUp.rejection ?? '')]
        : [];
    const news = drafts.length > 0 ? await notify(ctx, tx, drafts) : null;
    changed(requestChanged(next, 'parties'), news);
    return next;
  });
}

export function createTopUpsService(ctx: Context): TopUpsArea {
  const { deps } = ctx;
  const inFlight = (t: TopUpSnapshot) =>
    t.inFlightSince !== null && Date.parse(ctx.now()) - Date.parse(t.inFlightSince) < IN_FLIGHT_MS;

  /** The order's buyer, checked before anything is written; the others refused as the contract says. */
  function authorize(request: ProductRequest | null, actorId: string): ProductRequest {
    if (!request || (request.userId !== actorId && request.acceptedBy !== actorId))
      return ctx.fail('not_found', 'notFound');
    if (request.userId !== actorId) return refuse('forbidden', 'onlyBuyer');
    return request;
  }

  /**
   * Writes the attempt on the order (compare-and-set on the top-up's claim): of two approvals at
   * once, the second is refused before the provider is asked. An attempt whose answer never came
   * keeps its key and amount (it may have been charged); a declined one gets a new key and the
   * amount the receipt asks now. Null when the top-up is approved already.
   */
  async function claim(actorId: string, id: string): Promise<{ request: ProductRequest; topUp: TopUpSnapshot } | null> {
    return ctx.transaction(async (tx, changed) => {
      const request = authorize(await tx.requests.byId(id), actorId);
      const current = request.topUp;
      if (current?.status === 'approved' && request.status === 'paid') return null;
      const due = topUpDue(request) ?? refuse('invalid_transition', 'notDue');
      if (current?.status === 'charging' && inFlight(current)) refuse('payment_in_progress', 'inProgress');
      const unanswered = current?.status === 'charging';
      const now = ctx.now();
      const topUp: TopUpSnapshot = {
        status: 'charging',
        amountUsdCents: unanswered ? current.amountUsdCents : due.amountUsdCents,
        receiptAmountCents: unanswered ? current.receiptAmountCents : due.receiptAmountCents,
        attemptKey: unanswered ? current.attemptKey : deps.random.id(),
        claim: deps.random.id(),
        inFlightSince: now,
        paymentId: null,
        rejection: null,
        requestedAt: unanswered ? current.requestedAt : now,
        decidedAt: null,
      };
      const won = await tx.requests.update(id, { status: 'paid', topUpClaim: current?.claim ?? null }, { topUp });
      if (!won) refuse('payment_in_progress', 'inProgress');
      const next = { ...request, topUp };
      changed(requestChanged(next, 'parties'));
      return { request: next, topUp };
    });
  }

  return {
    async approve(actor, id, command) {
      const actorId = userIdOf(actor) ?? ctx.fail('login_required', 'actionRequired');
      const token = (command as { cardToken?: unknown } | null)?.cardToken;
      // Who may, and whether one is due, before the card: the traveller learns nothing from a missing token.
      const before = authorize(await ctx.read((r) => r.requests.byId(id)), actorId);
      if (before.topUp?.status !== 'approved' && topUpDue(before) === null) refuse('invalid_transition', 'notDue');
      if (typeof token !== 'string' || token.trim() === '' || token.length > 200) refuse('validation', 'cardMissing');
      const claimed = await claim(actorId, id);
      if (claimed === null) return { status: 'approved', request: orderView(before, actorId) };
      const { request, topUp } = claimed;
      const buyer = await ctx.findUser(actorId);
      let record: PaymentRecord;
      try {
        record = await deps.payments.createPayment(
          {
            orderId: topUpReference(id),
            amountCents: topUp.amountUsdCents,
            currency: 'USD',
            description: `Pago adicional: ${request.productName}`,
            payer: { name: buyer?.name ?? '', email: buyer?.email ?? '' },
            cardToken: token as string,
            installments: 1,
          },
          topUp.attemptKey,
        );
      } catch (cause) {
        // No answer is not a "no": the attempt keeps its key, so asking again cannot charge twice.
        await recordTopUp(ctx, id, topUp, null);
        const [t, d] = MESSAGES.providerUnavailable;
        throw new DomainError('provider_unavailable', t, d, {}, { cause });
      }
      const next = await recordTopUp(ctx, id, topUp, record);
      if (next.topUp?.status === 'declined' && next.topUp.attemptKey === topUp.attemptKey)
        refuse('payment_failed', 'declined', next.topUp.rejection ?? undefined);
      return {
        status: next.topUp?.status === 'approved' ? 'approved' : 'in_process',
        request: orderView(next, actorId),
      };
    },
  };
}
