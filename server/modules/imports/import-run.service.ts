import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import {
  IMPORT_LIMITS,
  type ImportCounts,
  type ImportKind,
  type ImportRowOutcome,
  type ImportStatus,
} from "../../../contract/imports";
import { publishChange } from "../../db/change-feed";
import { type Database, type Transaction, withTenant } from "../../db/client";
import type { JobQueue, JobRun } from "../../jobs/queue";
import type { FileStorage } from "../../storage/file-storage";
import { recordAudit } from "../audit/audit.service";
import { removeImportImages } from "./import-images.service";
import { type InvitingSite, queueInvitations, registerInvitationJob } from "./import-invitations";
import type { Applied, Scope, UndoResult } from "./import-kinds";
import { countsOf, findImport, HANDLERS, type ImportRow, planRows } from "./imports.service";
import { importRows, importSources, imports } from "./imports.table";

/** An import in a status that does not allow what was asked (409). */
export class ImportStateError extends Error {
  constructor(
    readonly reason: "notRunnable" | "notUndoable",
    readonly status: ImportStatus,
  ) {
    super(reason);
  }
}

const byId = (scope: Scope, id: number) =>
  and(eq(imports.tenantId, scope.tenant), eq(imports.centerId, scope.centerId), eq(imports.id, id));

/**
 * A run marks its import at every batch; one still "running" without a mark for this long was cut off (the process
 * stopped), and may be undone like a failed one.
 */
export const STALE_RUN_MS = 10 * 60 * 1000;

const BUSY: ImportStatus[] = ["running", "undoing"];
const isStale = (row: ImportRow, now = Date.now()) => BUSY.includes(row.status) && now - row.updatedAt.getTime() > STALE_RUN_MS;

/**
 * Moves the import from the status it was read in to another (a running one only when it is stale); false when it
 * changed meanwhile (someone else got there first).
 */
async function claim(
  db: Database,
  scope: Scope,
  current: ImportRow,
  to: ImportStatus,
  then?: (tx: Transaction) => Promise<unknown>,
) {
  const stale = lt(imports.updatedAt, new Date(Date.now() - STALE_RUN_MS));
  return withTenant(db, scope.tenant, async (tx) => {
    const claimed = await tx
      .update(imports)
      .set({ status: to, updatedAt: new Date() })
      .where(and(byId(scope, current.id), eq(imports.status, current.status), BUSY.includes(current.status) ? stale : undefined))
      .returning({ id: imports.id });
    // With the claim, in its transaction: the job exists exactly when the import runs.
    if (claimed.length > 0 && then) await then(tx);
    return claimed.length > 0;
  });
}

async function finish(db: Database, scope: Scope, current: ImportRow, status: ImportStatus, counts: ImportCounts, actor: number) {
  return withTenant(db, scope.tenant, async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(imports)
      .set({
        status,
        counts,
        updatedAt: now,
        ...(status === "undone" ? { undoneAt: now } : { finishedAt: now }),
      })
      .where(byId(scope, current.id))
      .returning();
    const action = status === "undone" ? "import.undone" : status === "done" ? "import.run" : "import.failed";
    await recordAudit(
      db,
      scope.tenant,
      {
        actorUserId: actor,
        action,
        subjectType: "import",
        subjectId: current.id,
        details: { name: current.fileName, kind: current.kind, centerId: scope.centerId, counts },
      },
      tx,
    );
    return row;
  });
}

/** The job that runs an import too large for its request. */
export const IMPORT_RUN_JOB = "import.run";

export interface RunOptions {
  /** The queue a large import and the invitations go to. */
  jobs: Pick<JobQueue, "enqueue">;
  /** The centre and address the import runs on: its invitations link there. */
  site: Omit<InvitingSite, "tenant" | "centerId" | "actorUserId">;
  /** Rows a run handles within its request (tests lower it). */
  maxRunRows?: number;
}

/**
 * Runs a checked import: each valid row is checked again against the centre's data as it is now and written, a batch
 * per transaction. Up to maxRunRows within the request; a larger one is handed to a job and answered running
 * (`queued`). Running a done import again changes nothing.
 */
