/**
 * The written `Marketplace` contract (decision 012): the use cases the site calls, grouped by
 * area. Every method takes the `Actor` from the caller first (nothing inside the domain reads a
 * session), is async, and returns a projection for that actor (`src/projections.ts`), never a
 * stored record. Refusals are `DomainError`s whose `code` is stable, so an HTTP adapter can carry
 * them to the site unchanged.
 *
 * Implemented by `createMarketplace` over the repositories; the site's future HTTP client will
 * implement this same interface. Nothing browser-only belongs here: storage problems, the
 * browser's session, its examples and its data export live in the browser adapter.
 */
import type { EscrowBreakdown } from '#src/money';
import type {
  AuthResult,
  Conversation,
  OrderView,
  OwnProfile,
  PendingReview,
  PublicUser,
  RegistrationResult,
  RequestView,
  TripView,
} from '#src/projections';
import type { RequestFilters, TripFilters } from '#src/rules/filters';
import type { PageRequest } from '#src/schemas/filters';
import type { RequestAction } from '#src/rules/lifecycle';
import type { TransactionRow, Wallet, WithdrawalView } from '#src/rules/wallet';
import type { WithdrawInput } from '#src/schemas/withdrawal';
import type { ChatMessage } from '#src/schemas/chat';
import type { Actor } from '#src/schemas/common';
import type { Notification } from '#src/schemas/notification';
import type { PendingPayment } from '#src/schemas/pending-payment';
import type { PublishRequestInput } from '#src/schemas/product-request';
import type { Review, ReviewInput } from '#src/schemas/review';
import type { TripInput } from '#src/schemas/trip';
import type {
  ChangePasswordInput,
  LoginInput,
  PasswordResetRequest,
  ProfileInput,
  RegistrationInput,
  ResetPasswordInput,
  DeleteAccountInput,
  ConfirmEmailInput,
} from '#src/schemas/user';
import type { VerificationStatus } from '#src/enums';
import type { CouponView } from '#src/rules/coupons';
import type { PaymentMethodExport, PaymentMethodView, SaveCardInput } from '#src/schemas/payment-method';

export interface AccountsArea {
  /**
   * Creates an account and starts its session (returned, for the caller to keep). A guest actor's
   * requests are claimed. Errors: `validation`, `password_mismatch`, `password_too_short`,
   * `email_taken`.
   */
  register(actor: Actor, input: RegistrationInput): Promise<RegistrationResult>;
  /** Errors: `authentication_failed` ('Error de autenticación - Email o contraseña incorrectos'). */
  login(actor: Actor, input: LoginInput): Promise<AuthResult>;
  /** The acting user's own account, or null (visitor, guest, unknown account). */
  me(actor: Actor): Promise<OwnProfile | null>;
  /** Someone's public profile as the actor may see it, or null. */
  profile(actor: Actor, userId: string): Promise<PublicUser | null>;
  updateProfile(actor: Actor, input: ProfileInput): Promise<OwnProfile>;
  /**
   * The person's picture: an image they upload now, checked as every upload (type by its bytes,
   * scaled down), or null to remove it. Never an id sent by the client (issue 32: a free string
   * let anyone point their picture at someone else's photo, then delete it with their account).
   * Errors: `login_required`, `image_invalid`, `image_processing`.
   */
  setProfilePicture(actor: Actor, image: Blob | null): Promise<OwnProfile>;
  /** Errors: `password_mismatch`, `password_too_short`, `wrong_password`, `validation`. */
  changePassword(actor: Actor, input: ChangePasswordInput): Promise<void>;
  /**
   * "Forgot my password": e-mails a single-use link (30 minutes) when the account exists, and
   * answers the same when it does not. Error: `validation` (not an e-mail).
   */
  requestPasswordReset(actor: Actor, input: PasswordResetRequest): Promise<void>;
  /**
   * A new password with the e-mailed token; the caller ends the account's sessions. Errors:
   * `invalid_token` (unknown, used, retired or expired), `password_mismatch`, `password_too_short`.
   */
  resetPassword(actor: Actor, input: ResetPasswordInput): Promise<{ userId: string }>;
  /**
   * Deletes the acting person's account (the password asked again): their profile, trips,
   * unaccepted requests, notifications and photos go; the orders they share with someone else
   * stay for that person, with the chats and reviews, under "Cuenta eliminada". The e-mail is free
   * to register again; the caller ends the account's sessions. Errors: `login_required`,
   * `wrong_password`, `account_busy` (an order accepted or paid and not yet delivered).
   */
  deleteAccount(actor: Actor, input: DeleteAccountInput): Promise<void>;
  /**
   * Confirms the e-mail with the token of the link sent at registration (or again later); works
   * from any device, logged in or not. Error: `invalid_token` (unknown, used, replaced, expired).
   */
  confirmEmail(actor: Actor, input: ConfirmEmailInput): Promise<void>;
  /**
   * E-mails a new confirmation link (older ones stop working); nothing when already confirmed.
   * Errors: `login_required`, `provider_unavailable` (the e-mail could not be sent).
   */
  resendEmailConfirmation(actor: Actor): Promise<{ alreadyConfirmed: boolean }>;
}

