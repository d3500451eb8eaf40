import type { Context } from "hono";
import { AppError } from "./app-error";
import { addressBehindProxies, addressBucket, isTrustedPeer } from "./client-address";
import { isInProcess } from "./in-process";
import type { AppEnv } from "./types";

/**
 * The client's address (TRUST_PROXY, TRUSTED_PROXIES). An in-process call of the SSR handler has no socket: it
 * carries the page visitor's address, and only the handler can mark a call in-process (Hono's env).
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (isInProcess(c)) return c.req.header("x-forwarded-for")?.trim() || "unknown";
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  return socket ? addressBehindProxies(c.get("deps").proxyTrust, socket, c.req.header("x-forwarded-for")) : "unknown";
}

/** The client's address as per-address limits count it: an IPv6 client by its /64. */
export const clientAddressKey = (c: Context<AppEnv>): string => addressBucket(clientAddress(c));

/** Whether X-Forwarded-Host names the host the client asked for: only from a proxy we trust, or a page handler's call. */
export function fromTrustedProxy(c: Context<AppEnv>): boolean {
  // The page handler forwards X-Forwarded-Host to its in-process calls only when it trusted it itself.
  if (isInProcess(c)) return true;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return isTrustedPeer(c.get("deps").proxyTrust, env?.incoming?.socket?.remoteAddress);
}

/** A translated 429 with Retry-After. */
export function tooManyRequests(c: Context<AppEnv>, retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header("Retry-After", String(seconds));
  // A slow-down of seconds is said in seconds; longer waits in minutes.
  const detail =
    seconds < 60
      ? c.get("t")("api-errors:detail.tooManyRequestsSeconds", { count: seconds })
      : c.get("t")("api-errors:detail.tooManyRequests", { count: Math.ceil(seconds / 60) });
  return new AppError(429, "too_many_requests", detail);
}
