/**
 * Who may read a stored photo (decision 026). A request's photo is public with its request; a
 * dispute's photos are evidence between the order's two parties and support, so anyone else —
 * another account, a visitor — is told what a missing photo tells: nothing (`null`, a 404). A
 * purchase receipt's file, kept in the same store, is no photo to anyone: its order's download
 * serves it (decision 050).
 */
import type { MarketplacePorts } from '#src/services/context';
import { type Actor, userIdOf } from '#src/schemas/common';

export interface PhotoRead {
  readonly blob: Blob;
  /** A dispute's photo: served to this person only, never from a shared cache. */
  readonly restricted: boolean;
}

export async function readPhoto(
  ports: Pick<MarketplacePorts, 'uow' | 'images'>,
  actor: Actor,
  id: string,
): Promise<PhotoRead | null> {
  const access = await ports.uow.read(async (r) => {
    // A purchase receipt is downloaded from its order alone (decision 050), never as a photo.
    if ((await r.requests.list({ receiptFile: id })).length > 0) return 'refused';
    const [disputed] = await r.requests.list({ disputePhoto: id });
    if (!disputed) return 'public';
    const actorId = userIdOf(actor);
    if (actorId === null) return 'refused';
    if (actorId === disputed.userId || actorId === disputed.acceptedBy) return 'restricted';
    return (await r.users.byId(actorId))?.isAdmin === true ? 'restricted' : 'refused';
  });
  if (access === 'refused') return null;
  const blob = await ports.images.get(id);
  return blob ? { blob, restricted: access === 'restricted' } : null;
}
