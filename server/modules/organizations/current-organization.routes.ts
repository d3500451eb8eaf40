import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { currentOrganizationUpdateSchema } from "../../../contract/organizations";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage, slicePage } from "../../http/jsonapi/pagination";
import { WHOLE_LIST } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorize, signedIn } from "../../policy/authorize";
import { PROFILE_IMAGE_MAX_BYTES } from "../center-profiles/center-profiles.service";
import { CurrentOrganizationError, updateCurrentOrganization } from "./current-organization.service";
import { asSeenBy, auditActorOf } from "./organization-access";
import { canOrganization } from "./organizations.policy";
import { ORGANIZATION_QUERY, organizationResource } from "./organizations.resource";
import { currentOrganizations, defaultOrganization } from "./organizations.service";

export const currentOrganizationRoutes = new Hono<AppEnv>();

/** The selected organization's document may include its members, for those who pick its contact person. */
const CURRENT_QUERY = { ...ORGANIZATION_QUERY, includes: [...ORGANIZATION_QUERY.includes, "members"] };

currentOrganizationRoutes.get(
  "/current_organizations",
  responds({
    summary: "List my organizations",
    description: "The organizations the signed-in user works for.",
    resource: organizationResource,
    list: "paged",
  }),
  signedIn,
  jsonApiQuery({ ...ORGANIZATION_QUERY, ...WHOLE_LIST }),
  async (c) => {
    const query = c.req.valid("query");
    const list = await currentOrganizations(c.get("deps").db, c.get("site").tenant.id, c.get("user").id);
    const rows = await asSeenBy(c, await c.get("actor")(), slicePage(list, query.page), query.include);
    return sendDocument(
      c,
      toResourceDocument(organizationResource, rows, { ...query, list: listPage(c, query.page, list.length) }),
    );
  },
);

/**
 * After signedIn: the selected organization (the Current-Organization-Id header, checked by the selectedOrganization
 * middleware, otherwise spec section 4's default) as `c.get("organization")`; none is a 404. Changing it needs the right
 * to update it (its superusers, its centre's staff): a 403 before the body is read.
 */
const selected = (action: "read" | "update") =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { deps, site, t, user } = c.var;
    const list = await currentOrganizations(deps.db, site.tenant.id, user.id);
    const chosen = c.get("organizationId");
    const found = chosen === null ? defaultOrganization(list) : list.find((o) => o.id === chosen);
    if (!found) throw new AppError(404, "not_found", t("errors:page.noOrganization"));
    if (action === "update") await authorize(c, (actor) => canOrganization(actor, "update", found, deps.appConfig));
    c.set("organization", found);
    await next();
  });

currentOrganizationRoutes.get(
  "/current_organization",
  responds({
    summary: "Read my current organization",
    description: "The one the Current-Organization-Id header names, or the user's only one.",
    resource: organizationResource,
  }),
  signedIn,
  jsonApiQuery(CURRENT_QUERY),
  selected("read"),
  async (c) => {
    const query = c.req.valid("query");
    const [row] = await asSeenBy(c, await c.get("actor")(), [c.get("organization")], query.include);
    return sendDocument(c, toResourceDocument(organizationResource, row, query));
  },
);

function attributeError(c: Context<AppEnv>, error: CurrentOrganizationError) {
  const { t } = c.var;
  const detail =
    error.reason === "not_member"
      ? t("api-errors:detail.contactPersonNotMember")
      : error.reason === "missing"
        ? t("validation:centerProfile.upload")
        : t("validation:imageTooLarge", {
            path: t("validation:centerProfile.logoPath"),
            size: `${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
          });
  return new AppError(422, "validation_failed", t("api-errors:api.validation_failed"), [
    { detail, source: { pointer: `/data/attributes/${error.attribute}` } },
  ]);
}

/** The selected organization's details, address, profile, logo and contact details (never its status). */
currentOrganizationRoutes.patch(
  "/current_organization",
  responds({ summary: "Update my current organization", resource: organizationResource }),
  signedIn,
  selected("update"),
  jsonApiBody("organizations", currentOrganizationUpdateSchema),
  async (c) => {
    const { deps, site, organization } = c.var;
    try {
      const updated = await updateCurrentOrganization(
        deps.db,
        site.tenant.id,
        organization,
        c.req.valid("json"),
        auditActorOf(c),
      );
      const include = new Set(["address", "profile"]);
      return sendDocument(c, toResourceDocument(organizationResource, { ...updated, managed: true }, { include }));
    } catch (error) {
      if (error instanceof CurrentOrganizationError) throw attributeError(c, error);
      throw error;
    }
  },
);
