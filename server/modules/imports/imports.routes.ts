import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  IMPORT_KINDS,
  IMPORT_LIMITS,
  IMPORT_ROW_OUTCOMES,
  type ImportKind,
  type ImportRowImages,
  type ImportRowOutcome,
  importRecheckSchema,
} from "../../../contract/imports";
import { importMetaSchema } from "../../../contract/imports-resource";
import { withTenant } from "../../db/client";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { described } from "../../http/openapi/described";
import { responds } from "../../http/openapi/responds";
import { IMPORT_BODY_LIMIT } from "../../http/request-limits";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { isCenterOrganization } from "../organizations/organizations.service";
import { queueImportCheck } from "./import-check-job";
import { fileErrorKey, fileErrorParams, megabytes } from "./import-file-message";
import { readZipImages } from "./import-files";
import { matchedImages, missingImages, storeImportImages } from "./import-images.service";
import type { MappingProblem } from "./import-mapping";
import { ImportStateError, runImport, undoImport } from "./import-run.service";
import { readImportStream } from "./import-stream";
import { ImportFileError } from "./import-table";
import { readStreamedForm, type UploadedFile } from "./import-upload";
import { canManageImports } from "./imports.policy";
import { importResource, toRowReport } from "./imports.resource";
import {
  createImport,
  findImport,
  ImportCheckError,
  ImportMappingError,
  type ImportRow,
  importRowsPage,
  listImports,
  recheckImport,
  type Scope,
} from "./imports.service";

export const importRoutes = new Hono<AppEnv>();

const scopeOf = (c: Context<AppEnv>): Scope => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
const staff = authorized((actor, c) => canManageImports(actor, c.get("site").center.id));
const ROWS_QUERY = { filters: ["outcome"], defaultPageSize: 100, maxPageSize: 1000 };

const attributeError = (attribute: string, detail: string, status = 422) =>
  new AppError(status, status === 413 ? "payload_too_large" : "validation_failed", detail, [
    { detail, source: { pointer: `/data/attributes/${attribute}` } },
  ]);

const tooLarge = (c: Context<AppEnv>) =>
  attributeError(
    "file",
    c.get("t")("api-errors:detail.import.file.tooLarge", { size: megabytes(c.get("locale"), IMPORT_LIMITS.maxBytes) }),
    413,
  );

interface ImportForm {
  file: UploadedFile;
  fileName: string;
  kind: ImportKind;
  dryRun: boolean;
  mapping?: Record<string, string | null>;
  /** A WordPress export's post type to import; without it, the export's suggestion. */
  postType?: string;
  /** Vacancies: the organization of every row that names none. */
  organizationId?: number;
}

const isMapping = (value: unknown): value is Record<string, string | null> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((field) => field === null || typeof field === "string");

/** The multipart fields file, kind, dry_run and mapping as `c.req.valid("form")`; a 422 on the field that is wrong. */
const importForm: MiddlewareHandler<AppEnv, string, { out: { form: ImportForm } }> = described(
  async (c, next) => {
    const form = await readStreamedForm(c.req.raw, { fileField: "file", maxFileBytes: IMPORT_LIMITS.maxBytes });
    if (form?.tooLarge) throw tooLarge(c);
    const file = form?.file;
    try {
      await checkedForm(c, form?.fields ?? new Map(), file ?? null);
      await next();
    } finally {
      await file?.remove();
    }
  },
  { kind: "multipart", files: ["file"], names: ["kind", "dry_run", "mapping", "post_type", "organization_id"] },
);

/** The form's fields checked, and kept as `c.req.valid("form")` with the file on disk. */
async function checkedForm(c: Context<AppEnv>, fields: Map<string, string>, file: UploadedFile | null) {
  const { t } = c.var;
  const text = (key: string) => fields.get(key)?.trim();
  if (!file || file.size === 0) throw attributeError("file", t("api-errors:detail.import.file.required"));
  const kind = text("kind") as ImportKind;
  if (!IMPORT_KINDS.includes(kind)) {
    throw attributeError("kind", t("api-errors:detail.import.kind", { allowed: IMPORT_KINDS.join(", ") }));
  }
  const dryRunText = text("dry_run") ?? "true";
  if (!["true", "false", "1", "0"].includes(dryRunText)) throw attributeError("dry_run", t("api-errors:detail.import.dryRun"));
  let mapping: Record<string, string | null> | undefined;
  const mappingText = text("mapping");
  if (mappingText) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(mappingText);
    } catch {
      parsed = undefined;
    }
    if (!isMapping(parsed)) throw attributeError("mapping", t("api-errors:detail.import.mapping.json"));
    mapping = parsed;
  }
  const fileName = (file.name || "import").slice(0, IMPORT_LIMITS.fileName);
  const postType = text("post_type") || undefined;
  const organizationText = text("organization_id") || undefined;
  if (organizationText && (kind !== "vacancies" || !/^[1-9]\d{0,8}$/.test(organizationText))) {
    throw attributeError("organization_id", t("api-errors:detail.import.organizationId"));
  }
  const organizationId = organizationText ? Number(organizationText) : undefined;
  const dryRun = dryRunText === "true" || dryRunText === "1";
  c.req.addValidatedData("form", { file, fileName, kind, dryRun, mapping, postType, organizationId });
}

