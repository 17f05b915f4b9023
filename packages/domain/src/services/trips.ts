import { DESTINATION_COUNTRY } from '#src/countries';
import { DomainError, MESSAGES } from '#src/errors';
import { filterTrips, homeSelection, newestFirst } from '#src/rules/filters';
import { shortNameOf } from '#src/rules/lifecycle';
import { fieldErrorsOf } from '#src/schemas/common';
import { type TravelerTrip, TRIP_FIELD_MESSAGES, tripInputSchema } from '#src/schemas/trip';
import type { TripsArea } from '#src/contract';
import type { Context } from '#src/services/context';
import { put } from '#src/storage/store';

export function createTripsService(ctx: Context): TripsArea {
  const { store, docs } = ctx;
  const all = () => store.read(docs.trips);
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
      await ctx.exclusive(async () => {
        await store.write([put(docs.trips, [...(await all()), trip])]);
        ctx.publish({ topic: 'trips', ids: [trip.id], audience: 'everyone' });
      });
      return trip;
    },
    async listNewestFirst(_actor) {
      return newestFirst(await all());
    },
    async search(_actor, filters) {
      return filterTrips(newestFirst(await all()), filters);
    },
    async home(_actor) {
      return homeSelection(await all());
    },
    async mine(actor) {
      const user = await ctx.requireUser(actor, 'login_required', 'dashboardLoginRequired');
      return newestFirst((await all()).filter((t) => t.userId === user.id));
    },
  };
}
