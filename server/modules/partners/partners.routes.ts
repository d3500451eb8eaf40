import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { PARTNER_LIMITS, partnerCreateSchema, partnerUpdateSchema } from "../../../contract/partners";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { canManagePartners } from "./partners.policy";
import { partnerResource } from "./partners.resource";
import { createPartner, deletePartner, findPartner, listPartners, PartnerRuleError, updatePartner } from "./partners.service";

export const partnerRoutes = new Hono<AppEnv>();

const TYPE = "partners";
const scopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
const managers = authorized((actor, c) => canManagePartners(actor, c.get("site").center.id));

const notFound = (c: Context<AppEnv>, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "partner", id }));

/** After pathId: a partner of the site's centre, or a 404 before any body is read. */
const existing = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  const { id } = c.req.valid("param");
  if (!(await findPartner(c.get("deps").db, scopeOf(c), id))) throw notFound(c, id);
  await next();
});

/** The rules a schema cannot know become a 422 on the field they are about. */
async function saving<T>(c: Context<AppEnv>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof PartnerRuleError)) throw error;
    const detail = c.get("t")(`api-errors:detail.partner.${error.reason}`, { max: PARTNER_LIMITS.perCenter });
    const pointer = error.field ? `/data/attributes/${error.field}` : "/data/attributes";
    throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer } }]);
  }
}

/** GET /api/v1/partners: the site centre's partners in its order, for anyone (they are what the centre shows). */
partnerRoutes.get(
  "/partners",
  responds({
    summary: "List partners",
    description: "The centre's partners in its order, for anyone.",
    resource: partnerResource,
    list: true,
  }),
  jsonApiQuery({}),
  async (c) => {
    const rows = await listPartners(c.get("deps").db, scopeOf(c));
    const canManage = canManagePartners(await c.get("actor")(), c.get("site").center.id);
    return sendDocument(c, toResourceDocument(partnerResource, rows, { meta: { total: rows.length, canManage } }));
  },
);

partnerRoutes.get(
  "/partners/:id",
  responds({ summary: "Read a partner", resource: partnerResource }),
  pathId("partner"),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await findPartner(c.get("deps").db, scopeOf(c), id);
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(partnerResource, row));
  },
);

partnerRoutes.post(
  "/partners",
  responds({ summary: "Add a partner", description: "For the centre's content managers.", resource: partnerResource }),
  managers,
  jsonApiBody(TYPE, partnerCreateSchema),
  async (c) => {
    const input = c.req.valid("json");
    const row = await saving(c, () => createPartner(c.get("deps").db, scopeOf(c), input, c.get("user").id));
    return sendDocument(c, toResourceDocument(partnerResource, row), 201);
  },
);

partnerRoutes.patch(
  "/partners/:id",
  responds({
    summary: "Update a partner",
    description: "Its name, link, text, logo or place in the order.",
    resource: partnerResource,
  }),
  managers,
  pathId("partner"),
  existing,
  jsonApiBody(TYPE, partnerUpdateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await saving(c, () => updatePartner(c.get("deps").db, scopeOf(c), id, c.req.valid("json"), c.get("user").id));
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(partnerResource, row));
  },
);

partnerRoutes.delete("/partners/:id", responds({ summary: "Delete a partner" }), managers, pathId("partner"), async (c) => {
  const { id } = c.req.valid("param");
  if (!(await deletePartner(c.get("deps").db, scopeOf(c), id, c.get("user").id))) throw notFound(c, id);
  return c.body(null, 204);
});
