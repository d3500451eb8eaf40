import { z } from "zod";

/** PostgreSQL's integer, the type of every id column of ours: nothing larger can name a row. */
export const MAX_RESOURCE_ID = 2_147_483_647;

// Decimal digits only: "1e3", "0x10", " 7" and "-1" are not ids, though Number() reads them.
const DIGITS = /^[1-9]\d*$/;

/** A resource id in a path, filter or body: a positive 32-bit integer, as a number or its decimal text. */
export const resourceId = z.preprocess(
  (value) => (typeof value === "string" && DIGITS.test(value) ? Number(value) : value),
  z.number().int().min(1).max(MAX_RESOURCE_ID),
);

/** The id a path segment or filter names, or null when it cannot be one of ours (the caller answers 404 or 400). */
export function parseResourceId(raw: unknown): number | null {
  const parsed = resourceId.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
