import { GUEST_USER_ID, SECURITY_CODE } from '#src/constants';
import { travellerPayoutCents } from '#src/money';
import * as rules from '#src/rules/lifecycle';
import { DomainError, MESSAGES } from '#src/errors';
import { acceptImage } from '#src/images/image-store';
import { fieldErrorsOf, guestTokenOf, userIdOf } from '#src/schemas/common';
import { type ProductRequest, publishRequestInputSchema, REQUEST_FIELD_MESSAGES } from '#src/schemas/product-request';
import { filterRequests, homeSelection, newestFirst } from '#src/rules/filters';
import type { RequestsArea } from '#src/contract';
import { isPartyOf, orderView, requestView } from '#src/projections';
import type { Context } from '#src/services/context';
import { put } from '#src/storage/store';
import { ForbiddenItemError, screenRequest } from '#src/rules/restricted-items';
import { NOTIFICATION_TEXTS, notificationWrite } from '#src/services/notifications';

const replace = (list: readonly ProductRequest[], next: ProductRequest) =>
  list.map((r) => (r.id === next.id ? next : r));

/** The buyer and the accepting traveller. */
const parties = (r: ProductRequest): string[] => (r.acceptedBy ? [r.userId, r.acceptedBy] : [r.userId]);

const views = (list: readonly ProductRequest[]) => list.map(requestView);

