/** Delivery deadlines, disputes and support's resolutions (decision 026). */
import type { SubmissionOptions } from '#src/contract/call-options';
import type { OrderView } from '#src/projections';
import type { HistoryEntry } from '#src/rules/order-story';
import type { ChatMessage } from '#src/schemas/chat';
import type { Actor } from '#src/schemas/common';
import type { PaymentSnapshot } from '#src/schemas/product-request';

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

/** The money of a disputed order: what was paid, and what each of support's outcomes moves. */
export interface DisputeMoney extends PaymentSnapshot {
  /** Back to the buyer on 'Reembolsar al comprador'. */
  readonly refundUsdCents: number;
  /** To the traveller's wallet on 'Liberar al viajero' (the reward less the commission). */
  readonly releaseUsdCents: number;
}

/** A dispute as support decides it: the case, its history, its money and — while open — the chat. */
export interface DisputeCaseDetail extends DisputeCase {
  readonly history: readonly HistoryEntry[];
  readonly money: DisputeMoney | null;
  /** The order's chat while the dispute is open; null once it is resolved (the chat is the parties' again). */
  readonly chat: readonly ChatMessage[] | null;
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
   * Support only: one disputed order's case — the order, its history, both statements, the money
   * and, while the dispute is open, the order's chat. Support's first read of the chat under a
   * dispute is recorded in the chat (a message from 'Soporte'), so both parties know.
   * Errors: `not_found` (not support, unknown order, an order with no dispute).
   */
  caseOf(actor: Actor, id: string): Promise<DisputeCaseDetail>;
  /**
   * Support only: refunds the buyer (through the provider, reason 'dispute') or releases to the
   * traveller (as a confirmed delivery: the wallet is credited), with a message (10–1000
   * characters) both parties receive in their notification and keep in the order's history. Of
   * two resolutions at once, one wins. Errors: `not_found` (not support, unknown), `validation`
   * (fieldErrors `message`), `dispute_not_open`, `refund_in_progress`, `refund_failed`,
   * `provider_unavailable`.
   */
  resolve(actor: Actor, id: string, outcome: 'refund' | 'release', message: string): Promise<OrderView>;
}