function fileError(c: Context<AppEnv>, error: ImportFileError) {
  return attributeError("file", c.get("t")(fileErrorKey(error), fileErrorParams(c.get("locale"), error)));
}

/** A POST's mapping is an object by column: a problem with a column points at it, others at the whole mapping. */
const mappingPointer = (column: string | null) =>
  column === null ? "/data/attributes/mapping" : `/data/attributes/mapping/${column.replaceAll("~", "~0").replaceAll("/", "~1")}`;

/**
 * A mapping's problems; for a POST each at its column (a field twice: at each column holding it), with the file's
 * columns as the mapping left them in the meta, so a screen can offer them again instead of starting over.
 */
function mappingError(c: Context<AppEnv>, error: ImportMappingError, byColumn = false) {
  const { t } = c.var;
  const columns = Object.entries(error.mapping ?? {}).map(([column, field]) => ({ column, field }));
  const placesOf = (problem: MappingProblem): (string | null)[] => {
    if (!byColumn) return [null];
    if (problem.reason === "fieldTwice") return columns.filter((column) => column.field === problem.field).map((c) => c.column);
    return ["column" in problem ? problem.column : null];
  };
  const details = error.problems.flatMap((problem) => {
    const detail = t(`api-errors:detail.import.mapping.${problem.reason}`, problem);
    return placesOf(problem).map((column) => ({
      detail,
      source: { pointer: problem.reason === "unknownTerm" ? "/data/attributes/terms" : mappingPointer(column) },
      ...(byColumn && columns.length ? { meta: { columns } } : {}),
    }));
  });
  return new AppError(422, "validation_failed", details[0].detail, details);
}

function stateError(c: Context<AppEnv>, error: ImportStateError) {
  return new AppError(409, "conflict", c.get("t")(`api-errors:detail.import.${error.reason}`, { status: error.status }));
}

const notFound = (c: Context<AppEnv>, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "import", id }));

/** What the routes of one import answer: it, with a page of its rows in `meta` (the API's description). */
const ANSWERED_IMPORT = { resource: importResource, meta: importMetaSchema };

/** The import with a page of its rows (their checks and outcomes) in the meta, in the reader's language. */
async function sendImport(
  c: Context<AppEnv>,
  row: ImportRow,
  page: { number: number; size: number },
  filter: Record<string, string>,
  status = 200,
) {
  const { t } = c.var;
  const outcome = filter.outcome as ImportRowOutcome | undefined;
  if (outcome !== undefined && !IMPORT_ROW_OUTCOMES.includes(outcome)) {
    const detail = t("api-errors:detail.unknownFilter", { value: outcome });
    throw new AppError(400, "invalid_query", detail, [{ detail, source: { parameter: "filter[outcome]" } }]);
  }
  const rows = await importRowsPage(c.get("deps").db, scopeOf(c), row.id, page, outcome);
  const locale = c.get("locale") === "en" ? "en" : "nl";
  const images = new Map((row.source?.wordpress?.images ?? []).map((entry) => [entry.row, entry]));
  const zip = row.source?.wordpress?.zip ?? false;
  const ran = row.status !== "ready" && row.status !== "checking" && !(row.status === "failed" && row.finishedAt === null);
  return sendDocument(
    c,
    toResourceDocument(importResource, row, {
      list: listPage(c, page, rows.total),
      meta: {
        rows: rows.rows.map((r) => {
          // Run without the zip sent again: what the check found in it did not come along.
          const left = ran && r.outcome !== "invalid" && r.values.image_upload_id === undefined;
          return toRowReport(r, locale, imageNotes(t, images.get(r.rowNumber), zip, left));
        }),
      },
    }),
    status,
  );
}

/**
 * The images a row names that its vacancy does not get, each said: not in the zip, no zip, not an image we take, or
 * (`left`) the run went without the zip sent again.
 */
