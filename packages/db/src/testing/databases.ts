import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '#src/database';
// The run's PostgreSQL URL, provided by the db project's global setup (its `inject` type).
import type {} from '#src/testing/global-setup';

let pgliteTemplate: Promise<Blob> | null = null;

/**
 * A migrated PGlite, copied from one template per test worker: a new PGlite costs seconds and
 * hundreds of MB, loading a dumped data directory about one second.
 */
export async function freshPglite(): Promise<Database> {
  pgliteTemplate ??= (async () => {
    const template = await openPglite();
    await template.migrate();
    const dump = await template.dumpDataDir();
    await template.close();
    return dump;
  })();
  return openPglite({ loadDataDir: await pgliteTemplate });
}

/** A database of its own on the run's PostgreSQL, copied from the migrated template. */
export async function freshPostgres(options: { max?: number } = {}): Promise<Database & { url: string }> {
  const base = inject('postgresUrl');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = openPostgres({ url: base, max: 1 });
  await admin.db.execute(`create database ${name} template cg_template`);
  await admin.close();
  const url = base.replace(/\/[^/]*$/, `/${name}`);
  return { ...openPostgres({ url, ...options }), url };
}
