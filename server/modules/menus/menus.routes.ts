import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { MENU_LIMITS, MENUS, type MenuName } from "../../../contract/menu-items";
import { menuItemCreateSchema, menuItemUpdateSchema } from "../../../contract/menu-items-input";
import { featureFlagsFor } from "../../config/feature-flags";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { invalidFilter } from "../../http/jsonapi/created-range";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { canManagePages } from "../pages/pages.policy";
import { translatedNameOf } from "./menu-item-names";
import { menuItemResource } from "./menus.resource";
import {
  createMenuItem,
  deleteMenuItem,
  findMenuItem,
  listMenuItems,
  listVisibleMenuItems,
  MenuRuleError,
  updateMenuItem,
} from "./menus.service";

export const menuRoutes = new Hono<AppEnv>();

const TYPE = "menu_items";
const scopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
const featuresOf = (c: Context<AppEnv>) => featureFlagsFor(c.get("site").tenant, c.get("site").appContext);
// Whoever makes the pages makes the menus (DESIGN.md's policy table: page managers manage pages and menus).
const managers = authorized((actor, c) => canManagePages(actor, c.get("site").center.id));

const notFound = (c: Context<AppEnv>, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "menu_item", id }));

/** After pathId: an item of the site's centre, or a 404 before any body is read. */
const existing = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  const { id } = c.req.valid("param");
  if (!(await findMenuItem(c.get("deps").db, scopeOf(c), id))) throw notFound(c, id);
  await next();
});

/** The rules a schema cannot know become a 422 on the field they are about. */
async function saving<T>(c: Context<AppEnv>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof MenuRuleError)) throw error;
    const detail = c.get("t")(`api-errors:detail.menu.${error.reason}`, { max: MENU_LIMITS.itemsPerMenu });
    throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: `/data/attributes/${error.field}` } }]);
  }
}

/**
 * GET /api/v1/menu_items: visitors (and anyone with filter[visible]=true) get the items that lead somewhere; those
 * who edit the menus get every item. filter[menu] narrows to one menu.
 */
menuRoutes.get(
  "/menu_items",
  responds({
    summary: "List menu items",
    description: "The site's header and footer menus; `filter[visible]` only what leads somewhere.",
    resource: menuItemResource,
    list: true,
  }),
  jsonApiQuery({ filters: ["menu", "visible"] }),
  async (c) => {
    const { filter } = c.req.valid("query");
    const menu = MENUS.find((m) => m === filter.menu) as MenuName | undefined;
    if (filter.menu !== undefined && !menu) throw invalidFilter(c, "filter[menu]", filter.menu);
    const manager = filter.visible !== "true" && canManagePages(await c.get("actor")(), c.get("site").center.id);
    const rows = manager
      ? await listMenuItems(c.get("deps").db, scopeOf(c), menu)
      : (await listVisibleMenuItems(c.get("deps").db, scopeOf(c), featuresOf(c))).filter((row) => !menu || row.menu === menu);
    const named = rows.map((row) => ({ ...row, translatedName: translatedNameOf(row, c.get("locale"), featuresOf(c)) }));
    return sendDocument(c, toResourceDocument(menuItemResource, named, { meta: { total: rows.length } }));
  },
);

menuRoutes.post(
  "/menu_items",
  responds({
    summary: "Add a menu item",
    description: "A content page or one of the site's own screens; for the centre's content managers.",
    resource: menuItemResource,
  }),
  managers,
  jsonApiBody(TYPE, menuItemCreateSchema),
  async (c) => {
    const input = c.req.valid("json");
    const row = await saving(c, () => createMenuItem(c.get("deps").db, scopeOf(c), input, featuresOf(c)));
    return sendDocument(c, toResourceDocument(menuItemResource, row), 201);
  },
);

menuRoutes.patch(
  "/menu_items/:id",
  responds({ summary: "Update a menu item", description: "Its name, link, parent or position.", resource: menuItemResource }),
  managers,
  pathId("menu_item"),
  existing,
  jsonApiBody(TYPE, menuItemUpdateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await saving(c, () => updateMenuItem(c.get("deps").db, scopeOf(c), id, c.req.valid("json"), featuresOf(c)));
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(menuItemResource, row));
  },
);

menuRoutes.delete(
  "/menu_items/:id",
  responds({ summary: "Delete a menu item", description: "The others of its menu close up." }),
  managers,
  pathId("menu_item"),
  async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteMenuItem(c.get("deps").db, scopeOf(c), id))) throw notFound(c, id);
    return c.body(null, 204);
  },
);