export function createRequestsService(ctx: Context): RequestsArea {
  const { store, docs } = ctx;

  async function all(): Promise<readonly ProductRequest[]> {
    return store.read(docs.requests);
  }

  return {
    /**
     * Publishes a request as `actor`, or as a guest when `actor` is null (spec: allowed).
     * Screens the name, category and notes: forbidden items are refused ('Producto no permitido',
     * `ForbiddenItemError`), restricted ones are published with `restrictions` for travellers.
     * Errors: 'Campos requeridos', 'Enlace no válido', 'Imagen requerida', 'Archivo no válido',
     * 'Error al procesar la imagen', 'Almacenamiento lleno'.
     */
    async publish(actor, command) {
      const parsed = publishRequestInputSchema.safeParse(command);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        const onlyUrl =
          Object.keys(fieldErrors).length === 1 && fieldErrors.productUrl === REQUEST_FIELD_MESSAGES.productUrlProtocol;
        const [title, description] = onlyUrl ? MESSAGES.invalidUrl : MESSAGES.requiredFields;
        throw new DomainError('validation', title, description, fieldErrors);
      }
      const screening = screenRequest(parsed.data);
      if (screening.forbidden.length > 0) throw new ForbiddenItemError(screening.forbidden);
      const actorId = userIdOf(actor);
      const user = actorId === null ? null : await ctx.findUser(actorId);
      const imageId = await acceptImage(command.image, ctx.deps.images, ctx.deps.imageProcessor);
      const v = parsed.data;
      const request: ProductRequest = {
        id: ctx.deps.random.id(),
        productName: v.productName,
        productUrl: v.productUrl,
        estimatedPriceCents: v.estimatedPrice,
        currency: v.currency,
        rewardCents: v.reward * 100,
        country: v.country,
        category: v.category,
        notes: v.notes,
        imageId,
        status: 'active',
        createdAt: ctx.now(),
        userId: user ? user.id : GUEST_USER_ID,
        guestToken: user ? null : guestTokenOf(actor),
        acceptedBy: null,
        acceptedByName: null,
        acceptedAt: null,
        securityCode: null,
        codeAttempts: 0,
        codeLocked: false,
        paidAt: null,
        completedAt: null,
        payment: null,
        isExample: false,
        restrictions: [...screening.restrictions],
      };
      try {
        await ctx.deps.mutex.run('data', async () => {
          const list = await all();
          await store.write([put(docs.requests, [...list, request])]);
          ctx.publish({ topic: 'requests', ids: [request.id], audience: 'everyone' });
        });
      } catch (error) {
        await ctx.deps.images.delete(imageId).catch(() => undefined);
        throw error;
      }
      return requestView(request);
    },

    /** Every request, newest first (spec §7). */
    async listNewestFirst(_actor) {
      return views(newestFirst(await all()));
    },

    async get(_actor, id) {
      const request = (await all()).find((r) => r.id === id);
      return request ? requestView(request) : null;
    },

    async order(actor, id) {
      const viewerId = userIdOf(actor);
      const request = (await all()).find((r) => r.id === id);
      return request && isPartyOf(request, viewerId) ? orderView(request, viewerId) : null;
    },

    /** Requests matching the list filters, newest first. */
    async search(_actor, filters) {
      return views(filterRequests(newestFirst(await all()), filters));
    },

    async home(_actor) {
      return views(homeSelection(await all()));
    },

    /** Dashboard: requests I published / requests I accepted as traveller. */
    async mine(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return newestFirst((await all()).filter((r) => r.userId === user.id)).map((r) => orderView(r, user.id));
    },
    async deliveries(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return newestFirst((await all()).filter((r) => r.acceptedBy === user.id)).map((r) => orderView(r, user.id));
    },

    /**
     * Accepts as traveller; creates the empty chat. Atomic across tabs: of two concurrent accepts
     * exactly one wins, the other gets 'Pedido ya aceptado'.
     */
    async accept(actor, id) {
      return ctx.deps.mutex.run('data', async () => {
        const list = await all();
        const request = list.find((r) => r.id === id) ?? ctx.fail('not_found', 'notFound');
        const actorId = userIdOf(actor);
        const traveller = actorId === null ? null : await ctx.findUser(actorId);
        const next = rules.accept(request, traveller, ctx.now());
        const chats = await store.read(docs.chats);
        const notify = await notificationWrite(ctx, [
          NOTIFICATION_TEXTS.requestAccepted({
            buyerId: next.userId,
            orderId: id,
            productName: next.productName,
            travellerName: next.acceptedByName ?? '',
          }),
        ]);
        await store.write([
          put(docs.requests, replace(list, next)),
          ...(chats[id] ? [] : [put(docs.chats, { ...chats, [id]: [] })]),
          ...notify.entries,
        ]);
        ctx.publish(
          { topic: 'requests', ids: [id], audience: 'everyone' },
          { topic: 'chats', ids: [id], audience: parties(next) },
          notify.change,
        );
        return orderView(next, actorId);
      });
    },

    /** The 6-digit code, only for the buyer of a paid request; otherwise null. */
    async securityCode(actor, id) {
      const request = (await all()).find((r) => r.id === id);
      return request ? rules.securityCodeFor(request, userIdOf(actor)) : null;
    },

    /**
     * The accepting traveller enters the buyer's code. Errors: 'Código inválido', 'Código
     * incorrecto' (attempt counted), 'Pedido bloqueado' on the 5th miss, 'Acción no permitida'.
     * Success credits reward minus commission to the traveller's wallet.
     */
    async confirmDelivery(actor, id, code) {
      await ctx.wait('codeCheck');
      return ctx.deps.mutex.run('data', async () => {
        const list = await all();
        const request = list.find((r) => r.id === id) ?? ctx.fail('not_found', 'notFound');
        const outcome = rules.confirmDelivery(request, userIdOf(actor), code.trim(), ctx.now());
        const notify = outcome.ok
          ? await notificationWrite(ctx, [
              NOTIFICATION_TEXTS.deliveryConfirmed({
                buyerId: outcome.request.userId,
                orderId: id,
                productName: outcome.request.productName,
                travellerName: outcome.request.acceptedByName ?? '',
              }),
            ])
          : { entries: [], change: null };
        await store.write([put(docs.requests, replace(list, outcome.request)), ...notify.entries]);
        // A miss changes only the attempts the parties see; a delivery changes the public status.
        ctx.publish(
          { topic: 'requests', ids: [id], audience: outcome.ok ? 'everyone' : parties(outcome.request) },
          notify.change,
        );
        if (!outcome.ok) throw outcome.error;
        return {
          request: orderView(outcome.request, userIdOf(actor)),
          payoutCents: travellerPayoutCents(outcome.request.rewardCents),
        };
      });
    },

    /** Buyer only, while paid: a new code with a fresh 5 attempts. */
    async reissueCode(actor, id) {
      return ctx.deps.mutex.run('data', async () => {
        const list = await all();
        const request = list.find((r) => r.id === id) ?? ctx.fail('not_found', 'notFound');
        const code = String(ctx.deps.random.int(SECURITY_CODE.min, SECURITY_CODE.max));
        const next = rules.reissueCode(request, userIdOf(actor), code);
        await store.write([put(docs.requests, replace(list, next))]);
        ctx.publish({ topic: 'requests', ids: [id], audience: parties(next) });
        return code;
      });
    },
  };
}
