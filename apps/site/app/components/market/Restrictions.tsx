// Restricted and forbidden items on the site: the domain screens (restrictionsOf, and
// ForbiddenItemError on publish), @cg/ui's RestrictedItemsNotice shows.
import { restrictionsOf, type ProductRequest } from '@cg/domain';
import { RestrictedItemsNotice, type RestrictedItemsNoticeProps } from '@cg/ui';

type Screened = Pick<ProductRequest, 'productName' | 'category' | 'notes'> & {
  readonly restrictions?: ProductRequest['restrictions'];
};

/** The items of `request` customs or airlines restrict, with what the traveller must know. */
function restrictedItemsOf(request: Screened) {
  return restrictionsOf(request).map((r) => ({ code: r.code, label: r.label, note: r.travellerNote }));
}

/**
 * The warning travellers see on a restricted request: `compact` on cards (RequestCard's
 * `warning`), `full` on the request page. Nothing for an unrestricted request.
 */
export function RequestRestrictions({
  request,
  ...props
}: { request: Screened } & Omit<RestrictedItemsNoticeProps, 'items' | 'kind'>) {
  const items = restrictedItemsOf(request);
  return items.length > 0 ? <RestrictedItemsNotice items={items} kind="restricted" {...props} /> : null;
}

/** For RequestCard's `warning` slot: the compact notice, or `undefined` (no empty slot). */
export function restrictionWarning(request: Screened) {
  const items = restrictedItemsOf(request);
  return items.length > 0 ? <RestrictedItemsNotice items={items} kind="restricted" size="compact" /> : undefined;
}
