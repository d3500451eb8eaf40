import { createMiddleware } from "hono/factory";
import { tooManyRequests } from "../../http/rate-limit";
import type { AppEnv } from "../../http/types";
import { addressLimit } from "../../limits/address-limit";
import { countHit, type Limit, retryAfterMs } from "../../limits/limit-counters";

/** Anonymous error reports: a browser sends a few, a flood from one address or from many stops at these. */
export const ERROR_REPORT_LIMITS = {
  perAddress: { name: "error-reports", limit: 10, windowMs: 60_000 },
  everyone: { name: "error-reports-all", limit: 120, windowMs: 60_000 },
} satisfies Record<string, Limit>;

const perAddress = addressLimit(ERROR_REPORT_LIMITS.perAddress);

/** 429 with Retry-After before the body is read: first the address's count, then (only if it may) everyone's. */
export const limitErrorReports = createMiddleware<AppEnv>(async (c, next) => {
  await perAddress.count(c);
  const everyone = ERROR_REPORT_LIMITS.everyone;
  const wait = retryAfterMs(everyone, await countHit(c.get("deps").db, everyone, "all"));
  if (wait > 0) throw tooManyRequests(c, wait);
  await next();
});
