// Requests (decision 035): publishing, the lists, one request and what its viewer may do with it,
// its owner's edit and withdrawal. The publish and edit form is the domain's publish schema: every
// key a text field, `image` a file — a field added to the command reaches the wire from there.
import { form, keysOf, queryFrom, type ShapesOf } from '#src/api/shape';
import { route } from '#src/api/route';
import type { PublishRequestCommand, RequestPage } from '#src/contract';
import type { RequestView } from '#src/projections';
import type { RequestAction } from '#src/rules/lifecycle';
import { pageRequestSchema, requestFiltersSchema, type PageRequest, type RequestFilters } from '#src/schemas/filters';
import { publishRequestInputSchema } from '#src/schemas/product-request';

export const requests = {
  publish: route<RequestView, PublishRequestCommand>()('POST', '/requests', {
    via: 'form',
    status: 201,
    idempotent: true,
  }),
  /** Every active request matching the filters (the contract's `search`). */
  search: route<readonly RequestView[], RequestFilters>()('GET', '/requests', { via: 'query' }),
  /** One page of the list (keyset): `after` is the previous page's `next`. */
  searchPage: route<RequestPage, RequestFilters & PageRequest>()('GET', '/requests/page', { via: 'query' }),
  home: route<readonly RequestView[]>()('GET', '/requests/home'),
  get: route<RequestView>()('GET', '/requests/:id', { missing: 'null' }),
  actionFor: route<{ action: RequestAction }>()('GET', '/requests/:id/action', { missing: 'null' }),
  /** The photo only when a new one is sent. */
  edit: route<RequestView, PublishRequestCommand>()('PUT', '/requests/:id', { via: 'form' }),
  cancel: route<RequestView>()('POST', '/requests/:id/cancel'),
};

const publishForm = () => form<PublishRequestCommand>()({ text: keysOf(publishRequestInputSchema), file: ['image'] });

export const requestsShapes = (): ShapesOf<typeof requests> => ({
  publish: publishForm(),
  search: queryFrom(requestFiltersSchema),
  searchPage: queryFrom(requestFiltersSchema.extend(pageRequestSchema.shape)),
  edit: publishForm(),
});
