import { Hono } from "hono";
import type { z } from "zod";
import { auditEventResourceSchema } from "../../../contract/admin-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { isTenantAdmin } from "../../policy/actor";
import { authorized } from "../../policy/authorize";
import { type AuditEventRow, listAudit } from "./audit.service";

const auditResource: ResourceDefinition<AuditEventRow, z.output<typeof auditEventResourceSchema>> = {
  type: "audit_events",
  schema: auditEventResourceSchema,
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
auditRoutes.get(
  "/audit_events",
  responds({
    summary: "List the audit log",
    description: "The tenant's audit log, newest first, for its administrators.",
    resource: auditResource,
    list: "paged",
  }),
  authorized(isTenantAdmin),
  jsonApiQuery({ filters: ["subject_type_eq", "subject_id_eq"], maxPageSize: 1000 }),
  async (c) => {
    const query = c.req.valid("query");
    const subject =
      query.filter.subject_type_eq && query.filter.subject_id_eq
        ? { type: query.filter.subject_type_eq, id: Number(query.filter.subject_id_eq) }
        : undefined;
    const { rows, total } = await listAudit(c.get("deps").db, c.get("site").tenant.id, query.page, subject);
    return sendDocument(c, toResourceDocument(auditResource, rows, { list: listPage(c, query.page, total) }));
  },
);
