import { Hono } from "hono";
import { MAIL_DELIVERY_STATUSES, type MailDeliveryStatus } from "../../../contract/mail-deliveries";
import { AppError, badRequest } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { ADMIN_MAX_PAGE_SIZE } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { isTenantAdmin } from "../../policy/actor";
import { authorized } from "../../policy/authorize";
import { mailDeliveryResource } from "./mail-deliveries.resource";
import { listDeliveries, resendDelivery } from "./mail-deliveries.service";

/** The outbox (issue 10): the tenant's mails and their delivery, for its administrators, who resend failed ones. */
export const mailDeliveryRoutes = new Hono<AppEnv>();

const mailDeliveryId = pathId("mail_delivery");

mailDeliveryRoutes.get(
  "/mail_deliveries",
  responds({
    summary: "List the outbox",
    description: "The tenant's mails and their delivery, newest first, for its administrators.",
    resource: mailDeliveryResource,
    list: "paged",
  }),
  authorized(isTenantAdmin),
  jsonApiQuery({ filters: ["status"], maxPageSize: ADMIN_MAX_PAGE_SIZE }),
  async (c) => {
    const { deps, site, t } = c.var;
    const query = c.req.valid("query");
    const status = query.filter.status as MailDeliveryStatus | undefined;
    if (status && !MAIL_DELIVERY_STATUSES.includes(status)) {
      throw badRequest("invalid_query", t("api-errors:detail.unknownFilter", { value: status }), { parameter: "filter[status]" });
    }
    const { rows, total } = await listDeliveries(deps.db, site.tenant.id, status, query.page);
    return sendDocument(c, toResourceDocument(mailDeliveryResource, rows, { list: listPage(c, query.page, total) }));
  },
);

mailDeliveryRoutes.post(
  "/mail_deliveries/:id/resend",
  responds({ summary: "Resend a failed mail", resource: mailDeliveryResource, status: 202, errors: [409] }),
  authorized(isTenantAdmin),
  mailDeliveryId,
  async (c) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const outcome = await resendDelivery(deps.db, deps.jobs, site.tenant.id, id);
    if (!outcome) throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "mail_delivery", id }));
    if (outcome === "not_failed") throw new AppError(409, "conflict", t("api-errors:detail.mailNotFailed"));
    return sendDocument(c, toResourceDocument(mailDeliveryResource, outcome), 202);
  },
);