/** One page of a list: `after` is the previous page's `next` (its schema is what a URL carries). */
export type { PageRequest } from '#src/schemas/filters';

export interface RequestPage {
  readonly items: readonly RequestView[];
  /** The next page's `after`; null on the last page. */
  readonly next: string | null;
  /** How many match the filters, over every page. */
  readonly matching: number;
  /** How many are available at all ("12 pedidos de 40"). */
  readonly available: number;
  /**
   * Counting stops past this many (1.000): `matching` or `available` above it means "more than
   * countLimit" — the list stays as fast with a million requests as with a thousand.
   */
  readonly countLimit: number;
}

export interface PublishRequestCommand extends PublishRequestInput {
  /** The product photo as picked (File or Blob). Required. */
  readonly image?: Blob | null;
}

/** What the edit form sends: the publish form's fields; a photo only when it is replaced. */
export type EditRequestCommand = PublishRequestCommand;

export interface RequestsArea {
  /**
   * Publishes as the actor (a guest actor publishes as 'guest', claimable with its token).
   * Errors: `validation`, `forbidden_item`, `image_required`, `image_invalid`, `image_processing`,
   * `storage_full`.
   */
  publish(actor: Actor, command: PublishRequestCommand, options?: SubmissionOptions): Promise<RequestView>;
  listNewestFirst(actor: Actor): Promise<readonly RequestView[]>;
  search(actor: Actor, filters: RequestFilters): Promise<readonly RequestView[]>;
  /**
   * "Pedidos Disponibles", one page at a time (keyset: `after` is the previous page's `next`; an
   * unreadable one is the first page). `limit` defaults to 24, at most 100.
   */
  searchPage(actor: Actor, filters: RequestFilters, page?: PageRequest): Promise<RequestPage>;
  /** The home page's four newest. */
  home(actor: Actor): Promise<readonly RequestView[]>;
  /** `null` when unknown (the site redirects to /pedidos). */
  get(actor: Actor, id: string): Promise<RequestView | null>;
  /**
   * What the request page offers the actor: owner actions to its buyer or to the guest whose token
   * published it, 'Aceptar Pedido' to others while active. `null` for an unknown id.
   */
  actionFor(actor: Actor, id: string): Promise<RequestAction | null>;
  /** The order as one of its parties sees it; `null` for anyone else or an unknown id. */
  order(actor: Actor, id: string): Promise<OrderView | null>;
  /** Dashboard: what the actor published / accepted as traveller. Error: `login_required`. */
  mine(actor: Actor): Promise<readonly OrderView[]>;
  deliveries(actor: Actor): Promise<readonly OrderView[]>;
  /**
   * Accepts as traveller (compare-and-set: only while active). Errors: `login_required`,
   * `own_request`, `verification_required`, `already_accepted`, `not_found`.
   */
  accept(actor: Actor, id: string): Promise<OrderView>;
  /** The buyer's delivery code while paid; null for anyone else. */
  securityCode(actor: Actor, id: string): Promise<string | null>;
  /**
   * The accepting traveller enters the buyer's code. Errors: `invalid_code`, `wrong_code`
   * (attempt counted), `code_locked` (5th miss and after), `forbidden`, `invalid_transition`.
   */
  confirmDelivery(actor: Actor, id: string, code: string): Promise<{ request: OrderView; payoutCents: number }>;
  /** Buyer only, while paid: a new code with a fresh 5 attempts. */
  reissueCode(actor: Actor, id: string): Promise<string>;
  /**
   * Its owner changes a request nobody accepted yet: the publish form's fields with the same
   * validation and screening; the photo is kept unless a new one is sent (compare-and-set: only
   * while active). Errors: those of `publish`, `forbidden`, `already_accepted`, `already_cancelled`,
   * `not_found`.
   */
  edit(actor: Actor, id: string, command: EditRequestCommand): Promise<RequestView>;
  /**
   * Its owner withdraws a request nobody accepted yet: it leaves the lists, still opens by id for
   * its owner as 'Cancelado' (compare-and-set: only while active; a traveller who accepted first
   * wins and the owner reads 'Pedido ya aceptado'). Errors: `forbidden`, `already_accepted`,
   * `already_cancelled`, `not_found`.
   */
  cancel(actor: Actor, id: string): Promise<RequestView>;
  /**
   * One party of an accepted or paid order proposes cancelling it; the other is notified.
   * Errors: `login_required`, `forbidden`, `cancellation_pending` (a proposal waits),
   * `already_cancelled`, `invalid_transition` (delivered), `refund_in_progress`.
   */
  proposeCancellation(actor: Actor, id: string): Promise<OrderView>;
  /**
   * The other party agrees. Accepted: the order is cancelled. Paid: the payment is refunded
   * through the provider first (once, whatever the number of tabs), and the order is cancelled
   * only on an approved refund; a refused refund or a provider that does not answer leaves it paid
   * and in escrow, and either party may try again. Both are notified. Errors:
   * `cancellation_not_proposed`, `forbidden` (one's own proposal), `refund_in_progress`,
   * `refund_failed`, `provider_unavailable`, `already_cancelled`.
   */
  acceptCancellation(actor: Actor, id: string): Promise<OrderView>;
  /**
   * The other party says no, or the proposer withdraws: the order goes on; the other is notified.
   * Errors: `cancellation_not_proposed`, `refund_in_progress`, `forbidden`, `already_cancelled`.
   */
  declineCancellation(actor: Actor, id: string): Promise<OrderView>;
}

