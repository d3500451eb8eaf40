import { type Context, Hono } from "hono";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import type { Actor } from "../../policy/actor";
import { authorized } from "../../policy/authorize";
import { type ActivityScope, activityScope } from "./activities.policy";
import { activityResource } from "./activities.resource";
import { listActivities } from "./activities.service";

export const activityRoutes = new Hono<AppEnv>();

const scopeOf = (actor: Actor, c: Context<AppEnv>) => activityScope(actor, c.get("site").center.id, c.get("organizationId"));

/** GET /api/v1/activities: the recent activity of the caller's centre or organizations, newest first, 20 a page at most. */
activityRoutes.get(
  "/activities",
  responds({
    summary: "List recent activity",
    description: "The recent changes in the caller's centre or organizations, newest first, 20 a page at most.",
    resource: (c) => activityResource(c.get("t")),
    list: "paged",
  }),
  authorized((actor, c) => scopeOf(actor, c) !== null),
  jsonApiQuery({ defaultPageSize: 20, maxPageSize: 20 }),
  async (c) => {
    const query = c.req.valid("query");
    // authorized() has just seen it is not null.
    const scope = scopeOf(await c.get("actor")(), c) as ActivityScope;
    const { rows, total } = await listActivities(c.get("deps").db, c.get("site").tenant.id, scope, query.page);
    return sendDocument(c, toResourceDocument(activityResource(c.get("t")), rows, { list: listPage(c, query.page, total) }));
  },
);
