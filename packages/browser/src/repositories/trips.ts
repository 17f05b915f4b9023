/** Travellers' trips in the `travelerTrips` document: the public list, and each person's cap of trips ahead. */
import type { DocumentAccess } from '#src/documents-unit';
import { cappedCount, changeWhere, pageOf, removeWhere } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import { filterTrips, newestFirst } from '@cg/domain/rules/filters';
import { bySoonestReturn, tripCarries } from '@cg/domain/rules/matching';
import { invitationsDocument, tripsDocument } from '#src/storage/documents';

/** The invitations to trips that went go with them, as SQL's cascade takes them (decision 046). */
async function forgetInvitations(d: DocumentAccess, tripIds: ReadonlySet<string>) {
  if (tripIds.size > 0) await removeWhere(d, invitationsDocument, (i) => tripIds.has(i.tripId));
}

export function browserTrips(d: DocumentAccess): Repositories['trips'] {
  const trips = () => d.get(tripsDocument);
  return {
    async add(trip, cap) {
      // Inside a transaction the document is locked from this read to the commit: a second tab
      // registering at once waits, then counts this one.
      const list = await trips();
      const ahead = list.filter((t) => t.userId === trip.userId && t.returnDate >= cap.from).length;
      if (list.some((t) => t.id === trip.id) || ahead + (trip.returnDate >= cap.from ? 1 : 0) > cap.max) return false;
      await d.set(tripsDocument, [...list, trip]);
      return true;
    },
    // Inside a transaction the read holds the document until the commit (the port's `byId`).
    async byId(id) {
      return (await trips()).find((t) => t.id === id) ?? null;
    },
    async update(id, patch) {
      return (
        (
          await changeWhere(
            d,
            tripsDocument,
            (t) => t.id === id,
            (t) => ({ ...t, ...patch }),
          )
        ).length > 0
      );
    },
    async remove(id) {
      const removed = (await removeWhere(d, tripsDocument, (t) => t.id === id)) > 0;
      if (removed) await forgetInvitations(d, new Set([id]));
      return removed;
    },
    async byUser(userId) {
      return newestFirst((await trips()).filter((t) => t.userId === userId));
    },
    async search(filters, limit, after) {
      return pageOf(filterTrips(newestFirst(await trips()), filters), limit, after);
    },
    async count(filters, upTo) {
      return cappedCount(filterTrips(await trips(), filters).length, upTo);
    },
    async removeByUser(userId) {
      const theirs = new Set((await trips()).filter((t) => t.userId === userId).map((t) => t.id));
      const removed = await removeWhere(d, tripsDocument, (t) => theirs.has(t.id));
      await forgetInvitations(d, theirs);
      return removed;
    },
    // A scan of the document (decision 046).
    async matchingRequest({ country, returnFrom, exceptTraveller, limit }) {
      const found = (await trips()).filter((t) => tripCarries(t, { country, userId: exceptTraveller }, returnFrom));
      return found.sort(bySoonestReturn).slice(0, limit);
    },
  };
}
