// Issue 40 ("Moving in"): a centre's staff import the organizations and volunteers they keep in spreadsheets.
import { z } from "zod";
import { isPersonToPersonType, VACANCY_TYPES } from "./vacancy-options";

export const IMPORT_KINDS = ["organizations", "volunteers", "vacancies"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** checking -> ready | failed; ready -> running -> done | failed; done | failed -> undoing -> undone | failed. */
export const IMPORT_STATUSES = ["checking", "ready", "running", "done", "failed", "undoing", "undone"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_ROW_OUTCOMES = ["create", "update", "unchanged", "invalid"] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

const MB = 1024 * 1024;

/** What one upload may hold; a larger file is a 413, more rows or a longer line a 422. */
export const IMPORT_LIMITS = {
  /** A CSV streams (never read whole); 100 MB of vacancies is some 250,000 rows. */
  maxBytes: 100 * MB,
  /** A workbook or WordPress export is read whole, so a smaller one: larger is a 422 asking for a CSV. */
  maxWholeBytes: 20 * MB,
  maxRows: 300_000,
  maxLineBytes: 1 * MB,
  /** A zip (a WordPress export with its uploads): entries, bytes inflated in all, and how far one entry may inflate. */
  zipEntries: 20_000,
  zipBytes: 200 * MB,
  zipRatio: 100,
  /**
   * Rows a run (or an undo) handles within its request, well inside the 10-second request budget (5,000 new
   * organizations took 8 s on PGlite on a busy 2-core machine); a larger one runs as a job (202), with progress.
   */
  maxRunRows: 2_000,
  /** A file larger than this is checked by a job (202, status checking, with progress): a request ends in 10 s. */
  checkJobBytes: 2 * MB,
  /** Rows written per transaction while running. */
  batchRows: 500,
  fileName: 200,
} as const;

/** The fields a column can be mapped to, per kind (snake_case, as the API's attributes). */
export const IMPORT_FIELDS = {
  organizations: [
    "key",
    "name",
    "organization_type",
    "street",
    "house_number",
    "postal_code",
    "city",
    "phone_number",
    "contact_email",
    "website",
    "description",
  ],
  volunteers: ["first_name", "last_name", "email", "phone_number", "postal_code", "invite"],
  vacancies: [
    "key",
    "organization",
    "title",
    "summary",
    "description",
    "vacancy_type",
    "themes",
    "street",
    "house_number",
    "postal_code",
    "city",
    "remote",
    "hours_per_week",
    "minimum_age",
    "expires_at",
    "vog_required",
    "expenses_reimbursed",
    "status",
  ],
} as const satisfies Record<ImportKind, readonly string[]>;

export type ImportField<K extends ImportKind = ImportKind> = (typeof IMPORT_FIELDS)[K][number];

/** The fields a file must have a column for. */
export const REQUIRED_IMPORT_FIELDS: Record<ImportKind, readonly string[]> = {
  organizations: ["name"],
  volunteers: ["first_name", "last_name", "email"],
  vacancies: ["organization", "title", "description"],
};

/** A column's header -> the field it fills, or null for a column that is left out. */
export type ImportMapping = Record<string, string | null>;

/** A column of the file, in the file's order, with the field it fills (null: left out). */
export interface ImportColumn {
  column: string;
  field: string | null;
}

/** Checked and not run (ready, or failed by its check): only then can its columns be corrected and checked again. */
export const isCheckedImport = (item: { status: ImportStatus; finishedAt: unknown }) =>
  item.status === "ready" || (item.status === "failed" && item.finishedAt === null);

/** The vacancy types a WordPress term can give its posts: one-on-one and neighbour help need more than a term says. */
export const TERM_VACANCY_TYPES = VACANCY_TYPES.filter((type) => !isPersonToPersonType(type));

/** A term of a WordPress export's posts (a category, a tag) and the vacancy type its posts get (null: ignored). */
export interface ImportTerm {
  taxonomy: string;
  name: string;
  /** How many of the posts read have it. */
  count: number;
  vacancyType: string | null;
}

/**
 * PATCH /imports/{id}: the columns with the fields the user chose, as the resource lists them; a column left out keeps
 * its own. For a WordPress export also its terms with the vacancy type each gives (null: ignored); a term left out
 * keeps its own.
 */
export const importRecheckSchema = z.object({
  mapping: z
    .array(z.object({ column: z.string().max(200), field: z.string().max(64).nullable() }))
    .min(1)
    .max(500),
  terms: z
    .array(
      z.object({
        taxonomy: z.string().max(200),
        name: z.string().max(200),
        vacancy_type: z.enum(TERM_VACANCY_TYPES).nullable(),
      }),
    )
    .max(2000)
    .optional(),
});
export type ImportRecheck = z.output<typeof importRecheckSchema>;

export interface ImportCounts {
  rows: number;
  valid: number;
  invalid: number;
  create: number;
  update: number;
  unchanged: number;
  /** After an undo: removed what it made, restored what it changed, kept what was changed since. */
  removed?: number;
  restored?: number;
  kept?: number;
}

/**
 * The images a WordPress post references, by their path below wp-content/uploads/ (its featured image first), and
 * the one the vacancy gets: the first that the uploaded zip holds and that is an image we take.
 */
export interface ImportRowImages {
  row: number;
  paths: string[];
  /** After a check with a zip: the path the vacancy's image comes from (null: none of them is in the zip). */
  found?: string | null;
  /** Paths the zip holds that are no image we take (not decodable, too many pixels). */
  refused?: string[];
}

/** Where a file came from, when that is more than a spreadsheet: a WordPress export's post type read, and those it has. */
export interface ImportSource {
  wordpress?: {
    postType: string;
    postTypes: { name: string; count: number }[];
    terms?: ImportTerm[];
    /** The posts' images (rows without any left out), and whether the upload was a zip that could hold them. */
    images?: ImportRowImages[];
    zip?: boolean;
    /** The uploads a run stored for the images: an undo removes those no longer used. */
    uploads?: number[];
  };
}

/** An import as the client sees it (camelCase, after deserialising). */
export interface Import {
  id: string;
  type: "imports";
  kind: ImportKind;
  status: ImportStatus;
  fileName: string;
  /** The file's columns in order, each with the field it fills (null: left out). */
  mapping: ImportColumn[];
  counts: ImportCounts;
  /**
   * While running (a job for more than maxRunRows): the valid rows written so far, of counts.valid. While checking (a
   * job for a file over checkJobBytes): the rows checked so far.
   */
  rowsDone: number;
  /** While checking: how far through its file (0-100); while running: the share of valid rows written. Else null. */
  progress: number | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  undoneAt: string | null;
  source: ImportSource | null;
}

/** One row's check (and after a run, what was done), in the meta of GET /imports/{id}. */
export interface ImportRowReport {
  row: number;
  key: string | null;
  /** The row's title or name as the file has it (null: the file gives none). */
  label: string | null;
  outcome: ImportRowOutcome;
  targetId: number | null;
  errors: { column: string | null; field: string | null; message: string }[];
  /** A WordPress post's images its vacancy did not get (not in the zip, no zip, not an image), each said. */
  images: string[];
}
