import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { plainErrorPage } from "./plain-error-page";
import type { AppEnv } from "./types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Where a request says it comes from: the Origin header, else the Referer (some browsers leave Origin out). */
type Provenance = "same" | "foreign" | "unknown";

export const changesState = (c: Context<AppEnv>) => !SAFE_METHODS.has(c.req.method);

/** Whether the Origin (or without one the Referer) names the host the request was sent to. */
export function provenanceOf(c: Context<AppEnv>): Provenance {
  const claimed = c.req.header("origin") ?? c.req.header("referer");
  if (claimed === undefined) return "unknown";
  const host = c.req.header("host");
  try {
    return host && new URL(claimed).host === host ? "same" : "foreign";
  } catch {
    // 'null' (a sandboxed or privacy-redirected form) and garbage are not our pages.
    return "foreign";
  }
}

/**
 * Page and resource-route writes (document actions, .data submissions) must come from our own pages: cookies ride along
 * on cross-site requests, and an anonymous sign-in form posted from elsewhere is login CSRF. A client that says nothing
 * about where it comes from and carries no cookies (curl, a script) cannot be a forged browser request.
 */
export const pageWritesFromOwnPages = createMiddleware<AppEnv>(async (c, next) => {
  if (!changesState(c)) return next();
  const provenance = provenanceOf(c);
  if (provenance === "same" || (provenance === "unknown" && !c.req.header("cookie"))) return next();
  return plainErrorPage(c, 403, c.get("t")("api-errors:detail.badOrigin"));
});
