import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../../contract/imports";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { readImportStream } from "./import-stream";
import { createImport } from "./imports.service";
import { imports } from "./imports.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(async () => {
  await t.close();
});

// A column the mapping leaves out makes the file large with few rows: its check is quick, its size over the threshold.
const PADDING = "x".repeat(2_000);
const ROWS = Math.ceil(IMPORT_LIMITS.checkJobBytes / PADDING.length) + 50;

/** Names, a few without one and a few twice: the check's errors as well as its counts. */
const bigFile = () => {
  const lines = ["Naam;Notitie"];
  for (let i = 0; i < ROWS; i++) {
    const name = i % 100 === 7 ? "" : i % 100 === 9 ? "Controle 0001" : `Controle ${String(i).padStart(4, "0")}`;
    lines.push(`${name};${PADDING}`);
  }
  return new TextEncoder().encode(lines.join("\r\n"));
};

async function upload(bytes: Uint8Array<ArrayBuffer>, options: { dryRun?: string; mapping?: string } = {}) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), "groot.csv");
  form.append("kind", "organizations");
  if (options.dryRun) form.append("dry_run", options.dryRun);
  if (options.mapping) form.append("mapping", options.mapping);
  return t.request("/api/v1/imports", { method: "POST", headers: await as("admin", "oldebroek"), body: form });
}

const call = async (path: string, tenant: "oldebroek" | "roermond" = "oldebroek") =>
  t.request(path, { headers: await as("admin", tenant) });

const workAll = async () => {
  while ((await t.jobs.workDue()) > 0);
};

describe("imports: a file over checkJobBytes is checked by a job", () => {
  it("answers 202 checking, then ready with the counts and errors a check within the request gives", async () => {
    const bytes = bigFile();
    expect(bytes.length).toBeGreaterThan(IMPORT_LIMITS.checkJobBytes);
    const queued = await expectDocument(await upload(bytes), 202);
    expect(queued.data.attributes).toMatchObject({ status: "checking", rows_done: 0, counts: { rows: 0, valid: 0 } });
    const id = queued.data.id;
    // Not another tenant's to see.
    await expectErrors(await call(`/api/v1/imports/${id}`, "roermond"), 404, "not_found");
    const waiting = await expectDocument(await call(`/api/v1/imports/${id}`), 200);
    expect(waiting.data.attributes?.status).toBe("checking");

    await workAll();
    const checked = await expectDocument(await call(`/api/v1/imports/${id}?page[size]=1000&filter[outcome]=invalid`), 200);
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(imports)
        .where(eq(imports.id, Number(id))),
    );
    // The same file checked as a small one is, within a request.
    const { table } = await readImportStream(
      async function* () {
        yield bytes;
      },
      bytes.length,
      { kind: "organizations" },
    );
    const direct = await createImport(
      t.db,
      { tenant: "oldebroek", centerId: row.centerId },
      { kind: "organizations", fileName: "groot.csv", table },
      row.createdBy as number,
    );
    expect(checked.data.attributes).toMatchObject({ status: "ready", rows_done: 0, counts: direct.counts });
    expect(direct.counts).toMatchObject({ rows: ROWS });
    expect(direct.counts.invalid).toBeGreaterThan(0);
    const directRows = await expectDocument(
      await call(`/api/v1/imports/${direct.id}?page[size]=1000&filter[outcome]=invalid`),
      200,
    );
    expect(checked.meta?.rows).toEqual(directRows.meta?.rows);
    // Nothing is left queued to check it again.
    expect(await t.jobs.workDue()).toBe(0);
  });

  it("refuses a mapping that does not fit at once (422), as for a small file, queueing nothing", async () => {
    await expectErrors(await upload(bigFile(), { mapping: JSON.stringify({ Nergens: "name" }) }), 422, "validation_failed");
    expect(await t.jobs.workDue()).toBe(0);
  });

  it("runs it after its check when not a dry run", async () => {
    const queued = await expectDocument(await upload(bigFile(), { dryRun: "false" }), 202);
    expect(queued.data.attributes?.status).toBe("checking");
    await workAll();
    const ran = await expectDocument(await call(`/api/v1/imports/${queued.data.id}`), 200);
    expect(ran.data.attributes?.status).toBe("done");
  });

  it("ends an unreadable large file failed with why, in the reader's language, never a 500", async () => {
    const long = "y".repeat(IMPORT_LIMITS.maxLineBytes + 10);
    const lines = ["Naam;Notitie", ...Array.from({ length: 600 }, (_, i) => `Lang ${i};${PADDING}`), `Te lang;${long}`];
    const queued = await expectDocument(await upload(new TextEncoder().encode(lines.join("\n"))), 202);
    await workAll();
    const failed = await expectDocument(await call(`/api/v1/imports/${queued.data.id}`), 200);
    expect(failed.data.attributes).toMatchObject({ status: "failed", counts: { rows: 1, valid: 0, invalid: 1 } });
    const [first] = (failed.meta?.rows ?? []) as { errors: { message: string }[] }[];
    const [reason] = first.errors;
    expect(reason.message).toContain("langer dan 1 MB");
  });
});
