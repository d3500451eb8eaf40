import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import {
  type ImportColumn,
  type ImportCounts,
  type ImportKind,
  type ImportMapping,
  type ImportRecheck,
  type ImportRowOutcome,
  type ImportSource,
  type ImportStatus,
  type ImportTerm,
  isCheckedImport,
} from "../../../contract/imports";
import { type Database, type Transaction, withTenant } from "../../db/client";
import { type ImportKindHandler, inBothLanguages, type Plan, type PlannableRow, type Scope } from "./import-kinds";
import { cellsByField, columnOf, type MappingProblem, resolveMapping } from "./import-mapping";
import { chunks, linkedTargets } from "./import-sources";
import { ImportFileError, type ImportTable, type ImportTableRow, type StreamedTable } from "./import-table";
import { type ImportRowError, importRows, imports } from "./imports.table";
import { organizationImport } from "./organization-import";
import { vacancyImport } from "./vacancy-import";
import { volunteerImport } from "./volunteer-import";
import { chosenTerms, termVacancyType } from "./wordpress-terms";

export type { Scope } from "./import-kinds";
export type ImportRow = typeof imports.$inferSelect;
export type ImportRowRow = typeof importRows.$inferSelect;

export const HANDLERS: Record<ImportKind, ImportKindHandler> = {
  organizations: organizationImport,
  volunteers: volunteerImport,
  vacancies: vacancyImport,
};

/** Only an import checked and not run can be checked again (status ready, or failed by its check). */
export class ImportCheckError extends Error {
  constructor(readonly status: ImportStatus) {
    super("import not checkable");
  }
}

/** The client's mapping names what the file does not have, or leaves a required field without a column. */
export class ImportMappingError extends Error {
  constructor(
    readonly problems: MappingProblem[],
    /** The file's columns as the client's mapping left them: a screen offers them again to correct. */
    readonly mapping?: ImportMapping,
  ) {
    super("import mapping");
  }
}

/** Rows are looked up and written this many at a time. */
const ofCenter = (scope: Scope) => and(eq(imports.tenantId, scope.tenant), eq(imports.centerId, scope.centerId));

/** Plans rows against the centre's data, a chunk at a time. */
export async function planRows(tx: Transaction, scope: Scope, handler: ImportKindHandler, rows: PlannableRow[]) {
  const plans: Plan[] = [];
  for (const part of chunks(rows)) {
    const linked = await linkedTargets(
      tx,
      scope,
      handler.kind,
      part.map((row) => row.key),
    );
    plans.push(...(await handler.plan(tx, scope, part, linked)));
  }
  return plans;
}

export function countsOf(outcomes: ImportRowOutcome[]): ImportCounts {
  const of = (outcome: ImportRowOutcome) => outcomes.filter((o) => o === outcome).length;
  const invalid = of("invalid");
  return {
    rows: outcomes.length,
    valid: outcomes.length - invalid,
    invalid,
    create: of("create"),
    update: of("update"),
    unchanged: of("unchanged"),
  };
}

interface NewImport {
  kind: ImportKind;
  fileName: string;
  /** A table read whole, or one read as it streams (a large CSV): its rows come a batch at a time. */
  table: ImportTable | StreamedTable;
  mapping?: ImportMapping;
  /** Vacancies: the organization (its id) of every row that names none. */
  organizationId?: number;
  source?: ImportSource;
  /** A WordPress export's terms with the vacancy type each gives its posts. */
  terms?: ImportTerm[];
}

export type StoredRow = Omit<typeof importRows.$inferInsert, "tenantId" | "importId">;

/** Runs a batch's work in a transaction: the request's one, or (a job) one per batch, so its progress shows. */
export type InBatch = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/** Rows are checked, planned and stored this many at a time: memory holds one batch, not the file. */
const CHECK_BATCH = 1000;

const batchesOf = (table: ImportTable | StreamedTable): AsyncIterable<ImportTableRow[]> =>
  "batches" in table
    ? table.batches
    : (async function* () {
        yield* chunks(table.rows, CHECK_BATCH);
      })();

/**
 * Every row of a table checked against the rules and planned against the centre's data, stored a batch at a time as
 * the import keeps them (`store`); the counts are the whole file's. Throws before storing when the mapping does not fit.
 */
