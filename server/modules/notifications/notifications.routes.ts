import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { notificationUpdateSchema } from "../../../contract/notifications";
import { markedMeta, notificationsMeta } from "../../../contract/notifications-resource";
import { withTenant } from "../../db/client";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { invalidFilter } from "../../http/jsonapi/created-range";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import type { ParsedQuery } from "../../http/jsonapi/query";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { signedIn } from "../../policy/authorize";
import { notificationResource } from "./notifications.resource";
import {
  findNotification,
  listNotifications,
  markAllRead,
  markNotification,
  type NotificationFilter,
} from "./notifications.service";
import { notifications } from "./notifications.table";

export const notificationRoutes = new Hono<AppEnv>();

const resourceOf = (c: Context<AppEnv>) => notificationResource(c.get("t"), c.get("locale"));

const notFound = (c: Context<AppEnv>, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "notification", id }));

function toFilter(c: Context<AppEnv>, filter: ParsedQuery["filter"]): NotificationFilter {
  if (filter.read === undefined) return {};
  if (filter.read !== "true" && filter.read !== "false") throw invalidFilter(c, "filter[read]", filter.read);
  return { read: filter.read === "true" };
}

/** After pathId: one of the caller's own notifications, or a 404 before any body is read (no one else's exist). */
const own = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  const { id } = c.req.valid("param");
  const tenant = c.get("site").tenant.id;
  const [row] = await withTenant(c.get("deps").db, tenant, (tx) =>
    tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.tenantId, tenant), eq(notifications.userId, c.get("user").id), eq(notifications.id, id))),
  );
  if (!row) throw notFound(c, id);
  await next();
});

/** GET /api/v1/notifications: the caller's own, newest first; meta.unread_count is what the bell shows. */
notificationRoutes.get(
  "/notifications",
  responds({
    summary: "List the own notifications",
    description: "Newest first, `filter[read]`; `meta.unread_count` counts the unread.",
    resource: resourceOf,
    list: "paged",
    meta: notificationsMeta,
  }),
  signedIn,
  jsonApiQuery({ filters: ["read"] }),
  async (c) => {
    const query = c.req.valid("query");
    const { rows, total, unread } = await listNotifications(
      c.get("deps").db,
      c.get("site").tenant.id,
      c.get("user").id,
      toFilter(c, query.filter),
      query.page,
    );
    return sendDocument(
      c,
      toResourceDocument(resourceOf(c), rows, { ...query, list: listPage(c, query.page, total), meta: { unreadCount: unread } }),
    );
  },
);

/** GET /api/v1/notifications/{id}: one of the caller's own (the page that follows it reads where it leads). */
notificationRoutes.get(
  "/notifications/:id",
  responds({ summary: "Read a notification", resource: resourceOf }),
  signedIn,
  pathId("notification"),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await findNotification(c.get("deps").db, c.get("site").tenant.id, c.get("user").id, id);
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(resourceOf(c), row));
  },
);

/** PATCH /api/v1/notifications/{id}: read, or unread again. */
notificationRoutes.patch(
  "/notifications/:id",
  responds({ summary: "Mark a notification read or unread", resource: resourceOf }),
  signedIn,
  pathId("notification"),
  own,
  jsonApiBody("notifications", notificationUpdateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await markNotification(c.get("deps").db, c.get("site").tenant.id, c.get("user").id, id, c.req.valid("json").read);
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(resourceOf(c), row));
  },
);

/** POST /api/v1/notifications/read_all: every unread one of the caller's becomes read. */
notificationRoutes.post(
  "/notifications/read_all",
  responds({ summary: "Mark all notifications read", meta: markedMeta, status: 200 }),
  signedIn,
  async (c) => {
    const marked = await markAllRead(c.get("deps").db, c.get("site").tenant.id, c.get("user").id);
    return sendDocument(c, { meta: { marked } });
  },
);
