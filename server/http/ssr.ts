import type { Context, Hono } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { ServerContext } from "../../app/lib/server-context";
import { secureCookies } from "./cookies";
import type { AppEnv } from "./types";

type RouterContextKey = Parameters<RouterContextProvider["set"]>[0];

export interface SsrOptions {
  loadBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
}

const FORWARDED = ["host", "cookie", "origin", "user-agent", "x-forwarded-host", "x-forwarded-for"];

/**
 * The React Router request handler for every page. Loaders reach the API through `fetch` in-process,
 * with the same tenant, centre and session as the page request.
 */
export function createSsrHandler(options: SsrOptions, api: () => Hono<AppEnv>) {
  let cached: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;

  return async (c: Context<AppEnv>) => {
    const build = await options.loadBuild();
    if (cached?.build !== build) cached = { build, handle: createRequestHandler(build, options.mode) };

    const apiHeaders: Record<string, string> = {
      "x-request-id": c.var.requestId,
      "x-tenant": c.var.site.tenant.id,
      "app-context": c.var.site.appContext,
      "volunteer-center-id": String(c.var.site.center.id),
    };
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value) apiHeaders[name] = value;
    }
    const value: ServerContext = {
      fetch: (input, init) => Promise.resolve(api().request(input, init)),
      apiHeaders,
      nonce: c.var.nonce,
      requestId: c.var.requestId,
      isDev: c.var.deps.isDev,
      secureCookies: secureCookies(c),
      reportError: c.var.deps.reportError,
    };
    const context = new RouterContextProvider();
    // The context key must be the build's own instance, so it is exported by entry.server.
    const key = (build.entry.module as unknown as { serverContext: RouterContextKey }).serverContext;
    context.set(key, value);
    return cached.handle(c.req.raw, context);
  };
}
