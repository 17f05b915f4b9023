/** Who is told of a change to a request: everyone sees its status; attempts, codes and money only its parties. */
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