function imageNotes(t: AppEnv["Variables"]["t"], entry: ImportRowImages | undefined, zip: boolean, left: boolean): string[] {
  if (!entry) return [];
  if (zip && left) return entry.paths.map((path) => t("api-errors:detail.import.image.notSent", { path }));
  return missingImages(entry).map((path) =>
    t(`api-errors:detail.import.image.${entry.refused?.includes(path) ? "refused" : zip ? "notInZip" : "noZip"}`, { path }),
  );
}

/** Runs an import, with the images of the zip it came from when one is given; one too large goes to a job (202). */
async function run(c: Context<AppEnv>, id: number, zip?: Map<string, Uint8Array>) {
  const { deps, user } = c.var;
  try {
    const { center, origin } = c.var.site;
    if (zip) {
      const current = await findImport(deps.db, scopeOf(c), id);
      if (current?.status === "ready") await storeImportImages(deps.db, deps.storage, scopeOf(c), current, zip, user.id);
    }
    const result = await runImport(deps.db, scopeOf(c), id, user.id, {
      jobs: deps.jobs,
      site: { centerName: center.name, origin },
    });
    if (!result) throw notFound(c, id);
    return result;
  } catch (error) {
    if (error instanceof ImportStateError) throw stateError(c, error);
    throw error;
  }
}

/** POST /api/v1/imports: multipart file, kind, dry_run (default true) and mapping; every row checked, run unless a dry run. */
importRoutes.post(
  "/imports",
  responds({
    summary: "Import a file",
    description: `A CSV, spreadsheet or WordPress export of organizations, volunteers or vacancies: every row checked, and run unless \`dry_run\` (the default); one too large for the request runs as a job (202). A file over ${IMPORT_LIMITS.checkJobBytes / 1024 / 1024} MB (CSV, workbook or WordPress export) is checked by a job: answered 202 with status \`checking\`, its header and mapping already checked; read it again for its \`progress\`.`,
    ...ANSWERED_IMPORT,
    status: 201,
    also: [202],
    errors: [409],
  }),
  staff,
  bodyLimit({
    maxSize: IMPORT_BODY_LIMIT,
    onError: (c) => {
      throw tooLarge(c as Context<AppEnv>);
    },
  }),
  importForm,
  jsonApiQuery(ROWS_QUERY),
  async (c) => {
    const { deps, user } = c.var;
    const input = c.req.valid("form");
    const query = c.req.valid("query");
    try {
      const organizationId = input.organizationId;
      const scope = scopeOf(c);
      if (organizationId && !(await withTenant(deps.db, scope.tenant, (tx) => isCenterOrganization(tx, scope, organizationId)))) {
        throw attributeError("organization_id", c.var.t("api-errors:detail.import.organizationId"));
      }
      const { table, wordpress, images } = await readImportStream(input.file.bytes, input.file.size, input);
      // The posts' images as the zip has them (none when only the XML came); stored only when it runs.
      const source = wordpress && { wordpress: { ...wordpress, images: matchedImages(wordpress.images, images) } };
      if (input.file.size > IMPORT_LIMITS.checkJobBytes) {
        // Too large to check within the request: its header and mapping now, its rows by a job (202, checking). A
        // workbook or export was read whole (within its limits) for its header; the job reads it again.
        if ("batches" in table) table.close?.();
        const { center, origin } = c.var.site;
        const site = { centerName: center.name, origin };
        const queued = await queueImportCheck(deps, scope, { ...input, headers: table.headers, source, site }, user.id);
        return sendImport(c, queued, query.page, query.filter, 202);
      }
      let created = await createImport(deps.db, scope, { ...input, table, source }, user.id);
      let queued = false;
      if (!input.dryRun && created.status === "ready") ({ row: created, queued } = await run(c, created.id, images));
      return sendImport(c, created, query.page, query.filter, queued ? 202 : 201);
    } catch (error) {
      if (error instanceof ImportFileError) throw fileError(c, error);
      if (error instanceof ImportMappingError) throw mappingError(c, error, true);
      throw error;
    }
  },
);

/** GET /api/v1/imports: the site centre's imports, newest first. */
importRoutes.get(
  "/imports",
  responds({
    summary: "List imports",
    description: "The centre's imports, newest first, for its staff.",
    resource: importResource,
    list: "paged",
  }),
  staff,
  jsonApiQuery({}),
  async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listImports(c.get("deps").db, scopeOf(c), query.page);
    return sendDocument(c, toResourceDocument(importResource, rows, { list: listPage(c, query.page, total) }));
  },
);

