// A file too large to check within its request (issue 40 item 1): a CSV, workbook or WordPress export kept in the
// file storage, checked by a job that shows its progress (percent of the file), as a large run is.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { and, eq } from "drizzle-orm";
import type { ImportKind, ImportMapping, ImportSource } from "../../../contract/imports";
import { type Database, withTenant } from "../../db/client";
import type { JobQueue, JobRun } from "../../jobs/queue";
import type { FileStorage } from "../../storage/file-storage";
import { fileErrorMessage } from "./import-file-message";
import { storeImportImages } from "./import-images.service";
import type { InvitingSite } from "./import-invitations";
import { inBothLanguages, type Message, type Scope } from "./import-kinds";
import { resolveMapping } from "./import-mapping";
import { runImport } from "./import-run.service";
import { readImportStream } from "./import-stream";
import { ImportFileError } from "./import-table";
import { checkTable, columnsOf, countsOf, findImport, ImportMappingError, type ImportRow, insertRows } from "./imports.service";
import { importRows, imports } from "./imports.table";

/** The job that checks a large file. */
export const IMPORT_CHECK_JOB = "import.check";

interface CheckPayload extends Scope {
  id: number;
  /** The file in the storage; removed when the check is over. */
  key: string;
  size: number;
  kind: ImportKind;
  mapping?: ImportMapping;
  organizationId?: number;
  /** A WordPress export's post type to read. */
  postType?: string;
  dryRun: boolean;
  actorUserId: number;
  site: Omit<InvitingSite, "tenant" | "centerId" | "actorUserId">;
}

interface QueuedCheck {
  kind: ImportKind;
  fileName: string;
  file: { size: number; bytes: () => AsyncIterable<Uint8Array> };
  headers: string[];
  mapping?: ImportMapping;
  organizationId?: number;
  postType?: string;
  /** A WordPress export's post types, terms and images, as the request read them: shown while it is checked. */
  source?: ImportSource;
  dryRun: boolean;
  site: CheckPayload["site"];
}

interface Deps {
  db: Database;
  storage: FileStorage;
  jobs: Pick<JobQueue, "enqueue">;
}

/**
 * Keeps the file and queues its check: the import is answered `checking` with zero counts. The mapping is checked
 * against the header now, so a mapping that does not fit is refused as a small file's is.
 */
