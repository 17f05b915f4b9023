import { COUNT_LIMIT, HOME_LIMIT, PAGE_SIZE, PAGE_SIZE_MAX, SECURITY_CODE } from '#src/constants';
import { decodeCursor, encodeCursor } from '#src/rules/filters';
import { releasedCents } from '#src/rules/wallet';
import * as rules from '#src/rules/lifecycle';
import { userIdOf } from '#src/schemas/common';
import type { ProductRequest } from '#src/schemas/product-request';
import type { RequestsArea } from '#src/contract';
import { isPartyOf, orderView, requestView } from '#src/projections';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';
import { createCancellationUseCases } from '#src/services/cancellations';
import { requestChanged } from '#src/services/audiences';
import { makeOrder } from '#src/services/order-making';
import { customsPayerOf } from '#src/rules/customs-clause';
import { createRequestFormUseCases } from '#src/services/request-form';
import {
  lowerReceiptRefund,
  newPartialRefund,
  retryPartialRefunds,
  settlePartialRefund,
} from '#src/services/partial-refunds';

const views = (list: readonly ProductRequest[]) => list.map(requestView);

export function createRequestsService(ctx: Context): RequestsArea {
  return {
    ...createRequestFormUseCases(ctx),
    ...createCancellationUseCases(ctx),
    /** Every request, newest first (spec §7). */
    async listNewestFirst(_actor) {
      // Every request, whatever its status (the data export, the examples check).
      return views(await ctx.read((r) => r.requests.list()));
    },

    async get(_actor, id) {
      return ctx.read((r) => r.requests.viewById(id));
    },

    async actionFor(actor, id) {
      const request = await ctx.read((r) => r.requests.byId(id));
      return request ? rules.requestActionFor(request, actor) : null;
    },

    async order(actor, id) {
      const viewerId = userIdOf(actor);
      const request = await ctx.read((r) => r.requests.byId(id));
      return request && isPartyOf(request, viewerId) ? orderView(request, viewerId) : null;
    },

    /** Requests matching the list filters, newest first. */
    // "Pedidos Disponibles": only what a traveller can still accept. A taken, paid or delivered
    // request still opens by id (`get`) for its parties and its links.
    async search(_actor, filters) {
      return ctx.read((r) => r.requests.searchViews({ ...filters, status: 'active' }));
    },

    async searchPage(_actor, filters, page = {}) {
      const limit = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(page.limit ?? PAGE_SIZE) || PAGE_SIZE));
      const after = decodeCursor(page.after) ?? undefined;
      const search = { ...filters, status: 'active' as const };
      // One more than the page: whether there is a next page, without counting again.
      const [found, matching, available] = await ctx.read((r) =>
        Promise.all([
          // Read as anyone sees them (issue 34: no whole request between the row and the view).
          r.requests.searchViews(search, limit + 1, after),
          // One past the limit tells "more than COUNT_LIMIT" without counting the rest.
          r.requests.count(search, COUNT_LIMIT + 1),
          r.requests.count({ status: 'active' }, COUNT_LIMIT + 1),
        ]),
      );
      const items = found.slice(0, limit);
      const last = items.at(-1);
      // Only for an empty market, whose list has nothing else to say: were its requests taken?
      const taken =
        available === 0 &&
        (await ctx.read(async (r) => {
          for (const status of ['accepted', 'paid', 'completed'] as const) {
            if ((await r.requests.count({ status }, 1)) > 0) return true;
          }
          return false;
        }));
      return {
        items,
        next: found.length > limit && last ? encodeCursor(last) : null,
        matching,
        available,
        taken,
        countLimit: COUNT_LIMIT,
      };
    },

    async home(_actor) {
      return ctx.read((r) => r.requests.searchViews({ status: 'active' }, HOME_LIMIT));
    },

    /** Dashboard: requests I published / requests I accepted as traveller. */
    async mine(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return (await ctx.read((r) => r.requests.list({ userId: user.id }))).map((r) => orderView(r, user.id));
    },
    async deliveries(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return (await ctx.read((r) => r.requests.list({ acceptedBy: user.id }))).map((r) => orderView(r, user.id));
    },

    /**
     * Accepts as traveller; opens the empty chat and tells the buyer, in one transaction. Only
     * while the request is active (compare-and-set): of concurrent accepts exactly one wins, the
     * others get 'Pedido ya aceptado'.
     */
    async accept(actor, id, tripId, customsPayer) {
      const actorId = userIdOf(actor);
      // Issue 37: a payer that is not one of the two words is refused whether or not it is needed.
      const payer = customsPayerOf(customsPayer);
      // Decision 045: made by the one function an accepted offer calls too.
      const next = await ctx.transaction((tx, changed) =>
        makeOrder(ctx, tx, changed, {
          requestId: id,
          travellerId: actorId,
          tripId,
          customsPayer: payer,
          tell: (order) => [
            NOTIFICATION_TEXTS.requestAccepted({
              buyerId: order.userId,
              orderId: id,
              productName: order.productName,
              travellerName: order.acceptedByName ?? '',
            }),
          ],
        }),
      );
      return orderView(next, actorId);
    },

    /** The 6-digit code, only for the buyer of a paid request; otherwise null. */
    async securityCode(actor, id) {
      const request = await ctx.read((r) => r.requests.byId(id));
      return request ? rules.securityCodeFor(request, userIdOf(actor)) : null;
    },

    /**
     * The accepting traveller enters the buyer's code. Errors: 'Código inválido', 'Código
     * incorrecto' (attempt counted), 'Pedido bloqueado' on the 5th miss, 'Acción no permitida'.
     * Success credits reward minus commission to the traveller's wallet. Each try is counted by
     * compare-and-set on the attempts seen, so concurrent tries never lose a count.
     */
    async confirmDelivery(actor, id, code) {
      await ctx.wait('codeCheck');
      const actorId = userIdOf(actor);
      const { outcome, request, refundKey } = await ctx.transaction(async (tx, changed) => {
        const current = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        const result = rules.confirmDelivery(current, actorId, code.trim(), ctx.now());
        // Decision 026: while support looks at a dispute the money stays held, whatever the code.
        if (current.dispute?.status === 'open') return ctx.fail('dispute_open', 'disputeOpen');
        // Decision 049: a lower receipt gives the difference back, claimed with the delivery.
        const back = result.ok ? lowerReceiptRefund(current) : 0;
        const refund = back > 0 ? newPartialRefund(ctx, 'reconciliation', back) : null;
        const next = refund ? { ...result.request, refunds: [...current.refunds, refund] } : result.request;
        const won = await tx.requests.update(
          id,
          {
            status: 'paid',
            codeLocked: false,
            codeAttempts: current.codeAttempts,
            disputeStatus: null,
            // A refund claimed meanwhile (another process) stops the delivery: its money may be gone.
            refundKey: current.refund?.attemptKey ?? null,
          },
          result.ok
            ? {
                status: next.status,
                completedAt: next.completedAt,
                codeAttempts: next.codeAttempts,
                ...(refund && { refunds: next.refunds }),
              }
            : { codeAttempts: next.codeAttempts, codeLocked: next.codeLocked },
        );
        // Inside the transaction the request cannot have moved; a loss means another writer won.
        if (!won) return ctx.fail('invalid_transition', 'notReadyToConfirm');
        // The buyer hears of the lock once, from the try that locked it (a try on a locked code
        // changes nothing and is refused before this).
        const news = result.ok
          ? await notify(ctx, tx, [
              NOTIFICATION_TEXTS.deliveryConfirmed({
                buyerId: next.userId,
                orderId: id,
                productName: next.productName,
                travellerName: next.acceptedByName ?? '',
              }),
            ])
          : next.codeLocked && !current.codeLocked
            ? await notify(ctx, tx, [
                NOTIFICATION_TEXTS.codeLocked({ buyerId: next.userId, orderId: id, productName: next.productName }),
              ])
            : null;
        // A miss changes only the attempts the parties see; a delivery changes the public status.
        changed(requestChanged(next, result.ok ? 'everyone' : 'parties'), news);
        return { outcome: result, request: next, refundKey: refund?.attemptKey ?? null };
      });
      if (!outcome.ok) throw outcome.error;
      // Delivered whatever the provider says: an unanswered refund stays owed under its key (decision 049).
      // A failure to record it (not the provider's: that is recorded) is read back later; the delivery stands.
      const settled =
        refundKey === null ? request : ((await settlePartialRefund(ctx, id, refundKey).catch(() => null)) ?? request);
      return { request: orderView(settled, actorId), payoutCents: releasedCents(settled) };
    },

    /** Decision 049: the partial refunds not confirmed back, asked again (either party; amounts as stored). */
    async retryRefunds(actor, id) {
      const actorId = userIdOf(actor);
      if (actorId === null) return ctx.fail('login_required', 'actionRequired');
      const order = (await ctx.read((r) => r.requests.byId(id))) ?? ctx.fail('not_found', 'notFound');
      if (!isPartyOf(order, actorId)) return ctx.fail('forbidden', 'onlyPartiesRefund');
      return orderView((await retryPartialRefunds(ctx, id)) ?? order, actorId);
    },

    /**
     * Buyer only, while paid: a new code with a fresh 5 attempts (the way out of 'Pedido
     * bloqueado'). The old code stops working and the traveller is told, in one transaction.
     */
    async reissueCode(actor, id) {
      return ctx.transaction(async (tx, changed) => {
        const request = (await tx.requests.byId(id)) ?? ctx.fail('not_found', 'notFound');
        // Never the old code again: the one the traveller was refused with must stay dead.
        const drawn = ctx.deps.random.int(SECURITY_CODE.min, SECURITY_CODE.max);
        const code =
          String(drawn) !== request.securityCode
            ? String(drawn)
            : String(drawn === SECURITY_CODE.max ? SECURITY_CODE.min : drawn + 1);
        const next = rules.reissueCode(request, userIdOf(actor), code);
        const won = await tx.requests.update(
          id,
          { status: 'paid' },
          { securityCode: next.securityCode, codeAttempts: 0, codeLocked: false },
        );
        if (!won) return ctx.fail('invalid_transition', 'notReadyToConfirm');
        const news = next.acceptedBy
          ? await notify(ctx, tx, [
              NOTIFICATION_TEXTS.codeReissued({
                travellerId: next.acceptedBy,
                orderId: id,
                productName: next.productName,
              }),
            ])
          : null;
        changed(requestChanged(next, 'parties'), news);
        return code;
      });
    },
  };
}
