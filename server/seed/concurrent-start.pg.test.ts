import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { DEMO_ACCOUNTS } from "../modules/identity/identity.factory";
import { DEMO_CENTERS } from "../modules/tenancy/demo-centers";
import { DEMO_PROFILES } from "../modules/volunteer-profiles/volunteer-profiles.seed";
import { createEmptyPostgresDatabase, withMigrationLock } from "../test/test-database";
import { DEMO_TENANT_IDS, demoFeatureFlags } from "./demo-tenants";
import { seedDemoData } from "./seed";

// PostgreSQL only (npm run test:api:pg): two processes, each with its own pool, start on one empty database at once.
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
const handles: DatabaseHandle[] = [];
beforeAll(async () => {
  empty = await createEmptyPostgresDatabase(serverUrl);
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await empty.drop();
});

const logger = pino({ level: "silent" });

/** What server/main.ts does before it listens. */
async function start(handle: DatabaseHandle) {
  await handle.exclusively(async () => {
    await handle.migrate();
    await seedDemoData(handle.db, logger);
  });
}

describe("two processes starting together on an empty database", () => {
  it("both migrate and seed without an error, and the demo data is there once", async () => {
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ url: empty.url, poolSize: 2 }));
    const outcomes = await withMigrationLock(serverUrl, () => Promise.allSettled(handles.map(start)));
    expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "ok"))).toEqual(["ok", "ok"]);

    const count = async (table: string) =>
      Number(
        ((await handles[0].db.execute(sql.raw(`select count(*) as n from ${table}`))) as { rows: { n: string }[] }).rows[0].n,
      );
    const centers = DEMO_TENANT_IDS.reduce((sum, tenant) => sum + DEMO_CENTERS[tenant].length, 0);
    expect(await count("volunteer_centers")).toBe(centers);
    // The demo accounts of every tenant, and the pool's demo volunteers where the tenant has volunteer profiles.
    const withPool = DEMO_TENANT_IDS.filter((tenant) => demoFeatureFlags(tenant).volunteerProfiles);
    expect(await count("users")).toBe(DEMO_TENANT_IDS.length * DEMO_ACCOUNTS.length + withPool.length * DEMO_PROFILES.length);
  }, 120_000);
});
