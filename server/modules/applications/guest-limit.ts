import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { clientAddress, tooManyRequests } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";
import { countHit, type Limit, peekCount, retryAfterMs } from "../../limits/limit-counters";

/** Guests may apply five times in ten minutes per address: enough for a family, too few for a spam run. */
const GUEST_LIMIT = { name: "guest-applications", limit: 5, windowMs: 10 * 60 * 1000 } satisfies Limit;

/** A guest over the limit is refused before his body is read. */
export const guestLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.auth) {
    const counted = await peekCount(c.var.deps.db, GUEST_LIMIT, clientAddress(c));
    if (counted && counted.count >= GUEST_LIMIT.limit) throw tooManyRequests(c, Math.max(1, counted.windowEndsAt - Date.now()));
  }
  await next();
});

/** Counts a guest's application about to be taken: atomic in PostgreSQL, so a burst across processes cannot pass the limit. */
export async function countGuestApplication(c: Context<AppEnv>): Promise<void> {
  const wait = retryAfterMs(GUEST_LIMIT, await countHit(c.var.deps.db, GUEST_LIMIT, clientAddress(c)));
  if (wait > 0) throw tooManyRequests(c, wait);
}
