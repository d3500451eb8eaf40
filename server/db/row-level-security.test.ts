import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { volunteerCenterProfiles, volunteerCenters } from "../modules/tenancy/tenancy.table";
import { tenantHosts, tenants } from "../modules/tenancy/tenants.table";
import { seedDemoData } from "../seed/seed";
import { createTestDatabase } from "../test/test-database";
import { type DatabaseHandle, withTenant } from "./client";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, pino({ level: "silent" }));
});
afterAll(() => database?.close());

/**
 * The platform's own tables, which hold no tenant's rows and have no row-level security: the job queue and the rate
 * limits (across tenants), and the tenants with their hosts and the operator's exports of them (issue 39, not readable
 * inside a tenant's transaction).
 */
const PLATFORM_TABLES = [
  "jobs",
  "limit_counters",
  "platform_audit_events",
  "platform_operator_tokens",
  "platform_operator_two_factor_tokens",
  "platform_operator_two_factors",
  "platform_operators",
  "tenant_exports",
  "tenant_hosts",
  "tenants",
];

/** Drizzle wraps driver errors; the policy violation is in the cause. */
function messages(error: unknown): string {
  const parts: string[] = [];
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    parts.push(String(e.message));
  return parts.join(" | ");
}

async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return messages(error);
  }
  throw new Error("expected the statement to be refused");
}

describe("row-level security (the second lock behind the tenant filters)", () => {
  it("a query without a tenant filter inside withTenant sees only that tenant's rows", async () => {
    const all = await database.db.select().from(volunteerCenters);
    expect(new Set(all.map((c) => c.tenantId)).size).toBe(5);

    const centers = await withTenant(database.db, "demo", (tx) => tx.select().from(volunteerCenters));
    expect(centers.map((c) => c.slug)).toEqual(["demo"]);
    const profiles = await withTenant(database.db, "demo", (tx) => tx.select().from(volunteerCenterProfiles));
    expect(profiles).toHaveLength(1);
    expect(profiles.every((p) => p.tenantId === "demo")).toBe(true);

    const publicCenters = await withTenant(database.db, "public", (tx) =>
      tx.execute(sql`select slug from volunteer_centers order by id`),
    );
    const slugs = (publicCenters as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug);
    expect(slugs).toEqual(["nijmegen", "heumen", "ede"]);
  });

  it("updates and deletes cannot reach another tenant's rows", async () => {
    const changed = await withTenant(database.db, "demo", (tx) =>
      tx.update(volunteerCenters).set({ name: "Overgenomen" }).returning({ id: volunteerCenters.id }),
    );
    expect(changed).toHaveLength(1);
    const deleted = await withTenant(database.db, "demo", (tx) =>
      tx.delete(volunteerCenters).where(sql`${volunteerCenters.tenantId} = 'oldebroek'`).returning(),
    );
    expect(deleted).toEqual([]);
    const names = await database.db
      .select({ name: volunteerCenters.name, tenant: volunteerCenters.tenantId })
      .from(volunteerCenters);
    expect(names.filter((n) => n.name === "Overgenomen").map((n) => n.tenant)).toEqual(["demo"]);
    expect(names.some((n) => n.tenant === "oldebroek")).toBe(true);
  });

  it("an insert with another tenant's id inside withTenant is refused, and nothing is written", async () => {
    const before = await database.db.select().from(volunteerCenters);
    const failure = await failureOf(
      withTenant(database.db, "demo", (tx) =>
        tx.insert(volunteerCenters).values({ tenantId: "roermond", slug: "sneaky", name: "Sneaky" }),
      ),
    );
    expect(failure).toMatch(/row-level security/);
    const after = await database.db.select().from(volunteerCenters);
    expect(after).toHaveLength(before.length);
    expect(after.some((c) => c.slug === "sneaky")).toBe(false);
  });

  it("a tenant's transaction whose work fails leaves nothing of it, and no connection keeps its role or tenant", async () => {
    const failure = await failureOf(
      withTenant(database.db, "demo", async (tx) => {
        await tx.insert(volunteerCenters).values({ tenantId: "demo", slug: "half-done", name: "Half done" });
        throw new Error("the second step failed");
      }),
    );
    expect(failure).toBe("the second step failed");
    expect((await database.db.select().from(volunteerCenters)).some((c) => c.slug === "half-done")).toBe(false);
    // Every connection of the pool at once, so none that served a tenant goes unasked.
    const sessions = await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db.execute(
          sql`select current_user as role, coalesce(current_setting('app.tenant_id', true), '') as tenant, pg_sleep(0.05)`,
        ),
      ),
    );
    for (const session of sessions) expect((session as unknown as { rows: unknown[] }).rows[0]).toMatchObject({ tenant: "" });
    expect(new Set(sessions.map((session) => (session as unknown as { rows: { role: string }[] }).rows[0].role))).not.toContain(
      "app_tenant",
    );
  });

  it("a tenant name is a value, never SQL: a quote in it finds no rows", async () => {
    expect(
      await withTenant(database.db, "demo'; drop table jobs; --" as never, (tx) => tx.select().from(volunteerCenters)),
    ).toEqual([]);
    expect((await database.db.execute(sql`select count(*) from jobs`)) as unknown).toBeTruthy();
  });

  it("moving a row to another tenant is refused too", async () => {
    const failure = await failureOf(
      withTenant(database.db, "demo", (tx) => tx.update(volunteerCenters).set({ tenantId: "public" })),
    );
    expect(failure).toMatch(/row-level security/);
  });

  it("every table is a tenant's, with row-level security and a policy, or one of the platform's own", async () => {
    const result = await database.db.execute(sql`
      select c.relname as name, c.relrowsecurity as secured,
        exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policy
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1
    `);
    const rows = (result as unknown as { rows: { name: string; secured: boolean; policy: boolean }[] }).rows;
    expect(rows.length).toBeGreaterThan(PLATFORM_TABLES.length);
    expect(rows.filter((row) => !(row.secured && row.policy)).map((row) => row.name)).toEqual(PLATFORM_TABLES);
  });

  it("a tenant's transaction can neither read nor change the tenants and their hosts", async () => {
    expect(await failureOf(withTenant(database.db, "demo", (tx) => tx.select().from(tenants)))).toMatch(/permission denied/);
    expect(await failureOf(withTenant(database.db, "demo", (tx) => tx.update(tenants).set({ status: "archived" })))).toMatch(
      /permission denied/,
    );
    expect(
      await failureOf(
        withTenant(database.db, "demo", (tx) => tx.insert(tenantHosts).values({ host: "www.demo.example.nl", tenantId: "demo" })),
      ),
    ).toMatch(/permission denied/);
    const statuses = await database.db.select({ status: tenants.status }).from(tenants);
    expect(statuses.every((row) => row.status === "active")).toBe(true);
  });
});
