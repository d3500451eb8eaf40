import { type Context, Hono } from "hono";
import {
  ORGANIZATION_STATUSES,
  ORGANIZATION_TYPES,
  type OrganizationStatus,
  type OrganizationType,
} from "../../../contract/organization-options";
import {
  type OrganizationPermissions,
  organizationApproveSchema,
  organizationCreateSchema,
  organizationUpdateSchema,
} from "../../../contract/organizations";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { exportFormat, sendExport } from "../../http/list-export";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { authorized, signedIn } from "../../policy/authorize";
import { notifyCenterStaff } from "../notifications/notifications.service";
import { mailSenderOf } from "../tenancy/mail-sender.service";
import { asSeenBy, auditActorOf, organizationAccess, organizationListAccess, transitionError } from "./organization-access";
import { organizationsTable } from "./organization-export";
import { decisionMail } from "./organization-mails.service";
import { organizationId, toOrganizationInput } from "./organizations.input";
import { canManageOrganizations, canOrganization } from "./organizations.policy";
import { ORGANIZATION_QUERY, organizationResource } from "./organizations.resource";
import { createOrganization, listOrganizations, membersOf, TransitionError, updateOrganization } from "./organizations.service";

export const organizationRoutes = new Hono<AppEnv>();

const include = new Set(["address", "profile"]);

organizationRoutes.get(
  "/organizations",
  responds({
    summary: "List organizations",
    description: "Approved organizations for anyone; all of the centre for its staff.",
    resource: organizationResource,
    list: "paged",
    spreadsheet: "the centre's list with the filters applied (its staff), which imports again",
    errors: [401, 403],
  }),
  organizationListAccess,
  jsonApiQuery((c) => ({ ...ORGANIZATION_QUERY, maxPageSize: c.get("organizationListScope").bulk ? 1000 : 100 })),
  async (c) => {
    const { deps, site, t, organizationListScope: scope } = c.var;
    const query = c.req.valid("query");
    const type = query.filter.type_eq as OrganizationType | undefined;
    const status = query.filter.status_eq as OrganizationStatus | undefined;
    if (type && !ORGANIZATION_TYPES.includes(type))
      throw new AppError(400, "invalid_query", t("api-errors:detail.unknownFilter", { value: type }));
    if (status && !ORGANIZATION_STATUSES.includes(status))
      throw new AppError(400, "invalid_query", t("api-errors:detail.unknownFilter", { value: status }));
    const filter = {
      nameContains: query.filter.name_cont,
      type,
      status,
      // A centre's staff see their own centre; the tenant admin sees every centre (or the one asked for).
      centerId:
        scope.staffCenterId !== null && !scope.admin
          ? scope.staffCenterId
          : query.filter.center_id_eq
            ? Number(query.filter.center_id_eq)
            : undefined,
      onlyApproved: scope.staffCenterId === null,
    };
    // The centre's whole list for Excel, to keep or to move elsewhere: its staff's, as they keep it.
    const format = exportFormat(c);
    if (format) {
      if (!c.get("actorUser")) throw new AppError(401, "not_authorized", t("api-errors:detail.signInRequired"));
      if (scope.staffCenterId === null) throw new AppError(403, "forbidden", t("api-errors:generic.noAccessToAction"));
      return sendExport(c, format, await organizationsTable(deps.db, site.tenant.id, filter, t));
    }
    const { rows, total } = await listOrganizations(
      deps.db,
      site.tenant.id,
      filter,
      query.page,
      query.sort as { field: "name" | "created_at"; direction: "asc" | "desc" }[],
    );
    return sendDocument(
      c,
      toResourceDocument(organizationResource, await asSeenBy(c, await c.get("actor")(), rows, query.include), {
        ...query,
        list: listPage(c, query.page, total),
      }),
    );
  },
);

organizationRoutes.get(
  "/organizations/:id",
  responds({
    summary: "Read an organization",
    description: "`meta.permissions` says what the viewer may do with it.",
    resource: organizationResource,
  }),
  jsonApiQuery(ORGANIZATION_QUERY),
  organizationId,
  organizationAccess("read"),
  async (c) => {
    const { organization } = c.var;
    const query = c.req.valid("query");
    const actor = await c.get("actor")();
    // The policy's answer for this actor, so a client shows only the actions that will succeed.
    const can = (action: "update" | "changeStatus" | "move") =>
      canOrganization(actor, action, organization, c.get("deps").appConfig);
    const permissions: OrganizationPermissions = { update: can("update"), changeStatus: can("changeStatus"), move: can("move") };
    const [row] = await asSeenBy(c, actor, [organization], query.include);
    return sendDocument(c, toResourceDocument(organizationResource, row, { ...query, meta: { permissions } }));
  },
);

