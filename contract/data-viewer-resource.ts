import { z } from "zod";

// What the data viewer sends (server/http/openapi/README.md): apart from the screen's constants.

/** A row of one of the tenant's tables: its columns (snake_case), a date as ISO 8601 and a JSON value as its text. */
export const dataViewerRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** The table's columns, in order (the CSV's header). */
export const dataViewerMeta = z.object({ columns: z.array(z.string()) });
