import { createMiddleware } from "hono/factory";
import { notFound } from "../../http/app-error";
import type { AppEnv } from "../../http/types";

/** Spec section 1: activities are off on the meedoen variant, whose calendar routes are not there (404). */
export const activitiesOffered = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get("site").appContext === "meedoen") throw notFound();
  await next();
});
