import { z } from "zod";
import { IMPORT_KINDS, IMPORT_ROW_OUTCOMES, IMPORT_STATUSES } from "./imports";
import { wireDate, wireId } from "./wire";

// What the API sends of an import (server/http/openapi/README.md): apart from the screens' constants.

const count = z.number().int();

/** An import: its file's columns and the fields they fill, its counts, and its state. */
export const importResourceSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  mapping: z.array(z.object({ column: z.string(), field: z.string().nullable() })),
  counts: z.object({
    rows: count,
    valid: count,
    invalid: count,
    create: count,
    update: count,
    unchanged: count,
    removed: count.optional(),
    restored: count.optional(),
    kept: count.optional(),
  }),
  rowsDone: count,
  progress: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe(
      "How far it is, in percent: while checking, through its file; while running, of its valid rows written. Null when nothing is under way",
    ),
  source: z
    .object({
      wordpress: z
        .object({
          postType: z.string(),
          postTypes: z.array(z.object({ name: z.string(), count })),
          terms: z
            .array(z.object({ taxonomy: z.string(), name: z.string(), count, vacancyType: z.string().nullable() }))
            .optional()
            .describe("The terms of the posts read, each with the vacancy type its posts get (null: ignored)"),
          zip: z.boolean().optional().describe("Whether the export came zipped with its uploads (images)"),
        })
        .optional(),
    })
    .nullable()
    .describe("A WordPress export's post type read, those it has, and its terms' vacancy types"),
  createdAt: wireDate,
  updatedAt: wireDate,
  finishedAt: wireDate.nullable(),
  undoneAt: wireDate.nullable(),
});

/** An import's `meta`: a page of its rows' checks and outcomes, in the reader's language. */
export const importMetaSchema = z.object({
  total: count,
  pages: count,
  page: count,
  rows: z.array(
    z.object({
      row: count,
      key: z.string().nullable(),
      label: z.string().nullable(),
      outcome: z.enum(IMPORT_ROW_OUTCOMES),
      targetId: wireId.nullable(),
      errors: z.array(z.object({ column: z.string().nullable(), field: z.string().nullable(), message: z.string() })),
      images: z.array(z.string()).describe("A WordPress post's images its vacancy did not get, each said"),
    }),
  ),
});
