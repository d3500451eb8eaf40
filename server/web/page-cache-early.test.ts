import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { readEnv } from "../config/env";
import { hostConfigFrom, resolveTenantFromHost } from "../config/hosts";
import { siteOriginOf } from "../config/site-origins";
import type { TenantRecord } from "../config/tenants";
import { type ProxyTrust, proxyTrust } from "../http/client-address";
import { compression } from "../http/compression";
import { requestHostname } from "../http/request-host";
import type { AppDependencies, AppEnv } from "../http/types";
import type { SiteContext } from "../modules/tenancy/site-context.middleware";
import { demoTenantDirectory } from "../seed/demo-tenants";
import { createPageCache } from "./page-cache";

const tenants = demoTenantDirectory();
const hosts = hostConfigFrom(readEnv({}), tenants);
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * A real HTTP server with the cache's early answer first and a stand-in for the rest of the chain: it counts the
 * requests Hono read and those that went the whole way, sets the nonce and site, and adds a header of its own after
 * the page (as the security headers do with the CSP). Each render is numbered. beforeHono: node's listener asks the
 * early answer first, as app.ts's appListener does; trust: the proxies whose X-Forwarded-Host counts.
 */
async function pageServer(options: { beforeHono?: boolean; trust?: ProxyTrust } = {}) {
  let version = "1";
  const state = { version: () => version, hono: 0, chain: 0, renders: 0, logged: [] as Record<string, unknown>[] };
  const cache = createPageCache(() => state.version(), 10_000);
  const logger = { info: (line: Record<string, unknown>) => state.logged.push(line) };
  const deps = { hosts, logger, proxyTrust: options.trust ?? proxyTrust() } as unknown as AppDependencies;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    state.hono++;
    c.set("deps", deps);
    await next();
  });
  app.use(cache.answerEarly, compression);
  app.use(async (c, next) => {
    state.chain++;
    c.set("nonce", `nonce-${state.chain}`);
    c.set("requestId", `whole-${state.chain}`);
    const hostname = requestHostname(c);
    const tenant = resolveTenantFromHost(hostname, hosts);
    c.set("site", { tenant: { id: tenant }, center: { id: 1 }, ...siteOriginOf(hostname, tenant, "", hosts) } as SiteContext);
    await next();
    c.res.headers.set("x-policy", `nonce ${c.get("nonce")}`);
    c.res.headers.set("x-request-id", c.get("requestId"));
  });
  app.get("*", async (c) => {
    const render = async () =>
      new Response(`<script nonce="${c.get("nonce")}">render ${++state.renders}</script>${"x".repeat(2000)}`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    const key = cache.keyFor(c);
    return key ? cache.respond(key, c, render) : render();
  });
  const hono = getRequestListener(app.fetch);
  server = createServer((req, res) => {
    if (!options.beforeHono || !cache.answerEarly.beforeHono(req, res, deps)) void hono(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // node:http, not fetch: fetch sends its own Host.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ text: string; headers: Record<string, string> }>((resolve, reject) => {
      const options = { port, path, headers: { host: "demo.localhost:3000", "accept-encoding": "br", ...headers } };
      request(options, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const text = (
            encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body
          ).toString();
          resolve({ text: text.slice(0, 40), headers: response.headers as Record<string, string> });
        });
      })
        .on("error", reject)
        .end();
    });
  return { get, state, setVersion: (next: string) => (version = next) };
}

