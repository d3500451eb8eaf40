import { type Context, Hono } from "hono";
import {
  type PlatformCenterCreate,
  type PlatformImpersonationCreate,
  type PlatformTenantCreate,
  type PlatformTenantUpdate,
  platformCenterCreateSchema,
  platformImpersonationCreateSchema,
  platformTenantCreateSchema,
  platformTenantUpdateSchema,
  RESERVED_TENANT_IDS,
  switchesOfInput,
} from "../../../contract/platform";
import { NEW_TENANT_SWITCHES } from "../../../contract/tenants";
import { wireTotal } from "../../../contract/wire";
import { publicOriginOf } from "../../config/hosts";
import type { TenantId } from "../../config/tenants";
import { AppError, notFound } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { sendTemplatedMail } from "../../mail/templates/templated-mail.service";
import { recordAudit } from "../audit/audit.service";
import { invitationMail } from "../identity/identity-mails.service";
import { searchTenantStaff, startOperatorImpersonation } from "../identity/operator-impersonation.service";
import { issueResetToken } from "../identity/password-reset.service";
import { findUserWithRoles } from "../identity/users.service";
import { hostsTakenByOthers, tenantRegistry, updateTenantRecord } from "../tenancy/tenants.service";
import { operatorTwoFactorRoutes } from "./operator-two-factor.routes";
import { operatorSession } from "./platform.middleware";
import {
  platformImpersonationResource,
  platformTenantResource,
  platformUserResource,
  tenantExportResource,
} from "./platform.resource";
import { addPlatformCenter, createPlatformTenant, platformTenants } from "./platform.service";
import {
  archiveTenant,
  cancelErasure,
  queueTenantExport,
  type TenantExportRow,
  tenantExportOf,
  tenantExportsOf,
} from "./tenant-exports.service";
import { TenantImportError } from "./tenant-import.service";
import { restoreTenant } from "./tenant-restore.service";
import { isTemplateTenant } from "./tenant-template.service";

/**
 * The platform operator's API (issue 39, decision 26), at /api/v1/platform: the tenants, their switches, hosts and
 * status. Only an operator's session on the operator host passes (operatorSession), before any body is read.
 */
export const platformRoutes = new Hono<AppEnv>();
platformRoutes.use("*", operatorSession);
platformRoutes.route("/", operatorTwoFactorRoutes);

type Problem = { pointer: string; detail: string };

function refuse(c: Context<AppEnv>, problems: Problem[]): never {
  throw new AppError(
    422,
    "validation_failed",
    c.get("t")("api-errors:api.validation_failed"),
    problems.map(({ pointer, detail }) => ({ source: { pointer }, detail })),
  );
}

/** What the body's hosts break, beyond their form: repeated, another tenant's, the installation's or the operator's. */
async function hostProblems(c: Context<AppEnv>, hosts: { host: string }[], tenant: TenantId): Promise<Problem[]> {
  const { deps, t } = c.var;
  const taken = await hostsTakenByOthers(
    deps.db,
    hosts.map((entry) => entry.host),
    tenant,
  );
  const seen = new Set<string>();
  return hosts.flatMap(({ host }, index) => {
    const pointer = `/data/attributes/hosts/${index}/host`;
    if (seen.has(host)) return [{ pointer, detail: t("api-errors:detail.hostRepeated") }];
    seen.add(host);
    const installation = host === deps.hosts.operatorHost || Object.hasOwn(deps.hosts.tenantHostMap, host);
    return taken.has(host) || installation ? [{ pointer, detail: t("api-errors:detail.hostTaken") }] : [];
  });
}

async function documentOf(c: Context<AppEnv>, id: TenantId, status = 200) {
  const [tenant] = await platformTenants(c.get("deps").db, id);
  if (!tenant) throw notFound();
  return sendDocument(c, toResourceDocument(platformTenantResource, tenant), status);
}

