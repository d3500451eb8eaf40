import type { Context } from "hono";
import { AppError } from "./app-error";
import type { AppEnv } from "./types";

/**
 * Counts events per key in a sliding window, in this process's memory: enough for one server process;
 * several processes would each allow the limit (noted in the docs).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until the key may act again, or 0 when it may now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    return list.length < this.limit ? 0 : this.windowMs - (now - list[0]);
  }

  hit(key: string, now = Date.now()) {
    this.hits.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string) {
    this.hits.delete(key);
  }
}

/** The client's address: the socket's, or for in-process calls the one the page request forwarded. */
export function clientAddress(c: Context<AppEnv>): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  if (socket && !c.var.deps.trustProxy) return socket;
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || socket || "unknown";
}

/** A translated 429 with Retry-After. */
export function tooManyRequests(c: Context<AppEnv>, retryAfterMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  c.header("Retry-After", String(Math.ceil(retryAfterMs / 1000)));
  return new AppError(429, "too_many_requests", c.var.t("errors:detail.tooManyRequests", { count: minutes }));
}
