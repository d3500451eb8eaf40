import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../../contract/imports";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { readImportStream } from "./import-stream";
import { createImport } from "./imports.service";
import { imports } from "./imports.table";
import { wordPressExport } from "./wordpress-export.test-data";

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

async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  options: { dryRun?: string; mapping?: string; kind?: string; name?: string } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), options.name ?? "groot.csv");
  form.append("kind", options.kind ?? "organizations");
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

  it("shows its progress through the file in percent while checking, rising, and none once checked", async () => {
    // Many batches (1,000 rows each), so the check is seen between them.
    const lines = ["Naam;Notitie", ...Array.from({ length: 6_000 }, (_, i) => `Voortgang ${i};${"v".repeat(400)}`)];
    const queued = await expectDocument(await upload(new TextEncoder().encode(lines.join("\n"))), 202);
    expect(queued.data.attributes).toMatchObject({ status: "checking", progress: 0 });
    const path = `/api/v1/imports/${queued.data.id}?page[size]=1`;
    const seen: number[] = [];
    let working = true;
    const work = workAll().finally(() => {
      working = false;
    });
    while (working) {
      const { attributes } = (await expectDocument(await call(path), 200)).data;
      if (attributes?.status === "checking") seen.push(attributes.progress as number);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await work;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.every((value) => Number.isInteger(value) && value >= 0 && value < 100)).toBe(true);
    expect(seen.some((value) => value > 0)).toBe(true);
    const checked = await expectDocument(await call(path), 200);
    expect(checked.data.attributes).toMatchObject({ status: "ready", progress: null, counts: { rows: 6_000 } });
  });
});

/** Padding that does not compress, so a workbook or zip is as large as its text. */
const noise = (bytes: number) => randomBytes(bytes / 2).toString("hex");

describe("imports: a workbook or WordPress export over checkJobBytes is checked by a job too", () => {
  it("answers an .xlsx 202 checking, then ready with every row checked", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Organisaties");
    sheet.addRow(["Naam", "Notitie"]);
    for (let i = 0; i < 2_600; i++) sheet.addRow([i === 3 ? "" : `Werkboek ${i}`, noise(1_600)]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    expect(bytes.length).toBeGreaterThan(IMPORT_LIMITS.checkJobBytes);
    const queued = await expectDocument(await upload(bytes, { name: "groot.xlsx" }), 202);
    expect(queued.data.attributes).toMatchObject({ status: "checking", progress: 0, counts: { rows: 0 } });
    await workAll();
    const checked = await expectDocument(await call(`/api/v1/imports/${queued.data.id}?filter[outcome]=invalid`), 200);
    expect(checked.data.attributes).toMatchObject({
      status: "ready",
      progress: null,
      counts: { rows: 2_600, valid: 2_599, invalid: 1, create: 2_599 },
      mapping: [
        { column: "Naam", field: "name" },
        { column: "Notitie", field: null },
      ],
    });
    expect(((checked.meta?.rows ?? []) as { row: number }[]).map((row) => row.row)).toEqual([5]);
  });

  it("refuses a workbook's mapping that does not fit at once (422), queueing nothing", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Organisaties");
    sheet.addRow(["Naam", "Notitie"]);
    for (let i = 0; i < 2_600; i++) sheet.addRow([`Werkboek ${i}`, noise(1_600)]);
    const bytes = new Uint8Array(await book.xlsx.writeBuffer());
    await expectErrors(await upload(bytes, { mapping: JSON.stringify({ Nergens: "name" }) }), 422, "validation_failed");
    expect(await t.jobs.workDue()).toBe(0);
  });

  it("checks a WordPress export by a job, with its post type and terms shown while it is checked", async () => {
    // With an address: a vacancy without a place takes its organization's.
    const organization = new TextEncoder().encode(
      "Naam;Straat;Huisnummer;Postcode;Plaats\nBuurthuis De Groote Export;Lindelaan;4;8091 AB;Wezep",
    );
    await expectDocument(await upload(organization, { dryRun: "false", name: "org.csv" }), 201);
    const posts = Array.from({ length: 1_100 }, (_, i) => ({
      id: 1000 + i,
      title: `Vacature uit WordPress ${i}`,
      type: "vacature",
      content: "<p>Helpen in het buurthuis.</p>",
      terms: [{ domain: "category", name: "Sport" }],
      meta: { organisatie: "Buurthuis De Groote Export", notitie: "w".repeat(2_000) },
    }));
    const bytes = new TextEncoder().encode(wordPressExport(posts));
    expect(bytes.length).toBeGreaterThan(IMPORT_LIMITS.checkJobBytes);
    const queued = await expectDocument(await upload(bytes, { kind: "vacancies", name: "export.xml" }), 202);
    // What the request read of the export is there while it is checked.
    expect(queued.data.attributes).toMatchObject({ status: "checking", source: { wordpress: { post_type: "vacature" } } });
    await workAll();
    const checked = await expectDocument(await call(`/api/v1/imports/${queued.data.id}`), 200);
    expect(checked.data.attributes).toMatchObject({
      status: "ready",
      progress: null,
      counts: { rows: 1_100, valid: 1_100, create: 1_100 },
    });
  });
});
