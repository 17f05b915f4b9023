/** Requests and the orders they become: publishing, the lists, accepting, delivery, and cancelling. */
import type { PageRequest, SubmissionOptions } from '#src/contract/call-options';
import type { OrderView, RequestView } from '#src/projections';
import type { RequestFilters } from '#src/rules/filters';
import type { RequestAction } from '#src/rules/lifecycle';
import type { Actor } from '#src/schemas/common';
import type { PublishRequestInput } from '#src/schemas/product-request';

export interface RequestPage {
  readonly items: readonly RequestView[];
  /** The next page's `after`; null on the last page. */
  readonly next: string | null;
  /** How many match the filters, over every page. */
  readonly matching: number;
  /** How many are available at all ("12 pedidos de 40"). */
  readonly available: number;
  /**
   * None is available, yet some were published and a traveller took them (accepted, paid or
   * delivered): the empty list says so rather than "nobody has published yet". False whenever one
   * is available.
   */
  readonly taken: boolean;
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
   * Accepts as traveller (compare-and-set: only while active), on `tripId`: one of the actor's
   * trips from the request's country, returning today or later, which sets the delivery deadline
   * (decision 026). A traveller with such a trip must name one; one with none accepts without
   * (the 30-day rule). Errors: `login_required`, `own_request`, `verification_required`,
   * `already_accepted`, `not_found` (the request, or a trip that is not the actor's), `validation`
   * (a trip is needed, is from another country, or is over).
   */
  accept(actor: Actor, id: string, tripId?: string | null, customsPayer?: string | null): Promise<OrderView>;
  /** The buyer's delivery code while paid; null for anyone else. */
  securityCode(actor: Actor, id: string): Promise<string | null>;
  /**
   * The accepting traveller enters the buyer's code. Errors: `invalid_code`, `wrong_code`
   * (attempt counted), `code_locked` (5th miss and after), `forbidden`, `invalid_transition`.
   * `payoutCents`: what the delivery released to the traveller's wallet (decision 049: the price
   * she advanced + the reward less commission + the buyer's customs tax).
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
  /**
   * Decision 049: asks the provider again for the order's partial refunds whose money is not
   * confirmed back (a lower receipt's difference the provider did not answer or refused): the same
   * key when the answer never came, a new one after a refusal; the amounts are the stored ones (the
   * server's, never the caller's). Either party. Errors: `login_required`, `forbidden`,
   * `refund_in_progress` (another try claimed them first).
   */
  retryRefunds(actor: Actor, id: string): Promise<OrderView>;
}
