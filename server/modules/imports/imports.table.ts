import { index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import type {
  ImportColumn,
  ImportCounts,
  ImportKind,
  ImportRowOutcome,
  ImportSource,
  ImportStatus,
} from "../../../contract/imports";
import { users } from "../identity/identity.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

/** A file a centre's staff imported (issue 40): checked on upload, run when they say so, undone while untouched. */
export const imports = pgTable(
  "imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).$type<ImportKind>().notNull(),
    status: varchar("status", { length: 16 }).$type<ImportStatus>().notNull().default("checking"),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    /** The column headers in the file's order (a list: jsonb keeps no key order), each with the field it fills. */
    mapping: jsonb("mapping").$type<ImportColumn[]>().notNull(),
    counts: jsonb("counts").$type<ImportCounts>().notNull(),
    /** While running: the rows written so far (progress), and the last row number written (where a retry goes on). */
    rowsDone: integer("rows_done").notNull().default(0),
    doneThroughRow: integer("done_through_row").notNull().default(0),
    /** While a job checks its file: how far through it, 0-100 (bytes read of a CSV, rows of a workbook or export). */
    checkProgress: smallint("check_progress").notNull().default(0),
    /** The staff member who uploaded it; his account's erasure leaves the import to the centre. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Vacancies: the organization given for the rows that name none (kept for a check with a corrected mapping). */
    organizationId: integer("organization_id"),
    /** A WordPress export's post type read and the others it has: the screen offers them. */
    source: jsonb("source").$type<ImportSource>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [index("imports_center_created").on(t.tenantId, t.centerId, t.createdAt)],
);

export interface ImportRowError {
  column: string | null;
  field: string | null;
  /** The message in both languages: a later reader may ask in the other one. */
  message: { nl: string; en: string };
}

/** One data row of an imported file: its checked values, its outcome and, once run, what it changed. */
export const importRows = pgTable(
  "import_rows",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    importId: integer("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    /** As a spreadsheet counts: the header is row 1. */
    rowNumber: integer("row_number").notNull(),
    sourceKey: varchar("source_key", { length: 254 }),
    /** The row's name for people (a title, a name) as the file has it, invalid rows too. */
    label: varchar("label", { length: 254 }),
    /** The row's cells as read, in the columns' order: a corrected mapping checks them again without the file. */
    cells: jsonb("cells").$type<string[]>(),
    outcome: varchar("outcome", { length: 16 }).$type<ImportRowOutcome>().notNull(),
    errors: jsonb("errors").$type<ImportRowError[]>().notNull().default([]),
    /** The row's values after checking (field -> value), what a run writes. */
    values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
    targetId: integer("target_id"),
    /** What a run's update replaced (field -> old value), restored by an undo. */
    previous: jsonb("previous").$type<Record<string, unknown>>(),
    /** The target's updated_at right after the run wrote it: an undo leaves a target changed since. */
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("import_rows_import_row").on(t.importId, t.rowNumber)],
);

/**
 * Where a key of an earlier import led, per centre and kind: importing the same rows again updates what they made
 * instead of making it twice.
 */
export const importSources = pgTable(
  "import_sources",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: varchar("tenant_id", { length: 32 }).notNull(),
    centerId: integer("center_id")
      .notNull()
      .references(() => volunteerCenters.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 16 }).$type<ImportKind | "images">().notNull(),
    sourceKey: varchar("source_key", { length: 254 }).notNull(),
    targetId: integer("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("import_sources_key").on(t.tenantId, t.centerId, t.kind, t.sourceKey)],
);