platformRoutes.get(
  "/tenants",
  responds({
    summary: "List the tenants",
    description: "Each with its hosts, centres, counts and storage.",
    resource: platformTenantResource,
    list: true,
    meta: wireTotal,
  }),
  async (c) => {
    const tenants = await platformTenants(c.get("deps").db);
    return sendDocument(c, toResourceDocument(platformTenantResource, tenants, { meta: { total: tenants.length } }));
  },
);

platformRoutes.get("/tenants/:id", responds({ summary: "Read a tenant", resource: platformTenantResource }), (c) =>
  documentOf(c, c.req.param("id")),
);

platformRoutes.post(
  "/tenants",
  responds({
    summary: "Create a tenant",
    description: "With its first centre, hosts and admin (who gets an invitation).",
    resource: platformTenantResource,
  }),
  jsonApiBody("platform_tenants", platformTenantCreateSchema),
  async (c) => {
    const { deps, t, operator } = c.var;
    const input: PlatformTenantCreate = c.req.valid("json");
    const registry = await tenantRegistry(deps.db);
    const problems: Problem[] = [];
    if (RESERVED_TENANT_IDS.includes(input.id) || deps.hosts.operatorHost.split(".")[0] === input.id) {
      problems.push({ pointer: "/data/attributes/id", detail: t("api-errors:detail.tenantIdReserved") });
    } else if (registry.get(input.id)) {
      problems.push({ pointer: "/data/attributes/id", detail: t("api-errors:detail.tenantIdTaken") });
    }
    problems.push(...(await hostProblems(c, input.hosts, input.id)));
    input.hosts.forEach((entry, index) => {
      if (entry.center_slug && entry.center_slug !== input.center.slug) {
        problems.push({
          pointer: `/data/attributes/hosts/${index}/center_slug`,
          detail: t("api-errors:detail.unknownCenter", { value: entry.center_slug }),
        });
      }
    });
    if (input.template && !(await isTemplateTenant(deps.db, input.template))) {
      problems.push({ pointer: "/data/attributes/template", detail: t("api-errors:detail.templateTenantUnknown") });
    }
    if (problems.length > 0) refuse(c, problems);

    let created: Awaited<ReturnType<typeof createPlatformTenant>>;
    try {
      created = await createPlatformTenant(deps.db, {
        id: input.id,
        name: input.name,
        appName: input.app_name ?? null,
        appContext: input.app_context,
        // Two-step sign-in for staff starts on for a new tenant (decision 29); the operator may turn it off.
        switches: { ...NEW_TENANT_SWITCHES, ...switchesOfInput(input.switches ?? {}) },
        hosts: input.hosts.map((entry) => ({ host: entry.host, centerSlug: entry.center_slug ?? null })),
        status: "active",
        center: input.center,
        template: input.template ?? null,
        admin: {
          email: input.admin.email,
          firstName: input.admin.first_name,
          lastName: input.admin.last_name,
          locale: input.admin.locale ?? c.get("locale"),
        },
      });
    } catch (error) {
      // Another request took the id or a host between the checks and the write: nothing of this one is left.
      const constraint = uniqueViolation(error);
      if (constraint?.startsWith("tenant_hosts")) {
        refuse(c, [{ pointer: "/data/attributes/hosts", detail: t("api-errors:detail.hostTaken") }]);
      }
      if (constraint !== null) refuse(c, [{ pointer: "/data/attributes/id", detail: t("api-errors:detail.tenantIdTaken") }]);
      throw error;
    }
    const { tenant, center, admin } = created;
    await recordAudit(deps.db, tenant.id, {
      actorUserId: null,
      action: "tenant.created",
      subjectType: "tenant",
      subjectId: 0,
      details: { operator: operator.email, tenant: tenant.id },
    });
    // The first admin sets his password through the identity module's invitation link, on the new tenant's site.
    const token = await issueResetToken(deps.db, tenant.id, admin.id);
    const mail = invitationMail({ user: admin, origin: publicOriginOf(tenant.id, deps.hosts) }, token, operator.name);
    await sendTemplatedMail(deps.jobs, { tenant: tenant.id, centerId: center.id, center: center.name, to: admin.email }, mail);
    c.header("Location", `/api/v1/platform/tenants/${tenant.id}`);
    return documentOf(c, tenant.id, 201);
  },
);

