// The restricted-items rules (every rule's words, for the travellers' warning) and the flags'
// drawings: what the request page draws from its data but does not need before it, about 9 KiB
// gzip (decision 024). The page's loader fetches this chunk beside the request's data, and the
// page draws them with the rest, so nothing moves in later.
export { RequestRestrictions } from '#app/components/market/Restrictions';
export { Flag } from '@cg/ui';
