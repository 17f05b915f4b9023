/**
 * The one place where the mocks reach the domain's provider wire formats and clients.
 * TODO(lead): switch to `from '@cg/domain'` once the domain barrel re-exports
 * `./providers/index` (the arrow mocks → domain is the same either way).
 */
export * from '../../packages/domain/src/providers/index';