platformRoutes.patch(
  "/tenants/:id",
  responds({
    summary: "Update a tenant",
    description: "Its name, switches, hosts and status.",
    resource: platformTenantResource,
  }),
  jsonApiBody("platform_tenants", platformTenantUpdateSchema),
  async (c) => {
    const { deps, operator } = c.var;
    const id = c.req.param("id");
    const registry = await tenantRegistry(deps.db);
    if (!registry.get(id)) throw notFound();
    const input: PlatformTenantUpdate = c.req.valid("json");
    const [current] = await platformTenants(deps.db, id);
    if (input.status && input.status !== current?.status) {
      // Archiving exports and schedules the erasure (POST .../archive); an erased tenant has nothing to come back to.
      const t = c.get("t");
      if (current?.erasedAt) refuse(c, [{ pointer: "/data/attributes/status", detail: t("api-errors:detail.tenantErased") }]);
      if (input.status === "archived") {
        refuse(c, [{ pointer: "/data/attributes/status", detail: t("api-errors:detail.archiveThroughArchive") }]);
      }
    }
    if (input.hosts) {
      const problems = await hostProblems(c, input.hosts, id);
      // A centre's host names one of the tenant's centres.
      const [tenant] = await platformTenants(deps.db, id);
      const slugs = new Set(tenant?.centers.map((center) => center.slug));
      input.hosts.forEach((entry, index) => {
        if (entry.center_slug && !slugs.has(entry.center_slug)) {
          problems.push({
            pointer: `/data/attributes/hosts/${index}/center_slug`,
            detail: c.get("t")("api-errors:detail.unknownCenter", { value: entry.center_slug }),
          });
        }
      });
      if (problems.length > 0) refuse(c, problems);
    }
    const before = registry.get(id);
    let updated: Awaited<ReturnType<typeof updateTenantRecord>>;
    try {
      updated = await updateTenantRecord(deps.db, id, {
        name: input.name,
        appName: input.app_name,
        switches: input.switches ? switchesOfInput(input.switches) : undefined,
        status: input.status,
        hosts: input.hosts?.map((entry) => ({ host: entry.host, centerSlug: entry.center_slug ?? null })),
      });
    } catch (error) {
      // Another tenant took one of the hosts between the check and the write: nothing of this change is kept.
      if (uniqueViolation(error) !== null) {
        refuse(c, [{ pointer: "/data/attributes/hosts", detail: c.get("t")("api-errors:detail.hostTaken") }]);
      }
      throw error;
    }
    if (!updated) throw notFound();
    // Made active (or suspended) again before its erasure: the erasure does not come.
    if (input.status && current?.status === "archived") await cancelErasure(deps.db, id);
    await recordAudit(deps.db, id, {
      actorUserId: null,
      action: "tenant.changed",
      subjectType: "tenant",
      subjectId: 0,
      details: { operator: operator.email, changes: input, ...(input.status ? { from: before?.status } : {}) },
    });
    return documentOf(c, id);
  },
);

