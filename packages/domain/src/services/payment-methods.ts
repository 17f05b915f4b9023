import { DomainError, MESSAGES } from '#src/errors';
import type { PaymentMethodsArea } from '#src/contract';
import type { Change } from '#src/ports/changes';
import type { SavedCardRecord } from '#src/ports/payment';
import { ProviderError } from '#src/ports/provider-error';
import { type PaymentMethod, paymentMethodView } from '#src/schemas/payment-method';
import type { Context } from '#src/services/context';

/** A person's cards changed: theirs alone (under the `payments` topic, like coupons). */
const cardsChanged = (userId: string): Change => ({ topic: 'payments', ids: [userId], audience: [userId] });

/** The provider refused (a 4xx answer) rather than failed to answer. */
const refused = (error: unknown) =>
  error instanceof ProviderError && error.status !== undefined && error.status >= 400 && error.status < 500;

/**
 * Saved cards (decision 027). The browser tokenises the card with the provider's SDK; the server
 * hands the token to the provider, which keeps the card under the person's customer, and stores
 * only the provider's ids, brand, last four, expiry and the holder's first name. Every read and
 * change is the acting person's own: another person's card id is `not_found`.
 */
export function createPaymentMethodsService(ctx: Context): PaymentMethodsArea {
  const { deps } = ctx;
  const login = (actor: Parameters<PaymentMethodsArea['list']>[0]) =>
    ctx.requireUser(actor, 'login_required', 'paymentMethodsLoginRequired');
  const views = (methods: readonly PaymentMethod[]) => methods.map((m) => paymentMethodView(m, ctx.now()));

  function providerDown(cause: unknown): never {
    const [t, d] = MESSAGES.providerUnavailable;
    throw new DomainError('provider_unavailable', t, d, {}, { cause });
  }

  return {
    async list(actor) {
      const user = await login(actor);
      return views(await ctx.read((r) => r.paymentMethods.forUser(user.id)));
    },

    async save(actor, input) {
      const user = await login(actor);
      const token = (input as { cardToken?: unknown } | null)?.cardToken;
      if (typeof token !== 'string' || token.trim() === '' || token.length > 200) {
        return ctx.fail('validation', 'cardTokenMissing', { card: MESSAGES.cardTokenMissing[1] });
      }
      const existing = await ctx.read((r) => r.paymentMethods.forUser(user.id));
      let card: SavedCardRecord;
      try {
        card = await deps.payments.saveCard({
          customerId: existing[0]?.providerCustomerId ?? null,
          email: user.email,
          cardToken: token,
        });
      } catch (cause) {
        if (refused(cause)) {
          const [t, d] = MESSAGES.cardSaveRejected;
          throw new DomainError('card_rejected', t, d, {}, { cause });
        }
        return providerDown(cause);
      }
      return ctx.transaction(async (tx, changed) => {
        const mine = await tx.paymentMethods.forUser(user.id);
        const same = mine.find((m) => m.providerCardId === card.id);
        if (same) return paymentMethodView(same, ctx.now());
        const method: PaymentMethod = {
          id: deps.random.id(),
          userId: user.id,
          providerCustomerId: card.customerId,
          providerCardId: card.id,
          brand: card.brand,
          lastFour: card.lastFour,
          expirationMonth: card.expirationMonth,
          expirationYear: card.expirationYear,
          holderName: card.holderName.trim().replace(/\s+/g, ' '),
          isDefault: !mine.some((m) => m.isDefault),
          createdAt: ctx.now(),
        };
        if (!(await tx.paymentMethods.insert(method))) {
          const kept = (await tx.paymentMethods.forUser(user.id)).find((m) => m.providerCardId === card.id);
          if (kept) return paymentMethodView(kept, ctx.now());
        }
        changed(cardsChanged(user.id));
        return paymentMethodView(method, ctx.now());
      });
    },

    async setDefault(actor, id) {
      const user = await login(actor);
      return ctx.transaction(async (tx, changed) => {
        if (!(await tx.paymentMethods.setDefault(user.id, id))) ctx.fail('not_found', 'cardNotFound');
        changed(cardsChanged(user.id));
        return views(await tx.paymentMethods.forUser(user.id));
      });
    },

    async remove(actor, id) {
      const user = await login(actor);
      const card = (await ctx.read((r) => r.paymentMethods.forUser(user.id))).find((m) => m.id === id);
      if (!card) return ctx.fail('not_found', 'cardNotFound');
      try {
        await deps.payments.removeCard(card.providerCustomerId, card.providerCardId);
      } catch (cause) {
        // A card the provider no longer knows is already forgotten there.
        if (!(cause instanceof ProviderError && cause.status === 404)) providerDown(cause);
      }
      return ctx.transaction(async (tx, changed) => {
        if (await tx.paymentMethods.remove(user.id, card.id)) {
          const left = await tx.paymentMethods.forUser(user.id);
          const first = left[0];
          if (first && !left.some((m) => m.isDefault)) await tx.paymentMethods.setDefault(user.id, first.id);
          changed(cardsChanged(user.id));
        }
        return views(await tx.paymentMethods.forUser(user.id));
      });
    },
  };
}
