import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf, type Session, sessionOf, signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { DEMO_PASSWORD } from "../identity/identity.factory";
import { DEMO_OPERATOR_EMAIL, TEST_OPERATOR_DEVICE } from "../identity/identity.seed";
import { tenants } from "../tenancy/tenants.table";
import { eraseTenant } from "./tenant-erasure.service";
import { sweepArchives } from "./tenant-exports.service";
import { tenantExports } from "./tenant-exports.table";

const OPERATOR_HOST = "platform.localhost:3000";
const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let operator: Session;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request("/auth/sign_in", {
    method: "POST",
    headers: { host: OPERATOR_HOST, "content-type": "application/json", "two-factor-device": TEST_OPERATOR_DEVICE },
    body: JSON.stringify({ email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD }),
    address: "10.78.0.1",
  });
  expect(response.status).toBe(200);
  operator = sessionOf(response, OPERATOR_HOST);
});
afterAll(async () => {
  await t?.close();
});

const platform = (path: string, init: Parameters<TestApp["request"]>[1] = {}) =>
  t.request(`/api/v1/platform${path}`, { ...init, headers: { ...operator, ...init.headers } });

const attributesOf = async (response: Response, status = 200) =>
  (await expectDocument(response, status)).data as { id: string; attributes: Record<string, unknown> };

const auditActions = async (tenant: string) =>
  (await t.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.tenantId, tenant))).map(
    (row) => row.action,
  );