platformRoutes.post(
  "/tenants/:id/centers",
  responds({ summary: "Add a centre to a tenant", resource: platformTenantResource, status: 201 }),
  jsonApiBody("platform_centers", platformCenterCreateSchema),
  async (c) => {
    const { deps, t, operator } = c.var;
    const id = c.req.param("id");
    const [tenant] = await platformTenants(deps.db, id);
    if (!tenant) throw notFound();
    const input: PlatformCenterCreate = c.req.valid("json");
    const problems: Problem[] = [];
    if (tenant.centers.some((center) => center.slug === input.slug)) {
      problems.push({ pointer: "/data/attributes/slug", detail: t("api-errors:detail.centerSlugTaken") });
    }
    if (input.host) {
      // Checked after the tenant's own hosts: one of them again is "repeated", another tenant's is "taken".
      const hosts = [...tenant.hosts, { host: input.host }];
      const newHost = `/data/attributes/hosts/${hosts.length - 1}/host`;
      for (const { pointer, detail } of await hostProblems(c, hosts, id))
        if (pointer === newHost) problems.push({ pointer: "/data/attributes/host", detail });
    }
    if (problems.length > 0) refuse(c, problems);
    try {
      await addPlatformCenter(deps.db, id, { name: input.name, slug: input.slug, host: input.host ?? null });
    } catch (error) {
      // A request between the checks and the writes took the slug or the host: nothing of this one is kept.
      const constraint = uniqueViolation(error);
      if (constraint?.startsWith("tenant_hosts")) {
        refuse(c, [{ pointer: "/data/attributes/host", detail: t("api-errors:detail.hostTaken") }]);
      }
      if (constraint !== null) refuse(c, [{ pointer: "/data/attributes/slug", detail: t("api-errors:detail.centerSlugTaken") }]);
      throw error;
    }
    await recordAudit(deps.db, id, {
      actorUserId: null,
      action: "center.created",
      subjectType: "tenant",
      subjectId: 0,
      details: { operator: operator.email, name: input.name, slug: input.slug, host: input.host ?? null },
    });
    c.header("Location", `/api/v1/platform/tenants/${id}`);
    return documentOf(c, id, 201);
  },
);

/** The tenant (a 404 when there is none), refused with a 422 when its data is erased. */
async function liveTenant(c: Context<AppEnv>, id: TenantId) {
  const [tenant] = await platformTenants(c.get("deps").db, id);
  if (!tenant) throw notFound();
  if (tenant.erasedAt) {
    refuse(c, [{ pointer: "/data/attributes/status", detail: c.get("t")("api-errors:detail.tenantErased") }]);
  }
  return tenant;
}

const exportPath = (row: TenantExportRow) => `/api/v1/platform/tenants/${row.tenant}/exports/${row.id}`;

/** The tenant's export by the path's ids: a 404 for an unknown tenant, a malformed id or another tenant's export. */
async function exportOf(c: Context<AppEnv>) {
  const exportId = Number(c.req.param("exportId"));
  if (!Number.isSafeInteger(exportId) || exportId <= 0) throw notFound();
  const row = await tenantExportOf(c.get("deps").db, c.req.param("id") ?? "", exportId);
  if (!row) throw notFound();
  return row;
}

platformRoutes.get(
  "/tenants/:id/exports",
  responds({ summary: "List a tenant's exports", resource: tenantExportResource, list: true, meta: wireTotal }),
  async (c) => {
    const [tenant] = await platformTenants(c.get("deps").db, c.req.param("id"));
    if (!tenant) throw notFound();
    const rows = await tenantExportsOf(c.get("deps").db, tenant.id);
    return sendDocument(c, toResourceDocument(tenantExportResource, rows, { meta: { total: rows.length } }));
  },
);

/** Queues an export (a job): 202 with the export, whose status and progress the operator reads until it is done. */
platformRoutes.post(
  "/tenants/:id/exports",
  responds({
    summary: "Export a tenant",
    description: "Queued: the zip is made by a job; read the export for its progress.",
    resource: tenantExportResource,
    status: 202,
  }),
  async (c) => {
    const { deps, operator } = c.var;
    const tenant = await liveTenant(c, c.req.param("id"));
    const row = await queueTenantExport(deps.db, tenant.id, operator.email);
    c.header("Location", exportPath(row));
    return sendDocument(c, toResourceDocument(tenantExportResource, row), 202);
  },
);

