import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBED_LOADER_KB, KB } from "../../../scripts/check-budgets.mjs";
import { createTestApp, type TestApp } from "../../test/test-app";
import { EMBED_LOADER_CACHE_CONTROL } from "./vacancy-embed.routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}) =>
  t.request("/embed/v1.js", { headers: { host: "oldebroek.localhost:3000", ...headers } });

describe("GET /embed/v1.js", () => {
  it("is a small plain script, cached long and compressed, with an ETag", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(EMBED_LOADER_CACHE_CONTROL);
    const script = await response.text();
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('"/embed/vacancies"');
    expect(gzipSync(script, { level: 9 }).length).toBeLessThanOrEqual(EMBED_LOADER_KB * KB);

    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    expect((await get({ "if-none-match": etag })).status).toBe(304);
    const compressed = await get({ "accept-encoding": "gzip" });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
  });

  it("is the same on any host: it reads the centre's address from its own src", async () => {
    const other = await t.request("/embed/v1.js", { headers: { host: "demo.localhost:3000" } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(await (await get()).text());
  });
});
