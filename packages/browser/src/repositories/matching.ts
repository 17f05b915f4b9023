/** Matching's records (decision 046) in their documents: the invitations and each person's alerts. */
import type { DocumentAccess } from '#src/documents-unit';
import { removeWhere } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import { tripCarries } from '@cg/domain/rules/matching';
import { alertsDocument, invitationsDocument, tripsDocument } from '#src/storage/documents';

export function browserMatching(d: DocumentAccess): Repositories['matching'] {
  const invitations = () => d.get(invitationsDocument);
  const alerts = () => d.get(alertsDocument);
  return {
    async invite(invitation) {
      // Inside a transaction the document is locked from this read to the commit: one of two tabs wins.
      const list = await invitations();
      if (list.some((i) => i.requestId === invitation.requestId && i.tripId === invitation.tripId)) return false;
      await d.set(invitationsDocument, [...list, invitation]);
      return true;
    },
    async invitedTrips(requestId) {
      return (await invitations()).filter((i) => i.requestId === requestId).map((i) => i.tripId);
    },
    async alerts(userId) {
      const found = (await alerts()).find((a) => a.userId === userId);
      return found ? { tripCountries: found.tripCountries, requestAlerts: found.requestAlerts } : null;
    },
    async setAlerts(userId, settings, at) {
      const others = (await alerts()).filter((a) => a.userId !== userId);
      await d.set(alertsDocument, [...others, { userId, ...settings, updatedAt: at }]);
    },
    // Scans of the documents (decision 046: bounded by what one browser stores).
    async tripWatchers(country, exceptUser, limit) {
      return (await alerts())
        .filter((a) => a.userId !== exceptUser && a.tripCountries.includes(country))
        .map((a) => a.userId)
        .slice(0, limit);
    },
    async requestWatchers({ country, returnFrom, exceptTraveller, limit }) {
      const off = new Set((await alerts()).filter((a) => !a.requestAlerts).map((a) => a.userId));
      const travellers = (await d.get(tripsDocument))
        .filter((t) => tripCarries(t, { country, userId: exceptTraveller }, returnFrom))
        .map((t) => t.userId)
        .filter((id) => !off.has(id));
      return [...new Set(travellers)].slice(0, limit);
    },
    async removeAlerts(userId) {
      await removeWhere(d, alertsDocument, (a) => a.userId === userId);
    },
  };
}
