import type { Context } from "hono";
import type { AppEnv } from "./types";

/** Secure cookies outside development, unless forced by SECURE_COOKIES; browsers accept them on http://localhost. */
export function secureCookies(c: Context<AppEnv>): boolean {
  const setting = c.get("deps").secureCookies;
  if (setting !== "auto") return setting === "true";
  return !c.get("deps").isDev || new URL(c.req.url).protocol === "https:";
}

export const TENANT_COOKIE = "tenant";
export const CENTER_COOKIE = "volunteer_center_id";
