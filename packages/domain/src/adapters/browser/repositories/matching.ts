/** Matching's records (decision 046) in their documents: the invitations. */
import type { DocumentAccess } from '#src/adapters/browser/documents-unit';
import type { Repositories } from '#src/ports/repositories';
import { invitationsDocument } from '#src/storage/documents';

export function browserMatching(d: DocumentAccess): Repositories['matching'] {
  const invitations = () => d.get(invitationsDocument);
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
  };
}
