export { freshPglite, freshPostgres } from '#src/testing/databases';
export { emptyTables } from '#src/testing/engine';
export { freePort } from '#src/testing/postgres';