organizationRoutes.post(
  "/organizations",
  responds({ summary: "Create an organization", description: "For the centre's staff.", resource: organizationResource }),
  authorized((actor) => canManageOrganizations(actor, actor.user.centerId)),
  jsonApiBody("organizations", organizationCreateSchema),
  async (c) => {
    const { deps, site, user } = c.var;
    const input = c.req.valid("json");
    const created = await createOrganization(deps.db, site.tenant.id, {
      ...toOrganizationInput(input),
      name: input.name,
      type: input.organization_type,
      centerId: user.centerId,
      status: "approved",
    });
    return sendDocument(c, toResourceDocument(organizationResource, { ...created, managed: true }, { include }), 201);
  },
);

/** PUT and PATCH: whoever may update; a change of status also needs the right to change it (the body says so). */
organizationRoutes.on(
  ["PUT", "PATCH"],
  "/organizations/:id",
  responds({
    summary: "Update an organization",
    description: "Its fields, or its status along the allowed transitions.",
    resource: organizationResource,
  }),
  signedIn,
  organizationId,
  organizationAccess("update"),
  jsonApiBody("organizations", organizationUpdateSchema),
  async (c) => {
    const { deps, site, organization } = c.var;
    const input = c.req.valid("json");
    const actor = await c.get("actor")();
    if (
      input.status &&
      input.status !== organization.status &&
      !canOrganization(actor, "changeStatus", organization, deps.appConfig)
    ) {
      throw new AppError(403, "forbidden", c.get("t")("api-errors:generic.noAccessToAction"));
    }
    try {
      const patch = { ...toOrganizationInput(input), status: input.status };
      const updated = await updateOrganization(deps.db, site.tenant.id, organization, patch, auditActorOf(c));
      // A denied organization that resubmits waits for the centre again.
      if (updated.status === "pending" && organization.status !== "pending") await announcePending(c, updated);
      return sendDocument(c, toResourceDocument(organizationResource, { ...updated, managed: true }, { include }));
    } catch (error) {
      if (error instanceof TransitionError) throw transitionError(c, error);
      throw error;
    }
  },
);

const announcePending = (c: Context<AppEnv>, organization: { id: number; name: string; centerId: number }) =>
  notifyCenterStaff(c.get("deps").db, c.get("site").tenant.id, organization.centerId, ["center_superuser"], {
    kind: "organization_pending",
    data: { organization: organization.name },
    link: `/organizations/${organization.id}`,
  });

organizationRoutes.put(
  "/organizations/:id/approve",
  responds({
    summary: "Approve or deny an organization",
    description: "A pending organization; a denial carries its reason.",
    resource: organizationResource,
  }),
  signedIn,
  organizationId,
  organizationAccess("approve"),
  jsonApiBody("organizations", organizationApproveSchema),
  async (c) => {
    const { deps, site, organization } = c.var;
    const input = c.req.valid("json");
    try {
      const denyReason = input.status === "denied" ? (input.deny_reason ?? null) : null;
      const updated = await updateOrganization(
        deps.db,
        site.tenant.id,
        organization,
        { status: input.status, denyReason },
        auditActorOf(c),
      );
      // The organization's people hear of the decision, each in his own language.
      if (updated.status !== organization.status) {
        for (const member of await membersOf(deps.db, site.tenant.id, organization.id)) {
          const ctx = { recipient: member, organization: organization.name, origin: site.origin, reason: denyReason };
          await sendTemplatedMail(deps.jobs, mailSenderOf(site, member.email), decisionMail(ctx, input.status === "approved"));
        }
      }
      return sendDocument(c, toResourceDocument(organizationResource, { ...updated, managed: true }, { include }));
    } catch (error) {
      if (error instanceof TransitionError) throw transitionError(c, error);
      throw error;
    }
  },
);

organizationRoutes.delete(
  "/organizations/:id",
  responds({ summary: "Delete an organization", description: "Soft: it leaves every list." }),
  signedIn,
  organizationId,
  organizationAccess("delete"),
  async (c) => {
    const { organization } = c.var;
    await updateOrganization(c.get("deps").db, c.get("site").tenant.id, organization, { status: "deleted" }, auditActorOf(c));
    return c.body(null, 204);
  },
);
