/**
 * Escrow with a way out (decision 026): the buyer cancels an overdue order for a refund, either
 * party opens a dispute, support resolves it by refund or release. Every refund goes through
 * `refundOrder` (decision 022); a release is what a confirmed delivery does.
 */
import type { DisputeCase, DisputesArea } from '#src/contract';
import { acceptImage } from '#src/rules/images';
import { formatMoney } from '#src/money';
import { releasedCents } from '#src/rules/wallet';
import type { Repositories } from '#src/ports/repositories';
import { orderView } from '#src/projections';
import { deadlineOf, validateDisputeInput, validateResolutionMessage } from '#src/rules/disputes';
import { orderHistory } from '#src/rules/order-story';
import type { ChatMessage } from '#src/schemas/chat';
import { refundUnsettled } from '#src/rules/lifecycle';
import { DISPUTE_REASONS, type DisputeSnapshot, type ProductRequest } from '#src/schemas/product-request';
import { type Actor, userIdOf } from '#src/schemas/common';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';
import { partiesOf, requestChanged } from '#src/services/audiences';
import { refundOrder } from '#src/services/refunds';
import { lowerReceiptRefund, newPartialRefund, settlePartialRefund } from '#src/services/partial-refunds';

/** What both parties read in their chat when support first reads it under a dispute. */
const SUPPORT_READ_CHAT =
  'Soporte leyó este chat para resolver la disputa. Solo lo lee mientras hay una disputa abierta sobre este pedido.';

