/**
 * Issue 36's leftover (decision 045): a request its buyer cancels or deletes (with the account)
 * while travellers' offers on it are live ends those offers — stored as `closed`, each traveller
 * told — as the order made on it closes the others (`makeOrder`).
 */
import type { Change } from '#src/ports/changes';
import type { Repositories } from '#src/ports/repositories';
import type { ProductRequest } from '#src/schemas/product-request';
import type { Context } from '#src/services/context';
import { NOTIFICATION_TEXTS, notify } from '#src/services/notifications';

/** Closes the request's live offers (in `tx`, before it is removed) and tells their travellers; what changed. */
export async function endOffersOfCancelled(
  ctx: Context,
  tx: Repositories,
  request: Pick<ProductRequest, 'id' | 'productName'>,
): Promise<readonly (Change | null)[]> {
  const ended = await tx.offers.closeLive(request.id, null, ctx.now());
  if (ended.length === 0) return [];
  const travellers = [...new Set(ended.map((o) => o.travellerId))];
  const news = await notify(
    ctx,
    tx,
    travellers.map((travellerId) =>
      NOTIFICATION_TEXTS.offerEndedByCancel({ travellerId, requestId: request.id, productName: request.productName }),
    ),
  );
  return [{ topic: 'requests', ids: [request.id], audience: travellers }, news];
}