export async function checkTable(
  inBatch: InBatch,
  scope: Scope,
  input: Omit<NewImport, "fileName">,
  store: (tx: Transaction, rows: StoredRow[], checked: number) => Promise<void>,
): Promise<{ mapping: ImportMapping; counts: ImportCounts }> {
  const handler = HANDLERS[input.kind];
  const { headers } = input.table;
  const organization = input.organizationId ? String(input.organizationId) : undefined;
  const { mapping, problems } = resolveMapping(input.kind, headers, input.mapping, organization ? ["organization"] : []);
  if (problems.length) throw new ImportMappingError(problems, mapping);
  const cellsOf = (cells: string[]) => {
    const byField = cellsByField(headers, mapping, cells);
    if (organization && !byField.organization) byField.organization = organization;
    // A term the user gave a type says the row's type, before any column.
    const termType = termVacancyType(headers, cells, input.terms ?? []);
    if (termType) byField.vacancy_type = termType;
    return byField;
  };
  // A key twice in one file: the later row would undo the earlier, so it is refused. Keys only, not rows, stay.
  const firstRow = new Map<string, number>();
  const outcomes: ImportRowOutcome[] = [];
  for await (const batch of batchesOf(input.table)) {
    await inBatch(async (tx) => {
      const checked = batch.map((row) => {
        const cells = cellsOf(row.cells);
        const label = handler.nameFields
          .map((field) => cells[field]?.trim() ?? "")
          .filter(Boolean)
          .join(" ");
        return { number: row.number, label: label.slice(0, 254) || null, cells: row.cells, ...handler.check(cells) };
      });
      for (const row of checked) {
        if (!row.key) continue;
        const first = firstRow.get(row.key);
        if (first === undefined) firstRow.set(row.key, row.number);
        else row.errors.push({ field: null, message: inBothLanguages("api-errors:detail.import.row.duplicate", { row: first }) });
      }
      const valid = checked.filter((row) => row.errors.length === 0 && row.key);
      const plans = await planRows(
        tx,
        scope,
        handler,
        valid.map((row) => ({ key: row.key as string, values: row.values })),
      );
      const planOf = new Map(valid.map((row, i) => [row.number, plans[i]]));
      const stored = checked.map((row): StoredRow => {
        const plan = planOf.get(row.number);
        const errors: ImportRowError[] = [...row.errors, ...(plan?.outcome === "invalid" ? plan.errors : [])].map((error) => ({
          column: error.field ? columnOf(mapping, error.field) : null,
          field: error.field,
          message: error.message,
        }));
        const outcome: ImportRowOutcome = errors.length || !plan ? "invalid" : plan.outcome;
        return {
          rowNumber: row.number,
          sourceKey: row.key?.slice(0, 254) ?? null,
          label: row.label,
          cells: row.cells,
          outcome,
          errors,
          values: row.values,
          targetId: outcome === "invalid" ? null : (plan?.targetId ?? null),
        };
      });
      for (const row of stored) outcomes.push(row.outcome);
      await store(tx, stored, outcomes.length);
    });
  }
  if (outcomes.length === 0) throw new ImportFileError("empty");
  return { mapping, counts: countsOf(outcomes) };
}

export const columnsOf = (mapping: ImportMapping) => Object.entries(mapping).map(([column, field]) => ({ column, field }));

/** A batch of rows in one statement with one parameter: drizzle's multi-row insert cost more time than the database. */
export async function insertRows(tx: Transaction, scope: Scope, importId: number, rows: StoredRow[]) {
  if (rows.length === 0) return;
  const records = rows.map((row) => ({
    row_number: row.rowNumber,
    source_key: row.sourceKey ?? null,
    label: row.label ?? null,
    cells: row.cells ?? null,
    outcome: row.outcome,
    errors: row.errors ?? [],
    values: row.values ?? {},
    target_id: row.targetId ?? null,
  }));
  await tx.execute(sql`insert into import_rows
      (tenant_id, import_id, row_number, source_key, label, cells, outcome, errors, "values", target_id)
    select ${scope.tenant}, ${importId}, r.row_number, r.source_key, r.label, r.cells, r.outcome, r.errors, r."values", r.target_id
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(row_number int, source_key text, label text,
      cells jsonb, outcome text, errors jsonb, "values" jsonb, target_id int)`);
}

/** Checks every row of a file against the rules and the centre's data, and keeps the result: status ready or failed. */
export async function createImport(db: Database, scope: Scope, input: NewImport, actorUserId: number): Promise<ImportRow> {
  return withTenant(db, scope.tenant, async (tx) => {
    const [created] = await tx
      .insert(imports)
      .values({
        tenantId: scope.tenant,
        centerId: scope.centerId,
        kind: input.kind,
        status: "checking",
        fileName: input.fileName,
        mapping: [],
        counts: countsOf([]),
        organizationId: input.organizationId ?? null,
        source: input.source ?? null,
        createdBy: actorUserId,
      })
      .returning();
    const { mapping, counts } = await checkTable(
      (work) => work(tx),
      scope,
      { ...input, terms: input.source?.wordpress?.terms },
      (_, rows) => insertRows(tx, scope, created.id, rows),
    );
    const [checked] = await tx
      .update(imports)
      .set({ status: counts.valid > 0 ? "ready" : "failed", mapping: columnsOf(mapping), counts })
      .where(eq(imports.id, created.id))
      .returning();
    return checked;
  });
}