export async function runImport(
  db: Database,
  scope: Scope,
  id: number,
  actorUserId: number,
  options: RunOptions,
): Promise<{ row: ImportRow; queued: boolean } | null> {
  const current = await findImport(db, scope, id);
  if (!current) return null;
  if (current.status === "done") return { row: current, queued: false };
  if (current.status !== "ready") throw new ImportStateError("notRunnable", current.status);
  const { jobs } = options;
  const site: InvitingSite = { ...scope, ...options.site, actorUserId };
  const large = current.counts.valid > (options.maxRunRows ?? IMPORT_LIMITS.maxRunRows);
  const queue = large ? (tx: Transaction) => jobs.enqueue(IMPORT_RUN_JOB, { ...site, id }, { executor: tx }) : undefined;
  if (!(await claim(db, scope, current, "running", queue))) {
    const now = await findImport(db, scope, id);
    if (now?.status === "done") return { row: now, queued: false };
    throw new ImportStateError("notRunnable", now?.status ?? current.status);
  }
  if (queue) return { row: (await findImport(db, scope, id)) as ImportRow, queued: true };
  try {
    await writeBatches(db, scope, current, { jobs, site });
  } catch (error) {
    await finish(db, scope, current, "failed", current.counts, actorUserId);
    throw error;
  }
  return { row: await completeRun(db, scope, current, actorUserId), queued: false };
}

/** The tables a run of each kind reads and grows, besides its own (import_rows, import_sources). */
const TARGET_TABLES: Record<ImportKind, string> = {
  organizations: "organizations",
  volunteers: "users",
  vacancies: "vacancies",
};
/** 10,000 rows written: the statistics are made again (a run that grows a table tenfold misleads the planner). */
const ANALYZE_EVERY_BATCHES = 20;

/**
 * New statistics for the run's tables (as the database's owner, outside the tenant's role), as after any bulk load:
 * with those of the nearly empty tables a run starts with, each batch's lookups on PostgreSQL got slower as the run
 * grew them (100,000 vacancies: reading the kept rows 18 s, the lookup by title 29 s; with these 0.8 s and 9.8 s).
 */
async function analyzeTables(db: Database, kind: ImportKind) {
  await db.execute(sql`analyze import_rows, import_sources, ${sql.identifier(TARGET_TABLES[kind])}`);
}

/**
 * Writes the import's valid rows from where it stopped (the last row written, kept with each batch), a batch per
 * transaction, counting the rows done; `maxBatches` stops early (tests: a process that stops mid-run).
 */