platformRoutes.get(
  "/tenants/:id/exports/:exportId",
  responds({ summary: "Read a tenant's export", resource: tenantExportResource }),
  async (c) => sendDocument(c, toResourceDocument(tenantExportResource, await exportOf(c))),
);

/** The zip, streamed from the file storage: 409 until it is done, 410 once it expired. */
platformRoutes.get(
  "/tenants/:id/exports/:exportId/download",
  responds({
    summary: "Download a tenant's export",
    description: "The zip: a 409 until it is done, a 410 once it expired.",
    media: "application/zip",
    errors: [409, 410],
  }),
  async (c) => {
    const { deps, t } = c.var;
    const row = await exportOf(c);
    if (row.status !== "done") throw new AppError(409, "conflict", t("api-errors:detail.exportNotReady"));
    // Expired (the sweep deletes its file within the hour after): 410.
    const expired = !row.storageKey || (row.expiresAt !== null && row.expiresAt <= new Date());
    const stored = expired ? null : await deps.storage.get(row.storageKey as string);
    if (!stored) throw new AppError(410, "not_found", t("api-errors:detail.exportExpired"));
    const day = (row.finishedAt ?? row.createdAt).toISOString().slice(0, 10);
    return new Response(stored.body, {
      headers: {
        "content-type": "application/zip",
        "content-length": String(stored.size),
        "content-disposition": `attachment; filename="${row.tenant}-${day}-export-${row.id}.zip"`,
        "cache-control": "private, no-store",
      },
    });
  },
);

/**
 * The tenant's active admins and staff whose e-mail contains filter[q] (at most 20): whom the operator may sign in as
 * to help the centre (issue 39).
 */
platformRoutes.get(
  "/tenants/:id/users",
  responds({
    summary: "Find a tenant's staff",
    description: "Its active admins and staff whose e-mail contains `filter[q]` (at most 20): whom the operator may sign in as.",
    resource: platformUserResource,
    list: true,
    meta: wireTotal,
    query: { "filter[q]": "Part of the e-mail address." },
  }),
  async (c) => {
    const { deps } = c.var;
    const [tenant] = await platformTenants(deps.db, c.req.param("id"));
    if (!tenant) throw notFound();
    const q = (c.req.query("filter[q]") ?? "").slice(0, 254);
    const rows = tenant.erasedAt ? [] : await searchTenantStaff(deps.db, tenant.id, q);
    return sendDocument(c, toResourceDocument(platformUserResource, rows, { meta: { total: rows.length } }));
  },
);

/**
 * An operator's impersonation of one of the tenant's users (issue 39): an ordinary tenant session of that user,
 * marked with the operator and ending within the hour, reached through a one-time handoff URL on the tenant's host
 * (valid a minute). Only an active tenant; only an active user of it. Audited in the tenant's own log, with the reason.
 */
