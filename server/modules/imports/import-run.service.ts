import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { IMPORT_LIMITS, type ImportCounts, type ImportRowOutcome, type ImportStatus } from "../../../contract/imports";
import { publishChange } from "../../db/change-feed";
import { type Database, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import type { Scope, UndoResult } from "./import-kinds";
import { countsOf, findImport, HANDLERS, type ImportRow, planRows } from "./imports.service";
import { importRows, importSources, imports } from "./imports.table";

/** An import in a status that does not allow what was asked (409), or too large to run within a request (422). */
export class ImportStateError extends Error {
  constructor(
    readonly reason: "notRunnable" | "notUndoable" | "tooManyToRun",
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

const isStale = (row: ImportRow, now = Date.now()) => row.status === "running" && now - row.updatedAt.getTime() > STALE_RUN_MS;

/**
 * Moves the import from the status it was read in to another (a running one only when it is stale); false when it
 * changed meanwhile (someone else got there first).
 */
async function claim(db: Database, scope: Scope, current: ImportRow, to: ImportStatus) {
  const stale = lt(imports.updatedAt, new Date(Date.now() - STALE_RUN_MS));
  const claimed = await withTenant(db, scope.tenant, (tx) =>
    tx
      .update(imports)
      .set({ status: to, updatedAt: new Date() })
      .where(and(byId(scope, current.id), eq(imports.status, current.status), current.status === "running" ? stale : undefined))
      .returning({ id: imports.id }),
  );
  return claimed.length > 0;
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

/**
 * Runs a checked import: each valid row is checked again against the centre's data as it is now and written, a batch
 * per transaction. Running a done import again changes nothing. Returns the import and the accounts to invite.
 */
export async function runImport(
  db: Database,
  scope: Scope,
  id: number,
  actorUserId: number,
): Promise<{ row: ImportRow; invite: number[] } | null> {
  const current = await findImport(db, scope, id);
  if (!current) return null;
  if (current.status === "done") return { row: current, invite: [] };
  if (current.status !== "ready") throw new ImportStateError("notRunnable", current.status);
  if (current.counts.valid > IMPORT_LIMITS.maxRunRows) throw new ImportStateError("tooManyToRun", current.status);
  if (!(await claim(db, scope, current, "running"))) {
    const now = await findImport(db, scope, id);
    if (now?.status === "done") return { row: now, invite: [] };
    throw new ImportStateError("notRunnable", now?.status ?? current.status);
  }
  const handler = HANDLERS[current.kind];
  const invite: number[] = [];
  try {
    let after = 0;
    for (;;) {
      const done = await withTenant(db, scope.tenant, async (tx) => {
        const batch = await tx
          .select()
          .from(importRows)
          .where(
            and(
              eq(importRows.tenantId, scope.tenant),
              eq(importRows.importId, id),
              ne(importRows.outcome, "invalid"),
              // Rows go in file order; `after` is the last one written.
              gt(importRows.rowNumber, after),
            ),
          )
          .orderBy(asc(importRows.rowNumber))
          .limit(IMPORT_LIMITS.batchRows);
        if (batch.length === 0) return true;
        // Still going: the mark that tells a live run from one that was cut off.
        await tx.update(imports).set({ updatedAt: new Date() }).where(byId(scope, id));
        const rows = batch.map((row) => ({ key: row.sourceKey as string, values: row.values }));
        const plans = await planRows(tx, scope, handler, rows);
        const links: { sourceKey: string; targetId: number }[] = [];
        for (const [i, row] of batch.entries()) {
          const plan = plans[i];
          let outcome: ImportRowOutcome = plan.outcome;
          let targetId = plan.targetId;
          let appliedAt: Date | null = null;
          let previous: Record<string, unknown> | null = null;
          if (plan.outcome === "create" || plan.outcome === "update") {
            const applied = await handler.apply(tx, scope, rows[i], plan);
            targetId = applied.targetId;
            appliedAt = applied.appliedAt;
            previous = plan.outcome === "update" ? plan.previous : null;
            if (applied.invite) invite.push(applied.targetId);
          }
          const link = plan.outcome === "create" || (plan.outcome === "unchanged" && plan.link);
          if (link && targetId !== null && row.sourceKey) links.push({ sourceKey: row.sourceKey, targetId });
          const errors = plan.outcome === "invalid" ? plan.errors : [];
          if (plan.outcome === "invalid") outcome = "invalid";
          await tx
            .update(importRows)
            .set({
              outcome,
              targetId,
              appliedAt,
              previous,
              ...(errors.length > 0 && { errors: errors.map((e) => ({ column: null, field: e.field, message: e.message })) }),
            })
            .where(eq(importRows.id, row.id));
        }
        if (links.length) {
          await tx
            .insert(importSources)
            .values(links.map((link) => ({ ...link, tenantId: scope.tenant, centerId: scope.centerId, kind: current.kind })))
            .onConflictDoUpdate({
              target: [importSources.tenantId, importSources.centerId, importSources.kind, importSources.sourceKey],
              set: { targetId: sql`excluded.target_id` },
            });
        }
        after = batch[batch.length - 1].rowNumber;
        return false;
      });
      if (done) break;
    }
  } catch (error) {
    await finish(db, scope, current, "failed", current.counts, actorUserId);
    throw error;
  }
  const outcomes = await withTenant(db, scope.tenant, (tx) =>
    tx.select({ outcome: importRows.outcome }).from(importRows).where(eq(importRows.importId, id)),
  );
  const row = await finish(db, scope, current, "done", countsOf(outcomes.map((o) => o.outcome)), actorUserId);
  // The bank and the social map show organizations and vacancies.
  if (current.kind !== "volunteers") publishChange(db, "vacancies", scope.tenant);
  return { row, invite };
}

/**
 * Takes a run back: removes what it made and restores what it changed, where nobody changed it since (those are
 * kept and counted). Undoing an undone import changes nothing.
 */
export async function undoImport(db: Database, scope: Scope, id: number, actorUserId: number): Promise<ImportRow | null> {
  const current = await findImport(db, scope, id);
  if (!current) return null;
  if (current.status === "undone") return current;
  const undoable = current.status === "done" || current.status === "failed" || isStale(current);
  if (!undoable || !(await claim(db, scope, current, "running"))) throw new ImportStateError("notUndoable", current.status);
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
  if (current.kind !== "volunteers") publishChange(db, "vacancies", scope.tenant);
  return row;
}
