import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { nextAmsterdamMidnight } from "../../contract/amsterdam-time";
import { resolveTenantFromHost } from "../config/hosts";
import { gaugeMemory } from "../config/memory-gauges";
import { isTrustedPeer } from "../http/client-address";
import { addVary, compressBody, negotiateEncoding } from "../http/compression";
import { askedHostname } from "../http/request-host";
import { requestIdOf } from "../http/request-log";
import { hasSessionCookie, isPublicPagePath, withoutCampaignParams } from "../http/shared-pages";
import type { AppDependencies, AppEnv } from "../http/types";
import { pageEtag } from "./http-caching";

/**
 * Anonymous visitors of the home page, the vacancy bank and a vacancy page all get the same page for the same address,
 * and rendering it costs far more than the data behind it: so the rendered page is kept and served again until what it
 * shows changes (issue 42, item 2): a write to its tenant's data (the version), the first instant at which time alone
 * changes one of its answers (a closing date, a workshop's end: in-process.ts), or midnight in Amsterdam (dates as
 * "today"); at most `PAGE_CACHE_SECONDS`, the bound for a change another process failed to announce.
 * Only the public pages (shared-pages.ts), for a visitor without a session, only 200s that set no cookie, only on the
 * tenant's configured hosts, and per tenant, centre, configured origin, address and the visitor's cookies (preferences
 * such as colour mode change the page). A kept page is sent as it was rendered, nonce included, compressed once per encoding: these pages are
 * public (http-caching.ts), so a CDN shares them, nonce and all, in the same way; injected markup cannot carry a
 * nonce that is only chosen while the page is rendered. Compressing per response would cost ~1 ms a bank page.
 */
export const PAGE_CACHE_SECONDS = 3600;
const FRESH_MS = PAGE_CACHE_SECONDS * 1000;
// Bytes, not pages: a search page with 25 results weighs 13 KB as Brotli, a short content page 5. Kept off the JavaScript heap.
const MAX_BYTES = 48 * 1024 * 1024;

interface CachedPage {
  key: string;
  /** The tenant and the version (of its key) it was rendered for: a kept page answered early checks both are still so. */
  tenant: string;
  version: string;
  nonce: string;
  etag: string;
  headers: [string, string][];
  /** Kept compressed only: a bank page is 116 KB as it is and 13 as Brotli, and browsers ask for Brotli. */
  encoded: { br: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> };
  /** Served until this time (ms). */
  until: number;
  /** The keys of its early answers (below). */
  early: string[];
}

/** A kept page as it last left the server for one kind of request: its final headers and body, answered before any middleware. */
interface EarlyAnswer {
  page: CachedPage;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer>;
  /** The path its access-log line names, as Hono read it from the request it was kept from (the same address). */
  path: string;
}

/** node's request and response: an early answer given before Hono (app.ts, appListener) writes to these itself. */
export type AnswerBeforeHono = (incoming: IncomingMessage, outgoing: ServerResponse, deps: AppDependencies) => boolean;
// Headers a kept page's answer does not repeat: each request has its own.
const OWN_HEADERS = new Set(["x-request-id", "date"]);
// Request headers that choose a tenant, context or centre other than the host does: such requests take the whole way.
const SITE_HEADERS = ["x-tenant", "app-context", "volunteer-center-id", "if-none-match"];
// What an early answer's headers weigh besides its body, roughly (the CSP is most of it).
const EARLY_BYTES = 2048;

const sizeOf = (page: CachedPage) =>
  page.encoded.br.byteLength + (page.encoded.gzip?.byteLength ?? 0) + page.early.length * EARLY_BYTES;

export interface PageCache {
  /** The cache key of this request, or null when its page must be rendered for it alone. */
  keyFor(c: Context<AppEnv>): string | null;
  /**
   * The kept page in the request's encoding, its nonce becoming the request's (for its CSP); else render's page, kept
   * when it may be shared. Requests for a page being rendered wait for that one render rather than each rendering it.
   */
  respond(key: string, c: Context<AppEnv>, render: () => Promise<Response>, now?: number): Promise<Response>;
  /**
   * First in the middleware chain (issue 42, item 6): a request exactly like one that was answered with a kept page (host,
   * address, cookies, Accept-Encoding) gets that answer's bytes and headers again, with its own request id and log line,
   * while the page is kept and its tenant's version is the same; every other request goes on. Its `beforeHono` gives
   * the same answers to node's request before Hono reads it (app.ts, appListener): true when it answered.
   */
  answerEarly: MiddlewareHandler<AppEnv> & { beforeHono: AnswerBeforeHono };
}

