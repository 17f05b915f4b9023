import type { DataArea, Marketplace, PersonalData } from '#src/contract';
import type { Context } from '#src/services/context';
import type { ChatMessage } from '#src/schemas/chat';

/**
 * "Your data" for an account (issue 15): everything the marketplace keeps about the acting person
 * and nothing about anyone else — their profile, what they published and carried, their trips,
 * the messages of their own chats, the reviews they wrote and received, their notifications and
 * money movements — as the projections they already see, so another person's private fields
 * (a code, contact details) appear exactly as they do on screen.
 */
export function createDataService(ctx: Context, market: Omit<Marketplace, 'data'>): DataArea {
  return {
    async exportMine(actor): Promise<PersonalData> {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const [profile, requests, deliveries, trips, conversations, notifications, transactions, reviews] =
        await Promise.all([
          market.accounts.me(actor),
          market.requests.mine(actor),
          market.requests.deliveries(actor),
          market.trips.mine(actor),
          market.chats.conversations(actor),
          market.notifications.list(actor),
          market.wallet.history(actor),
          ctx.read(async (r) => ({
            written: await r.reviews.byAuthor(user.id),
            received: await r.reviews.aboutUser(user.id),
          })),
        ]);
      const chats: { orderId: string; messages: readonly ChatMessage[] }[] = [];
      for (const conversation of conversations) {
        const orderId = conversation.request.id;
        chats.push({ orderId, messages: await market.chats.messages(actor, orderId) });
      }
      return {
        exportedAt: ctx.now(),
        profile,
        requests,
        deliveries,
        trips,
        chats,
        reviewsWritten: reviews.written,
        reviewsReceived: reviews.received,
        notifications,
        transactions,
      };
    },
  };
}
