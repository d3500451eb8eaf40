import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../db/client";
import { authTokens } from "../modules/identity/identity.table";
import { vacancies } from "../modules/vacancies/vacancies.table";
import { expectDocument, expectErrors } from "../test/expect-json-api";
import { demoSessions, hostOf } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { MAX_QUERY_PARAMETERS, MAX_URL_BYTES } from "./request-limits";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const HOST = hostOf("oldebroek");
const tokenCount = async () => (await withTenant(t.db, "oldebroek", (tx) => tx.select({ n: count() }).from(authTokens)))[0].n;
const vacancyCount = async () => (await withTenant(t.db, "oldebroek", (tx) => tx.select({ n: count() }).from(vacancies)))[0].n;

/** A body that never ends, as a hostile client streams it; `pulled` says how much of it the server read. */
function endlessBody(prefix: string) {
  const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
  const counter = { pulled: 0 };
  let first = true;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = first ? new TextEncoder().encode(prefix) : chunk;
      first = false;
      counter.pulled += next.length;
      controller.enqueue(next);
    },
  });
  return { stream, counter };
}

const send = (path: string, init: RequestInit & { headers: Record<string, string> }) =>
  t.app.request(path, { duplex: "half", ...init, headers: { host: HOST, ...init.headers } } as RequestInit);

describe("request body limits", () => {
  it("refuses an oversized sign-in by its Content-Length before reading it, in the reader's language", async () => {
    const tokens = await tokenCount();
    const { stream, counter } = endlessBody('{"email":"admin@oldebroek.demo.test","password":"');
    const response = await send("/auth/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(200 * 1024 * 1024), "accept-language": "en" },
      body: stream,
    });
    const [error] = await expectErrors(response, 413, "payload_too_large");
    expect(error).toMatchObject({ title: "Request too large", detail: expect.stringContaining("at most 64 kB") });
    expect(counter.pulled).toBeLessThan(64 * 1024);
    expect(await tokenCount()).toBe(tokens);
  });

  it("counts a chunked sign-in without Content-Length while it streams, and stops reading at the limit", async () => {
    const tokens = await tokenCount();
    const { stream, counter } = endlessBody('{"email":"admin@oldebroek.demo.test","password":"');
    const response = await send("/auth/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
    });
    const [error] = await expectErrors(response, 413, "payload_too_large");
    expect(error.detail).toBe("Wat je stuurde is te groot: het mag hoogstens 64 kB zijn. Ga terug en kies een kleiner bestand.");
    expect(counter.pulled).toBeLessThan(256 * 1024);
    expect(await tokenCount()).toBe(tokens);
  });

  it("refuses an oversized API write and writes nothing", async () => {
    const before = await vacancyCount();
    const attributes = { title: "Te groot", description: "x".repeat(9_000), padding: "y".repeat(70 * 1024) };
    const response = await t.request("/api/v1/vacancies", {
      method: "POST",
      headers: await as("admin"),
      json: { data: { type: "vacancies", attributes } },
    });
    await expectErrors(response, 413, "payload_too_large");
    expect(await vacancyCount()).toBe(before);
  });

  it("refuses an oversized page action with an HTML page, and lets the vacancy form's image through", async () => {
    const response = await t.request("/nl/organizations/add", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `name=${"n".repeat(300 * 1024)}`,
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("het mag hoogstens 256 kB zijn");
    const image = new FormData();
    image.append("image", new File([new Uint8Array(4 * 1024 * 1024)], "foto.jpg", { type: "image/jpeg" }));
    // A hydrated page posts the same form to its route's .data.
    const withFiles = ["/nl/vacancies/add", "/nl/vacancies/12/edit", "/nl/content/file-upload", "/nl/import"];
    for (const path of [...withFiles, ...withFiles.map((form) => `${form}.data`)]) {
      expect((await t.request(path, { method: "POST", body: image })).status, path).not.toBe(413);
    }
  });

  it("still takes a 4 MB image on the upload route", async () => {
    const side = 1200;
    const noise = new Uint8Array(side * side * 3).map(() => Math.floor(Math.random() * 256));
    const png = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(4 * 1024 * 1024);
    const body = new FormData();
    body.append("file", new File([new Uint8Array(png)], "ruis.png", { type: "image/png" }));
    await expectDocument(await t.request("/api/v1/uploads", { method: "POST", headers: await as("admin"), body }), 201);
  });
});

describe("URL limits", () => {
  it("answers 414 for a URL beyond the limit: JSON:API for the API, a page for a page", async () => {
    const long = "x".repeat(MAX_URL_BYTES);
    const [error] = await expectErrors(await t.request(`/api/v1/vacancies/search?filter[q]=${long}`), 414, "uri_too_long");
    expect(error.detail).toBe("Het adres is te lang: het mag hoogstens 8 kB zijn.");
    const page = await t.request(`/nl/vacancies/search?q=${long}`);
    expect(page.status).toBe(414);
    expect(await page.text()).toContain("Het adres is te lang");
  });

  it("answers 400 for more query parameters than the limit, and takes as many as the limit", async () => {
    const query = (n: number) => Array.from({ length: n }, (_, i) => `p${i}=1`).join("&");
    const [error] = await expectErrors(
      await t.request(`/api/v1/volunteer_centers?${query(MAX_QUERY_PARAMETERS + 1)}`, { headers: { "accept-language": "en" } }),
      400,
      "invalid_query",
    );
    expect(error.detail).toBe("The address has too many parameters: at most 100.");
    await expectDocument(await t.request(`/api/v1/volunteer_centers?${query(MAX_QUERY_PARAMETERS)}`), 200);
  });
});
