import type { Db } from "./client";

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement of this database, built once per process. Used for the queries every request
 * runs (session and organization access): PostgreSQL then skips parsing and planning them.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