/**
 * Checks a checked import's rows again with the columns as the user corrected them, from the cells it kept: its rows,
 * counts and status are the new check's. Null for another centre's or tenant's import.
 */
export async function recheckImport(
  db: Database,
  scope: Scope,
  id: number,
  columns: ImportColumn[],
  termChoices: ImportRecheck["terms"] = [],
): Promise<ImportRow | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    const [current] = await tx
      .select()
      .from(imports)
      .where(and(ofCenter(scope), eq(imports.id, id)))
      .for("update");
    if (!current) return null;
    if (!isCheckedImport(current)) throw new ImportCheckError(current.status);
    const used = columns.flatMap((column) => (column.field === null ? [] : [column.field]));
    const twice = used.find((field, i) => used.indexOf(field) !== i);
    if (twice) throw new ImportMappingError([{ reason: "fieldTwice", field: twice }]);
    const wordpress = current.source?.wordpress;
    const { terms, problems } = chosenTerms(wordpress?.terms ?? [], termChoices);
    if (problems.length) throw new ImportMappingError(problems);
    const mapping: ImportMapping = Object.fromEntries(columns.map((column) => [column.column, column.field]));
    const ofImport = and(eq(importRows.tenantId, scope.tenant), eq(importRows.importId, id));
    // The kept cells a batch at a time, each batch's rows replaced by their new check before the next is read.
    async function* keptBatches() {
      let after = 0;
      for (;;) {
        const kept = await tx
          .select({ number: importRows.rowNumber, cells: importRows.cells })
          .from(importRows)
          .where(and(ofImport, gt(importRows.rowNumber, after)))
          .orderBy(asc(importRows.rowNumber))
          .limit(CHECK_BATCH);
        if (kept.length === 0) return;
        after = kept[kept.length - 1].number;
        yield kept.map((row) => ({ number: row.number, cells: row.cells ?? [] }));
      }
    }
    const checked = await checkTable(
      (work) => work(tx),
      scope,
      {
        kind: current.kind,
        table: { headers: current.mapping.map((column) => column.column), batches: keptBatches() },
        mapping,
        organizationId: current.organizationId ?? undefined,
        terms,
      },
      async (_, rows) => {
        const numbers = rows.map((row) => row.rowNumber as number);
        await tx.delete(importRows).where(and(ofImport, inArray(importRows.rowNumber, numbers)));
        await insertRows(tx, scope, id, rows);
      },
    );
    const [updated] = await tx
      .update(imports)
      .set({
        mapping: columnsOf(checked.mapping),
        counts: checked.counts,
        status: checked.counts.valid > 0 ? "ready" : "failed",
        source: wordpress ? { ...current.source, wordpress: { ...wordpress, terms } } : current.source,
        updatedAt: new Date(),
      })
      .where(eq(imports.id, id))
      .returning();
    return updated;
  });
}

/** The centre's imports, newest first. */
export async function listImports(db: Database, scope: Scope, page: { number: number; size: number }) {
  return withTenant(db, scope.tenant, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(imports).where(ofCenter(scope));
    const rows = await tx
      .select()
      .from(imports)
      .where(ofCenter(scope))
      .orderBy(desc(imports.createdAt), desc(imports.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows, total };
  });
}

/** One import of the centre; null for another centre's or tenant's. */
export async function findImport(db: Database, scope: Scope, id: number): Promise<ImportRow | null> {
  const [row] = await withTenant(db, scope.tenant, (tx) =>
    tx
      .select()
      .from(imports)
      .where(and(ofCenter(scope), eq(imports.id, id))),
  );
  return row ?? null;
}

/** A page of an import's rows in file order, optionally of one outcome. */
export async function importRowsPage(
  db: Database,
  scope: Scope,
  importId: number,
  page: { number: number; size: number },
  outcome?: ImportRowOutcome,
) {
  const where: SQL[] = [eq(importRows.tenantId, scope.tenant), eq(importRows.importId, importId)];
  if (outcome) where.push(eq(importRows.outcome, outcome));
  return withTenant(db, scope.tenant, async (tx) => {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(importRows)
      .where(and(...where));
    const rows = await tx
      .select()
      .from(importRows)
      .where(and(...where))
      .orderBy(asc(importRows.rowNumber))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows, total };
  });
}
