import type { Database } from "./client";

/**
 * A hot read built once per database with placeholders (Drizzle's prepare), not on every request: building a select
 * was most of what a signed-in API call allocated, and PostgreSQL parses a named statement once per connection.
 */
export function preparedOnce<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
