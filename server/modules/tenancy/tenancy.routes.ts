import { Hono } from "hono";
import { AppError } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage, slicePage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { WHOLE_LIST } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { CENTER_QUERY, centerResource } from "./tenancy.resource";
import { findCenterWithProfile, listCentersWithProfiles, siteSettingsFor } from "./tenancy.service";

export const tenancyRoutes = new Hono<AppEnv>();

tenancyRoutes.get(
  "/volunteer_centers",
  responds({
    summary: "List volunteer centres",
    description: "The tenant's centres; `include=profile` adds each one's profile.",
    resource: centerResource,
    list: "paged",
  }),
  jsonApiQuery({ ...CENTER_QUERY, ...WHOLE_LIST }),
  async (c) => {
    const query = c.req.valid("query");
    const { site, deps } = c.var;
    const rows = await listCentersWithProfiles(deps.db, site.tenant.id, query.include.has("profile"));
    const list = listPage(c, query.page, rows.length);
    return sendDocument(c, toResourceDocument(centerResource, slicePage(rows, query.page), { ...query, list }));
  },
);

// The current centre carries the site settings (tenant, app name, flags, config) in meta.
tenancyRoutes.get(
  "/volunteer_centers/current",
  responds({
    summary: "Read the current centre",
    description: "The centre of the host the request is sent to; `meta` carries its site's settings.",
    resource: centerResource,
  }),
  jsonApiQuery(CENTER_QUERY),
  async (c) => {
    const query = c.req.valid("query");
    const { site, deps } = c.var;
    const row = query.include.has("profile")
      ? await findCenterWithProfile(deps.db, site.tenant.id, site.center.id)
      : { ...site.center, profile: null };
    if (!row) throw new AppError(404, "not_found", c.get("t")("api-errors:generic.notFound"));
    const meta = siteSettingsFor(site.tenant, site.appContext, site.center, deps.appConfig);
    return sendDocument(c, toResourceDocument(centerResource, row, { ...query, meta: { ...meta } }));
  },
);

tenancyRoutes.get(
  "/volunteer_centers/:id",
  responds({ summary: "Read a volunteer centre", resource: centerResource }),
  jsonApiQuery(CENTER_QUERY),
  pathId("volunteer_center"),
  async (c) => {
    const query = c.req.valid("query");
    const { id } = c.req.valid("param");
    const { site, deps, t } = c.var;
    const center = site.centers.find((row) => row.id === id);
    const row =
      center &&
      (query.include.has("profile")
        ? await findCenterWithProfile(deps.db, site.tenant.id, center.id)
        : { ...center, profile: null });
    if (!row) throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "volunteer_center", id }));
    return sendDocument(c, toResourceDocument(centerResource, row, query));
  },
);
