/** The top-up of an order (issue 37, decision 052): the buyer approves a second charge after a higher receipt. */
import type { OrderView } from '#src/projections';
import type { Actor } from '#src/schemas/common';

/**
 * What the buyer sends: a card token from the provider's SDK (a saved card's, with its security
 * code, or a typed card's). Never an amount: the server computes the top-up from the receipt.
 */
export interface ApproveTopUpCommand {
  readonly cardToken?: unknown;
}

/** The provider's answer: approved (the code now releases), or still in process (asked again later). */
export interface TopUpOutcome {
  readonly status: 'approved' | 'in_process';
  readonly request: OrderView;
}

export interface TopUpsArea {
  /**
   * The order's buyer approves the top-up the receipt asks for (a receipt in the request's
   * currency above the price held by up to 10 %, the order paid): the server charges its own
   * amount under the top-up's own idempotency key. Asking again after no answer uses the same key
   * (never a second charge); a second tab or a double click while one is under way is
   * `payment_in_progress`; once approved, asking again answers approved and charges nothing. Errors:
   * `login_required`, `not_found` (anyone but the parties), `forbidden` (the traveller),
   * `invalid_transition` (no top-up due: no receipt, equal, lower, beyond, another currency, not
   * paid), `validation` (no card token), `payment_failed` (declined: the buyer may try again),
   * `payment_in_progress`, `provider_unavailable` (no answer: pending, asked again with the same key).
   */
  approve(actor: Actor, id: string, command: ApproveTopUpCommand): Promise<TopUpOutcome>;
}
