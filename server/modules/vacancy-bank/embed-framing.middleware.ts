import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../http/types";

/**
 * The embedded vacancy bank's page (/nl/embed/vacancies): other sites may frame it, only those whose origins the
 * centre listed in its settings (issue 43, item 3). securityHeaders writes them into frame-ancestors, beside our own
 * (the settings screen's preview); an empty list leaves our own pages alone.
 */
export const embedFraming = createMiddleware<AppEnv>(async (c, next) => {
  c.set("frameAncestors", c.var.site.center.profile?.embedOrigins ?? []);
  await next();
});
