import type { SQL } from "drizzle-orm";
import type { Executor } from "./client";

/** The rows of a raw statement, alike on PostgreSQL and PGlite (both drivers answer `{ rows }`). */
export const rowsOf = async <Row>(executor: Executor, query: SQL): Promise<Row[]> =>
  ((await executor.execute(query)) as unknown as { rows: Row[] }).rows;