export function createDisputesService(ctx: Context): DisputesArea {
  /** Support is an account flagged by configuration; anyone else is told the page does not exist. */
  async function requireSupport(actor: Actor): Promise<string> {
    const id = userIdOf(actor);
    const user = id === null ? null : await ctx.findUser(id);
    return user?.isAdmin ? user.id : ctx.fail('not_found', 'supportOnly');
  }

  const resolvedNotices = (
    next: ProductRequest,
    outcome: 'refunded' | 'released',
    amountText: string,
    message: string,
  ) =>
    partiesOf(next).map((recipientId) =>
      NOTIFICATION_TEXTS.disputeResolved({
        recipientId,
        orderId: next.id,
        productName: next.productName,
        outcome,
        amountText,
        message,
        toBuyer: recipientId === next.userId,
      }),
    );

  /** Why a resolution lost its compare-and-set: what the winner left. */
  async function resolutionLost(tx: Repositories, id: string): Promise<never> {
    const now = await tx.requests.byId(id);
    if (now?.refund?.status === 'requested') return ctx.fail('refund_in_progress', 'refundInProgress');
    return ctx.fail('dispute_not_open', 'disputeNotOpen');
  }

  async function caseOf(r: Repositories, request: ProductRequest): Promise<DisputeCase> {
    const buyer = await r.users.byId(request.userId);
    const traveller = request.acceptedBy ? await r.users.byId(request.acceptedBy) : null;
    return {
      order: orderView(request, null),
      buyerName: buyer?.name ?? 'Cuenta eliminada',
      travellerName: traveller?.name ?? request.acceptedByName ?? 'Cuenta eliminada',
    };
  }

  return {
    async open(actor, id, command) {
      const actorId = userIdOf(actor) ?? ctx.fail('login_required', 'actionRequired');
      const photos: readonly Blob[] = command.photos ?? [];
      // Only a party of a paid order gets as far as processing photos.
      const before = (await ctx.read((r) => r.requests.byId(id))) ?? ctx.fail('not_found', 'notFound');
      if (before.userId !== actorId && before.acceptedBy !== actorId) ctx.fail('forbidden', 'onlyPartiesDispute');
      const role = before.userId === actorId ? 'buyer' : 'traveller';
      const input = validateDisputeInput(command.reason, command.text, photos.length, role);
      if (before.status !== 'paid') ctx.fail('invalid_transition', 'disputeNotPaid');
      if (before.dispute?.statements.some((s) => s.by === actorId)) ctx.fail('dispute_open', 'disputeAlreadyOpen');
      const photoIds: string[] = [];
      try {
        for (const photo of photos) photoIds.push(await acceptImage(photo, ctx.deps.images, ctx.deps.imageProcessor));
        return await ctx.transaction(async (tx, changed) => {
          const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
          if (request.status !== 'paid') ctx.fail('invalid_transition', 'disputeNotPaid');
          if (request.refund?.status === 'requested') ctx.fail('refund_in_progress', 'refundInProgress');
          const existing = request.dispute?.status === 'open' ? request.dispute : null;
          if (existing?.statements.some((s) => s.by === actorId)) ctx.fail('dispute_open', 'disputeAlreadyOpen');
          const now = ctx.now();
          const statement = {
            by: actorId,
            role: request.userId === actorId ? ('buyer' as const) : ('traveller' as const),
            reason: input.reason,
            text: input.text,
            photos: photoIds,
            at: now,
          };
          const dispute: DisputeSnapshot = existing
            ? { ...existing, statements: [...existing.statements, statement] }
            : {
                status: 'open',
                openedBy: actorId,
                openedAt: now,
                statements: [statement],
                resolvedBy: null,
                resolvedAt: null,
                message: null,
              };
          const won = await tx.requests.update(
            id,
            {
              status: 'paid',
              disputeStatus: existing ? 'open' : null,
              disputeStatements: existing?.statements.length ?? 0,
              refundKey: request.refund?.attemptKey ?? null,
            },
            { dispute },
          );
          // The other party told their side at the same moment: this one is told to try again.
          if (!won) return ctx.fail('dispute_open', 'disputeOpen');
          const next = { ...request, dispute };
          const recipientId = request.userId === actorId ? request.acceptedBy : request.userId;
          const news =
            recipientId && !existing
              ? await notify(ctx, tx, [
                  NOTIFICATION_TEXTS.disputeOpened({
                    recipientId,
                    orderId: id,
                    productName: request.productName,
                    name: statement.role === 'traveller' ? (request.acceptedByName ?? 'El viajero') : 'Quien compró',
                    reason: DISPUTE_REASONS[input.reason].toLowerCase(),
                  }),
                ])
              : null;
          changed(requestChanged(next, 'parties'), news);
          return orderView(next, actorId);
        });
      } catch (error) {
        for (const photoId of photoIds) await ctx.deps.images.delete(photoId).catch(() => undefined);
        throw error;
      }
    },

    async cancelOverdue(actor, id) {
      const actorId = userIdOf(actor) ?? ctx.fail('login_required', 'actionRequired');
      const done = await refundOrder(ctx, id, {
        reason: 'overdue',
        authorize: (fresh) => {
          if (fresh.userId !== actorId) ctx.fail('forbidden', 'onlyBuyerCancelsLate');
          if (fresh.status !== 'paid') ctx.fail('invalid_transition', 'cannotCancelNow');
          if (fresh.dispute?.status === 'open') ctx.fail('dispute_open', 'disputeOpenCancel');
          if (ctx.deps.clock.now().getTime() < Date.parse(deadlineOf(fresh)))
            ctx.fail('deadline_not_passed', 'deadlineNotPassed');
        },
        notices: (next, refundText) =>
          partiesOf(next).map((recipientId) =>
            NOTIFICATION_TEXTS.overdueCancelled({
              recipientId,
              orderId: id,
              productName: next.productName,
              byYou: recipientId === next.userId,
              refundText: refundText(recipientId),
            }),
          ),
      });
      return orderView(done, actorId);
    },

    async isSupport(actor) {
      const id = userIdOf(actor);
      const user = id === null ? null : await ctx.findUser(id);
      return user?.isAdmin === true;
    },

    async listOpen(actor) {
      await requireSupport(actor);
      return ctx.read(async (r) => {
        const open = await r.requests.list({ status: 'paid', disputeStatus: 'open' });
        const sorted = open.sort((a, b) => (a.dispute?.openedAt ?? '').localeCompare(b.dispute?.openedAt ?? ''));
        const cases: DisputeCase[] = [];
        for (const request of sorted) cases.push(await caseOf(r, request));
        return cases;
      });
    },

    async caseOf(actor, id) {
      const supportId = await requireSupport(actor);
      return ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        const dispute = request.dispute ?? ctx.fail('not_found', 'notFound');
        const base = await caseOf(tx, request);
        const order = base.order;
        const names = { buyer: base.buyerName, traveller: base.travellerName };
        const payment = request.payment;
        const money = payment && {
          ...payment,
          refundUsdCents: request.refund?.amountUsdCents ?? payment.totalUsdCents,
          releaseUsdCents: releasedCents(request),
        };
        // The chat stays between the two parties, except under an open dispute: support reads it
        // then, the read is recorded in the chat itself, once per dispute, so both parties see it.
        let chat: readonly ChatMessage[] | null = null;
        if (dispute.status === 'open' && request.status === 'paid') {
          chat = await tx.chats.messages(id);
          const told = chat.some((m) => m.senderId === supportId && m.timestamp >= dispute.openedAt);
          if (!told) {
            const record: ChatMessage = {
              id: ctx.deps.random.id(),
              text: SUPPORT_READ_CHAT,
              senderId: supportId,
              senderName: 'Soporte',
              timestamp: ctx.now(),
            };
            await tx.chats.append(id, record);
            chat = [...chat, record];
            changed({ topic: 'chats', ids: [id], audience: partiesOf(request) });
          }
        }
        return { ...base, history: orderHistory(order, names), money, chat };
      });
    },

    async resolve(actor, id, outcome, message) {
      const adminId = await requireSupport(actor);
      const note = validateResolutionMessage(message);
      if (outcome === 'refund') {
        const done = await refundOrder(ctx, id, {
          reason: 'dispute',
          authorize: (fresh) => {
            if (fresh.dispute?.status !== 'open' || fresh.status !== 'paid')
              ctx.fail('dispute_not_open', 'disputeNotOpen');
          },
          approvedPatch: (current, now) =>
            current.dispute
              ? {
                  dispute: {
                    ...current.dispute,
                    status: 'refunded',
                    resolvedBy: adminId,
                    resolvedAt: now,
                    message: note,
                  },
                }
              : {},
          notices: (next) =>
            resolvedNotices(
              next,
              'refunded',
              formatMoney(next.refund?.amountUsdCents ?? next.payment?.totalUsdCents ?? 0),
              note,
            ),
        });
        return orderView(done, adminId);
      }
      const released = await ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        if (request.dispute?.status !== 'open' || request.status !== 'paid') return resolutionLost(tx, id);
        if (request.refund?.status === 'requested') ctx.fail('refund_in_progress', 'refundInProgress');
        // A refund whose answer was lost may have given the money back: never released on top (decision 031).
        if (refundUnsettled(request)) ctx.fail('refund_in_progress', 'refundUnsettled');
        const now = ctx.now();
        const dispute: DisputeSnapshot = {
          ...request.dispute,
          status: 'released',
          resolvedBy: adminId,
          resolvedAt: now,
          message: note,
        };
        // Decision 049: released as a delivery is, so a lower receipt's difference goes back too.
        const back = lowerReceiptRefund(request);
        const refund = back > 0 ? newPartialRefund(ctx, 'reconciliation', back) : null;
        const refunds = refund ? [...request.refunds, refund] : request.refunds;
        const patch = { status: 'completed' as const, completedAt: now, codeAttempts: 0, dispute, refunds };
        const won = await tx.requests.update(
          id,
          { status: 'paid', disputeStatus: 'open', refundKey: request.refund?.attemptKey ?? null },
          patch,
        );
        if (!won) return resolutionLost(tx, id);
        const next: ProductRequest = { ...request, ...patch };
        const news = await notify(ctx, tx, resolvedNotices(next, 'released', formatMoney(releasedCents(next)), note));
        changed(requestChanged(next, 'everyone'), news);
        return { next, refundKey: refund?.attemptKey ?? null };
      });
      // Never waits on the provider: an unanswered refund stays owed under its key (decision 049).
      const { next, refundKey } = released;
      const settled = refundKey ? await settlePartialRefund(ctx, id, refundKey).catch(() => null) : null;
      return orderView(settled ?? next, adminId);
    },
  };
}
