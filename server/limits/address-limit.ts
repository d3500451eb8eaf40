import type { Context } from "hono";
import { clientAddressKey, tooManyRequests } from "../http/rate-limit";
import type { AppEnv } from "../http/types";
import { countHit, type Limit, peekCount, retryAfterMs } from "./limit-counters";

/**
 * A limit per key of the request (its client address, its user), counted in PostgreSQL so that it holds across
 * processes: `refuseOver` answers 429 before a body is read, `count` counts the request about to be taken (atomic,
 * so a burst cannot slip past the limit).
 */
export function requestLimit(limit: Limit, keyOf: (c: Context<AppEnv>) => string) {
  return {
    async refuseOver(c: Context<AppEnv>): Promise<void> {
      const counted = await peekCount(c.get("deps").db, limit, keyOf(c));
      if (counted && counted.count >= limit.limit) throw tooManyRequests(c, Math.max(1, counted.windowEndsAt - Date.now()));
    },
    async count(c: Context<AppEnv>): Promise<void> {
      const wait = retryAfterMs(limit, await countHit(c.get("deps").db, limit, keyOf(c)));
      if (wait > 0) throw tooManyRequests(c, wait);
    },
  };
}

/** A limit per client address. */
export const addressLimit = (limit: Limit) => requestLimit(limit, clientAddressKey);
