import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChangeFeed } from "./db/change-feed";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { createJobQueue } from "./jobs/queue";
import { buildOpenVacancy, guest } from "./modules/applications/applications.fixtures";
import { DEMO_PASSWORD, demoEmail } from "./modules/identity/identity.factory";
import { createCenter } from "./modules/tenancy/tenancy.service";
import { createTenantRecord } from "./modules/tenancy/tenants.service";
import { invalidating } from "./modules/vacancies/vacancy-changes";
import { vacancyBankVersion } from "./modules/vacancy-bank/vacancy-search.service";
import { seedDemoData } from "./seed/seed";
import { createTestApp, type TestApp } from "./test/test-app";
import { createEmptyPostgresDatabase, withMigrationLock } from "./test/test-database";

// PostgreSQL only (npm run test:api:pg): two server processes on one database, each with its own pool, caches and
// change feed (module caches are kept per database handle, so two handles in one test are two processes to them).
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const logger = pino({ level: "silent" });
let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
const handles: DatabaseHandle[] = [];
const stops: (() => Promise<void>)[] = [];
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  empty = await createEmptyPostgresDatabase(serverUrl);
  for (let i = 0; i < 2; i++) handles.push(await openDatabase({ url: empty.url, poolSize: 3 }));
  await withMigrationLock(serverUrl, () => handles[0].migrate());
  await seedDemoData(handles[0].db, logger);
  for (const handle of handles) stops.push(await startChangeFeed(handle.db, empty.url, logger));
  one = await createTestApp({ database: handles[0], seed: false });
  two = await createTestApp({ database: handles[1], seed: false });
}, 120_000);
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  for (const stop of stops) await stop();
  await Promise.all(handles.map((handle) => handle.close()));
  await empty.drop();
});

const signInOn = (app: TestApp, password: string) =>
  app.request("/auth/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: demoEmail("mentor", "oldebroek"), password }),
    address: "10.9.0.1",
  });

const applyOn = (app: TestApp, vacancyId: number, email: string, address: string) =>
  app.request("/api/v1/applications", { method: "POST", json: guest(vacancyId, email), address });

/** Until the other process has heard of the write (a notification takes a moment). */
async function eventually(check: () => Promise<boolean> | boolean) {
  for (let tries = 0; tries < 100 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe("two server processes on one PostgreSQL database", () => {
  it("count one address's wrong passwords together: the sixth, in the other process, is stopped", async () => {
    for (let i = 0; i < 5; i++) expect((await signInOn(i % 2 ? two : one, "fout-wachtwoord")).status).toBe(401);
    expect((await signInOn(two, DEMO_PASSWORD)).status).toBe(429);
    expect((await signInOn(one, DEMO_PASSWORD)).status).toBe(429);
  });

  it("count one address's guest applications together: the sixth, in the other process, is refused", async () => {
    const vacancy = (await buildOpenVacancy(one.db, "oldebroek", "Voedselbank Oldebroek")).id;
    for (let i = 0; i < 5; i++) {
      expect((await applyOn(i % 2 ? two : one, vacancy, `beurt-${i}@example.test`, "10.9.1.1")).status).toBe(201);
    }
    const refused = await applyOn(two, vacancy, "beurt-5@example.test", "10.9.1.1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await applyOn(one, vacancy, "beurt-6@example.test", "10.9.1.1")).status).toBe(429);
  });

  it("let at most five of one address's guest applications through when they arrive at once in both processes", async () => {
    const vacancy = (await buildOpenVacancy(one.db, "oldebroek", "Voedselbank Oldebroek")).id;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        applyOn(i % 2 ? two : one, vacancy, `tegelijk-${i}@example.test`, "10.9.1.2").then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("show a centre created in one process in the other's centre list at once, cache or not", async () => {
    const names = async (app: TestApp) =>
      ((await (await app.request("/api/v1/volunteer_centers")).json()) as { data: { attributes: { name: string } }[] }).data.map(
        (centre) => centre.attributes.name,
      );
    expect(await names(two)).not.toContain("Steunpunt Wezep");
    await createCenter(one.db, "oldebroek", { slug: "wezep", name: "Steunpunt Wezep" });
    expect(await eventually(async () => (await names(two)).includes("Steunpunt Wezep"))).toBe(true);
  });

  it("answer for a tenant created in one process in the other too, on its own host (the registry reads it again)", async () => {
    const current = (app: TestApp) =>
      app.request("/api/v1/volunteer_centers/current", { headers: { host: "www.vrijwilligerswerkzutphen.nl" } });
    expect(await (await current(two)).json()).toMatchObject({ meta: { tenant: "public" } });
    await createTenantRecord(one.db, {
      id: "zutphen",
      name: "Vrijwilligerswerk Zutphen",
      hosts: [{ host: "www.vrijwilligerswerkzutphen.nl" }],
    });
    await createCenter(one.db, "zutphen", { slug: "zutphen", name: "Vrijwilligerscentrale Zutphen", isDefault: true });
    const tenantOf = async (app: TestApp) => ((await (await current(app)).json()) as { meta?: { tenant?: string } }).meta?.tenant;
    expect(await tenantOf(one)).toBe("zutphen");
    expect(await eventually(async () => (await tenantOf(two)) === "zutphen")).toBe(true);
  });

  it("end the other process's kept vacancy bank pages on a vacancy write (the page cache's version moves on)", async () => {
    const before = vacancyBankVersion(two.db, "oldebroek");
    await invalidating(one.db, "oldebroek", Promise.resolve());
    expect(await eventually(() => vacancyBankVersion(two.db, "oldebroek") !== before)).toBe(true);
  });

  it("run a recurring job once per interval, however many processes start its chain and work the queue", async () => {
    let runs = 0;
    const queues = handles.map((handle) => {
      const queue = createJobQueue(handle.db, logger);
      queue.every("two-processes.tick", 60_000, async () => {
        runs++;
      });
      return queue;
    });
    await Promise.all([...queues, ...queues].map((queue) => queue.ensureRecurring()));
    const queued = await handles[0].db.execute(
      sql`select count(*)::int as n from jobs where name = 'two-processes.tick' and completed_at is null`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0].n).toBe(1);
    await Promise.all(queues.map((queue) => queue.workDue()));
    expect(runs).toBe(1);
  });
});
