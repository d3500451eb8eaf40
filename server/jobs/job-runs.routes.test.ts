import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../contract/identity";
import { expectDocument, expectErrors } from "../test/expect-json-api";
import { demoSessions, hostOf } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let off: TestApp;
let as: ReturnType<typeof demoSessions>;
let runs = 0;
beforeAll(async () => {
  t = await createTestApp({ testJobRuns: true });
  off = await createTestApp({ seed: false, database: t.database });
  as = demoSessions(t);
  // The queue is not started: only the route runs it.
  t.jobs.every("test.counted", 60 * 60_000, async () => {
    runs += 1;
  });
});
afterAll(async () => {
  await off.close();
  await t.close();
});

async function run(app: TestApp, name: unknown, role?: Role) {
  const auth = role ? await as(role) : { host: hostOf("oldebroek") };
  return app.request("/api/v1/test_job_runs", {
    method: "POST",
    headers: { ...auth, "content-type": "application/vnd.api+json", "accept-language": "nl" },
    body: JSON.stringify({ data: { type: "job_runs", attributes: { name } } }),
  });
}

describe("POST /api/v1/test_job_runs (browser tests only)", () => {
  it("lets an admin run a recurring job now, once per request", async () => {
    const done = await expectDocument(await run(t, "test.counted", "admin"), 201);
    expect(done.meta).toEqual({ ran: "test.counted" });
    expect(runs).toBe(1);
    await expectDocument(await run(t, "test.counted", "admin"), 201);
    expect(runs).toBe(2);
  });

  it("refuses a visitor (401) and anyone but an admin (403) before reading the body, and an unknown job (422)", async () => {
    await expectErrors(await run(t, 42), 401, "not_authorized");
    for (const role of ["center_superuser", "volunteer"] as const) {
      await expectErrors(await run(t, "test.counted", role), 403, "forbidden");
      await expectErrors(await run(t, 42, role), 403, "forbidden");
    }
    const errors = await expectErrors(await run(t, "mail.send", "admin"), 422, "validation_failed");
    expect(errors[0].source?.pointer).toBe("/data/attributes/name");
    await expectErrors(await run(t, "", "admin"), 422, "validation_failed");
    expect(runs).toBe(2);
  });

  it("is not there at all without TEST_JOB_RUNS", async () => {
    const auth = await as("admin");
    const response = await off.request("/api/v1/test_job_runs", {
      method: "POST",
      headers: { ...auth, "content-type": "application/vnd.api+json" },
      body: JSON.stringify({ data: { type: "job_runs", attributes: { name: "test.counted" } } }),
    });
    expect(response.status).toBe(404);
    expect(runs).toBe(2);
  });
});