export async function writeBatches(
  db: Database,
  scope: Scope,
  current: ImportRow,
  invitations: { jobs: Pick<JobQueue, "enqueue">; site: InvitingSite },
  maxBatches = Infinity,
) {
  const handler = HANDLERS[current.kind];
  const id = current.id;
  // A run of fewer rows than one interval changes no table's statistics much: its few batches need no new ones.
  const bulk = current.counts.valid > ANALYZE_EVERY_BATCHES * IMPORT_LIMITS.batchRows;
  for (let batches = 0; batches < maxBatches; batches++) {
    if (bulk && batches % ANALYZE_EVERY_BATCHES === 0) await analyzeTables(db, current.kind);
    const done = await withTenant(db, scope.tenant, async (tx) => {
      // Read again in the batch's transaction: a retry goes on after the last batch that was written.
      const [progress] = await tx
        .select({ after: imports.doneThroughRow, status: imports.status })
        .from(imports)
        .where(byId(scope, id));
      if (progress?.status !== "running") return true;
      // Only what a write needs: not the cells, label or errors the check kept.
      const batch = await tx
        .select({
          id: importRows.id,
          rowNumber: importRows.rowNumber,
          sourceKey: importRows.sourceKey,
          values: importRows.values,
        })
        .from(importRows)
        .where(
          and(
            eq(importRows.tenantId, scope.tenant),
            eq(importRows.importId, id),
            ne(importRows.outcome, "invalid"),
            // Rows go in file order; `after` is the last one written.
            gt(importRows.rowNumber, progress.after),
          ),
        )
        .orderBy(asc(importRows.rowNumber))
        .limit(IMPORT_LIMITS.batchRows);
      if (batch.length === 0) return true;
      // Still going: the mark that tells a live run from one that was cut off, and how far it is.
      await tx
        .update(imports)
        .set({
          updatedAt: new Date(),
          rowsDone: sql`${imports.rowsDone} + ${batch.length}`,
          doneThroughRow: batch[batch.length - 1].rowNumber,
        })
        .where(byId(scope, id));
      const rows = batch.map((row) => ({ key: row.sourceKey as string, values: row.values }));
      const plans = await planRows(tx, scope, handler, rows);
      const links: { sourceKey: string; targetId: number }[] = [];
      const invite: number[] = [];
      // A kind that can writes the batch's new rows in one go, before its updates (each planned on its own target).
      const creating = handler.createAll ? batch.flatMap((_, i) => (plans[i].outcome === "create" ? [i] : [])) : [];
      const created = new Map<number, Applied>();
      if (creating.length && handler.createAll) {
        const applied = await handler.createAll(
          tx,
          scope,
          creating.map((i) => rows[i]),
        );
        for (const [n, i] of creating.entries()) created.set(i, applied[n]);
      }
      const outcomes: Record<string, unknown>[] = [];
      for (const [i, row] of batch.entries()) {
        const plan = plans[i];
        let outcome: ImportRowOutcome = plan.outcome;
        let targetId = plan.targetId;
        let appliedAt: Date | null = null;
        let previous: Record<string, unknown> | null = null;
        if (plan.outcome === "create" || plan.outcome === "update") {
          const applied = created.get(i) ?? (await handler.apply(tx, scope, rows[i], plan));
          targetId = applied.targetId;
          appliedAt = applied.appliedAt;
          previous = plan.outcome === "update" ? plan.previous : null;
          if (applied.invite) invite.push(applied.targetId);
        }
        const link = plan.outcome === "create" || (plan.outcome === "unchanged" && plan.link);
        if (link && targetId !== null && row.sourceKey) links.push({ sourceKey: row.sourceKey, targetId });
        const errors = plan.outcome === "invalid" ? plan.errors : [];
        if (plan.outcome === "invalid") outcome = "invalid";
        outcomes.push({
          id: row.id,
          outcome,
          target_id: targetId,
          applied_at: appliedAt?.toISOString() ?? null,
          previous,
          errors: errors.length > 0 ? errors.map((e) => ({ column: null, field: e.field, message: e.message })) : null,
        });
      }
      // The batch's outcomes in one statement, not one a row.
      await tx.execute(sql`update import_rows r set outcome = v.outcome, target_id = v.target_id,
          applied_at = v.applied_at, previous = v.previous, errors = coalesce(v.errors, r.errors)
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
          as v(id int, outcome text, target_id int, applied_at timestamptz, previous jsonb, errors jsonb)
        where r.id = v.id and r.tenant_id = ${scope.tenant}`);
      await queueInvitations(invitations.jobs, tx, invitations.site, invite);
      // One parameter for the batch's links (drizzle's multi-row insert sends one a value).
      if (links.length) {
        await tx.execute(sql`insert into import_sources (tenant_id, center_id, kind, source_key, target_id)
          select ${scope.tenant}, ${scope.centerId}, ${current.kind}, l.source_key, l.target_id
          from jsonb_to_recordset(${JSON.stringify(links.map((link) => ({ source_key: link.sourceKey, target_id: link.targetId })))}::jsonb)
            as l(source_key text, target_id int)
          on conflict (tenant_id, center_id, kind, source_key) do update set target_id = excluded.target_id`);
      }
      return false;
    });
    if (done) return true;
  }
  return false;
}

