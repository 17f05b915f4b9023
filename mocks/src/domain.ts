/**
 * The one place where the mocks reach the domain's provider wire formats and clients, through
 * the domain's `./providers` entry (the arrow mocks → domain; see scripts/check-boundaries.mjs).
 */
export * from '@cg/providers';
