/**
 * Statements built once per shape and run with their values: Drizzle's query building was ~13 %
 * of the API's CPU on a list page (benchmark/api, decision 025).
 */
import { sql, type Placeholder } from 'drizzle-orm';

/**
 * How a value enters a statement: as a parameter of this statement (`inline`), or as a placeholder
 * of a statement built once per shape and run with the values recorded (`placeholders`).
 */
export type Bind = <V>(name: string, value: V) => V | Placeholder;
export const inline: Bind = (_name, value) => value;

/** Placeholders, and the values to run the statement with; `key` names the statement's shape. */
export function placeholders() {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values, key: () => Object.keys(values).join(',') };
}
export type Placeholders = ReturnType<typeof placeholders>;

/** The statement of a shape (`key`), built by `build` the first time it is asked for. */
export type Prepared = <T>(key: string, build: () => T) => T;

/**
 * The statements of one runner. Unnamed (prepare('')): PostgreSQL still plans every run with its
 * values, as a search's selectivity needs. Kept outside a transaction only (`keep` false builds
 * every time): a transaction's runner is short-lived.
 */
export function preparedStatements(keep: boolean): Prepared {
  if (!keep) return (_key, build) => build();
  const statements = new Map<string, unknown>();
  return <T>(key: string, build: () => T): T => {
    let statement = statements.get(key) as T | undefined;
    if (statement === undefined) {
      statement = build();
      statements.set(key, statement);
    }
    return statement;
  };
}

/** A row as the driver gives it: by column name, before Drizzle's mapping. */
export type DriverRow = Readonly<Record<string, unknown>>;

/**
 * A built statement's rows as the driver gives them — by column name, with Drizzle's type parsers
 * (instants as PostgreSQL writes them) but not its mapping into the selection — for a reader that
 * maps them itself (a public list, issue 34). Both drivers' prepared queries (node-postgres and
 * PGlite) have `all` for this; Drizzle declares it on their classes, not on `PgPreparedQuery`.
 */
export function driverRows(statement: object, values: Record<string, unknown>): Promise<DriverRow[]> {
  const { all } = statement as { all?: (values: Record<string, unknown>) => Promise<DriverRow[]> };
  if (typeof all !== 'function') throw new Error('driverRows: this statement has no `all` (another driver?)');
  return all.call(statement, values);
}
