import { type Context, Hono } from "hono";
import { MAIL_DELIVERY_STATUSES, type MailDeliveryStatus } from "../../../contract/mail-deliveries";
import { actorOf } from "../../http/actor";
import { AppError, badRequest } from "../../http/app-error";
import { requireUser } from "../../http/authenticate";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { ADMIN_MAX_PAGE_SIZE, parseJsonApiQuery } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import { isTenantAdmin } from "../../policy/actor";
import { mailDeliveryResource } from "./mail-deliveries.resource";
import { listDeliveries, resendDelivery } from "./mail-deliveries.service";

/** The outbox (issue 10): the tenant's mails and their delivery, for its administrators, who resend failed ones. */
export const mailDeliveryRoutes = new Hono<AppEnv>();

async function requireAdmin(c: Context<AppEnv>) {
  requireUser(c);
  if (!isTenantAdmin(await actorOf(c))) throw new AppError(403, "forbidden", c.var.t("errors:generic.noAccessToAction"));
}

mailDeliveryRoutes.get("/mail_deliveries", async (c) => {
  await requireAdmin(c);
  const { deps, site, t } = c.var;
  const query = parseJsonApiQuery(new URL(c.req.url), { filters: ["status"], maxPageSize: ADMIN_MAX_PAGE_SIZE }, t);
  const status = query.filter.status as MailDeliveryStatus | undefined;
  if (status && !MAIL_DELIVERY_STATUSES.includes(status)) {
    throw badRequest("invalid_query", t("errors:detail.unknownFilter", { value: status }), { parameter: "filter[status]" });
  }
  const { rows, total } = await listDeliveries(deps.db, site.tenant.id, status, query.page);
  return sendDocument(c, toResourceDocument(mailDeliveryResource, rows, { list: listPage(c, query.page, total) }));
});

mailDeliveryRoutes.post("/mail_deliveries/:id/resend", async (c) => {
  await requireAdmin(c);
  const { deps, site, t } = c.var;
  const id = Number(c.req.param("id"));
  const notFound = () =>
    new AppError(404, "not_found", t("errors:detail.resourceNotFound", { type: "mail_delivery", id: c.req.param("id") }));
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  const outcome = await resendDelivery(deps.db, deps.jobs, site.tenant.id, id);
  if (!outcome) throw notFound();
  if (outcome === "not_failed") throw new AppError(409, "conflict", t("errors:detail.mailNotFailed"));
  return sendDocument(c, toResourceDocument(mailDeliveryResource, outcome), 202);
});
