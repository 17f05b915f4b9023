import { DESTINATION_COUNTRY } from '#src/countries';
import { DomainError, MESSAGES } from '#src/errors';
import { HOME_LIMIT } from '#src/constants';
import { shortNameOf } from '#src/rules/lifecycle';
import { fieldErrorsOf } from '#src/schemas/common';
import { type TravelerTrip, TRIP_FIELD_MESSAGES, tripInputSchema } from '#src/schemas/trip';
import type { TripsArea } from '#src/contract';
import type { Context } from '#src/services/context';

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
        userAvatar: user.profilePicture,
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
      return trip;
    },
    async listNewestFirst(_actor) {
      return ctx.read((r) => r.trips.search({}));
    },
    async search(_actor, filters) {
      return ctx.read((r) => r.trips.search(filters));
    },
    async home(_actor) {
      return ctx.read((r) => r.trips.search({}, HOME_LIMIT));
    },
    async mine(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return ctx.read((r) => r.trips.byUser(user.id));
    },
  };
}