/**
 * version: what the pages of a tenant are built from; when it changes (a vacancy or a centre was written), the kept
 * pages are old.
 */
export function createPageCache(
  // From the app's dependencies alone: an early answer given before Hono has no request context.
  version: (deps: AppDependencies, tenant: string) => string,
  freshMs = FRESH_MS,
  maxBytes = MAX_BYTES,
): PageCache {
  // In order of last use: the first is the one to drop when the pages pass maxBytes.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  gaugeMemory("pageCache", () => bytes);
  const answers = new Map<string, EarlyAnswer>();
  // The kept page each request was sent, for its early answer once the response is complete.
  const sent = new WeakMap<Context<AppEnv>, CachedPage>();
  const forget = (page: CachedPage) => {
    bytes -= sizeOf(page);
    for (const key of page.early) if (answers.get(key)?.page === page) answers.delete(key);
    page.early = [];
  };
  /**
   * The early answer's key of a request that may have one (its host as the site context reads it, X-Forwarded-Host
   * only from a proxy we trust), else null.
   */
  const earlyKey = (incoming: IncomingMessage | undefined, deps: AppDependencies) => {
    // In-process calls have no socket: they take the whole way.
    if (freshMs === 0 || incoming?.method !== "GET") return null;
    const { headers } = incoming;
    if (SITE_HEADERS.some((name) => headers[name] !== undefined)) return null;
    // node joins a repeated X-Forwarded-Host into one value.
    const forwarded = headers["x-forwarded-host"] as string | undefined;
    const trusted = forwarded !== undefined && isTrustedPeer(deps.proxyTrust, incoming.socket?.remoteAddress);
    const hostname = askedHostname(headers.host, forwarded, trusted);
    const key = `${hostname}\n${headers.host}\n${incoming.url}\n${headers.cookie ?? ""}\n${headers["accept-encoding"] ?? ""}`;
    return { key, hostname, requestId: headers["x-request-id"] as string | undefined };
  };
  /** Whether the page of an early answer is still the one a request would get; touched when it is. */
  const stillKept = (page: CachedPage, hostname: string, deps: AppDependencies, now: number) => {
    if (pages.get(page.key) !== page || now >= page.until) return false;
    const { hosts } = deps;
    // A suspended tenant, a host given to another tenant, or a write: the whole way, as the site context decides.
    if (hosts.tenants.get(page.tenant)?.status !== "active" || resolveTenantFromHost(hostname, hosts) !== page.tenant)
      return false;
    if (version(deps, page.tenant) !== page.version) return false;
    pages.delete(page.key);
    pages.set(page.key, page);
    return true;
  };
  /** The early answer for a request of that key, when it may be given one now; else null. */
  const earlyAnswerOf = (early: NonNullable<ReturnType<typeof earlyKey>>, deps: AppDependencies, now: number) => {
    const answer = answers.get(early.key);
    return answer && stillKept(answer.page, early.hostname, deps, now) ? answer : null;
  };
  /** The access log's line of an early answer (request-log.ts: as accessLine has it). */
  const logEarly = (deps: AppDependencies, answer: EarlyAnswer, requestId: string, started: number) => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    deps.logger.info({ requestId, method: "GET", path: answer.path, status: 200, ms }, "request");
  };
  /** Keeps the response to a request that was sent a kept page, as it left, for the same requests after it. */
  const remember = (key: string, c: Context<AppEnv>) => {
    const page = sent.get(c);
    if (!page || pages.get(page.key) !== page) return;
    const res = c.res;
    const encoding = res.headers.get("content-encoding");
    const body = encoding === "br" || encoding === "gzip" ? page.encoded[encoding] : undefined;
    if (res.status !== 200 || !body || res.headers.has("set-cookie")) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of res.headers) if (!OWN_HEADERS.has(name)) headers[name] = value;
    answers.set(key, { page, headers, body, path: c.req.path });
    page.early.push(key);
    bytes += EARLY_BYTES;
  };
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    forget(page);
    pages.delete(key);
  };
  const send = (page: CachedPage, c: Context<AppEnv>) => {
    sent.set(c, page);
    c.set("nonce", page.nonce);
    const headers = new Headers(page.headers);
    headers.set("ETag", page.etag);
    addVary(headers, "Accept-Encoding");
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    // A client without Brotli is rare (scripts, old proxies): it costs a decompression of 0.2 ms for a bank page.
    if (!encoding) return new Response(brotliDecompressSync(page.encoded.br), { status: 200, headers });
    if (encoding === "gzip" && !page.encoded.gzip) {
      page.encoded.gzip = compressBody(brotliDecompressSync(page.encoded.br), "gzip");
      bytes += page.encoded.gzip.byteLength;
    }
    const body = page.encoded[encoding] as Uint8Array<ArrayBuffer>;
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    return new Response(body, { status: 200, headers });
  };
  const touchFresh = (page: CachedPage | undefined, key: string, now: number) => {
    if (!page) return null;
    // Touched: the last used goes to the end.
    pages.delete(key);
    if (now >= page.until) {
      forget(page);
      return null;
    }
    pages.set(key, page);
    return page;
  };
  /** The page to keep from a rendered response, or null when it may not be shared (then the response is untouched). */
  const keepable = async (key: string, response: Response, c: Context<AppEnv>, now: number): Promise<CachedPage | null> => {
    const isHtml = response.headers.get("content-type")?.startsWith("text/html");
    if (response.status !== 200 || !isHtml || response.headers.has("set-cookie")) return null;
    const until = Math.min(now + freshMs, c.get("pageHoldsUntil") ?? Number.POSITIVE_INFINITY, nextAmsterdamMidnight(now));
    // An answer for this view alone (a form's moment shown) makes a page for this visitor alone.
    if (until <= now) return null;
    const html = new Uint8Array(await response.arrayBuffer());
    const nonce = c.get("nonce");
    const encoded = { br: compressBody(html, "br") };
    const [tenant, version] = key.split("\n", 2);
    return {
      key,
      tenant,
      version,
      nonce,
      etag: pageEtag(html, nonce),
      headers: [...response.headers],
      encoded,
      until,
      early: [],
    };
  };
  const keep = (key: string, page: CachedPage) => {
    drop(key);
    while (pages.size > 0 && bytes + sizeOf(page) > maxBytes) drop(pages.keys().next().value as string);
    pages.set(key, page);
    bytes += sizeOf(page);
  };
  // The render in progress per key; it settles with the kept page, or null when that page may not be shared.
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const answerEarly: MiddlewareHandler<AppEnv> = async (c, next) => {
    const deps = c.get("deps");
    const early = earlyKey((c.env as { incoming?: IncomingMessage } | undefined)?.incoming, deps);
    const answer = early && earlyAnswerOf(early, deps, Date.now());
    if (early && answer) {
      const started = performance.now();
      const requestId = requestIdOf(early.requestId);
      // A plain object of headers: the server writes them as they are, without a Headers object in between.
      c.res = new Response(answer.body, { status: 200, headers: { ...answer.headers, "x-request-id": requestId } });
      logEarly(deps, answer, requestId, started);
      return;
    }
    await next();
    if (early) remember(early.key, c);
  };
  // The same answer written to node's response: no Hono request, context, router or middleware for it (about 40% of
  // the CPU of a kept page answered in the first middleware).
  const beforeHono: AnswerBeforeHono = (incoming, outgoing, deps) => {
    const early = earlyKey(incoming, deps);
    const answer = early && earlyAnswerOf(early, deps, Date.now());
    if (!early || !answer) return false;
    const started = performance.now();
    const requestId = requestIdOf(early.requestId);
    outgoing.writeHead(200, { ...answer.headers, "x-request-id": requestId });
    outgoing.end(answer.body);
    logEarly(deps, answer, requestId, started);
    return true;
  };
  return {
    keyFor(c) {
      if (freshMs === 0 || c.req.method !== "GET" || !isPublicPagePath(c.req.path)) return null;
      // A host that is not the tenant's (Host: evil.example) is neither served a kept page nor leaves one.
      if (!c.get("site").configuredHost) return null;
      const cookie = c.req.header("cookie") ?? "";
      if (hasSessionCookie(cookie)) return null;
      // Rendered without campaign parameters too (ssr.ts), so every tagged link shares one page.
      const url = new URL(withoutCampaignParams(c.req.url));
      const { tenant, center, origin } = c.get("site");
      return [tenant.id, version(c.get("deps"), tenant.id), center.id, origin, url.pathname + url.search, cookie].join("\n");
    },
    async respond(key, c, render, now = Date.now()) {
      const kept = touchFresh(pages.get(key), key, now);
      if (kept) return send(kept, c);
      const running = rendering.get(key);
      if (running) {
        const page = await running;
        return page ? send(page, c) : render();
      }
      const { promise, resolve } = Promise.withResolvers<CachedPage | null>();
      rendering.set(key, promise);
      try {
        const response = await render();
        const page = await keepable(key, response, c, now);
        resolve(page);
        if (!page) return response;
        keep(key, page);
        return send(page, c);
      } finally {
        // A render that failed lets the waiting requests render for themselves.
        resolve(null);
        rendering.delete(key);
      }
    },
    answerEarly: Object.assign(answerEarly, { beforeHono }),
  };
}
