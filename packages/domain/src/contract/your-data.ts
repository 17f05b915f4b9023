/** "Your data": everything kept about one person, exported as they see it, and imported into their account. */
import type { OfferView } from '#src/contract/offers';
import type { OrderView, OwnProfile, TripView } from '#src/projections';
import type { TransactionRow } from '#src/rules/wallet';
import type { ChatMessage } from '#src/schemas/chat';
import type { Actor } from '#src/schemas/common';
import type { AlertSettings } from '#src/schemas/matching';
import type { Notification } from '#src/schemas/notification';
import type { PaymentMethodExport } from '#src/schemas/payment-method';
import type { Review } from '#src/schemas/review';

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
  /** The offers the person made as a traveller (decision 045), as they see them. */
  readonly offersMade: readonly OfferView[];
  /**
   * The offers on the person's requests, as their buyer sees them on the request's page: another
   * traveller's offer appears exactly as it is shown to the buyer, nothing more.
   */
  readonly offersReceived: readonly OfferView[];
  /** The travellers the person invited to their requests (decision 046): which request, which trip. */
  readonly invitationsSent: readonly { readonly requestId: string; readonly tripId: string }[];
  /** The person's alerts (decision 046): the defaults when they never set them. */
  readonly alerts: AlertSettings;
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
