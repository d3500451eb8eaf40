import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { REQUEST_ID_PATTERN } from "../../contract/request-id";
import { isInProcess } from "./in-process";
import { setResponseHeader } from "./response-headers";
import type { AppEnv } from "./types";

/** The client's X-Request-Id when it looks sane, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** The access log's line of an answered request. */
export function accessLine(c: Context<AppEnv>, started: number) {
  return {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
}

/** Request id (kept from X-Request-Id when it looks sane), a child logger and one access-log line. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = requestIdOf(c.req.header("x-request-id"));
  const log = c.get("deps").logger.child({ requestId });
  c.set("requestId", requestId);
  c.set("log", log);
  const started = performance.now();
  await next();
  setResponseHeader(c, "X-Request-Id", requestId);
  const line = accessLine(c, started);
  // A page's in-process API calls (ssr.ts) log at debug level: the page's line, with the same request id, is the access log.
  if (isInProcess(c)) log.debug(line, "request");
  else log.info(line, "request");
});