/** GET /api/v1/imports/{id}: the import with a page of its rows (page[size] up to 1000, filter[outcome]). */
importRoutes.get(
  "/imports/:id",
  responds({
    summary: "Read an import",
    description:
      "With a page of its rows' checks and outcomes in `meta.rows`. While `checking` (a large file's job), `rows_done` and `counts.rows` are the rows checked so far and `progress` how far through the file (percent); while `running`, `rows_done` is the valid rows written so far and `progress` their share of the valid rows.",
    ...ANSWERED_IMPORT,
  }),
  staff,
  pathId("import"),
  jsonApiQuery(ROWS_QUERY),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const found = await findImport(c.get("deps").db, scopeOf(c), id);
    if (!found) throw notFound(c, id);
    return sendImport(c, found, query.page, query.filter);
  },
);

/** A run's zip (multipart `file`, optional): a WordPress export with its uploads, sent again for its images. */
const runZip: MiddlewareHandler<AppEnv, string, { out: { form: { zip?: Map<string, Uint8Array> } } }> = described(
  async (c, next) => {
    let zip: Map<string, Uint8Array> | undefined;
    if (c.req.header("content-type")?.startsWith("multipart/form-data")) {
      const file = (await c.req.formData().catch(() => null))?.get("file");
      // A zip is read whole, so no larger than a workbook.
      if (file instanceof Blob && file.size > IMPORT_LIMITS.maxWholeBytes) throw fileError(c, new ImportFileError("whole"));
      if (file instanceof Blob && file.size > 0) {
        try {
          zip = await readZipImages(new Uint8Array(await file.arrayBuffer()));
        } catch (error) {
          if (error instanceof ImportFileError) throw fileError(c, error);
          throw error;
        }
      }
    }
    c.req.addValidatedData("form", { zip });
    await next();
  },
  { kind: "multipart", files: ["file"], names: [] },
);

/** POST /api/v1/imports/{id}/run: writes a checked import; a done one is answered as it is. */
importRoutes.post(
  "/imports/:id/run",
  responds({
    summary: "Run an import",
    description:
      "A checked import's valid rows written; one too large for the request runs as a job (202). A WordPress export's zip may be sent again as `file` (multipart): its images are imported with the posts.",
    ...ANSWERED_IMPORT,
    also: [202],
    errors: [409],
  }),
  staff,
  pathId("import"),
  bodyLimit({
    maxSize: IMPORT_BODY_LIMIT,
    onError: (c) => {
      throw tooLarge(c as Context<AppEnv>);
    },
  }),
  runZip,
  jsonApiQuery(ROWS_QUERY),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const { row, queued } = await run(c, id, c.req.valid("form").zip);
    return sendImport(c, row, query.page, query.filter, queued ? 202 : 200);
  },
);

/** PATCH /api/v1/imports/{id}: checks a checked, unrun import again with the columns mapped as the user corrected them. */
importRoutes.patch(
  "/imports/:id",
  responds({
    summary: "Check an import again",
    description: "A checked, unrun import with its columns mapped as corrected.",
    ...ANSWERED_IMPORT,
    errors: [409],
  }),
  staff,
  pathId("import"),
  jsonApiBody("imports", importRecheckSchema),
  jsonApiQuery(ROWS_QUERY),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    try {
      const { mapping, terms } = c.req.valid("json");
      const rechecked = await recheckImport(c.get("deps").db, scopeOf(c), id, mapping, terms);
      if (!rechecked) throw notFound(c, id);
      return sendImport(c, rechecked, query.page, query.filter);
    } catch (error) {
      if (error instanceof ImportMappingError) throw mappingError(c, error);
      if (error instanceof ImportCheckError) {
        throw new AppError(409, "conflict", c.get("t")("api-errors:detail.import.notCheckable", { status: error.status }));
      }
      throw error;
    }
  },
);

/** DELETE /api/v1/imports/{id}: undoes a run where nothing changed since; answers the import, now undone. */
importRoutes.delete(
  "/imports/:id",
  responds({
    summary: "Undo an import",
    description: "Removes what it made and restores what it changed, keeping what was changed since.",
    ...ANSWERED_IMPORT,
    status: 200,
    errors: [409],
  }),
  staff,
  pathId("import"),
  jsonApiQuery(ROWS_QUERY),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    try {
      const { deps } = c.var;
      const undone = await undoImport(deps.db, scopeOf(c), id, c.get("user").id, deps.storage);
      if (!undone) throw notFound(c, id);
      return sendImport(c, undone, query.page, query.filter);
    } catch (error) {
      if (error instanceof ImportStateError) throw stateError(c, error);
      throw error;
    }
  },
);