/** Counts what the run did and marks the import done. */
async function completeRun(db: Database, scope: Scope, current: ImportRow, actorUserId: number) {
  const outcomes = await withTenant(db, scope.tenant, (tx) =>
    tx.select({ outcome: importRows.outcome }).from(importRows).where(eq(importRows.importId, current.id)),
  );
  const row = await finish(db, scope, current, "done", countsOf(outcomes.map((o) => o.outcome)), actorUserId);
  // The bank and the social map show organizations and vacancies; a vacancy page its contact person.
  publishChange(db, current.kind === "volunteers" ? "users" : "vacancies", scope.tenant);
  return row;
}

/**
 * The job of a large import: goes on from the last batch written (a retry after the process stopped skips what is
 * done); the last attempt that fails marks the import failed, so it can be undone.
 */
export async function continueImportRun(db: Database, jobs: JobQueue, payload: Record<string, unknown>, run: JobRun) {
  const { id, ...site } = payload as unknown as InvitingSite & { id: number };
  const scope = { tenant: site.tenant, centerId: site.centerId };
  const current = await findImport(db, scope, id);
  if (current?.status !== "running") return;
  try {
    if (await writeBatches(db, scope, current, { jobs, site })) {
      const now = await findImport(db, scope, current.id);
      if (now?.status === "running") await completeRun(db, scope, current, site.actorUserId);
    }
  } catch (error) {
    if (run.attempt >= run.maxAttempts) await finish(db, scope, current, "failed", current.counts, site.actorUserId);
    throw error;
  }
}

export function registerImportJobs(jobs: JobQueue, db: Database) {
  jobs.register(IMPORT_RUN_JOB, (payload, run) => continueImportRun(db, jobs, payload, run));
  registerInvitationJob(jobs, db);
}

/**
 * Takes a run back: removes what it made and restores what it changed, where nobody changed it since (those are
 * kept and counted). Undoing an undone import changes nothing.
 */
export async function undoImport(
  db: Database,
  scope: Scope,
  id: number,
  actorUserId: number,
  storage?: FileStorage,
): Promise<ImportRow | null> {
  const current = await findImport(db, scope, id);
  if (!current) return null;
  if (current.status === "undone") return current;
  const undoable = current.status === "done" || current.status === "failed" || isStale(current);
  // "undoing", not "running": a run's job that comes back meanwhile must not write.
  if (!undoable || !(await claim(db, scope, current, "undoing"))) throw new ImportStateError("notUndoable", current.status);
  const handler = HANDLERS[current.kind];
  const tally: Record<UndoResult, number> = { removed: 0, restored: 0, kept: 0 };
  const applied = await withTenant(db, scope.tenant, (tx) =>
    tx
      .select()
      .from(importRows)
      .where(and(eq(importRows.importId, id), isNotNull(importRows.appliedAt), inArray(importRows.outcome, ["create", "update"])))
      .orderBy(desc(importRows.rowNumber)),
  );
  try {
    for (let i = 0; i < applied.length; i += IMPORT_LIMITS.batchRows) {
      await withTenant(db, scope.tenant, async (tx) => {
        for (const row of applied.slice(i, i + IMPORT_LIMITS.batchRows)) {
          const result = await handler.undo(tx, scope, {
            outcome: row.outcome as "create" | "update",
            targetId: row.targetId as number,
            previous: row.previous,
            appliedAt: row.appliedAt as Date,
          });
          tally[result] += 1;
          if (result === "removed" && row.sourceKey) {
            await tx
              .delete(importSources)
              .where(
                and(
                  eq(importSources.tenantId, scope.tenant),
                  eq(importSources.centerId, scope.centerId),
                  eq(importSources.kind, current.kind),
                  eq(importSources.sourceKey, row.sourceKey),
                ),
              );
          }
        }
      });
    }
  } catch (error) {
    await finish(db, scope, current, "failed", current.counts, actorUserId);
    throw error;
  }
  const row = await finish(db, scope, current, "undone", { ...current.counts, ...tally }, actorUserId);
  // The images it stored go too, unless something uses them (a vacancy it kept, a later import).
  if (storage) await removeImportImages(db, storage, scope, current);
  publishChange(db, current.kind === "volunteers" ? "users" : "vacancies", scope.tenant);
  return row;
}
