import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { bankIndexesHeld } from "../vacancy-bank/vacancy-bank-sync";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Issue 13, item 6.
describe("health endpoints", () => {
  it("/healthz answers 200 while the process lives, before any site context (no tenant host needed)", async () => {
    const response = await t.request("/healthz", { headers: { host: "10.0.0.7:3000", "x-tenant": "nonsense" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("/readyz is 200 once the database is migrated, without loading any tenant's vacancy bank (issue 39)", async () => {
    const response = await t.request("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok" } });
    expect(bankIndexesHeld(t.db)).toEqual([]);
  });

  it("leaves no access-log line and is never shed", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const loadLimits = { maxConcurrent: 1, maxQueued: 0, maxQueueWaitMs: 0, maxEventLoopDelayMs: 5000, timeoutMs: 10_000 };
    const app = createApp({ ...t.deps, logger: pino({ level: "info" }, sink), loadLimits });
    const probes = await Promise.all(Array.from({ length: 5 }, () => app.request("/readyz")));
    expect(probes.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(lines).toEqual([]);
  });

  it("/readyz is 503 naming the database when it cannot be reached", async () => {
    const database = await createTestDatabase();
    const other = await createTestApp({ database, seed: false });
    await database.close();
    const response = await other.request("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", checks: { database: "unreachable" } });
    await other.close();
  });
});
