import type { OrderView } from '@cg/domain';
import { deadlineText } from '#app/lib/format';

/** The order's delivery deadline while it is in progress (decision 026). */
export function Deadline({ order }: { order: OrderView }) {
  const said = deadlineText(order);
  return said ? <p>{said}</p> : null;
}
