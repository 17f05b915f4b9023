import type { Marketplace } from '#src/contract';
import { createAccountsService } from '#src/services/accounts';
import { createChatsService } from '#src/services/chats';
import { type Context, type MarketplacePorts, createContext } from '#src/services/context';
import { createPaymentsService } from '#src/services/payments';
import { createRequestsService } from '#src/services/requests';
import { createTripsService } from '#src/services/trips';
import { createVerificationService } from '#src/services/verification';
import { createWalletService } from '#src/services/wallet';
import { createReviewsService } from '#src/services/reviews';
import { createNotificationsService } from '#src/services/notifications';
import { createDataService } from '#src/services/your-data';
import { createCouponsService } from '#src/services/coupons';
import { createDisputesService } from '#src/services/disputes';
import { createPaymentMethodsService } from '#src/services/payment-methods';
import { createContactService } from '#src/services/contact';
import { createOffersService } from '#src/services/offers';
import { createMatchingService } from '#src/services/matching';
import { createReceiptsService } from '#src/services/receipts';
import { createTopUpsService } from '#src/services/top-ups';

/** The use cases of the written contract (`src/contract.ts`) over one context. */
export function createMarketplace(ctx: Context): Marketplace {
  const areas = {
    accounts: createAccountsService(ctx),
    requests: createRequestsService(ctx),
    payments: createPaymentsService(ctx),
    trips: createTripsService(ctx),
    chats: createChatsService(ctx),
    verification: createVerificationService(ctx),
    wallet: createWalletService(ctx),
    reviews: createReviewsService(ctx),
    notifications: createNotificationsService(ctx),
    coupons: createCouponsService(ctx),
    disputes: createDisputesService(ctx),
    paymentMethods: createPaymentMethodsService(ctx),
    contact: createContactService(ctx),
    offers: createOffersService(ctx),
    matching: createMatchingService(ctx),
    receipts: createReceiptsService(ctx),
    topUps: createTopUpsService(ctx),
  };
  return { ...areas, data: createDataService(ctx, areas) };
}

/** The use cases over any storage's ports: a server composes them over SQL (packages/db). */
export function createMarketplaceOver(ports: MarketplacePorts): Marketplace {
  return createMarketplace(createContext(ports));
}
