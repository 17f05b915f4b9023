/**
 * Who is told of a change: of a request, everyone its status and only its parties the rest; of a
 * person, everyone their public record and only themselves their private one (password, e-mail).
 */
import type { Change } from '#src/ports/changes';
import type { ProductRequest } from '#src/schemas/product-request';

/** The buyer and the accepting traveller. */
export const partiesOf = (r: ProductRequest): string[] => (r.acceptedBy ? [r.userId, r.acceptedBy] : [r.userId]);

/** The request changed, for everyone or for its parties alone. */
export const requestChanged = (r: ProductRequest, audience: 'everyone' | 'parties'): Change => ({
  topic: 'requests',
  ids: [r.id],
  audience: audience === 'everyone' ? 'everyone' : partiesOf(r),
});

/** The person changed: their public record (a name, a picture, a verification), or what only they see. */
export const userChanged = (id: string, audience: 'everyone' | 'themselves' = 'everyone'): Change => ({
  topic: 'users',
  ids: [id],
  audience: audience === 'everyone' ? 'everyone' : [id],
});
