import { DESTINATION_COUNTRY } from '#src/countries';
import { DomainError, MESSAGES } from '#src/errors';
import { COUNT_LIMIT, HOME_LIMIT, MAX_ACTIVE_TRIPS, PAGE_SIZE, PAGE_SIZE_MAX } from '#src/constants';
import { decodeCursor, encodeCursor, type TripFilters } from '#src/rules/filters';
import { shortNameOf } from '#src/rules/lifecycle';
import { dateOnlySchema, fieldErrorsOf } from '#src/schemas/common';
import {
  type TravelerTrip,
  type TripEditableField,
  type TripInput,
  TRIP_FIELD_MESSAGES,
  tripInputSchema,
} from '#src/schemas/trip';
import type { TripsArea } from '#src/contract';
import type { Repositories } from '#src/ports/repositories';
import { type TripView, tripView } from '#src/projections';
import type { Context } from '#src/services/context';
import { argentinaDay } from '#src/format';
import { travellerStanding } from '#src/services/customs';
import { tellOfNewTrip } from '#src/services/matching';

/** The trips with each traveller's verification as it is now (one read of the users). */
async function withTravellers(r: Repositories, trips: readonly TravelerTrip[]): Promise<TripView[]> {
  const users = await r.users.byIds([...new Set(trips.map((t) => t.userId))]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return trips.map((t) => tripView(t, byId.get(t.userId)));
}

/**
 * The list's filters as a URL may carry them: a return date that is not a day of the calendar is
 * no filter (it used to be compared as text: "0" matched nothing, "z" everything), and the texts
 * are as long as a country's name or a search can be.
 */
function listFilters(filters: TripFilters): TripFilters {
  const { originCountry, returnBy, text } = filters;
  return {
    ...(originCountry && { originCountry: originCountry.slice(0, 100) }),
    ...(returnBy && dateOnlySchema.safeParse(returnBy).success && { returnBy }),
    ...(text && { text: text.slice(0, 200) }),
  };
}

/** The order statuses that still need their trip (decision 026). */
const IN_PROGRESS = new Set(['accepted', 'paid']);

/** Whether an accepted or paid order travels on the trip. */
const carriesOrder = async (r: Repositories, tripId: string) =>
  (await r.requests.list({ tripId })).some((o) => IN_PROGRESS.has(o.status));

/**
 * The registration form's fields checked as registering does: 'Campos requeridos', 'Fechas
 * inválidas', and 'Viaje terminado' for a trip that returned before `today` (issue 35 item 11).
 */
function validTrip(input: TripInput, today: string): TripFields {
  const parsed = tripInputSchema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    const onlyDates =
      Object.keys(fieldErrors).length === 1 && fieldErrors.returnDate === TRIP_FIELD_MESSAGES.returnBeforeDeparture;
    const [t, d] = onlyDates ? MESSAGES.returnBeforeDeparture : MESSAGES.requiredFields;
    throw new DomainError('validation', t, d, fieldErrors);
  }
  if (parsed.data.returnDate < today) {
    const [t, d] = MESSAGES.tripOver;
    throw new DomainError('validation', t, d, { returnDate: d });
  }
  return parsed.data;
}
type TripFields = Pick<TravelerTrip, TripEditableField>;

export function createTripsService(ctx: Context): TripsArea {
  return {
    /**
     * Errors: 'Inicia sesión - Debes iniciar sesión para registrar un viaje.', 'Campos requeridos',
     * 'Fechas inválidas' (return before departure; added on purpose), 'Demasiados viajes' (already
     * MAX_ACTIVE_TRIPS trips returning today or later; issue 32).
     */
    async register(actor, input) {
      const user = await ctx.requireUser(actor, 'login_required', 'tripLoginRequired');
      // "Today" as the other date rules read it (disputes.ts): the UTC day of now.
      const fields = validTrip(input, argentinaDay(ctx.now()));
      const trip: TravelerTrip = {
        id: ctx.deps.random.id(),
        userId: user.id,
        userName: shortNameOf(user),
        ...fields,
        destinationCountry: DESTINATION_COUNTRY,
        status: 'active',
        createdAt: ctx.now(),
        isExample: false,
      };
      const cap = { from: trip.createdAt.slice(0, 10), max: MAX_ACTIVE_TRIPS };
      await ctx.transaction(async (tx, changed) => {
        if (!(await tx.trips.add(trip, cap))) return ctx.fail('too_many_trips', 'tooManyTrips');
        changed({ topic: 'trips', ids: [trip.id], audience: 'everyone' });
        changed(await tellOfNewTrip(ctx, tx, trip, trip.userName));
      });
      return tripView(trip, user);
    },
    async searchPage(_actor, given, page = {}) {
      // Only trips still ahead are available (issue 35 item 11).
      const filters = { ...listFilters(given), returnFrom: argentinaDay(ctx.now()) };
      const limit = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(page.limit ?? PAGE_SIZE) || PAGE_SIZE));
      const after = decodeCursor(page.after) ?? undefined;
      return ctx.read(async (r) => {
        // One more than the page: whether there is a next page, without counting again; the count
        // stops one past the limit ("más de 1.000") instead of reading the whole table.
        const [found, matching] = await Promise.all([
          r.trips.search(filters, limit + 1, after),
          r.trips.count(filters, COUNT_LIMIT + 1),
        ]);
        const items = found.slice(0, limit);
        const last = items.at(-1);
        return {
          items: await withTravellers(r, items),
          next: found.length > limit && last ? encodeCursor(last) : null,
          matching,
          countLimit: COUNT_LIMIT,
        };
      });
    },
    async home(_actor) {
      const ahead = { returnFrom: argentinaDay(ctx.now()) };
      return ctx.read(async (r) => withTravellers(r, await r.trips.search(ahead, HOME_LIMIT)));
    },
    async mine(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return ctx.read(async (r) => withTravellers(r, await r.trips.byUser(user.id)));
    },
    /**
     * The trip is held (`byId` in the transaction) while the orders on it are read: an accept on
     * it waits for this change, or this change waits for the accept and then sees its order.
     */
    async edit(actor, id, input) {
      const user = await ctx.requireUser(actor, 'login_required', 'tripLoginRequired');
      const fields = validTrip(input, argentinaDay(ctx.now()));
      return ctx.transaction(async (tx, changed) => {
        const trip = await tx.trips.byId(id);
        if (trip?.userId !== user.id) return ctx.fail('not_found', 'tripNotFound');
        const moves = fields.returnDate !== trip.returnDate || fields.originCountry !== trip.originCountry;
        if (moves && (await carriesOrder(tx, id))) return ctx.fail('trip_in_use', 'tripInUse');
        await tx.trips.update(id, fields);
        changed({ topic: 'trips', ids: [id], audience: 'everyone' });
        return tripView({ ...trip, ...fields }, user);
      });
    },
    async remove(actor, id) {
      const user = await ctx.requireUser(actor, 'login_required', 'tripLoginRequired');
      await ctx.transaction(async (tx, changed) => {
        const trip = await tx.trips.byId(id);
        if (trip?.userId !== user.id) return ctx.fail('not_found', 'tripNotFound');
        if (await carriesOrder(tx, id)) return ctx.fail('trip_in_use', 'tripInUse');
        await tx.trips.remove(id);
        changed({ topic: 'trips', ids: [id], audience: 'everyone' });
      });
    },
    async standing(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return ctx.read((r) => travellerStanding(r, user.id, ctx.now()));
    },
  };
}
