import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createErrorReporter } from "../../http/error-reporting";
import { expectErrors } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ERROR_REPORT_LIMITS } from "./error-report-limits";

// The production reporter (no Sentry) around a logger whose lines the tests read.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ reportError: await createErrorReporter(pino(sink), undefined, "test") });
});
beforeEach(async () => {
  lines.length = 0;
  await t.db.execute(sql`delete from limit_counters`);
});
afterAll(() => t?.close());

const report = (attributes: Record<string, unknown>, address: string, headers: Record<string, string> = {}) =>
  t.request("/api/v1/error_reports", {
    method: "POST",
    address,
    headers,
    json: { data: { type: "error_reports", attributes: { message: "boom", path: "/", ...attributes } } },
  });
const reportedLines = () => lines.filter((line) => line.includes('"reported error"'));

describe("POST /api/v1/error_reports: limits", () => {
  it("takes ten a minute from one address, then 429 with Retry-After and a translated message; nothing more is logged", async () => {
    for (let i = 0; i < ERROR_REPORT_LIMITS.perAddress.limit; i++) expect((await report({}, "192.0.2.7")).status).toBe(204);
    const refused = await report({}, "192.0.2.7", { "accept-language": "en" });
    const [error] = await expectErrors(refused, 429, "too_many_requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(error.detail).toMatch(/^Too many attempts\. Please try again in /);
    expect(reportedLines()).toHaveLength(ERROR_REPORT_LIMITS.perAddress.limit);
    // Another address is not held up by it.
    expect((await report({}, "192.0.2.8")).status).toBe(204);
  });

  it("counts an IPv6 client by its /64: a new address in it each time does not escape the limit", async () => {
    for (let i = 0; i < ERROR_REPORT_LIMITS.perAddress.limit; i++) {
      expect((await report({}, `2001:db8:7:1::${(i + 1).toString(16)}`)).status).toBe(204);
    }
    await expectErrors(await report({}, "2001:db8:7:1:ffff::9"), 429, "too_many_requests");
    expect((await report({}, "2001:db8:7:2::1")).status).toBe(204);
  });

  it("refuses a flood from many addresses past the limit for everyone", async () => {
    const limit = ERROR_REPORT_LIMITS.everyone.limit;
    for (let i = 0; i < limit; i++) expect((await report({}, `198.51.100.${i % 200}`)).status).toBe(204);
    const refused = await report({}, "203.0.113.1");
    await expectErrors(refused, 429, "too_many_requests");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(reportedLines()).toHaveLength(limit);
  });

  it("refuses before it reads the body: a flooding address's invalid reports are 429 too", async () => {
    for (let i = 0; i < ERROR_REPORT_LIMITS.perAddress.limit; i++) await report({}, "192.0.2.9");
    await expectErrors(await report({ message: 42 }, "192.0.2.9"), 429, "too_many_requests");
  });

  it("logs at most about 5 KB of a report however much it sends", async () => {
    const response = await report(
      { message: "m".repeat(2000), path: `/${"p".repeat(1999)}`, stack: "s".repeat(10_000), status_code: 500 },
      "192.0.2.10",
    );
    expect(response.status).toBe(204);
    const [line] = reportedLines();
    expect(line).toContain("mmmm");
    expect(line).toContain("ssss");
    expect(line.length).toBeLessThan(6 * 1024);
  });
});

describe("POST /api/v1/error_reports: the server's own errors", () => {
  it("does not log again the browser's report of an error the server reported under that request id", async () => {
    const requestId = "3f0c2a9e-6a1b-4c1d-9e2f-0a1b2c3d4e5f";
    t.deps.reportError(new Error("loader failed"), { status: 500, requestId, path: "/nl/vacatures", source: "ssr" });
    await vi.waitFor(async () => {
      const rows = await t.db.execute(sql`select 1 from limit_counters where key = ${`reported-request:${requestId}`}`);
      expect((rows as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    });
    lines.length = 0;
    const response = await report({ status_code: 500, path: "/nl/vacatures", request_id: requestId }, "192.0.2.11");
    expect(response.status).toBe(204);
    expect(reportedLines()).toEqual([]);
    // The same report without the id, or with an id the server never reported, is logged.
    expect((await report({ status_code: 500, path: "/nl/vacatures" }, "192.0.2.11")).status).toBe(204);
    expect((await report({ status_code: 500, request_id: "0000000000-unknown" }, "192.0.2.11")).status).toBe(204);
    expect(reportedLines()).toHaveLength(2);
  });

  it("refuses a request id that is not one with 422", async () => {
    const [error] = await expectErrors(await report({ request_id: "a b" }, "192.0.2.12"), 422, "validation_failed");
    expect(error.source).toEqual({ pointer: "/data/attributes/request_id" });
  });
});
