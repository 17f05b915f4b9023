/** Matching's records (issue 36, decision 046): the invitations, one per request and trip (the key). */
import { eq } from 'drizzle-orm';
import type { Repositories } from '@cg/domain';
import * as t from '#src/schema';
import type { Runner } from '#src/repositories/runner';

export function sqlMatching(q: Runner): Repositories['matching'] {
  const i = t.invitations;
  return {
    async invite(invitation) {
      const inserted = await q
        .insert(i)
        .values(invitation)
        .onConflictDoNothing({ target: [i.requestId, i.tripId] })
        .returning({ tripId: i.tripId });
      return inserted.length > 0;
    },
    async invitedTrips(requestId) {
      const rows = await q.select({ tripId: i.tripId }).from(i).where(eq(i.requestId, requestId));
      return rows.map((r) => r.tripId);
    },
  };
}
