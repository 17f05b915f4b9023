/**
 * The written `Marketplace` contract (decision 012): the use cases the site calls, grouped by
 * area. Every method takes the `Actor` from the caller first (nothing inside the domain reads a
 * session), is async, and returns a projection for that actor (`src/projections.ts`), never a
 * stored record. Refusals are `DomainError`s whose `code` is stable, so an HTTP adapter can carry
 * them to the site unchanged.
 *
 * Each area is written in `contract/` beside the areas of its meaning (accounts, requests, money,
 * trips, social, disputes, your data); this module puts them together as the `Marketplace`.
 * Implemented by `createMarketplace` over the repositories, and by the site's HTTP client. Nothing
 * browser-only belongs here: storage problems, the browser's session, its examples and its data
 * export live in the browser adapter.
 */
import type { AccountsArea, VerificationArea } from '#src/contract/accounts';
import type { ContactArea } from '#src/contract/contact';
import type { DisputesArea } from '#src/contract/disputes';
import type { CouponsArea, PaymentMethodsArea, PaymentsArea, WalletArea } from '#src/contract/money';
import type { RequestsArea } from '#src/contract/requests';
import type { ChatsArea, NotificationsArea, ReviewsArea } from '#src/contract/social';
import type { TripsArea } from '#src/contract/trips';
import type { DataArea } from '#src/contract/your-data';
import type { OffersArea } from '#src/contract/offers';
import type { MatchingArea } from '#src/contract/matching';
import type { ReceiptsArea } from '#src/contract/receipts';
import type { TopUpsArea } from '#src/contract/top-ups';

export type { PageRequest, SubmissionOptions } from '#src/contract/call-options';
export type { AccountsArea, VerificationArea, VerificationSubmission } from '#src/contract/accounts';
export type {
  DisputeCase,
  DisputeCaseDetail,
  DisputeMoney,
  DisputesArea,
  OpenDisputeCommand,
} from '#src/contract/disputes';
export type { ContactArea, ContactMessageInput } from '#src/contract/contact';
export {
  MAX_INSTALLMENTS,
  type CouponsArea,
  type PaymentMethodsArea,
  type PaymentOutcome,
  type PaymentsArea,
  type WalletArea,
} from '#src/contract/money';
export type { EditRequestCommand, PublishRequestCommand, RequestPage, RequestsArea } from '#src/contract/requests';
export type { ChatsArea, NotificationsArea, ReviewSummary, ReviewsArea } from '#src/contract/social';
export type { TravellerStanding, TripPage, TripsArea } from '#src/contract/trips';
export type { DataArea, PersonalData, PersonalImportSummary } from '#src/contract/your-data';
export type { OfferView, OffersArea } from '#src/contract/offers';
export type { MatchedTrip, MatchingArea, TripMatches } from '#src/contract/matching';
export type { ReceiptFile, ReceiptsArea, UploadReceiptCommand } from '#src/contract/receipts';
export type { ApproveTopUpCommand, TopUpOutcome, TopUpsArea } from '#src/contract/top-ups';

export interface Marketplace {
  readonly accounts: AccountsArea;
  readonly requests: RequestsArea;
  /** Orders and payments: the money of an accepted request. */
  readonly payments: PaymentsArea;
  readonly trips: TripsArea;
  readonly chats: ChatsArea;
  readonly verification: VerificationArea;
  readonly wallet: WalletArea;
  readonly reviews: ReviewsArea;
  readonly notifications: NotificationsArea;
  /** Coupons the platform issued, redeemed by a person and spent on a payment. */
  readonly coupons: CouponsArea;
  /** Cards saved with the payment provider. */
  readonly paymentMethods: PaymentMethodsArea;
  /** "Your data": export one's own (deleting the account is `accounts.deleteAccount`). */
  readonly data: DataArea;
  /** Delivery deadlines, disputes and support's resolutions (decision 026). */
  readonly disputes: DisputesArea;
  /** The contact form, delivered to support (decision 044). */
  readonly contact: ContactArea;
  /** Travellers' offers on requests, and the buyer's answers (decision 045). */
  readonly offers: OffersArea;
  /** Matching trips and requests, invitations and alerts (issue 36, decision 046). */
  readonly matching: MatchingArea;
  /** The purchase receipt of an order (issue 37, decision 050). */
  readonly receipts: ReceiptsArea;
  /** The buyer's top-up after a higher receipt (issue 37, decision 052). */
  readonly topUps: TopUpsArea;
}
