import { GUEST_USER_ID } from '#src/constants';
import { isDomainError } from '#src/errors';
import { createContext, type MarketplacePorts } from '#src/services/context';
import { createPaymentsService } from '#src/services/payments';

/** What a provider's notification led to. */
export type PaymentNotificationOutcome = 'paid' | 'in_process' | 'unchanged';

/**
 * What a provider tells the marketplace without a person behind it (a server's verified webhook).
 * Nothing in the notification is believed: it only says *which* order to look at again; the
 * payment is read back from the provider and judged by the same rule as the buyer's own
 * confirmation (approved, for exactly the frozen total, while the order is accepted). Running it
 * twice, or for a payment that changed nothing, changes nothing.
 */
export function createProviderEvents(ports: MarketplacePorts) {
  const ctx = createContext(ports);
  const payments = createPaymentsService(ctx);
  return {
    /**
     * The provider says a payment of `orderId` changed. A provider that cannot be reached throws
     * (the webhook is answered with an error and sent again); any refusal is 'unchanged'.
     */
    async paymentChanged(orderId: string): Promise<PaymentNotificationOutcome> {
      const request = await ctx.read((r) => r.requests.byId(orderId));
      if (!request || request.userId === GUEST_USER_ID) return 'unchanged';
      try {
        const outcome = await payments.confirm({ id: request.userId }, orderId);
        return outcome.status === 'paid' && outcome.alreadyPaid ? 'unchanged' : outcome.status;
      } catch (error) {
        if (isDomainError(error) && error.code !== 'provider_unavailable') return 'unchanged';
        throw error;
      }
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
