import { type Context, Hono } from "hono";
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  type OrganizationPermissions,
  type OrganizationStatus,
  type OrganizationType,
  organizationApproveSchema,
  organizationCreateSchema,
  organizationUpdateSchema,
} from "../../../contract/organizations";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/authenticate";
import { readAttributes } from "../../http/jsonapi/body";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { parseJsonApiQuery } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import { enqueueMail } from "../../mail/mail-jobs";
import { isTenantAdmin } from "../../policy/actor";
import { auditActorOf, organisationFor, transitionError, withVacancies } from "./organisation-access";
import { decisionMail } from "./organisation-mails.service";
import { toOrganizationInput } from "./organisations.input";
import { canManageOrganisations, canOrganisation } from "./organisations.policy";
import { ORGANIZATION_QUERY, organizationResource } from "./organisations.resource";
import {
  createOrganization,
  listOrganizations,
  membersOf,
  type OrganizationPatch,
  TransitionError,
  updateOrganization,
} from "./organisations.service";

export const organisationRoutes = new Hono<AppEnv>();

const include = new Set(["address", "profile"]);

organisationRoutes.get("/organizations", async (c) => {
  const { deps, site, t } = c.var;
  const actor = await actorOf(c);
  const admin = isTenantAdmin(actor);
  const query = parseJsonApiQuery(new URL(c.req.url), { ...ORGANIZATION_QUERY, maxPageSize: admin ? 1000 : 100 }, t);
  const staff = actor.user !== null && canManageOrganisations(actor, actor.user.centerId);
  const type = query.filter.type_eq as OrganizationType | undefined;
  const status = query.filter.status_eq as OrganizationStatus | undefined;
  if (type && !ORGANIZATION_TYPES.includes(type))
    throw new AppError(400, "invalid_query", t("errors:detail.unknownFilter", { value: type }));
  if (status && !ORGANIZATION_STATUSES.includes(status))
    throw new AppError(400, "invalid_query", t("errors:detail.unknownFilter", { value: status }));
  const { rows, total } = await listOrganizations(
    deps.db,
    site.tenant.id,
    {
      nameContains: query.filter.name_cont,
      type,
      status,
      // A centre's staff see their own centre; the tenant admin sees every centre (or the one asked for).
      centerId:
        staff && !admin ? actor.user?.centerId : query.filter.center_id_eq ? Number(query.filter.center_id_eq) : undefined,
      onlyApproved: !staff,
    },
    query.page,
    query.sort as { field: "name" | "created_at"; direction: "asc" | "desc" }[],
  );
  return sendDocument(
    c,
    toResourceDocument(organizationResource, await withVacancies(c, actor, rows, query.include), {
      ...query,
      list: listPage(c, query.page, total),
    }),
  );
});

organisationRoutes.get("/organizations/:id", async (c) => {
  const query = parseJsonApiQuery(new URL(c.req.url), ORGANIZATION_QUERY, c.var.t);
  const { organisation, actor } = await organisationFor(c, "read");
  // The policy's answer for this actor, so a client shows only the actions that will succeed.
  const can = (action: "update" | "changeStatus" | "move") => canOrganisation(actor, action, organisation, c.var.deps.appConfig);
  const permissions: OrganizationPermissions = { update: can("update"), changeStatus: can("changeStatus"), move: can("move") };
  const [row] = await withVacancies(c, actor, [organisation], query.include);
  return sendDocument(c, toResourceDocument(organizationResource, row, { ...query, meta: { permissions } }));
});

organisationRoutes.post("/organizations", async (c) => {
  const { deps, site, t } = c.var;
  const auth = requireUser(c);
  const actor = await actorOf(c);
  if (!canManageOrganisations(actor, auth.user.centerId))
    throw new AppError(403, "forbidden", t("errors:generic.noAccessToAction"));
  const input = await readAttributes(c, "organizations", organizationCreateSchema);
  const created = await createOrganization(deps.db, site.tenant.id, {
    ...toOrganizationInput(input),
    name: input.name,
    type: input.organization_type,
    centerId: auth.user.centerId,
    status: "approved",
  });
  return sendDocument(c, toResourceDocument(organizationResource, created, { include }), 201);
});

async function update(c: Context<AppEnv>) {
  const { deps, site } = c.var;
  const { organisation, actor } = await organisationFor(c, "update");
  const input = await readAttributes(c, "organizations", organizationUpdateSchema);
  if (
    input.status &&
    input.status !== organisation.status &&
    !canOrganisation(actor, "changeStatus", organisation, deps.appConfig)
  ) {
    throw new AppError(403, "forbidden", c.var.t("errors:generic.noAccessToAction"));
  }
  const patch: OrganizationPatch = { ...toOrganizationInput(input), status: input.status };
  try {
    const updated = await updateOrganization(deps.db, site.tenant.id, organisation, patch, auditActorOf(c));
    return sendDocument(c, toResourceDocument(organizationResource, updated, { include }));
  } catch (error) {
    if (error instanceof TransitionError) throw transitionError(c, error);
    throw error;
  }
}
organisationRoutes.put("/organizations/:id", update);
organisationRoutes.patch("/organizations/:id", update);

organisationRoutes.put("/organizations/:id/approve", async (c) => {
  const { deps, site } = c.var;
  const { organisation } = await organisationFor(c, "approve");
  const input = await readAttributes(c, "organizations", organizationApproveSchema);
  try {
    const denyReason = input.status === "denied" ? (input.deny_reason ?? null) : null;
    const updated = await updateOrganization(
      deps.db,
      site.tenant.id,
      organisation,
      { status: input.status, denyReason },
      auditActorOf(c),
    );
    // The organisation's people hear of the decision, each in his own language.
    if (updated.status !== organisation.status) {
      for (const member of await membersOf(deps.db, site.tenant.id, organisation.id)) {
        const ctx = {
          recipient: member,
          organization: organisation.name,
          center: site.center.name,
          origin: site.origin,
          reason: denyReason,
        };
        await enqueueMail(deps.jobs, {
          tenant: site.tenant.id,
          to: member.email,
          fromName: site.center.name,
          ...decisionMail(ctx, input.status === "approved"),
        });
      }
    }
    return sendDocument(c, toResourceDocument(organizationResource, updated, { include }));
  } catch (error) {
    if (error instanceof TransitionError) throw transitionError(c, error);
    throw error;
  }
});

organisationRoutes.delete("/organizations/:id", async (c) => {
  const { organisation } = await organisationFor(c, "delete");
  await updateOrganization(c.var.deps.db, c.var.site.tenant.id, organisation, { status: "deleted" }, auditActorOf(c));
  return c.body(null, 204);
});
