import type { Context } from "hono";
import { hostnameOf } from "../config/hosts";
import { fromTrustedProxy } from "./rate-limit";
import type { AppEnv } from "./types";

/** The host the client asked for: X-Forwarded-Host (the nearest proxy's entry) only behind a trusted proxy. */
export function requestHostname(c: Context<AppEnv>): string {
  return askedHostname(c.req.header("host"), c.req.header("x-forwarded-host"), fromTrustedProxy(c));
}

/** The host asked for by a request's Host and X-Forwarded-Host, the latter (its nearest proxy's entry) only when trusted. */
export function askedHostname(host: string | undefined, forwardedHost: string | undefined, trusted: boolean): string {
  const forwarded = trusted ? forwardedHost?.split(",").at(-1) : undefined;
  return hostnameOf(forwarded ?? host);
}

/** Whether the request came in on the operator's host (OPERATOR_HOST), where no tenant is resolved. */
export const onOperatorHost = (c: Context<AppEnv>) => requestHostname(c) === c.get("deps").hosts.operatorHost;
