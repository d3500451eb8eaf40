import { type Column, getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./client";
import { rowsOf } from "./rows";

type Returned<R extends Record<string, Column>> = { [K in keyof R]: R[K]["_"]["data"] };

/**
 * Rows inserted in one statement with one parameter (the rows as JSON, read by jsonb_to_recordset): drizzle's multi-row
 * insert sends a parameter a value, which at hundreds of rows cost more time to build and plan than the insert. Rows as
 * drizzle's insert takes them; a column a row leaves out (or gives null) gets its default. Returns the `returning`
 * columns of each row, in the order given (the function yields them in order, as a multi-row VALUES does).
 */
export async function insertJsonRows<T extends PgTable, R extends Record<string, Column>>(
  tx: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
  returning: R,
): Promise<Returned<R>[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(([key]) =>
    rows.some((row) => (row as Record<string, unknown>)[key] !== undefined),
  );
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = (row as Record<string, unknown>)[key];
      record[column.name] = value !== undefined || is(column.default, SQL) ? value : (column.defaultFn?.() ?? column.default);
    }
    return record;
  });
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map(([, column]) =>
      is(column.default, SQL)
        ? sql`coalesce(r.${sql.identifier(column.name)}, ${column.default})`
        : sql`r.${sql.identifier(column.name)}`,
    ),
    sql`, `,
  );
  const types = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const returned = Object.entries(returning);
  const found = await rowsOf<Record<string, unknown>>(
    tx,
    sql`insert into ${table} (${names}) select ${values}
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})
      returning ${sql.join(
        returned.map(([, column]) => sql.identifier(column.name)),
        sql`, `,
      )}`,
  );
  return found.map(
    (row) =>
      Object.fromEntries(
        returned.map(([key, column]) => {
          const value = row[column.name];
          return [key, value === null ? null : column.mapFromDriverValue(value)];
        }),
      ) as Returned<R>,
  );
}