const without = (headers: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

describe("a kept page answered before the middleware (issue 42, item 6)", () => {
  it("sends a request asked exactly as before the same bytes and headers, with its own request id and log line", async () => {
    const { get, state } = await pageServer();
    // The first visitor's answer, rendered and kept, is the one every later visitor gets.
    const first = await get("/nl/vacancies/search?q=fiets");
    expect(state.chain).toBe(1);
    const second = await get("/nl/vacancies/search?q=fiets", { "x-request-id": "req-3-abcdefgh" });
    expect(state.chain).toBe(1);
    expect(state.renders).toBe(1);
    expect(second.text).toBe(first.text);
    expect(first.text).toContain('nonce="nonce-1">render 1');
    expect(without(second.headers, "x-request-id", "date")).toEqual(without(first.headers, "x-request-id", "date"));
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["x-policy"]).toBe("nonce nonce-1");
    expect(first.headers["x-request-id"]).toBe("whole-1");
    expect(second.headers["x-request-id"]).toBe("req-3-abcdefgh");
    expect(state.logged).toEqual([
      expect.objectContaining({ requestId: "req-3-abcdefgh", status: 200, path: "/nl/vacancies/search" }),
    ]);
  });

  it("takes the whole way for another address, cookie, encoding, a conditional or a site header", async () => {
    const { get, state } = await pageServer();
    await get("/nl/vacancies/search");
    await get("/nl/vacancies/search");
    const chain = state.chain;
    for (const [path, headers] of [
      ["/nl/vacancies/search?q=taal", {}],
      ["/nl/vacancies/search", { cookie: "color-mode=dark" }],
      ["/nl/vacancies/search", { "accept-encoding": "gzip" }],
      ["/nl/vacancies/search", { "if-none-match": 'W/"x"' }],
      ["/nl/vacancies/search", { "x-tenant": "roermond" }],
      ["/nl/vacancies/search", { "volunteer-center-id": "1" }],
    ] as const) {
      await get(path, headers);
    }
    expect(state.chain).toBe(chain + 6);
  });

  it("takes the whole way once a write changed the tenant's version, or the tenant is suspended", async () => {
    const { get, state, setVersion } = await pageServer();
    await get("/nl/vacancies/search");
    await get("/nl/vacancies/search");
    expect(state.chain).toBe(1);
    setVersion("2");
    expect((await get("/nl/vacancies/search")).text).toContain("render 2");
    expect(state.chain).toBe(2);
    expect((await get("/nl/vacancies/search")).text).toContain("render 2");
    expect(state.chain).toBe(2);
    const demo = tenants.get("demo") as TenantRecord;
    Object.assign(demo, { status: "suspended" });
    try {
      await get("/nl/vacancies/search");
      expect(state.chain).toBe(3);
    } finally {
      Object.assign(demo, { status: "active" });
    }
  });

  it("gives the same answer to node's request before Hono reads it, with its own request id and log line", async () => {
    const { get, state } = await pageServer({ beforeHono: true });
    const first = await get("/nl/vacancies/search?q=fiets");
    const second = await get("/nl/vacancies/search?q=fiets", { "x-request-id": "req-4-abcdefgh" });
    const third = await get("/nl/vacancies/search?q=fiets");
    // The first went through Hono (rendered, kept); the others never reached it.
    expect(state.hono).toBe(1);
    expect(state.renders).toBe(1);
    expect(second.text).toBe(first.text);
    expect(without(second.headers, "x-request-id", "date")).toEqual(without(first.headers, "x-request-id", "date"));
    expect(second.headers["x-request-id"]).toBe("req-4-abcdefgh");
    expect(third.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.logged).toEqual([
      expect.objectContaining({ requestId: "req-4-abcdefgh", method: "GET", status: 200, path: "/nl/vacancies/search" }),
      expect.objectContaining({ requestId: third.headers["x-request-id"], status: 200 }),
    ]);
    // Anything else goes to Hono, where it takes the whole way.
    await get("/nl/vacancies/search?q=fiets", { cookie: "color-mode=dark" });
    await get("/nl/vacancies/search?q=fiets", { "if-none-match": 'W/"x"' });
    expect(state.hono).toBe(3);
    expect(state.chain).toBe(3);
  });

  it("tells sites apart by X-Forwarded-Host from a trusted proxy only, before Hono as in it", async () => {
    const roermond = { "x-forwarded-host": "www.vrijwilligerswerkroermond.nl" };
    const trusted = await pageServer({ beforeHono: true, trust: proxyTrust(1) });
    const forRoermond = await trusted.get("/nl/vacancies/search", roermond);
    const forDemo = await trusted.get("/nl/vacancies/search");
    expect(trusted.state.renders).toBe(2);
    expect((await trusted.get("/nl/vacancies/search", roermond)).text).toBe(forRoermond.text);
    expect((await trusted.get("/nl/vacancies/search")).text).toBe(forDemo.text);
    expect(trusted.state.hono).toBe(2);

    // From any other peer the header is the client's own: the host's page, whatever it says.
    const untrusted = await pageServer({ beforeHono: true });
    const page = await untrusted.get("/nl/vacancies/search");
    expect((await untrusted.get("/nl/vacancies/search", roermond)).text).toBe(page.text);
    expect(untrusted.state.renders).toBe(1);
  });
});
