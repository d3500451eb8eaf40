import type { z } from "zod";
import type { ImportRowReport, ImportSource } from "../../../contract/imports";
import { importResourceSchema } from "../../../contract/imports-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import type { ImportRow, ImportRowRow } from "./imports.service";

export const importResource: ResourceDefinition<ImportRow, z.output<typeof importResourceSchema>> = {
  type: "imports",
  schema: importResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    kind: row.kind,
    status: row.status,
    fileName: row.fileName,
    // A list: the file's own column names are values, never keys re-cased on the way out.
    mapping: row.mapping,
    counts: row.counts,
    // While running: the rows written so far, for the screen's progress.
    rowsDone: row.rowsDone,
    progress: progressOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    // The images per row are said with each row (meta), the uploads an undo removes are the server's own.
    source: row.source ? { ...row.source, wordpress: row.source.wordpress && publicWordPress(row.source.wordpress) } : null,
  }),
  selfLink: (row) => `/api/v1/imports/${row.id}`,
};

/** How far a check (through its file) or a run (of its valid rows) is, in percent; null when neither is under way. */
const progressOf = (row: ImportRow): number | null => {
  if (row.status === "checking") return row.checkProgress;
  if (row.status === "running") return Math.min(100, Math.floor((row.rowsDone * 100) / Math.max(row.counts.valid, 1)));
  return null;
};

/** A row's check and outcome, its messages in the reader's language. */
export const toRowReport = (row: ImportRowRow, locale: "nl" | "en", images: string[] = []): ImportRowReport => ({
  row: row.rowNumber,
  key: row.sourceKey,
  label: row.label,
  outcome: row.outcome,
  targetId: row.targetId,
  errors: row.errors.map((error) => ({ column: error.column, field: error.field, message: error.message[locale] })),
  images,
});

const publicWordPress = ({ images: _images, uploads: _uploads, ...wordpress }: NonNullable<ImportSource["wordpress"]>) =>
  wordpress;
