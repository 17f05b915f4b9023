import { DESTINATION_COUNTRY } from '#src/countries';
import { DomainError, MESSAGES } from '#src/errors';
import { HOME_LIMIT } from '#src/constants';
import { shortNameOf } from '#src/rules/lifecycle';
import { fieldErrorsOf } from '#src/schemas/common';
import { type TravelerTrip, TRIP_FIELD_MESSAGES, tripInputSchema } from '#src/schemas/trip';
import type { TripsArea } from '#src/contract';
import type { Repositories } from '#src/ports/repositories';
import { type TripView, tripView } from '#src/projections';
import type { Context } from '#src/services/context';

/** The trips with each traveller's verification as it is now (one read of the users). */
async function withTravellers(r: Repositories, trips: readonly TravelerTrip[]): Promise<TripView[]> {
  const users = await r.users.byIds([...new Set(trips.map((t) => t.userId))]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return trips.map((t) => tripView(t, byId.get(t.userId)));
}

export function createTripsService(ctx: Context): TripsArea {
  return {
    /**
     * Errors: 'Inicia sesión - Debes iniciar sesión para registrar un viaje.', 'Campos requeridos',
     * 'Fechas inválidas' (return before departure; added on purpose).
     */
    async register(actor, input) {
      const user = await ctx.requireUser(actor, 'login_required', 'tripLoginRequired');
      const parsed = tripInputSchema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        const onlyDates =
          Object.keys(fieldErrors).length === 1 && fieldErrors.returnDate === TRIP_FIELD_MESSAGES.returnBeforeDeparture;
        const [t, d] = onlyDates ? MESSAGES.returnBeforeDeparture : MESSAGES.requiredFields;
        throw new DomainError('validation', t, d, fieldErrors);
      }
      const trip: TravelerTrip = {
        id: ctx.deps.random.id(),
        userId: user.id,
        userName: shortNameOf(user),
        ...parsed.data,
        destinationCountry: DESTINATION_COUNTRY,
        status: 'active',
        createdAt: ctx.now(),
        isExample: false,
      };
      await ctx.transaction(async (tx, changed) => {
        await tx.trips.add(trip);
        changed({ topic: 'trips', ids: [trip.id], audience: 'everyone' });
      });
      return tripView(trip, user);
    },
    async listNewestFirst(_actor) {
      return ctx.read(async (r) => withTravellers(r, await r.trips.search({})));
    },
    async search(_actor, filters) {
      return ctx.read(async (r) => withTravellers(r, await r.trips.search(filters)));
    },
    async home(_actor) {
      return ctx.read(async (r) => withTravellers(r, await r.trips.search({}, HOME_LIMIT)));
    },
    async mine(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return ctx.read(async (r) => withTravellers(r, await r.trips.byUser(user.id)));
    },
  };
}
