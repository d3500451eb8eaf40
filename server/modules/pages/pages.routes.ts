import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { parseResourceId } from "../../../contract/ids";
import {
  PAGE_TYPES,
  type PageType,
  pageCreateSchema,
  pagePreviewSchema,
  pageUpdateSchema,
  RESERVED_SLUGS,
} from "../../../contract/pages";
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
import { contentLanguagesOf } from "../tenancy/site-context.middleware";
import { findRevision, listRevisions, publishPage, restoreRevision, unpublishPage } from "./page-publication.service";
import { canManagePages } from "./pages.policy";
import { pagePreviewResource, pageResource as resourceFor, revisionResource } from "./pages.resource";
import {
  createPage,
  deletePage,
  findHomePage,
  findPage,
  listPages,
  PageImageError,
  type PageSort,
  type PageStatus,
  previewBlocks,
  SlugTakenError,
  SystemPageError,
  updatePage,
} from "./pages.service";

export const pageRoutes = new Hono<AppEnv>();

const TYPE = "pages";
const scopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });
const managers = authorized((actor, c) => canManagePages(actor, c.get("site").center.id));
/** A page as the request's reader gets it: in their language where the centre publishes it (decision 28). */
const pageResource = (c: Context<AppEnv>, version: "draft" | "published") =>
  resourceFor(version, () => ({ locale: c.get("locale"), published: contentLanguagesOf(c.get("site")) }));
const isManager = async (c: Context<AppEnv>) => canManagePages(await c.get("actor")(), c.get("site").center.id);

const notFound = (c: Context<AppEnv>, id: number | string) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "page", id }));

const invalid = (field: string, detail: string) =>
  new AppError(422, "validation_failed", detail, [
    { detail, source: { pointer: field ? `/data/attributes/${field}` : "/data/attributes" } },
  ]);

/** After pathId: a page of the site's centre, or a 404 before any body is read (another centre's is unknown here). */
const existing = createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
  if (!(await findPage(c.get("deps").db, scopeOf(c), c.req.valid("param").id))) throw notFound(c, c.req.valid("param").id);
  await next();
});

/**
 * The rules a schema cannot know: a slug that is one of the site's own screens, one already taken, a foreign image,
 * and what a page every site has may not do.
 */
async function saving<T>(c: Context<AppEnv>, slug: string | undefined, write: () => Promise<T>): Promise<T> {
  if (slug && (RESERVED_SLUGS as readonly string[]).includes(slug))
    throw invalid("slug", c.get("t")("api-errors:detail.slugReserved"));
  try {
    return await write();
  } catch (error) {
    if (error instanceof SystemPageError) throw invalid(error.field, c.get("t")(`api-errors:detail.${error.reason}`));
    if (error instanceof SlugTakenError) throw invalid("slug", c.get("t")("api-errors:detail.slugTaken"));
    if (error instanceof PageImageError) throw invalid(error.field, c.get("t")("api-errors:detail.uploadNotFound"));
    throw error;
  }
}

const STATUSES: PageStatus[] = ["draft", "published", "scheduled"];
const SORTS: Record<string, PageSort> = { title: "title", "-updated_at": "-updated_at", "-published_at": "-published_at" };

/**
 * GET /api/v1/pages: visitors (and anyone with filter[published]=true) get published versions only; editors the
 * drafts, with search, page_type and slug (both comma-separated), status and without_english filters.
 * filter[featured_first] puts featured first.
 */
pageRoutes.get(
  "/pages",
  responds({
    summary: "List pages",
    description: "Published pages for visitors; drafts too for the centre's page managers.",
    resource: (c) => pageResource(c, "draft"),
    list: "paged",
  }),
  jsonApiQuery({
    filters: ["search", "page_type", "status", "slug", "published", "featured_first", "without_english"],
    sorts: ["title", "updated_at", "published_at"],
  }),
  async (c) => {
    const query = c.req.valid("query");
    const { filter } = query;
    const publishedOnly = filter.published === "true" || !(await isManager(c));
    const pageTypes = filter.page_type?.split(",").filter((t): t is PageType => (PAGE_TYPES as readonly string[]).includes(t));
    const status = STATUSES.find((s) => s === filter.status);
    const sortKey = query.sort[0] ? `${query.sort[0].direction === "desc" ? "-" : ""}${query.sort[0].field}` : "-published_at";
    const { rows, total } = await listPages(
      c.get("deps").db,
      scopeOf(c),
      {
        search: filter.search?.slice(0, 100),
        pageTypes,
        status,
        slugs: filter.slug?.split(",").slice(0, 20),
        publishedOnly,
        withoutEnglish: filter.without_english === "true",
      },
      { sort: SORTS[sortKey] ?? "-published_at", featuredFirst: filter.featured_first === "true" },
      query.page,
    );
    const resource = pageResource(c, publishedOnly ? "published" : "draft");
    return sendDocument(c, toResourceDocument(resource, rows, { ...query, list: listPage(c, query.page, total) }));
  },
);

/** The centre's published home page: a 404 when it has none. */
pageRoutes.get(
  "/pages/home",
  responds({
    summary: "Read the home page",
    description: "The centre's published home page, if it has one.",
    resource: (c) => pageResource(c, "published"),
    errors: [404],
  }),
  async (c) => {
    const row = await findHomePage(c.get("deps").db, scopeOf(c));
    if (!row) throw notFound(c, "home");
    return sendDocument(c, toResourceDocument(pageResource(c, "published"), row));
  },
);

