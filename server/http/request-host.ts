import type { Context } from "hono";
import { hostnameOf } from "../config/hosts";
import { fromTrustedProxy } from "./rate-limit";
import type { AppEnv } from "./types";

/** The host the client asked for: X-Forwarded-Host (the nearest proxy's entry) only behind a trusted proxy. */
export function requestHostname(c: Context<AppEnv>): string {
  const forwarded = fromTrustedProxy(c) ? c.req.header("x-forwarded-host")?.split(",").at(-1) : undefined;
  return hostnameOf(forwarded ?? c.req.header("host"));
}

/** Whether the request came in on the operator's host (OPERATOR_HOST), where no tenant is resolved. */
export const onOperatorHost = (c: Context<AppEnv>) => requestHostname(c) === c.get("deps").hosts.operatorHost;
