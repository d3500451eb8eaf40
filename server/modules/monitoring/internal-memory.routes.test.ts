import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MemoryBreakdown } from "../../config/memory-gauges";
import { listeningServer } from "../../test/listening-server";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "../../test/test-app";
import { bankIndexFor } from "../vacancy-bank/vacancy-bank-sync";

let t: TestApp;
let server: Awaited<ReturnType<typeof listeningServer>>;
beforeAll(async () => {
  t = await createTestApp();
  server = await listeningServer(t.app.fetch);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const ask = (headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${server.port}/internal/memory`, { headers: { host: DEFAULT_TEST_HOST, ...headers } });

// Issue 42, item 5.
describe("/internal/memory", () => {
  it("tells the machine itself where the process's memory goes: V8's heap and its spaces, and the parts that know their size", async () => {
    await bankIndexFor(t.db, "oldebroek");
    const response = await ask();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const report = (await response.json()) as MemoryBreakdown;
    expect(report.pid).toBe(process.pid);
    expect(report.process.rss).toBeGreaterThan(report.process.heapUsed);
    expect(report.process.arrayBuffers).toBeGreaterThan(0);
    expect(report.heapSpaces.map((space) => space.name)).toContain("old_space");
    expect(report.parts.bankIndexTypedArrays).toBeGreaterThan(0);
    // The embedded database's WebAssembly memory: tens of MB even empty.
    if (!process.env.DATABASE_URL) expect(report.parts.pgliteWasmMemory).toBeGreaterThan(16 * 1024 * 1024);
  });

  it("is not found through a proxy (a forwarding header) or from another address", async () => {
    expect((await ask({ "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
    expect((await ask({ forwarded: "for=203.0.113.9" })).status).toBe(404);
    // In process there is no socket: as from anywhere else.
    expect((await t.request("/internal/memory")).status).toBe(404);
  });
});
