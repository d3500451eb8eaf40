import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiHeaders, expectErrors } from "./test/expect-json-api";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("unknown API routes", () => {
  it.each([
    ["GET", "/api/v1/nothing_here"],
    ["DELETE", "/api/v1/volunteer_centers"],
    ["GET", "/api/v2/volunteer_centers"],
  ])("%s %s is a JSON:API 404", async (method, path) => {
    const [error] = await expectErrors(await t.request(path, { method }), 404, "not_found");
    expect(error.title).toBe("Niet gevonden");
    expect(error.detail).toBe(`De route ${method} ${path} bestaat niet.`);
  });

  it("answers in English with Accept-Language: en", async () => {
    const [error] = await expectErrors(
      await t.request("/api/v1/nothing_here", { headers: { "accept-language": "en" } }),
      404,
      "not_found",
    );
    expect(error.title).toBe("Not found");
    expect(error.detail).toBe("The route GET /api/v1/nothing_here does not exist.");
  });
});

describe("response headers", () => {
  it("every API response, success or failure, has the media type, a request id and the security headers", async () => {
    const responses = await Promise.all([
      t.request("/api/v1/volunteer_centers"),
      t.request("/api/v1/volunteer_centers/current?include=profile"),
      t.request("/api/v1/volunteer_centers?include=nope"),
      t.request("/api/v1/volunteer_centers", { headers: { "x-tenant": "nope" } }),
      t.request("/api/v1/missing"),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 400, 400, 404]);
    for (const response of responses) expectApiHeaders(response);
  });

  it("gives every request its own id, and keeps a sane incoming X-Request-Id", async () => {
    const [a, b] = await Promise.all([t.request("/api/v1/volunteer_centers"), t.request("/api/v1/volunteer_centers")]);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
    const kept = await t.request("/api/v1/volunteer_centers", { headers: { "x-request-id": "trace-1234567890" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-1234567890");
    const replaced = await t.request("/api/v1/volunteer_centers", { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).not.toContain("<");
  });
});

describe("an unexpected failure", () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp({ seed: false });
    await broken.database.close();
  });
  afterAll(() => broken?.close());

  it("is a 500 'internal' with the request id and without internals", async () => {
    const response = await broken.request("/api/v1/volunteer_centers", { headers: { "x-request-id": "req-boom-000001" } });
    const text = await response.clone().text();
    const [error] = await expectErrors(response, 500, "internal");

    expect(error.title).toBe("Er is iets misgegaan");
    expect(error.detail).toContain("req-boom-000001");
    expect(error.id).toBe("req-boom-000001");
    expect(error.source).toBeUndefined();
    expect(error.meta).toBeUndefined();

    // The cause went to the reporter, and nothing of it reached the client.
    const reported = broken.reported.find((r) => r.context.requestId === "req-boom-000001");
    expect(reported?.context).toMatchObject({ path: "/api/v1/volunteer_centers" });
    const cause = reported?.error as Error;
    expect(cause.message.length).toBeGreaterThan(0);
    expect(text).not.toContain(cause.message);
    expect(text).not.toMatch(/stack|\bat \w|node_modules|select /i);
  });

  it("says it in English when asked", async () => {
    const response = await broken.request("/api/v1/volunteer_centers/current", { headers: { "accept-language": "en" } });
    const [error] = await expectErrors(response, 500, "internal");
    expect(error.title).toBe("Something went wrong");
    expect(error.detail).toBe(
      `An unexpected error occurred. Quote request id ${response.headers.get("x-request-id")} when you contact the administrator.`,
    );
  });
});

describe("the app without a site", () => {
  it("a tenant without centres is a 404, not a crash", async () => {
    const empty = await createTestApp({ seed: false });
    const response = await empty.request("/api/v1/volunteer_centers/current");
    await expectErrors(response, 404, "unknown_volunteer_center");
    await empty.close();
  });
});
