import { request } from "node:http";
import type { AddressInfo } from "node:net";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { serverContext } from "../app/lib/server-context";
import { appListener, createApp } from "./app";
import { createHttpServer } from "./http/http-server";
import { expectApiHeaders, expectErrors } from "./test/expect-json-api";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "./test/test-app";
import { NoncePage } from "./test/test-page-app";
import { testPageBuild } from "./test/test-page-build";

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

describe("node's listener of the app (issue 42, item 6)", () => {
  it("answers a kept page asked again exactly as before without Hono, the same bytes and headers, its own id", async () => {
    const build = testPageBuild({
      path: "nl/vacancies/search",
      Component: NoncePage,
      loader: async ({ context }) => (context as RouterContextProvider).get(serverContext).nonce,
    });
    const app = createApp(t.deps, { ssr: { mode: "production", loadBuild: async () => build, pageCacheSeconds: 10 } });
    const fetch = vi.spyOn(app, "fetch");
    const server = createHttpServer(appListener(app));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (headers: Record<string, string> = {}) =>
      new Promise<{ body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
        const options = {
          port,
          path: "/nl/vacancies/search",
          headers: { host: DEFAULT_TEST_HOST, "accept-encoding": "br", ...headers },
        };
        request(options, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
        })
          .on("error", reject)
          .end();
      });
    try {
      const first = await get();
      const again = await get({ "x-request-id": "req-5-abcdefgh" });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(again.body.equals(first.body)).toBe(true);
      const without = (headers: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "x-request-id" && name !== "date"));
      expect(without(again.headers)).toEqual(without(first.headers));
      expect(again.headers["content-security-policy"]).toContain("nonce-");
      expect(again.headers["x-request-id"]).toBe("req-5-abcdefgh");
      // Another visitor's cookies are another page: Hono's.
      await get({ cookie: "color-mode=dark" });
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
