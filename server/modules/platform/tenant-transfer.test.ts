import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectDocument } from "../../test/expect-json-api";
import { hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DEMO_PASSWORD } from "../identity/identity.factory";
import { tenantRegistry } from "../tenancy/tenants.service";
import { eraseTenant } from "./tenant-erasure.service";
import { exportTenant } from "./tenant-export.service";
import { importTenant, TenantImportError } from "./tenant-import.service";
import { tenantTables } from "./tenant-tables";

let t: TestApp;
let folder: string;
const TENANT = "oldebroek";
const HOST = hostOf(TENANT);

beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(path.join(tmpdir(), "vp-tenant-export-"));
});
afterAll(async () => {
  await t?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Every table's rows of the tenant, as counts: what a round trip must give back (sessions do not move). */
async function rowCounts(tenant: string) {
  const counts: Record<string, number> = {};
  for (const table of await tenantTables(t.db)) {
    if (table.name === "auth_tokens") continue;
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.raw(`"${table.name}"`)} where ${sql.raw(`"${table.key}"`)} = ${tenant}`,
    )) as unknown as { rows: { n: number }[] };
    counts[table.name] = result.rows[0].n;
  }
  return counts;
}

const signIn = (email: string) =>
  t.request("/auth/sign_in", {
    method: "POST",
    headers: { host: HOST, "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });

async function exported(tenant: string) {
  const file = path.join(folder, `${tenant}-${Date.now()}.zip`);
  const manifest = await exportTenant(t.db, t.deps.storage, tenant, createWriteStream(file));
  return { file, manifest };
}

const importFile = (file: string) => importTenant(t.db, t.deps.storage, createReadStream(file));

describe("a tenant's export (issue 39, item 4)", () => {
  it("round-trips: export, erase, import gives the same rows, pages, files and sign-ins", async () => {
    const before = await rowCounts(TENANT);
    expect(before.users).toBeGreaterThan(0);
    expect(before.uploads).toBeGreaterThan(0);
    const home = await expectDocument(await t.request("/api/v1/pages/home", { headers: { host: HOST } }), 200);
    const vacancies = await expectDocument(await t.request("/api/v1/vacancies/search", { headers: { host: HOST } }), 200);
    const [upload] = (
      (await t.db.execute(sql`select path from uploads where tenant_id = ${TENANT} order by id limit 1`)) as unknown as {
        rows: { path: string }[];
      }
    ).rows;
    const picture = await t.deps.storage.get(upload.path);
    const pictureBytes = new Uint8Array(await new Response(picture?.body).arrayBuffer());
    expect((await signIn("admin@oldebroek.demo.test")).status).toBe(200);

    const { file, manifest } = await exported(TENANT);
    // What is in it: the manifest first, a JSON Lines file per table, the files, and nothing of another tenant.
    const entries = unzipSync(readFileSync(file));
    expect(Object.keys(entries)[0]).toBe("manifest.json");
    expect(JSON.parse(strFromU8(entries["manifest.json"]))).toMatchObject({
      tenant: TENANT,
      format: "volunteer-platform-tenant/1",
    });
    const userLines = strFromU8(entries["tables/users.jsonl"]).trim().split("\n");
    expect(userLines).toHaveLength(before.users);
    expect(userLines.every((line) => JSON.parse(line).tenant_id === TENANT)).toBe(true);
    expect(entries[`files/${upload.path}`]).toEqual(pictureBytes);
    expect(manifest.tables.find((table) => table.name === "vacancies")?.rows).toBe(before.vacancies);

    const erased = await eraseTenant(t.db, t.deps.storage, TENANT);
    expect(erased.rows).toBeGreaterThan(0);
    expect(Object.values(await rowCounts(TENANT)).every((n) => n === 0)).toBe(true);
    // Gone everywhere: no tenant of that id, no sign-in, its host leads to the installation's default tenant.
    expect((await tenantRegistry(t.db)).get(TENANT)).toBeUndefined();
    expect((await signIn("admin@oldebroek.demo.test")).status).toBe(401);
    expect(await t.deps.storage.get(upload.path)).toBeNull();
    // Another tenant is untouched.
    expect((await rowCounts("roermond")).users).toBeGreaterThan(0);

    const imported = await importFile(file);
    expect(imported.tenant).toBe(TENANT);
    expect(await rowCounts(TENANT)).toEqual(before);
    const homeAgain = await expectDocument(await t.request("/api/v1/pages/home", { headers: { host: HOST } }), 200);
    expect(homeAgain.data).toEqual(home.data);
    const vacanciesAgain = await expectDocument(await t.request("/api/v1/vacancies/search", { headers: { host: HOST } }), 200);
    expect(vacanciesAgain.data.map((v) => v.id)).toEqual(vacancies.data.map((v) => v.id));
    const pictureAgain = await t.deps.storage.get(upload.path);
    expect(new Uint8Array(await new Response(pictureAgain?.body).arrayBuffer())).toEqual(pictureBytes);
    expect((await signIn("admin@oldebroek.demo.test")).status).toBe(200);
    // New rows get ids after the imported ones.
    const created = (await t.db.execute(
      sql`insert into audit_events (tenant_id, action, subject_type, subject_id, details) values (${TENANT}, 'read', 'tenant', 0, '{}') returning id`,
    )) as unknown as { rows: { id: number }[] };
    const [{ max }] = (
      (await t.db.execute(sql`select max(id)::int as max from audit_events`)) as unknown as { rows: { max: number }[] }
    ).rows;
    expect(created.rows[0].id).toBe(max);
  });

  it("is refused, changing nothing, when the tenant exists here, the schema differs or the export is cut short", async () => {
    const { file } = await exported("roermond");
    const before = await rowCounts("roermond");
    await expect(importFile(file)).rejects.toThrow(/has a tenant 'roermond' already/);

    const entries = unzipSync(readFileSync(file));
    const manifest = JSON.parse(strFromU8(entries["manifest.json"]));
    const other = path.join(folder, "other-version.zip");
    writeFileSync(
      other,
      zipSync({ ...entries, "manifest.json": new TextEncoder().encode(JSON.stringify({ ...manifest, migrations: 1 })) }),
    );
    await expect(importFile(other)).rejects.toThrow(TenantImportError);

    await eraseTenant(t.db, t.deps.storage, "roermond");
    const { "contents.json": _, ...cut } = entries;
    const short = path.join(folder, "cut-short.zip");
    writeFileSync(short, zipSync(cut));
    await expect(importFile(short)).rejects.toThrow(/not complete/);
    expect(Object.values(await rowCounts("roermond")).every((n) => n === 0)).toBe(true);
    await importFile(file);
    expect(await rowCounts("roermond")).toEqual(before);
  });
});
