import type { Repositories } from '#src/ports/repositories';
import * as rules from '#src/rules/lifecycle';
import { userIdOf } from '#src/schemas/common';
import type { ProductRequest } from '#src/schemas/product-request';
import type { RequestsArea } from '#src/contract';
import { orderView, requestView } from '#src/projections';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';
import { refundOrder } from '#src/services/refunds';
import { partiesOf, requestChanged } from '#src/services/audiences';
import { ownerChangeLost } from '#src/services/request-form';
import { endOffersOfCancelled } from '#src/services/offer-endings';

/** The other party of the order. */
const otherParty = (r: ProductRequest, who: string): string | null => (r.userId === who ? r.acceptedBy : r.userId);

/** How the other party reads the actor: the traveller by their short name, the buyer as such. */
const nameOf = (r: ProductRequest, who: string): string =>
  who === r.acceptedBy ? (r.acceptedByName ?? 'El viajero') : 'Quien compró';

type CancellationUseCases = Pick<
  RequestsArea,
  'cancel' | 'proposeCancellation' | 'acceptCancellation' | 'declineCancellation'
>;

/** Withdrawing a request nobody accepted, and cancelling an order by agreement (decision 022). */
export function createCancellationUseCases(ctx: Context): CancellationUseCases {
  /** Why an answer to a proposal lost its compare-and-set: what the winner left. */
  async function answerLost(tx: Repositories, id: string): Promise<never> {
    const now = await tx.requests.byId(id);
    if (!now) return ctx.fail('not_found', 'notFound');
    if (now.status === 'cancelled') return ctx.fail('already_cancelled', 'requestCancelled');
    if (now.refund?.status === 'requested') return ctx.fail('refund_in_progress', 'refundInProgress');
    return ctx.fail('cancellation_not_proposed', 'cancellationNotProposed');
  }

  return {
    async cancel(actor, id) {
      return ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        const next = rules.cancelUnaccepted(request, actor, ctx.now());
        const won = await tx.requests.update(
          id,
          { status: 'active', userId: request.userId },
          { status: 'cancelled', cancelledAt: next.cancelledAt },
        );
        if (!won) return ownerChangeLost(ctx, tx, id);
        await tx.payments.dropPending(id);
        changed(requestChanged(next, 'everyone'), ...(await endOffersOfCancelled(ctx, tx, next)));
        return requestView(next);
      });
    },

    async proposeCancellation(actor, id) {
      const actorId = userIdOf(actor);
      return ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        const next = rules.proposeCancellation(request, actorId, ctx.now());
        const won = await tx.requests.update(
          id,
          { status: request.status, cancelProposedBy: null, refundKey: request.refund?.attemptKey ?? null },
          { cancelProposedBy: next.cancelProposedBy, cancelProposedAt: next.cancelProposedAt },
        );
        if (!won) return ctx.fail('cancellation_pending', 'cancellationAlreadyProposed');
        const who = next.cancelProposedBy ?? '';
        const recipientId = otherParty(next, who);
        const news = recipientId
          ? await notify(ctx, tx, [
              NOTIFICATION_TEXTS.cancellationProposed({
                recipientId,
                orderId: id,
                productName: next.productName,
                proposerName: nameOf(next, who),
              }),
            ])
          : null;
        changed(requestChanged(next, 'parties'), news);
        return orderView(next, actorId);
      });
    },

    async declineCancellation(actor, id) {
      const actorId = userIdOf(actor);
      return ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        const next = rules.declineCancellation(request, actorId);
        const won = await tx.requests.update(
          id,
          {
            status: request.status,
            cancelProposedBy: request.cancelProposedBy,
            refundKey: request.refund?.attemptKey ?? null,
          },
          { cancelProposedBy: null, cancelProposedAt: null, refund: null },
        );
        if (!won) return answerLost(tx, id);
        const who = actorId ?? '';
        const recipientId = otherParty(request, who);
        const news = recipientId
          ? await notify(ctx, tx, [
              NOTIFICATION_TEXTS.cancellationDeclined({
                recipientId,
                orderId: id,
                productName: next.productName,
                name: nameOf(request, who),
                withdrawn: request.cancelProposedBy === who,
              }),
            ])
          : null;
        changed(requestChanged(next, 'parties'), news);
        return orderView(next, actorId);
      });
    },

    async acceptCancellation(actor, id) {
      const actorId = userIdOf(actor);
      const current = (await ctx.read((r) => r.requests.byId(id))) ?? ctx.fail('not_found', 'notFound');
      if (current.status === 'paid') {
        const done = await refundOrder(ctx, id, {
          reason: 'cancellation',
          authorize: (fresh) => {
            const out = rules.agreeToCancel(fresh, actorId, ctx.now());
            if (!out.needsRefund) ctx.fail('invalid_transition', 'cannotCancelNow');
          },
        });
        return orderView(done, actorId);
      }
      return ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        const out = rules.agreeToCancel(request, actorId, ctx.now());
        // Paid meanwhile: the buyer's payment went through first; the answer is now a refund.
        if (out.needsRefund) return ctx.fail('invalid_transition', 'cannotCancelNow');
        const next = out.request;
        const won = await tx.requests.update(
          id,
          { status: 'accepted', cancelProposedBy: request.cancelProposedBy },
          { status: 'cancelled', cancelledAt: next.cancelledAt },
        );
        if (!won) return answerLost(tx, id);
        await tx.payments.dropPending(id);
        const news = await notify(
          ctx,
          tx,
          partiesOf(next).map((recipientId) =>
            NOTIFICATION_TEXTS.orderCancelled({
              recipientId,
              orderId: id,
              productName: next.productName,
              refundText: null,
            }),
          ),
        );
        changed(requestChanged(next, 'everyone'), news);
        return orderView(next, actorId);
      });
    },
  };
}