/**
 * How a creating call was submitted (issue 32). `idempotencyKey`: one per form submission, so that a
 * retry of it — a double click, a response lost on the way — gets the first answer and creates
 * nothing more. The server keeps it (`Idempotency-Key`); in the browser, where nothing is lost
 * between a page and its storage, the forms' disabled buttons are the guard and it is not used.
 */
export interface SubmissionOptions {
  readonly idempotencyKey?: string | undefined;
}

export type PaymentOutcome =
  | { readonly status: 'paid'; readonly request: OrderView; readonly alreadyPaid: boolean }
  | { readonly status: 'in_process'; readonly request: OrderView };

interface PayWithCardOptions extends SubmissionOptions {
  /** How many instalments the buyer chose (a whole number from 1 to {@link MAX_INSTALLMENTS}). */
  readonly installments?: number;
  /**
   * A coupon the buyer redeemed, to take off the service fee (decision 023). The server checks it
   * and computes the discount; it is spent on this order even if the card is then refused (the
   * next try on this order keeps it).
   */
  readonly coupon?: string | undefined;
}

/** The most instalments a card payment may be split in (Mercado Pago offers up to 24 in Argentina). */
export const MAX_INSTALLMENTS = 24;

export interface PaymentsArea {
  /** What the buyer pays (frozen once checkout starts). Errors: `forbidden`, `already_paid`, `invalid_transition`. */
  quote(actor: Actor, id: string): Promise<EscrowBreakdown>;
  /**
   * Pays the frozen total with a card token, in `options.installments` instalments (one of those
   * the provider offered; 1 when absent), less `options.coupon`'s discount on the service fee.
   * Errors: `validation`, `payment_failed` (the provider's reason in words), `provider_unavailable`,
   * `coupon_invalid` (not redeemed), `coupon_expired`, `coupon_used`.
   */
  payWithCard(
    actor: Actor,
    id: string,
    billing: unknown,
    cardToken: string,
    options?: PayWithCardOptions,
  ): Promise<PaymentOutcome>;
  /** Marks paid only when the provider holds an approved payment of exactly the frozen total. */
  confirm(actor: Actor, id: string): Promise<PaymentOutcome>;
  /** The frozen quote and billing of a checkout in progress: the buyer's only, else null. */
  pending(actor: Actor, id: string): Promise<PendingPayment | null>;
}

/** One page of "Viajeros Disponibles" (keyset, as `RequestPage`). */
export interface TripPage {
  readonly items: readonly TripView[];
  /** The next page's `after`; null on the last page. */
  readonly next: string | null;
  /** How many trips match the filters, over every page (counting stops past `countLimit`). */
  readonly matching: number;
  /** Counting stops past this many (1.000): `matching` above it means "more than countLimit". */
  readonly countLimit: number;
}

