import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../../contract/imports";
import { withTenant } from "../../db/client";
import { jobs } from "../../jobs/jobs.table";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { organizations } from "../organizations/organizations.table";
import type { InvitingSite } from "./import-invitations";
import { IMPORT_RUN_JOB, writeBatches } from "./import-run.service";
import { findImport } from "./imports.service";
import { importRows, imports } from "./imports.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const ROWS = 2_500;

async function upload(lines: string[], kind = "organizations") {
  const form = new FormData();
  form.append("file", new Blob([new TextEncoder().encode(lines.join("\r\n"))]), "groot.csv");
  form.append("kind", kind);
  return t.request("/api/v1/imports", { method: "POST", headers: { ...(await as("admin", "oldebroek")) }, body: form });
}

const call = async (method: string, path: string) => t.request(path, { method, headers: await as("admin", "oldebroek") });

const prefixed = (prefix: string) =>
  withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select({ id: organizations.id, status: organizations.status })
      .from(organizations)
      .where(and(eq(organizations.tenantId, "oldebroek"), sql`${organizations.name} like ${`${prefix}%`}`)),
  );

const scopeOf = async (id: string) => {
  const [row] = await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select()
      .from(imports)
      .where(eq(imports.id, Number(id))),
  );
  return { tenant: "oldebroek" as const, centerId: row.centerId };
};

/** What the run's queued job writes with: the queue and the centre and address it was run on. */
async function asTheJob(id: string) {
  const [queued] = await t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, IMPORT_RUN_JOB), sql`${jobs.payload}->>'id' = ${id}`));
  const { id: _, ...site } = queued.payload as unknown as InvitingSite & { id: number };
  return { jobs: t.jobs, site };
}

