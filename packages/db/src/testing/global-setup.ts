// Vitest global setup of the `db` project: one PostgreSQL 15 for the whole run, a migrated
// template database that each test file copies (CREATE DATABASE … TEMPLATE), stopped at the end.
import type { TestProject } from 'vitest/node';
import { openPostgres } from '#src/database';
import { startTestPostgres } from '#src/testing/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const admin = openPostgres({ url: server.url(), max: 1 });
  await admin.db.execute('create database cg_template');
  await admin.close();
  const template = openPostgres({ url: server.url('cg_template'), max: 1 });
  await template.migrate();
  await template.close();
  project.provide('postgresUrl', server.url());
  return () => server.stop();
}