pageRoutes.get(
  "/pages/:id",
  responds({
    summary: "Read a page",
    description: "The published version; its draft for the centre's page managers.",
    resource: (c) => pageResource(c, "draft"),
  }),
  pathId("page"),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await findPage(c.get("deps").db, scopeOf(c), id);
    const manager = await isManager(c);
    if (!row || (!manager && row.published === null)) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(pageResource(c, manager ? "draft" : "published"), row));
  },
);

pageRoutes.post(
  "/pages",
  responds({
    summary: "Create a page",
    description: "A draft, for the centre's page managers.",
    resource: (c) => pageResource(c, "draft"),
  }),
  managers,
  jsonApiBody(TYPE, pageCreateSchema),
  async (c) => {
    const input = c.req.valid("json");
    const row = await saving(c, input.slug, () => createPage(c.get("deps").db, scopeOf(c), input));
    return sendDocument(c, toResourceDocument(pageResource(c, "draft"), row), 201);
  },
);

/** POST /api/v1/page_previews: blocks rendered as visitors would see them, saved nowhere (the editor's live preview). */
pageRoutes.post(
  "/page_previews",
  responds({
    summary: "Preview a page's blocks",
    description: "Unsaved blocks as they would show, for the centre's page managers; nothing is stored.",
    resource: pagePreviewResource,
    status: 200,
  }),
  managers,
  jsonApiBody("page_previews", pagePreviewSchema),
  async (c) => {
    const { blocks } = c.req.valid("json");
    const filled = await saving(c, undefined, () => previewBlocks(c.get("deps").db, scopeOf(c), blocks));
    // Made and shown at once, never stored: its id says so.
    return sendDocument(c, toResourceDocument(pagePreviewResource, { blocks: filled }));
  },
);

pageRoutes.patch(
  "/pages/:id",
  responds({
    summary: "Update a page",
    description: "Its draft and settings; visitors see the change once it is published.",
    resource: (c) => pageResource(c, "draft"),
  }),
  managers,
  pathId("page"),
  existing,
  jsonApiBody(TYPE, pageUpdateSchema),
  async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const row = await saving(c, input.slug, () => updatePage(c.get("deps").db, scopeOf(c), id, input));
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(pageResource(c, "draft"), row));
  },
);

pageRoutes.delete(
  "/pages/:id",
  responds({ summary: "Delete a page", description: "Not one of the pages every site has.", errors: [422] }),
  managers,
  pathId("page"),
  async (c) => {
    const { id } = c.req.valid("param");
    if (!(await saving(c, undefined, () => deletePage(c.get("deps").db, scopeOf(c), id)))) throw notFound(c, id);
    return c.body(null, 204);
  },
);

pageRoutes.post(
  "/pages/:id/publish",
  responds({
    summary: "Publish a page",
    description: "Its draft becomes what visitors see, and is kept as a revision.",
    resource: (c) => pageResource(c, "draft"),
  }),
  managers,
  pathId("page"),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await publishPage(c.get("deps").db, scopeOf(c), id, c.get("user").id);
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(pageResource(c, "draft"), row));
  },
);

pageRoutes.post(
  "/pages/:id/unpublish",
  responds({
    summary: "Unpublish a page",
    description: "Visitors no longer see it; the draft stays. Not one of the pages every site has.",
    resource: (c) => pageResource(c, "draft"),
    errors: [422],
  }),
  managers,
  pathId("page"),
  async (c) => {
    const { id } = c.req.valid("param");
    const row = await saving(c, undefined, () => unpublishPage(c.get("deps").db, scopeOf(c), id));
    if (!row) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(pageResource(c, "draft"), row));
  },
);

/** Every publication, newest first, whole: an editor compares one with the draft and may restore it. */
pageRoutes.get(
  "/pages/:id/revisions",
  responds({
    summary: "List a page's revisions",
    description: "Its publications.",
    resource: revisionResource,
    list: true,
  }),
  managers,
  pathId("page"),
  existing,
  async (c) => {
    const rows = await listRevisions(c.get("deps").db, scopeOf(c), c.req.valid("param").id);
    return sendDocument(c, toResourceDocument(revisionResource, rows, { meta: { total: rows.length } }));
  },
);

pageRoutes.get(
  "/pages/:id/revisions/:revisionId",
  responds({ summary: "Read a revision of a page", resource: revisionResource }),
  managers,
  pathId("page"),
  async (c) => {
    const { id } = c.req.valid("param");
    const revisionId = parseResourceId(c.req.param("revisionId"));
    const row = revisionId === null ? null : await findRevision(c.get("deps").db, scopeOf(c), id, revisionId);
    if (!row) throw notFound(c, c.req.param("revisionId"));
    return sendDocument(c, toResourceDocument(revisionResource, row));
  },
);

pageRoutes.post(
  "/pages/:id/revisions/:revisionId/restore",
  responds({
    summary: "Restore a revision",
    description: "The revision becomes the page's draft.",
    resource: (c) => pageResource(c, "draft"),
  }),
  managers,
  pathId("page"),
  async (c) => {
    const { id } = c.req.valid("param");
    const revisionId = parseResourceId(c.req.param("revisionId"));
    const row = revisionId === null ? null : await restoreRevision(c.get("deps").db, scopeOf(c), id, revisionId);
    if (!row) throw notFound(c, c.req.param("revisionId"));
    return sendDocument(c, toResourceDocument(pageResource(c, "draft"), row));
  },
);
