/** Travellers' offers on requests (`offers`, decision 045): compare-and-set on their state, as SQL does. */
import type { DocumentAccess } from '#src/documents-unit';
import { changeWhere, newestStoredFirst } from '#src/repositories/lists';
import type { Repositories } from '@cg/domain/ports/repositories';
import { isLive } from '@cg/domain/rules/offers';
import { offersDocument } from '#src/storage/documents';

export function browserOffers(d: DocumentAccess): Repositories['offers'] {
  const offers = () => d.get(offersDocument);
  return {
    async byId(id) {
      return (await offers()).find((o) => o.id === id) ?? null;
    },
    async forRequest(requestId) {
      return newestStoredFirst((await offers()).filter((o) => o.requestId === requestId));
    },
    async forTraveller(travellerId) {
      return newestStoredFirst((await offers()).filter((o) => o.travellerId === travellerId));
    },
    async add(offer) {
      // Inside a transaction the document is locked from this read to the commit (the partial
      // unique index of SQL): a second offer of the same traveller waits, then sees this one.
      const list = await offers();
      const taken = list.some(
        (o) =>
          o.id === offer.id ||
          (o.requestId === offer.requestId && o.travellerId === offer.travellerId && isLive(o.status)),
      );
      if (taken) return false;
      await d.set(offersDocument, [...list, offer]);
      return true;
    },
    async update(id, expected, patch) {
      const changed = await changeWhere(
        d,
        offersDocument,
        (o) => o.id === id && expected.includes(o.status),
        (o) => ({ ...o, ...patch }),
      );
      return changed.length > 0;
    },
    async closeLive(requestId, exceptId, at) {
      return changeWhere(
        d,
        offersDocument,
        (o) => o.requestId === requestId && o.id !== exceptId && isLive(o.status),
        (o) => ({ ...o, status: 'closed' as const, updatedAt: at }),
      );
    },
  };
}
