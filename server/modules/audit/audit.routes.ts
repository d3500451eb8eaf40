import { Hono } from "hono";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/authenticate";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { parseJsonApiQuery } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import { isTenantAdmin } from "../../policy/actor";
import { type AuditEventRow, listAudit } from "./audit.service";

const auditResource: ResourceDefinition<AuditEventRow> = {
  type: "audit_events",
  id: (row) => row.id,
  attributes: (row) => ({
    action: row.action,
    actorUserId: row.actorUserId,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  }),
};

export const auditRoutes = new Hono<AppEnv>();

/** GET /api/v1/audit_events: the tenant's audit log, newest first, for its administrators. */
auditRoutes.get("/audit_events", async (c) => {
  requireUser(c);
  if (!isTenantAdmin(await actorOf(c))) throw new AppError(403, "forbidden", c.var.t("errors:generic.noAccessToAction"));
  const query = parseJsonApiQuery(
    new URL(c.req.url),
    { filters: ["subject_type_eq", "subject_id_eq"], maxPageSize: 1000 },
    c.var.t,
  );
  const subject =
    query.filter.subject_type_eq && query.filter.subject_id_eq
      ? { type: query.filter.subject_type_eq, id: Number(query.filter.subject_id_eq) }
      : undefined;
  const { rows, total } = await listAudit(c.var.deps.db, c.var.site.tenant.id, query.page, subject);
  return sendDocument(c, toResourceDocument(auditResource, rows, { list: listPage(c, query.page, total) }));
});