describe("imports: a job for more than maxRunRows", () => {
  it("answers 202 running, writes in batches with progress, and a retry goes on where the stopped run was", async () => {
    expect(ROWS).toBeGreaterThan(IMPORT_LIMITS.maxRunRows);
    const lines = ["Naam", ...Array.from({ length: ROWS }, (_, i) => `Groot ${String(i).padStart(4, "0")}`)];
    const checked = await expectDocument(await upload(lines), 201);
    expect(checked.data.attributes?.status).toBe("ready");
    const id = checked.data.id;

    const started = await expectDocument(await call("POST", `/api/v1/imports/${id}/run`), 202);
    expect(started.data.attributes).toMatchObject({ status: "running", rows_done: 0 });
    expect(await prefixed("Groot ")).toHaveLength(0);
    // Running it again while it runs is refused; undo is not allowed yet either.
    await expectErrors(await call("POST", `/api/v1/imports/${id}/run`), 409, "conflict");
    await expectErrors(await call("DELETE", `/api/v1/imports/${id}`), 409, "conflict");

    // A process takes the job, writes three batches and stops (as a crash would: nothing marks the import failed).
    const scope = await scopeOf(id);
    const running = await findImport(t.db, scope, Number(id));
    expect(await writeBatches(t.db, scope, running as NonNullable<typeof running>, await asTheJob(id), 3)).toBe(false);
    const halfway = await expectDocument(await call("GET", `/api/v1/imports/${id}`), 200);
    expect(halfway.data.attributes).toMatchObject({ status: "running", rows_done: 3 * IMPORT_LIMITS.batchRows });
    const firstWritten = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ row: importRows.rowNumber, appliedAt: importRows.appliedAt })
        .from(importRows)
        .where(and(eq(importRows.importId, Number(id)), sql`${importRows.rowNumber} <= 301`)),
    );
    expect(firstWritten.every((row) => row.appliedAt !== null)).toBe(true);

    // The queue's worker (the retry) goes on after row 301: nothing twice.
    expect(await t.jobs.workDue()).toBeGreaterThanOrEqual(1);
    const done = await expectDocument(await call("GET", `/api/v1/imports/${id}`), 200);
    expect(done.data.attributes).toMatchObject({ status: "done", rows_done: ROWS });
    expect(done.data.attributes?.counts).toMatchObject({ rows: ROWS, create: ROWS, invalid: 0 });
    expect(await prefixed("Groot ")).toHaveLength(ROWS);
    const after = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select({ row: importRows.rowNumber, appliedAt: importRows.appliedAt })
        .from(importRows)
        .where(and(eq(importRows.importId, Number(id)), sql`${importRows.rowNumber} <= 301`)),
    );
    expect(new Map(after.map((row) => [row.row, row.appliedAt?.getTime()]))).toEqual(
      new Map(firstWritten.map((row) => [row.row, row.appliedAt?.getTime()])),
    );
    // Done: running it again changes nothing.
    await expectDocument(await call("POST", `/api/v1/imports/${id}/run`), 200);
    expect(await t.jobs.workDue()).toBe(0);
  }, 60_000);

  it("a job run cut off and left for 10 minutes can be undone: its job writes nothing while undoing, nor after", async () => {
    const lines = ["Naam", ...Array.from({ length: ROWS }, (_, i) => `Afgebroken ${String(i).padStart(4, "0")}`)];
    const checked = await expectDocument(await upload(lines), 201);
    const id = checked.data.id;
    await expectDocument(await call("POST", `/api/v1/imports/${id}/run`), 202);
    const scope = await scopeOf(id);
    const running = await findImport(t.db, scope, Number(id));
    await writeBatches(t.db, scope, running as NonNullable<typeof running>, await asTheJob(id), 2);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(imports)
        .set({ updatedAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(imports.id, Number(id))),
    );
    // An undo is taking it back (and stopped, too): the run's job, coming back meanwhile, writes nothing.
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(imports)
        .set({ status: "undoing" })
        .where(eq(imports.id, Number(id))),
    );
    await t.jobs.workDue();
    expect(await prefixed("Afgebroken ")).toHaveLength(2 * IMPORT_LIMITS.batchRows);
    // An undo left "undoing" for 10 minutes can be done again.
    const undone = await expectDocument(await call("DELETE", `/api/v1/imports/${id}`), 200);
    expect(undone.data.attributes?.counts).toMatchObject({ removed: 2 * IMPORT_LIMITS.batchRows });
    expect((await prefixed("Afgebroken ")).filter((org) => org.status !== "deleted")).toHaveLength(0);
    await t.jobs.workDue();
    expect((await prefixed("Afgebroken ")).filter((org) => org.status !== "deleted")).toHaveLength(0);
    expect((await expectDocument(await call("GET", `/api/v1/imports/${id}`), 200)).data.attributes?.status).toBe("undone");
  }, 60_000);

  it("runs a volunteer list that large as a job and invites those marked once, linking to the centre's address, after a retry too", async () => {
    // Row 150 is written before the process stops, the others after.
    const marked = new Set([150, 1_999, IMPORT_LIMITS.maxRunRows]);
    const email = (i: number) => `vera.groot${i}@example.nl`;
    const lines = [
      "Voornaam;Achternaam;E-mail;Uitnodigen",
      ...Array.from({ length: IMPORT_LIMITS.maxRunRows + 1 }, (_, i) => `Vera;Groot;${email(i)};${marked.has(i) ? "ja" : "nee"}`),
    ];
    const checked = await expectDocument(await upload(lines, "volunteers"), 201);
    const id = checked.data.id;
    const sent = inbox.received.length;
    await expectDocument(await call("POST", `/api/v1/imports/${id}/run`), 202);

    // A process takes the job, writes two batches (rows 1-201) and stops; the queue's retry goes on from there.
    const scope = await scopeOf(id);
    const running = await findImport(t.db, scope, Number(id));
    await writeBatches(t.db, scope, running as NonNullable<typeof running>, await asTheJob(id), 2);
    while ((await t.jobs.workDue()) > 0);

    const done = await expectDocument(await call("GET", `/api/v1/imports/${id}`), 200);
    expect(done.data.attributes).toMatchObject({ status: "done", rows_done: IMPORT_LIMITS.maxRunRows + 1 });
    for (const i of marked) {
      const mail = await inbox.waitFor(email(i));
      expect(mail.text).toMatch(/ http:\/\/oldebroek\.localhost(:\d+)?\/nl\/auth\/reset\?reset_password_token=/);
    }
    const recipients = inbox.received.slice(sent).flatMap((m) => m.to);
    expect(recipients.sort()).toEqual([...marked].map(email).sort());
  }, 120_000);
});