export async function queueImportCheck(deps: Deps, scope: Scope, input: QueuedCheck, actorUserId: number): Promise<ImportRow> {
  const fixed = input.organizationId ? ["organization"] : [];
  const { mapping, problems } = resolveMapping(input.kind, input.headers, input.mapping, fixed);
  if (problems.length) throw new ImportMappingError(problems, mapping);
  const key = `imports/checks/${randomUUID()}.bin`;
  await deps.storage.putStream(key, input.file.bytes(), "application/octet-stream");
  try {
    return await withTenant(deps.db, scope.tenant, async (tx) => {
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
      const payload: CheckPayload = {
        ...scope,
        id: created.id,
        key,
        size: input.file.size,
        kind: input.kind,
        mapping: input.mapping,
        organizationId: input.organizationId,
        postType: input.postType,
        dryRun: input.dryRun,
        actorUserId,
        site: input.site,
      };
      // In the import's transaction: the job exists exactly when the import is checking.
      await deps.jobs.enqueue(IMPORT_CHECK_JOB, payload as unknown as Record<string, unknown>, { executor: tx });
      return created;
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}

/** Done of total in whole percent, 99 at most: 100 is the check's end, not its last batch. */
const percent = (done: number, total: number) => Math.min(99, Math.floor((done * 100) / Math.max(total, 1)));

const byId = (scope: Scope, id: number) => and(eq(imports.tenantId, scope.tenant), eq(imports.id, id));
const rowsOf = (scope: Scope, id: number) => and(eq(importRows.tenantId, scope.tenant), eq(importRows.importId, id));

/** The check ends failed with why as its one row's error: what it had checked is dropped, as a request's would be. */
async function failCheck(db: Database, scope: Scope, id: number, message: Message, line: number | null) {
  await withTenant(db, scope.tenant, async (tx) => {
    await tx.delete(importRows).where(rowsOf(scope, id));
    await insertRows(tx, scope, id, [
      { rowNumber: line ?? 1, outcome: "invalid", errors: [{ column: null, field: null, message }], cells: [], values: {} },
    ]);
    await tx
      .update(imports)
      .set({ status: "failed", counts: countsOf(["invalid"]), rowsDone: 0, checkProgress: 0, updatedAt: new Date() })
      .where(byId(scope, id));
  });
}

/** Checks the stored file a batch per transaction, its rows checked so far kept as progress; then runs it unless a dry run. */
export async function checkStoredImport(
  deps: Deps & { jobs: JobQueue },
  payload: Record<string, unknown>,
  run: Pick<JobRun, "attempt" | "maxAttempts">,
) {
  const job = payload as unknown as CheckPayload;
  const { db, storage } = deps;
  const scope: Scope = { tenant: job.tenant, centerId: job.centerId };
  const current = await findImport(db, scope, job.id);
  if (current?.status !== "checking") {
    await storage.delete(job.key);
    return;
  }
  const bytes = async function* () {
    const file = await storage.get(job.key);
    if (!file) throw new ImportFileError("empty");
    yield* Readable.fromWeb(file.body as unknown as WebReadableStream<Uint8Array>);
  };
  let over = false;
  let images: Map<string, Uint8Array> | undefined;
  try {
    // A retry starts over: what an earlier attempt stored goes.
    await withTenant(db, scope.tenant, async (tx) => {
      await tx.delete(importRows).where(rowsOf(scope, job.id));
      await tx.update(imports).set({ checkProgress: 0 }).where(byId(scope, job.id));
    });
    const file = await readImportStream(bytes, job.size, { kind: job.kind, postType: job.postType });
    const { table } = file;
    images = file.images;
    // A CSV by the bytes read of its size; a workbook or export (read whole first) by its rows checked.
    const progressAt = (count: number) =>
      percent("batches" in table ? (table.bytesRead?.() ?? 0) : count, "batches" in table ? job.size : table.rows.length);
    const checked = await checkTable(
      (work) => withTenant(db, scope.tenant, work),
      scope,
      {
        kind: job.kind,
        table,
        mapping: job.mapping,
        organizationId: job.organizationId,
        terms: current.source?.wordpress?.terms,
      },
      async (tx, rows, count) => {
        await insertRows(tx, scope, job.id, rows);
        await tx
          .update(imports)
          .set({
            rowsDone: count,
            checkProgress: progressAt(count),
            counts: { ...countsOf([]), rows: count },
            updatedAt: new Date(),
          })
          .where(byId(scope, job.id));
      },
    );
    await withTenant(db, scope.tenant, (tx) =>
      tx
        .update(imports)
        .set({
          status: checked.counts.valid > 0 ? "ready" : "failed",
          mapping: columnsOf(checked.mapping),
          counts: checked.counts,
          rowsDone: 0,
          checkProgress: 100,
          updatedAt: new Date(),
        })
        .where(byId(scope, job.id)),
    );
    over = true;
  } catch (error) {
    if (error instanceof ImportFileError || error instanceof ImportMappingError) {
      const message =
        error instanceof ImportFileError
          ? fileErrorMessage(error)
          : inBothLanguages(`api-errors:detail.import.mapping.${error.problems[0].reason}`, error.problems[0]);
      const line = error instanceof ImportFileError ? ((error.params.line as number | null | undefined) ?? null) : null;
      await failCheck(db, scope, job.id, message, line);
      over = true;
      return;
    }
    if (run.attempt >= run.maxAttempts) {
      await failCheck(db, scope, job.id, inBothLanguages("api-errors:detail.import.checkFailed"), null);
      over = true;
    }
    throw error;
  } finally {
    if (over) await storage.delete(job.key);
  }
  if (job.dryRun) return;
  const ready = await findImport(db, scope, job.id);
  if (ready?.status !== "ready") return;
  // A zipped export's images go with its run, as they do when the request runs it.
  if (images) await storeImportImages(db, storage, scope, ready, images, job.actorUserId);
  await runImport(db, scope, job.id, job.actorUserId, { jobs: deps.jobs, site: job.site });
}

/** Registered where the app's file storage is known. */
export function registerImportCheckJob(jobs: JobQueue, db: Database, storage: FileStorage) {
  jobs.register(IMPORT_CHECK_JOB, (payload, run) => checkStoredImport({ db, storage, jobs }, payload, run));
}
