import { Hono } from "hono";
import { parseResourceId } from "../../../contract/ids";
import { AppError } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage, slicePage } from "../../http/jsonapi/pagination";
import { parseJsonApiQuery, WHOLE_LIST } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import { CENTER_QUERY, centerResource } from "./tenancy.resource";
import { findCenterWithProfile, listCentersWithProfiles, siteSettingsFor } from "./tenancy.service";

export const tenancyRoutes = new Hono<AppEnv>();

tenancyRoutes.get("/volunteer_centers", async (c) => {
  const query = parseJsonApiQuery(new URL(c.req.url), { ...CENTER_QUERY, ...WHOLE_LIST }, c.var.t);
  const { site, deps } = c.var;
  const rows = await listCentersWithProfiles(deps.db, site.tenant.id, query.include.has("profile"));
  const list = listPage(c, query.page, rows.length);
  return sendDocument(c, toResourceDocument(centerResource, slicePage(rows, query.page), { ...query, list }));
});

// The current centre carries the site settings (tenant, app name, flags, config) in meta.
tenancyRoutes.get("/volunteer_centers/current", async (c) => {
  const query = parseJsonApiQuery(new URL(c.req.url), CENTER_QUERY, c.var.t);
  const { site, deps } = c.var;
  const row = query.include.has("profile")
    ? await findCenterWithProfile(deps.db, site.tenant.id, site.center.id)
    : { ...site.center, profile: null };
  if (!row) throw new AppError(404, "not_found", c.var.t("errors:generic.notFound"));
  const meta = siteSettingsFor(site.tenant.id, site.appContext, site.center, deps.appConfig);
  return sendDocument(c, toResourceDocument(centerResource, row, { ...query, meta: { ...meta } }));
});

tenancyRoutes.get("/volunteer_centers/:id", async (c) => {
  const query = parseJsonApiQuery(new URL(c.req.url), CENTER_QUERY, c.var.t);
  const { site, deps, t } = c.var;
  const id = c.req.param("id");
  const center = site.centers.find((row) => row.id === parseResourceId(id));
  const row =
    center &&
    (query.include.has("profile")
      ? await findCenterWithProfile(deps.db, site.tenant.id, center.id)
      : { ...center, profile: null });
  if (!row) throw new AppError(404, "not_found", t("errors:detail.resourceNotFound", { type: "volunteer_center", id }));
  return sendDocument(c, toResourceDocument(centerResource, row, query));
});
