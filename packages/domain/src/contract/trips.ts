/** Travellers' trips to Argentina: registering one, and the public list. */
import type { PageRequest, SubmissionOptions } from '#src/contract/call-options';
import type { TripView } from '#src/projections';
import type { TripFilters } from '#src/rules/filters';
import type { Actor } from '#src/schemas/common';
import type { TripInput } from '#src/schemas/trip';
import type { AllowanceMonth } from '#src/rules/allowance';
import type { TrustStanding } from '#src/rules/trust-tiers';

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

/** What a traveller sees of their own standing (issue 37): the months of entry ahead and the trust tier. */
export interface TravellerStanding {
  /** From this calendar month on (Argentina's), oldest first. */
  readonly months: readonly AllowanceMonth[];
  readonly trust: TrustStanding;
}

export interface TripsArea {
  /**
   * Registers the actor's trip to Argentina. Errors: `login_required`, `validation` ('Campos
   * requeridos', 'Fechas inválidas', 'Viaje terminado': it returned before today), `too_many_trips` (already MAX_ACTIVE_TRIPS trips returning
   * today or later: counted and added as one step, so two at once cannot pass it together).
   */
  register(actor: Actor, input: TripInput, options?: SubmissionOptions): Promise<TripView>;
  /**
   * "Viajeros Disponibles", one page at a time (keyset: `after` is the previous page's `next`; an
   * unreadable one is the first page). `limit` defaults to 24, at most 100. There is no read of
   * every trip: a public list is always a page (issue 32).
   */
  searchPage(actor: Actor, filters: TripFilters, page?: PageRequest): Promise<TripPage>;
  /** The home page's four newest (the lists show only trips returning today or later). */
  home(actor: Actor): Promise<readonly TripView[]>;
  /** The actor's own trips, past ones too. Error: `login_required`. */
  mine(actor: Actor): Promise<readonly TripView[]>;
  /**
   * Its traveller changes a trip: the registration form's fields and rules. Errors:
   * `login_required`, `not_found` (unknown or someone else's: decision 030), `validation`,
   * `trip_in_use` (it carries an order in progress and its origin or return would change).
   */
  edit(actor: Actor, id: string, input: TripInput): Promise<TripView>;
  /**
   * Its traveller deletes a trip. Errors: `login_required`, `not_found`, `trip_in_use` (it carries
   * an accepted or paid order: decision 026).
   */
  remove(actor: Actor, id: string): Promise<void>;
  /**
   * Issue 37 (decision 047): the actor's customs allowance ledger per calendar month of entry (this
   * month on) and trust tier, as the trip page and the dashboard show them and the accept dialog
   * checks a request against. Error: `login_required`.
   */
  standing(actor: Actor): Promise<TravellerStanding>;
}
