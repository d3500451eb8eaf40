import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/types";
import { addressLimit } from "../../limits/address-limit";

/** Guests may apply five times in ten minutes per address: enough for a family, too few for a spam run. */
const guestApplications = addressLimit({ name: "guest-applications", limit: 5, windowMs: 10 * 60 * 1000 });

/** A guest over the limit is refused before his body is read. */
export const guestLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("auth")) await guestApplications.refuseOver(c);
  await next();
});

/** Counts a guest's application about to be taken. */
export const countGuestApplication = (c: Context<AppEnv>) => guestApplications.count(c);
