import { z } from 'zod';
import { paymentMethodExport } from '#src/schemas/payment-method';
import type {
  DataArea,
  Marketplace,
  OfferView,
  PersonalData,
  PersonalImportSummary,
  PublishRequestCommand,
} from '#src/contract';
import { isDomainError } from '#src/errors';
import { fromBase64, toBase64 } from '#src/rules/base64';
import type { Context } from '#src/services/context';
import type { ChatMessage } from '#src/schemas/chat';
import { requestFormOf } from '#src/schemas/product-request';
import type { TripInput } from '#src/schemas/trip';

/** The largest "your data" file an import reads (photos included). */
const IMPORT_MAX_CHARS = 24 * 1024 * 1024;

/**
 * What an import reads of a "your data" file, loosely: each item then goes through its use case,
 * which checks it as if it were typed today. Anything else in the file (profile, verification,
 * orders shared with someone, chats, reviews, notifications) is not read at all.
 */
const importFileSchema = z.object({
  requests: z
    .array(
      z.looseObject({
        status: z.string(),
        productName: z.string(),
        productUrl: z.string(),
        estimatedPriceCents: z.number(),
        currency: z.string(),
        rewardCents: z.number(),
        country: z.string(),
        category: z.string(),
        notes: z.string().optional(),
        imageId: z.string().nullable().optional(),
      }),
    )
    .max(100),
  trips: z
    .array(
      z.looseObject({
        originCountry: z.string(),
        province: z.string(),
        departureDate: z.string(),
        returnDate: z.string(),
        availableSpace: z.string(),
        /** Exports before issue 37 have none: air or sea. */
        entryWay: z.string().optional(),
      }),
    )
    .max(100),
  photos: z.record(z.string(), z.string()).optional(),
});

/** A data URL's bytes as a Blob, or null when it is not one. */
function blobOf(dataUrl: string | undefined): Blob | null {
  const match = dataUrl === undefined ? null : /^data:([^;,]*);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  try {
    return new Blob([fromBase64(match[2] ?? '')], { type: match[1] ?? '' });
  } catch {
    return null;
  }
}

/**
 * "Your data" for an account (issue 15): everything the marketplace keeps about the acting person
 * and nothing about anyone else — their profile, what they published and carried, their trips,
 * the messages of their own chats, the reviews they wrote and received, their notifications and
 * money movements, the offers they made and those on their requests, the travellers they invited
 * and their alerts (decisions 045, 046) — as the projections they already see, so another person's private fields
 * (a code, contact details) appear exactly as they do on screen.
 */
export function createDataService(ctx: Context, market: Omit<Marketplace, 'data'>): DataArea {
  return {
    async exportMine(actor): Promise<PersonalData> {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      const [profile, requests, deliveries, trips, conversations, notifications, transactions, reviews, cards] =
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
          market.paymentMethods.list(actor),
        ]);
      const [offersMade, alerts] = await Promise.all([market.offers.mine(actor), market.matching.alerts(actor)]);
      // The offers on one's own requests and the travellers one invited: each as the buyer sees it.
      const offersReceived: OfferView[] = [];
      const invitationsSent: { requestId: string; tripId: string }[] = [];
      for (const r of requests) {
        offersReceived.push(...(await market.offers.forRequest(actor, r.id)));
        const trips = await ctx.read((repos) => repos.matching.invitedTrips(r.id));
        for (const tripId of trips) invitationsSent.push({ requestId: r.id, tripId });
      }
      const chats: { orderId: string; messages: readonly ChatMessage[] }[] = [];
      for (const conversation of conversations) {
        const orderId = conversation.request.id;
        chats.push({ orderId, messages: await market.chats.messages(actor, orderId) });
      }
      // The photos an import needs to publish the person's open requests again.
      const photos: Record<string, string> = {};
      for (const r of requests) {
        if (r.status !== 'active' || !r.imageId) continue;
        const blob = await ctx.deps.images.get(r.imageId);
        if (blob) photos[r.imageId] = `data:${blob.type};base64,${toBase64(new Uint8Array(await blob.arrayBuffer()))}`;
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
        paymentMethods: cards.map(paymentMethodExport),
        photos,
        offersMade,
        offersReceived,
        invitationsSent,
        alerts,
      };
    },

    async importMine(actor, file): Promise<PersonalImportSummary> {
      await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      let parsed: z.infer<typeof importFileSchema>;
      try {
        if (typeof file !== 'string' || file.length > IMPORT_MAX_CHARS) throw new Error('not a file');
        parsed = importFileSchema.parse(JSON.parse(file));
      } catch {
        return ctx.fail('import_invalid', 'importInvalid');
      }
      const [ownRequests, ownTrips] = await Promise.all([market.requests.mine(actor), market.trips.mine(actor)]);
      const requestKey = (r: { productName: string; productUrl: string }) => `${r.productName}\n${r.productUrl}`;
      const tripKey = (t: { originCountry: string; departureDate: string; returnDate: string }) =>
        `${t.originCountry}\n${t.departureDate}\n${t.returnDate}`;
      const haveRequests = new Set(ownRequests.filter((r) => r.status === 'active').map(requestKey));
      const haveTrips = new Set(ownTrips.map(tripKey));
      let requests = 0;
      let trips = 0;
      let duplicates = 0;
      let refused = 0;
      /** Runs one use case; a refusal counts, anything else (a crash) is not swallowed. */
      const attempt = async (work: () => Promise<unknown>): Promise<boolean> => {
        try {
          await work();
          return true;
        } catch (error) {
          if (!isDomainError(error)) throw error;
          refused += 1;
          return false;
        }
      };

      // Only requests nobody accepted: the rest is an order shared with someone else.
      for (const r of parsed.requests.filter((item) => item.status === 'active')) {
        if (haveRequests.has(requestKey(r))) {
          duplicates += 1;
          continue;
        }
        const image = blobOf(r.imageId ? parsed.photos?.[r.imageId] : undefined);
        // Untrusted as typed input: the use case validates every field (currency, category…).
        const command = { ...requestFormOf(r), image } as PublishRequestCommand;
        const published = await attempt(() => market.requests.publish(actor, command));
        if (published) {
          requests += 1;
          haveRequests.add(requestKey(r));
        }
      }
      for (const t of parsed.trips) {
        if (haveTrips.has(tripKey(t))) {
          duplicates += 1;
          continue;
        }
        const trip = {
          originCountry: t.originCountry,
          province: t.province,
          departureDate: t.departureDate,
          returnDate: t.returnDate,
          availableSpace: t.availableSpace,
          ...(t.entryWay !== undefined && { entryWay: t.entryWay }),
        } as TripInput;
        const registered = await attempt(() => market.trips.register(actor, trip));
        if (registered) {
          trips += 1;
          haveTrips.add(tripKey(t));
        }
      }
      return { requests, trips, duplicates, refused };
    },
  };
}