export interface TripsArea {
  /**
   * Registers the actor's trip to Argentina. Errors: `login_required`, `validation` ('Campos
   * requeridos', 'Fechas inválidas'), `too_many_trips` (already MAX_ACTIVE_TRIPS trips returning
   * today or later: counted and added as one step, so two at once cannot pass it together).
   */
  register(actor: Actor, input: TripInput, options?: SubmissionOptions): Promise<TripView>;
  /**
   * "Viajeros Disponibles", one page at a time (keyset: `after` is the previous page's `next`; an
   * unreadable one is the first page). `limit` defaults to 24, at most 100. There is no read of
   * every trip: a public list is always a page (issue 32).
   */
  searchPage(actor: Actor, filters: TripFilters, page?: PageRequest): Promise<TripPage>;
  /** The home page's four newest. */
  home(actor: Actor): Promise<readonly TripView[]>;
  /** The actor's own trips. Error: `login_required`. */
  mine(actor: Actor): Promise<readonly TripView[]>;
}

export interface ChatsArea {
  /** The two parties only. Errors: `login_required`, `forbidden`. */
  messages(actor: Actor, orderId: string): Promise<readonly ChatMessage[]>;
  send(actor: Actor, orderId: string, text: string, options?: SubmissionOptions): Promise<ChatMessage>;
  conversations(actor: Actor): Promise<readonly Conversation[]>;
  markRead(actor: Actor, orderId: string): Promise<void>;
}

export interface VerificationSubmission {
  readonly documentType: string;
  readonly front?: Blob | null;
  readonly back?: Blob | null;
  readonly selfie?: Blob | null;
}

export interface VerificationArea {
  status(actor: Actor): Promise<VerificationStatus | null>;
  submit(actor: Actor, submission: VerificationSubmission): Promise<VerificationStatus>;
  /** Asks the provider for the decision of a pending verification. */
  refresh(actor: Actor): Promise<VerificationStatus>;
}

export interface WalletArea {
  wallet(actor: Actor): Promise<Wallet>;
  history(actor: Actor): Promise<readonly TransactionRow[]>;
  /** Delivered orders of a user, for the public profile. */
  deliveredCount(actor: Actor, userId: string): Promise<number>;
  /**
   * Withdraws `amountCents` of the available balance to a CBU, CVU or alias through the payout
   * provider: at once 'en proceso' (no longer available), later 'transferido' or 'fallido' (money
   * back), told by a notification. Never more than available, whatever runs at the same time.
   * Errors: `login_required`, `email_unconfirmed` (decision 018), `validation` (fieldErrors
   * `amount`, `destination`), `insufficient_funds`, `provider_unavailable` (nothing withdrawn).
   */
  withdraw(actor: Actor, input: WithdrawInput, options?: SubmissionOptions): Promise<WithdrawalView>;
  /** Asks the provider about withdrawals in process and applies its answers; the wallet after. */
  refreshWithdrawals(actor: Actor): Promise<Wallet>;
}

export interface ReviewSummary {
  /** Average rating to one decimal (4.5); 0 when there are none. */
  readonly average: number;
  readonly count: number;
  /** Newest first, at most five. */
  readonly recent: readonly Review[];
}

export interface ReviewsArea {
  leave(actor: Actor, orderId: string, input: ReviewInput): Promise<Review>;
  forUser(actor: Actor, userId: string): Promise<ReviewSummary>;
  pendingFor(actor: Actor): Promise<readonly PendingReview[]>;
}

export interface NotificationsArea {
  /** The actor's notifications, newest first. Error: `login_required`. */
  list(actor: Actor): Promise<readonly Notification[]>;
  markRead(actor: Actor, id: string): Promise<boolean>;
  markAllRead(actor: Actor): Promise<number>;
}

export interface CouponsArea {
  /**
   * Keeps a coupon the platform issued for the acting person (one redemption per person and code).
   * Errors: `login_required`, `coupon_invalid` (empty or unknown code), `coupon_expired` (past its
   * date or withdrawn), `coupon_redeemed` (already in their list), `coupon_used`.
   */
  redeem(actor: Actor, code: string): Promise<CouponView>;
  /** The acting person's redeemed coupons, newest first. Error: `login_required`. */
  mine(actor: Actor): Promise<readonly CouponView[]>;
}

/** Cards saved with the payment provider (decision 027): each person sees and changes only theirs. */
export interface PaymentMethodsArea {
  /** The acting person's saved cards, oldest first. Error: `login_required`. */
  list(actor: Actor): Promise<readonly PaymentMethodView[]>;
  /**
   * Saves the card the provider SDK's token stands for (the card's number never reaches us); the
   * first card is the default. The same card again is kept once. Errors: `login_required`,
   * `validation` (no token), `card_rejected` (the provider refused it), `provider_unavailable`.
   */
  save(actor: Actor, input: SaveCardInput): Promise<PaymentMethodView>;
  /** Makes one of the person's cards the default. Errors: `login_required`, `not_found` (not theirs). */
  setDefault(actor: Actor, id: string): Promise<readonly PaymentMethodView[]>;
  /**
   * Forgets one of the person's cards, at the provider too; removing the default makes the oldest
   * left the default. Errors: `login_required`, `not_found` (not theirs), `provider_unavailable`.
   */
  remove(actor: Actor, id: string): Promise<readonly PaymentMethodView[]>;
}

