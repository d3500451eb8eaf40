import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { featureFlagsFor } from "../../config/feature-flags";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";

/** A tenant without volunteer profiles (spec section 1: the meedoen site) has no such routes: 404, before anything. */
export const volunteerProfilesOffered = createMiddleware<AppEnv>(async (c, next) => {
  const { site, t } = c.var;
  if (!featureFlagsFor(site.tenant, site.appContext).volunteerProfiles) {
    throw new AppError(404, "not_found", t("api-errors:detail.routeNotFound", { method: c.req.method, path: c.req.path }));
  }
  await next();
});

export const unprocessable = (c: Context<AppEnv>, key: string, field: string, values?: Record<string, unknown>) => {
  const detail = c.get("t")(`api-errors:volunteerProfiles.${key}`, values);
  return new AppError(422, "unprocessable", detail, [{ detail, source: { pointer: `/data/attributes/${field}` } }]);
};

export const notFound = (c: Context<AppEnv>, type: string, id: number | string) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type, id }));
