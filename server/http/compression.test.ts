import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from "node:zlib";
import { createElement, Suspense, use } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "../test/test-app";
import { NoncePage, testPageApp } from "../test/test-page-app";
import { negotiateEncoding } from "./compression";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const decode = async (response: Response) => {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  return (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString();
};
const ORGANIZATIONS = "/api/v1/organizations";

describe("negotiateEncoding", () => {
  it("honours q-values, prefers br on a tie and refuses q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0.8, *;q=0.9")).toBe("br");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

// Issue 13, item 1.
describe("compressed API documents", () => {
  it("sends a JSON:API document as br or gzip that decompresses to the same bytes, with Vary", async () => {
    const plain = await t.request(ORGANIZATIONS);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    for (const encoding of ["br", "gzip"]) {
      const response = await t.request(ORGANIZATIONS, { headers: { "accept-encoding": `${encoding}, deflate` } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      const bytes = await response.clone().arrayBuffer();
      expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
      expect(bytes.byteLength).toBeLessThan(text.length);
      expect(await decode(response)).toBe(text);
    }
  });

  it("leaves documents below the threshold, and HEAD, uncompressed", async () => {
    const small = await t.request("/api/v1/no_such_thing", { headers: { "accept-encoding": "br" } });
    expect(small.status).toBe(404);
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(Number(small.headers.get("content-length"))).toBe((await small.arrayBuffer()).byteLength);
    const head = await t.request(ORGANIZATIONS, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(head.headers.get("content-encoding")).toBeNull();
  });
});

const FALLBACK = "y".repeat(3000);
const never = new Promise<never>(() => undefined);
const Waiting = () => use(never);
const Streaming = () => createElement(Suspense, { fallback: createElement("p", null, FALLBACK) }, createElement(Waiting));

describe("compressed pages", () => {
  it("sends a page compressed, and a streamed page's shell before the rest of it", async () => {
    const page = testPageApp(t, "nl/profiel", NoncePage);
    const response = await page("/nl/profiel", { headers: { "accept-encoding": "gzip;q=0.5, br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await decode(response)).toMatch(/^<!DOCTYPE html>.*x{3000}/);

    const streaming = testPageApp(t, "nl/test/streaming", Streaming);
    const visitor = new AbortController();
    const streamed = await streaming("/nl/test/streaming", { headers: { "accept-encoding": "br" }, signal: visitor.signal });
    expect(streamed.headers.get("content-encoding")).toBe("br");
    expect(streamed.headers.get("content-length")).toBeNull();
    // The page never finishes, yet the compressed shell arrives and decompresses.
    const reader = (streamed.body as ReadableStream<Uint8Array>).getReader();
    const unzip = createBrotliDecompress();
    let shell = "";
    unzip.on("data", (chunk: Buffer) => {
      shell += chunk.toString();
    });
    while (!shell.includes(FALLBACK)) {
      const { value, done } = await reader.read();
      if (done) break;
      unzip.write(value);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(shell).toContain(FALLBACK);
    visitor.abort();
    await reader.cancel().catch(() => undefined);
  });

  it("keeps a kept page compressed, with the nonce its CSP names", async () => {
    const page = testPageApp(t, "nl/vacancies/search", NoncePage, { ssr: { pageCacheSeconds: 10 } as never });
    const cookie = "color-mode=light";
    const get = () =>
      page("/nl/vacancies/search?q=x", { headers: { "accept-encoding": "br", cookie: `tenant=oldebroek; ${cookie}` } });
    await get();
    const [one, two] = [await get(), await get()];
    const bytes = [Buffer.from(await one.clone().arrayBuffer()), Buffer.from(await two.clone().arrayBuffer())];
    expect(bytes[0].equals(bytes[1])).toBe(true);
    expect(Number(two.headers.get("content-length"))).toBe(bytes[1].byteLength);
    const html = await decode(two);
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(two.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(two.headers.get("etag")).toBe(one.headers.get("etag"));
  });

  it("sends a kept page, kept as Brotli only, the same to clients of gzip and of no compression", async () => {
    const page = testPageApp(t, "nl/vacancies/search", NoncePage, { ssr: { pageCacheSeconds: 10 } as never });
    const get = (encoding: string) =>
      page("/nl/vacancies/search?q=y", { headers: { "accept-encoding": encoding, cookie: "tenant=oldebroek" } });
    const rendered = await decode(await get("br"));
    for (const encoding of ["gzip", "identity", "br"]) {
      const kept = await get(encoding);
      expect(kept.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
      expect(await decode(kept)).toBe(rendered);
    }
  });
});

describe("built assets", () => {
  let root: string;
  const script = `export const text = ${JSON.stringify("const a = 1; ".repeat(500))};\n`;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "vp-assets-"));
    mkdirSync(path.join(root, "assets"));
    writeFileSync(path.join(root, "assets", "app-abc.js"), script);
    execFileSync(process.execPath, ["scripts/compress-assets.mjs", root]);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("serves the copy compressed at build time, by Accept-Encoding, with Vary and its own length", async () => {
    const app = createApp(t.deps, { assetsRoot: root });
    const get = (encoding?: string) =>
      Promise.resolve(
        app.request("/assets/app-abc.js", {
          headers: { host: DEFAULT_TEST_HOST, ...(encoding ? { "accept-encoding": encoding } : {}) },
        }),
      );
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ]) {
      const response = await get(`${encoding}, deflate`);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toContain("Accept-Encoding");
      expect(response.headers.get("content-type")).toContain("javascript");
      expect(response.headers.get("cache-control")).toContain("immutable");
      const size = statSync(path.join(root, "assets", `app-abc.js${suffix}`)).size;
      expect(Number(response.headers.get("content-length"))).toBe(size);
      expect(await decode(response)).toBe(script);
    }
    const plain = await get();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    expect(await plain.text()).toBe(readFileSync(path.join(root, "assets", "app-abc.js"), "utf8"));
  });
});
