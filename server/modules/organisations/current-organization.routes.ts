import { Hono } from "hono";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/authenticate";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage, slicePage } from "../../http/jsonapi/pagination";
import { parseJsonApiQuery, WHOLE_LIST } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import { withVacancies } from "./organisation-access";
import { ORGANIZATION_QUERY, organizationResource } from "./organisations.resource";
import { currentOrganizations, defaultOrganization } from "./organisations.service";

export const currentOrganizationRoutes = new Hono<AppEnv>();

currentOrganizationRoutes.get("/current_organizations", async (c) => {
  const auth = requireUser(c);
  const query = parseJsonApiQuery(new URL(c.req.url), { ...ORGANIZATION_QUERY, ...WHOLE_LIST }, c.var.t);
  const list = await currentOrganizations(c.var.deps.db, c.var.site.tenant.id, auth.user.id);
  const rows = await withVacancies(c, await actorOf(c), slicePage(list, query.page), query.include);
  return sendDocument(
    c,
    toResourceDocument(organizationResource, rows, { ...query, list: listPage(c, query.page, list.length) }),
  );
});

/**
 * The selected organisation: the Current-Organization-Id header (checked by the selectedOrganisation
 * middleware), otherwise spec section 4's default.
 */
currentOrganizationRoutes.get("/current_organization", async (c) => {
  const auth = requireUser(c);
  const { deps, site, t } = c.var;
  const query = parseJsonApiQuery(new URL(c.req.url), ORGANIZATION_QUERY, t);
  const list = await currentOrganizations(deps.db, site.tenant.id, auth.user.id);
  const chosen = c.var.organizationId;
  const selected = chosen === null ? defaultOrganization(list) : list.find((o) => o.id === chosen);
  if (!selected) throw new AppError(404, "not_found", t("errors:page.noOrganization"));
  const [row] = await withVacancies(c, await actorOf(c), [selected], query.include);
  return sendDocument(c, toResourceDocument(organizationResource, row, query));
});
