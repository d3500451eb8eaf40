import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { stockImageCreateSchema, stockImageUpdateSchema } from "../../../contract/stock-images";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { authorized } from "../../policy/authorize";
import { canCurateStockImages, canReadStockImages } from "./stock-images.policy";
import { stockImageResource } from "./stock-images.resource";
import {
  createStockImage,
  deleteStockImage,
  findStockImage,
  listStockImages,
  StockImageUploadError,
  updateStockImage,
} from "./stock-images.service";

export const stockImageRoutes = new Hono<AppEnv>();

const TYPE = "stock_images";
/** Longer searches say nothing more; the words beyond it are left out. */
const SEARCH_MAX = 100;

const notFound = (c: Context<AppEnv>, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "stock_image", id }));

/** After pathId: a stock image of this tenant, or a 404 before any body is read (another tenant's is unknown here). */
const existing = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  const { id } = c.req.valid("param");
  if (!(await findStockImage(c.get("deps").db, c.get("site").tenant.id, id))) throw notFound(c, id);
  await next();
});

function rethrowUploadError(c: Context<AppEnv>, error: unknown): never {
  if (!(error instanceof StockImageUploadError)) throw error;
  const detail = c.get("t")("api-errors:detail.uploadNotFound");
  throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: "/data/attributes/upload_id" } }]);
}

/** GET /api/v1/stock_images?filter[search]=...: name order in the request's language, 25 a page. */
stockImageRoutes.get(
  "/stock_images",
  responds({ summary: "List the stock images", resource: stockImageResource, list: "paged" }),
  authorized(canReadStockImages),
  jsonApiQuery({ filters: ["search"] }),
  async (c) => {
    const { deps, site, locale } = c.var;
    const query = c.req.valid("query");
    const search = query.filter.search?.slice(0, SEARCH_MAX);
    const { rows, total } = await listStockImages(deps.db, site.tenant.id, { search, locale }, query.page);
    return sendDocument(c, toResourceDocument(stockImageResource, rows, { ...query, list: listPage(c, query.page, total) }));
  },
);

stockImageRoutes.get(
  "/stock_images/:id",
  responds({ summary: "Read a stock image", resource: stockImageResource }),
  authorized(canReadStockImages),
  pathId("stock_image"),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await findStockImage(c.get("deps").db, c.get("site").tenant.id, id);
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(stockImageResource, row));
  },
);

stockImageRoutes.post(
  "/stock_images",
  responds({
    summary: "Add a stock image",
    description: "An uploaded image with its texts in Dutch and English.",
    resource: stockImageResource,
  }),
  authorized(canCurateStockImages),
  jsonApiBody(TYPE, stockImageCreateSchema),
  async (c) => {
    const { deps, site, user } = c.var;
    try {
      const row = await createStockImage(deps.db, site.tenant.id, c.req.valid("json"), user.id);
      return sendDocument(c, toResourceDocument(stockImageResource, row), 201);
    } catch (error) {
      rethrowUploadError(c, error);
    }
  },
);

stockImageRoutes.patch(
  "/stock_images/:id",
  responds({ summary: "Update a stock image", resource: stockImageResource }),
  authorized(canCurateStockImages),
  pathId("stock_image"),
  existing,
  jsonApiBody(TYPE, stockImageUpdateSchema),
  async (c) => {
    const { deps, site, user } = c.var;
    const { id } = c.req.valid("param");
    try {
      const row = await updateStockImage(deps.db, site.tenant.id, id, c.req.valid("json"), user.id);
      if (!row) throw notFound(c, id);
      return sendDocument(c, toResourceDocument(stockImageResource, row));
    } catch (error) {
      rethrowUploadError(c, error);
    }
  },
);

stockImageRoutes.delete(
  "/stock_images/:id",
  responds({ summary: "Delete a stock image" }),
  authorized(canCurateStockImages),
  pathId("stock_image"),
  async (c) => {
    const { id } = c.req.valid("param");
    if (!(await deleteStockImage(c.get("deps").db, c.get("site").tenant.id, id, c.get("user").id))) throw notFound(c, id);
    return c.body(null, 204);
  },
);