platformRoutes.post(
  "/tenants/:id/impersonations",
  responds({
    summary: "Sign in as a tenant's user",
    description:
      "A one-time handoff URL on the tenant's host (valid a minute) to a session of the user ending within the hour; audited in the tenant's log with the reason.",
    resource: platformImpersonationResource,
    status: 201,
    errors: [409],
  }),
  jsonApiBody("platform_impersonations", platformImpersonationCreateSchema),
  async (c) => {
    const { deps, t, operator } = c.var;
    const input: PlatformImpersonationCreate = c.req.valid("json");
    const tenant = await liveTenant(c, c.req.param("id"));
    if (tenant.status !== "active") throw new AppError(409, "conflict", t("api-errors:detail.tenantNotActive"));
    const user = await findUserWithRoles(deps.db, tenant.id, input.user_id);
    if (!user) throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "user", id: input.user_id }));
    if (user.status !== "active") {
      refuse(c, [{ pointer: "/data/attributes/user_id", detail: t("api-errors:detail.userNotImpersonable") }]);
    }
    const started = await startOperatorImpersonation(deps.db, tenant.id, {
      userId: user.id,
      operatorId: operator.id,
      userAgent: c.req.header("user-agent") ?? null,
    });
    await recordAudit(deps.db, tenant.id, {
      actorUserId: null,
      action: "operator.impersonation_started",
      subjectType: "user",
      subjectId: user.id,
      details: {
        operatorId: operator.id,
        operatorEmail: operator.email,
        reason: input.reason,
        user: user.email,
        sessionExpiresAt: started.sessionExpiresAt.toISOString(),
      },
    });
    const origin = publicOriginOf(tenant.id, deps.hosts);
    c.header("Cache-Control", "no-store");
    const handoffUrl = `${origin}/auth/operator-handoff?token=${encodeURIComponent(started.handoffToken)}`;
    const impersonation = {
      user,
      handoffUrl,
      handoffExpiresAt: started.handoffExpiresAt,
      sessionExpiresAt: started.sessionExpiresAt,
    };
    return sendDocument(c, toResourceDocument(platformImpersonationResource, impersonation), 201);
  },
);

/**
 * Archives the tenant: status archived (its hosts answer 503, as a suspended tenant's), an export queued, and its data
 * erased 30 days later by the hourly sweep unless it is made active again before (PATCH status). 202 with the tenant.
 */
platformRoutes.post(
  "/tenants/:id/archive",
  responds({
    summary: "Archive a tenant",
    description:
      "Its hosts answer 503, an export is queued, and its data is erased 30 days later unless it is made active again.",
    resource: platformTenantResource,
    status: 202,
    errors: [422],
  }),
  async (c) => {
    const { deps, t, operator } = c.var;
    const tenant = await liveTenant(c, c.req.param("id"));
    const archived = await archiveTenant(deps.db, tenant.id, operator.email);
    if (!archived) refuse(c, [{ pointer: "/data/attributes/status", detail: t("api-errors:detail.tenantArchived") }]);
    await recordAudit(deps.db, tenant.id, {
      actorUserId: null,
      action: "tenant.archived",
      subjectType: "tenant",
      subjectId: 0,
      details: {
        operator: operator.email,
        from: tenant.status,
        eraseAfter: archived.eraseAfter.toISOString(),
        export: archived.export.id,
      },
    });
    return documentOf(c, tenant.id, 202);
  },
);

/**
 * Restores an erased tenant from its archive's export (while that can be downloaded: 30 days after the erasure): its
 * data and files come back as they were when it was archived, the tenant suspended for the operator to open.
 */
platformRoutes.post(
  "/tenants/:id/restore",
  responds({
    summary: "Restore an erased tenant from its archive",
    description:
      "Imports the archive's export over the erased tenant's record, in one transaction; the tenant comes back suspended. A tenant that is not erased, or whose archive has expired, is a 422.",
    resource: platformTenantResource,
    errors: [422],
  }),
  async (c) => {
    const { deps, t, operator } = c.var;
    const [tenant] = await platformTenants(deps.db, c.req.param("id"));
    if (!tenant) throw notFound();
    const status = (detail: string) => refuse(c, [{ pointer: "/data/attributes/status", detail }]);
    if (!tenant.erasedAt) status(t("api-errors:detail.tenantNotErased"));
    try {
      const restored = await restoreTenant(deps.db, deps.storage, tenant.id, operator.email);
      if (!restored) status(t("api-errors:detail.noArchiveToRestore"));
    } catch (error) {
      if (!(error instanceof TenantImportError)) throw error;
      status(t("api-errors:detail.archiveNotRestored", { reason: error.message }));
    }
    return documentOf(c, tenant.id);
  },
);

platformRoutes.all("*", () => {
  throw notFound();
});

/** PostgreSQL's unique_violation under drizzle's wrapping: the constraint's name ("" when not told), else null. */
function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint ?? "";
  }
  return null;
}