const countOf = async (table: string, tenant: string) =>
  (
    (await t.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where tenant_id = ${tenant}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0].n;

describe("a tenant's export as a job of the operator's API (issue 39)", () => {
  it("refuses anonymous (401) and tenant users (403) before anything is read or queued", async () => {
    const admin = await signIn(t, "admin");
    const before = await t.db.select().from(tenantExports);
    for (const [headers, status, code] of [
      [{ host: OPERATOR_HOST }, 401, "not_authorized"],
      [{ ...admin, host: OPERATOR_HOST }, 403, "forbidden"],
      [admin, 403, "forbidden"],
    ] as const) {
      await expectErrors(
        await t.request("/api/v1/platform/tenants/oldebroek/exports", { method: "POST", headers, json: { bad: 1 } }),
        status,
        code,
      );
      await expectErrors(
        await t.request("/api/v1/platform/tenants/oldebroek/archive", { method: "POST", headers }),
        status,
        code,
      );
      await expectErrors(await t.request("/api/v1/platform/tenants/oldebroek/exports/1/download", { headers }), status, code);
    }
    expect(await t.db.select().from(tenantExports)).toEqual(before);
    expect((await t.db.select().from(tenants).where(eq(tenants.id, "oldebroek")))[0].status).toBe("active");
  });

  it("queues an export (202), runs it in the job, shows its progress and streams the zip; another tenant's id is a 404", async () => {
    const queued = await attributesOf(await platform("/tenants/oldebroek/exports", { method: "POST" }), 202);
    expect(queued.attributes).toMatchObject({ status: "queued", tables_done: 0, size_bytes: null, downloadable: false });
    const path = `/tenants/oldebroek/exports/${queued.id}`;
    // Not done yet: its download is a 409.
    await expectErrors(await platform(`${path}/download`), 409, "conflict");

    expect(await t.jobs.workDue()).toBeGreaterThan(0);
    const done = await attributesOf(await platform(path));
    expect(done.attributes.status).toBe("done");
    expect(done.attributes.tables_total).toBeGreaterThan(10);
    expect(done.attributes.tables_done).toBe(done.attributes.tables_total);
    expect(done.attributes.size_bytes).toBeGreaterThan(1000);
    expect(done.attributes.downloadable).toBe(true);
    const expires = Date.parse(String(done.attributes.expires_at)) - Date.parse(String(done.attributes.finished_at));
    expect(Math.round(expires / DAY_MS)).toBe(7);
    const list = await expectDocument(await platform("/tenants/oldebroek/exports"), 200);
    expect((list.data as { id: string }[]).map((row) => row.id)).toContain(queued.id);

    const download = await platform(`${path}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="oldebroek-\d{4}-\d\d-\d\d-export-\d+\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    expect(JSON.parse(strFromU8(zip["manifest.json"])).tenant).toBe("oldebroek");
    // The operator's own table is not the tenant's data: it is not in the zip.
    expect(Object.keys(zip)).not.toContain("tables/tenant_exports.jsonl");
    expect(await auditActions("oldebroek")).toContain("tenant.exported");

    // The same id under another tenant, or an id that is no number: 404.
    await expectErrors(await platform(`/tenants/roermond/exports/${queued.id}`), 404, "not_found");
    await expectErrors(await platform(`/tenants/roermond/exports/${queued.id}/download`), 404, "not_found");
    await expectErrors(await platform("/tenants/oldebroek/exports/x1"), 404, "not_found");
    await expectErrors(await platform("/tenants/nobody/exports", { method: "POST" }), 404, "not_found");

    // After 7 days the download is gone: 410, and the sweep deletes the file.
    const swept = await sweepArchives(t.db, t.deps.storage, new Date(Date.now() + 8 * DAY_MS));
    expect(swept.expired).toBeGreaterThan(0);
    const [row] = await t.db
      .select()
      .from(tenantExports)
      .where(eq(tenantExports.id, Number(queued.id)));
    expect(row.storageKey).toBeNull();
    await expectErrors(await platform(`${path}/download`), 410, "not_found");
  });
});

describe("archiving a tenant (issue 39)", () => {
  const TENANT = "roermond";
  const TABLES = ["users", "organizations", "vacancies", "pages", "menu_items", "tenant_hosts", "volunteer_centers", "uploads"];
  const countsOf = async (tenant: string) =>
    Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await countOf(table, tenant)])));
  /** What the tenant held when it was archived, to compare with what a restore brings back. */
  let held: Record<string, number> = {};

  it("refuses archiving through PATCH with a translated 422 and changes nothing", async () => {
    const errors = await expectErrors(
      await platform(`/tenants/${TENANT}`, {
        method: "PATCH",
        headers: { "accept-language": "nl" },
        json: { data: { type: "platform_tenants", attributes: { status: "archived", name: "Anders" } } },
      }),
      422,
      "validation_failed",
    );
    expect(errors[0].source?.pointer).toBe("/data/attributes/status");
    expect(errors[0].detail).toContain("archiveerknop");
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, TENANT));
    expect(row).toMatchObject({ status: "active", archivedAt: null });
    expect(row.name).not.toBe("Anders");
  });

  it("archives: 503 on its hosts, an export, the erasure in 30 days; made active again before, the erasure is off", async () => {
    const archived = await attributesOf(await platform(`/tenants/${TENANT}/archive`, { method: "POST" }), 202);
    expect(archived.attributes.status).toBe("archived");
    const eraseAfter = Date.parse(String(archived.attributes.erase_after));
    expect(Math.round((eraseAfter - Date.now()) / DAY_MS)).toBe(30);
    await expectErrors(
      await t.request("/api/v1/volunteer_centers/current", { headers: { host: hostOf(TENANT) } }),
      503,
      "service_unavailable",
    );
    // Twice is a 422.
    await expectErrors(await platform(`/tenants/${TENANT}/archive`, { method: "POST" }), 422, "validation_failed");
    await t.jobs.workDue();
    const [archive] = await t.db.select().from(tenantExports).where(eq(tenantExports.tenant, TENANT));
    expect(archive).toMatchObject({ kind: "archive", status: "done" });
    // The archive's export stays until 30 days after the erasure.
    expect(Math.round(((archive.expiresAt?.getTime() ?? 0) - eraseAfter) / DAY_MS)).toBe(30);
    expect(await auditActions(TENANT)).toEqual(expect.arrayContaining(["tenant.archived", "tenant.exported"]));

    const active = await attributesOf(
      await platform(`/tenants/${TENANT}`, {
        method: "PATCH",
        json: { data: { type: "platform_tenants", attributes: { status: "active" } } },
      }),
    );
    expect(active.attributes).toMatchObject({ status: "active", erase_after: null, archived_at: null });
    expect((await t.request("/api/v1/volunteer_centers/current", { headers: { host: hostOf(TENANT) } })).status).toBe(200);
    // The sweep after the 30 days erases nothing of it.
    const swept = await sweepArchives(t.db, t.deps.storage, new Date(eraseAfter + DAY_MS));
    expect(swept.erased).not.toContain(TENANT);
    expect(await countOf("users", TENANT)).toBeGreaterThan(0);
  });

  it("erases an archived tenant after 30 days: the row stays (erased), its export downloadable, nothing to reactivate", async () => {
    held = await countsOf(TENANT);
    const archived = await attributesOf(await platform(`/tenants/${TENANT}/archive`, { method: "POST" }), 202);
    await t.jobs.workDue();
    const eraseAfter = Date.parse(String(archived.attributes.erase_after));
    // Not before its day.
    expect((await sweepArchives(t.db, t.deps.storage, new Date(eraseAfter - DAY_MS))).erased).not.toContain(TENANT);
    expect((await sweepArchives(t.db, t.deps.storage, new Date(eraseAfter + 60_000))).erased).toEqual([TENANT]);

    expect(await countOf("users", TENANT)).toBe(0);
    expect(await countOf("tenant_hosts", TENANT)).toBe(0);
    const tenant = await attributesOf(await platform(`/tenants/${TENANT}`));
    expect(tenant.attributes.status).toBe("archived");
    expect(tenant.attributes.erased_at).not.toBeNull();
    expect(await auditActions(TENANT)).toEqual(["tenant.erased"]);

    const [latest] = await t.db
      .select()
      .from(tenantExports)
      .where(and(eq(tenantExports.tenant, TENANT), eq(tenantExports.kind, "archive")))
      .orderBy(sql`id desc`)
      .limit(1);
    expect((await platform(`/tenants/${TENANT}/exports/${latest.id}/download`)).status).toBe(200);

    for (const response of [
      await platform(`/tenants/${TENANT}`, {
        method: "PATCH",
        json: { data: { type: "platform_tenants", attributes: { status: "active" } } },
      }),
      await platform(`/tenants/${TENANT}/exports`, { method: "POST" }),
      await platform(`/tenants/${TENANT}/archive`, { method: "POST" }),
    ]) {
      const [error] = await expectErrors(response, 422, "validation_failed");
      expect(error.source?.pointer).toBe("/data/attributes/status");
    }
    // The id stays taken.
    expect((await t.db.select().from(tenants).where(eq(tenants.id, TENANT))).length).toBe(1);
  });

  it("restores an erased tenant from its archive: its data back as archived, suspended until the operator opens it", async () => {
    const restore = (tenant: string, init: Parameters<TestApp["request"]>[1] = {}) =>
      platform(`/tenants/${tenant}/restore`, { method: "POST", headers: { "accept-language": "nl" }, ...init });
    // The gate first: a tenant's admin is refused, as on every operator route.
    const admin = await signIn(t, "admin");
    await expectErrors(
      await t.request(`/api/v1/platform/tenants/${TENANT}/restore`, { method: "POST", headers: admin }),
      403,
      "forbidden",
    );
    await expectErrors(await restore("nobody"), 404, "not_found");
    // A tenant whose data is there is made active, not restored.
    const [notErased] = await expectErrors(await restore("oldebroek"), 422, "validation_failed");
    expect(notErased).toMatchObject({ source: { pointer: "/data/attributes/status" } });
    expect(notErased.detail).toContain("gewist");

    // Without an archive that can still be downloaded: a 422, and nothing changes.
    const expireArchives = (at: Date) =>
      t.db
        .update(tenantExports)
        .set({ expiresAt: at })
        .where(and(eq(tenantExports.tenant, TENANT), eq(tenantExports.kind, "archive")));
    const [archive] = await t.db
      .select()
      .from(tenantExports)
      .where(and(eq(tenantExports.tenant, TENANT), eq(tenantExports.kind, "archive")))
      .orderBy(sql`id desc`)
      .limit(1);
    await expireArchives(new Date(Date.now() - 60_000));
    const [expired] = await expectErrors(await restore(TENANT), 422, "validation_failed");
    expect(expired.detail).toContain("verlopen");
    expect(await countOf("users", TENANT)).toBe(0);
    await expireArchives(archive.expiresAt as Date);

    const restored = await attributesOf(await restore(TENANT));
    expect(restored.attributes).toMatchObject({ status: "suspended", erased_at: null, erase_after: null, archived_at: null });
    expect(await countsOf(TENANT)).toEqual(held);
    expect(await auditActions(TENANT)).toEqual(expect.arrayContaining(["tenant.archived", "tenant.erased", "tenant.restored"]));
    // Suspended: its hosts answer 503 until the operator makes it active; then its people sign in as before.
    const current = () => t.request("/api/v1/volunteer_centers/current", { headers: { host: hostOf(TENANT) } });
    expect((await current()).status).toBe(503);
    await platform(`/tenants/${TENANT}`, {
      method: "PATCH",
      json: { data: { type: "platform_tenants", attributes: { status: "active" } } },
    });
    expect((await current()).status).toBe(200);
    expect((await signIn(t, "admin", TENANT))["access-token"]).toBeTruthy();
    // Restored once: a second time is a 422, as for any tenant that is not erased.
    await expectErrors(await restore(TENANT), 422, "validation_failed");
  });

  it("a full erasure (the CLI's) takes the tenant's exports and their zips with it", async () => {
    await platform("/tenants/oldebroek/exports", { method: "POST" });
    await t.jobs.workDue();
    const rows = await t.db.select().from(tenantExports).where(eq(tenantExports.tenant, "oldebroek"));
    const keys = rows.map((row) => row.storageKey).filter((key): key is string => key !== null);
    expect(keys.length).toBeGreaterThan(0);
    await eraseTenant(t.db, t.deps.storage, "oldebroek");
    expect(await t.db.select().from(tenantExports).where(eq(tenantExports.tenant, "oldebroek"))).toEqual([]);
    for (const key of keys) expect(await t.deps.storage.get(key)).toBeNull();
  });
});
