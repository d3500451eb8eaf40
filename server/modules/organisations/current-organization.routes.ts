import { Hono } from "hono";
import { AppError } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage, slicePage } from "../../http/jsonapi/pagination";
import { WHOLE_LIST } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import type { AppEnv } from "../../http/types";
import { signedIn } from "../../policy/authorize";
import { withVacancies } from "./organisation-access";
import { ORGANIZATION_QUERY, organizationResource } from "./organisations.resource";
import { currentOrganizations, defaultOrganization } from "./organisations.service";

export const currentOrganizationRoutes = new Hono<AppEnv>();

currentOrganizationRoutes.get(
  "/current_organizations",
  signedIn,
  jsonApiQuery({ ...ORGANIZATION_QUERY, ...WHOLE_LIST }),
  async (c) => {
    const query = c.req.valid("query");
    const list = await currentOrganizations(c.var.deps.db, c.var.site.tenant.id, c.var.user.id);
    const rows = await withVacancies(c, await c.var.actor(), slicePage(list, query.page), query.include);
    return sendDocument(
      c,
      toResourceDocument(organizationResource, rows, { ...query, list: listPage(c, query.page, list.length) }),
    );
  },
);

/**
 * The selected organisation: the Current-Organization-Id header (checked by the selectedOrganisation
 * middleware), otherwise spec section 4's default.
 */
currentOrganizationRoutes.get("/current_organization", signedIn, jsonApiQuery(ORGANIZATION_QUERY), async (c) => {
  const { deps, site, t, user } = c.var;
  const query = c.req.valid("query");
  const list = await currentOrganizations(deps.db, site.tenant.id, user.id);
  const chosen = c.var.organizationId;
  const selected = chosen === null ? defaultOrganization(list) : list.find((o) => o.id === chosen);
  if (!selected) throw new AppError(404, "not_found", t("errors:page.noOrganization"));
  const [row] = await withVacancies(c, await c.var.actor(), [selected], query.include);
  return sendDocument(c, toResourceDocument(organizationResource, row, query));
});
