/** Delivery deadlines, disputes and support's resolutions (decision 026). */
import type { SubmissionOptions } from '#src/contract/call-options';
import type { OrderView } from '#src/projections';
import type { Actor } from '#src/schemas/common';

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