/** Everything the marketplace keeps about one person, as they see it (their "your data" export). */
export interface PersonalData {
  readonly exportedAt: string;
  readonly profile: OwnProfile | null;
  readonly requests: readonly OrderView[];
  readonly deliveries: readonly OrderView[];
  readonly trips: readonly TripView[];
  readonly chats: readonly { readonly orderId: string; readonly messages: readonly ChatMessage[] }[];
  readonly reviewsWritten: readonly Review[];
  readonly reviewsReceived: readonly Review[];
  readonly notifications: readonly Notification[];
  readonly transactions: readonly TransactionRow[];
  /** The cards saved with the payment provider (decision 027): what is shown, no provider id. */
  readonly paymentMethods: readonly PaymentMethodExport[];
  /**
   * The photos of the person's requests nobody accepted yet (image id → data URL), so that an
   * import can publish them again (a request needs its photo).
   */
  readonly photos: Readonly<Record<string, string>>;
}

/** What an import into one's own account added, and what it left out. */
export interface PersonalImportSummary {
  readonly requests: number;
  readonly trips: number;
  /** Already in the account (same product and link; same trip): not added twice. */
  readonly duplicates: number;
  /** Refused by today's rules (a past trip, a request without its photo…). */
  readonly refused: number;
}

export interface DataArea {
  /** The acting person's own data, nobody else's. Error: `login_required`. */
  exportMine(actor: Actor): Promise<PersonalData>;
  /**
   * Brings a "your data" file (`exportMine`'s) into the actor's own account: only what they made
   * alone — requests nobody accepted (published again, with their photos) and trips — each
   * through its use case and today's rules. Never accounts, verification states, passwords,
   * orders shared with someone, chats, reviews or notifications. Importing the same file twice
   * adds nothing. Errors: `login_required`, `import_invalid`.
   */
  importMine(actor: Actor, file: string): Promise<PersonalImportSummary>;
}

/** A party's side of a dispute: a reason from `DISPUTE_REASONS`, their words, up to 3 photos. */
export interface OpenDisputeCommand {
  readonly reason: string;
  readonly text: string;
  readonly photos?: readonly Blob[];
}

/** An open dispute as support sees it: the order (no delivery code) and both parties' names. */
export interface DisputeCase {
  readonly order: OrderView;
  readonly buyerName: string;
  readonly travellerName: string;
}

export interface DisputesArea {
  /**
   * A party of a paid order (not delivered nor cancelled) opens a dispute, or adds their side to
   * the one the other party opened; the money stays held and confirming delivery is refused until
   * support resolves it. The other party is notified. Photos are checked like every upload.
   * Errors: `login_required`, `not_found`, `forbidden`, `invalid_transition` (not paid),
   * `validation` (fieldErrors `reason`, `text`, `photos`), `image_invalid`, `dispute_open` (their
   * side is already told), `refund_in_progress`.
   */
  open(actor: Actor, id: string, command: OpenDisputeCommand, options?: SubmissionOptions): Promise<OrderView>;
  /**
   * The buyer cancels a paid order whose delivery deadline passed (the server's clock), for a full
   * refund through the provider; no traveller agreement needed. Errors: `forbidden`,
   * `deadline_not_passed`, `dispute_open` (support decides), `refund_failed`,
   * `provider_unavailable`, `refund_in_progress`, `invalid_transition`.
   */
  cancelOverdue(actor: Actor, id: string): Promise<OrderView>;
  /** Whether the actor is support (an administrator set up by configuration). */
  isSupport(actor: Actor): Promise<boolean>;
  /** Support only: the open disputes, oldest first. Anyone else: `not_found`. */
  listOpen(actor: Actor): Promise<readonly DisputeCase[]>;
  /**
   * Support only: refunds the buyer (through the provider, reason 'dispute') or releases to the
   * traveller (as a confirmed delivery: the wallet is credited). Both parties are notified. Of two
   * resolutions at once, one wins. Errors: `not_found` (not support, unknown), `dispute_not_open`,
   * `refund_in_progress`, `refund_failed`, `provider_unavailable`.
   */
  resolve(actor: Actor, id: string, outcome: 'refund' | 'release'): Promise<OrderView>;
}

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
}
