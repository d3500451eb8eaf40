import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import { blockImages, type ContentBlock } from "../../../contract/content-blocks";
import type { PageCreate, PageType, PageUpdate } from "../../../contract/pages";
import { systemContentPageOf } from "../../../contract/system-content-pages";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { findUploadIn, type UploadRow, uploadUrl } from "../media/media.service";
import { pages, type StoredContent } from "./pages.table";
import { pagesChanged } from "./pages-version.service";

export type PageRow = typeof pages.$inferSelect & { image: UploadRow | null };

export interface Scope {
  tenant: TenantId;
  centerId: number;
}

export class SlugTakenError extends Error {}
/** An image that is not one of the tenant's uploads; `field` is its path below the attributes. */
export class PageImageError extends Error {
  constructor(readonly field = "image_upload_id") {
    super(field);
  }
}

/** What a page every site has (SYSTEM_CONTENT_PAGES) may not do: be deleted, unpublished or get another slug. */
export class SystemPageError extends Error {
  constructor(
    readonly field: "" | "slug",
    readonly reason: "systemPageDelete" | "systemPageUnpublish" | "systemPageSlug",
  ) {
    super(reason);
  }
}

/** Draft: never published; published: visitors see it; scheduled: waits for its publish_at. */
export type PageStatus = "draft" | "published" | "scheduled";

export interface PageFilter {
  search?: string;
  pageTypes?: PageType[];
  status?: PageStatus;
  /** One or more slugs. */
  slugs?: string[];
  /** Visitors, and whoever asks for the published versions only. */
  publishedOnly: boolean;
  /** Only pages without an English draft (the editor's "without English"). */
  withoutEnglish?: boolean;
}

const ofCenter = (scope: Scope) => and(eq(pages.tenantId, scope.tenant), eq(pages.centerId, scope.centerId));

function whereOf(scope: Scope, filter: PageFilter): SQL | undefined {
  const title = filter.publishedOnly ? sql`${pages.published}->>'title'` : sql`${pages.draft}->>'title'`;
  return and(
    ofCenter(scope),
    filter.publishedOnly || filter.status === "published" ? isNotNull(pages.published) : undefined,
    filter.status === "draft" ? and(isNull(pages.published), isNull(pages.publishAt)) : undefined,
    filter.status === "scheduled" ? isNotNull(pages.publishAt) : undefined,
    filter.pageTypes?.length ? inArray(pages.pageType, filter.pageTypes) : undefined,
    filter.slugs?.length ? inArray(pages.slug, filter.slugs) : undefined,
    filter.search ? ilike(title, containing(filter.search)) : undefined,
    filter.withoutEnglish ? isNull(pages.draftEn) : undefined,
  );
}

async function withImages(tx: Executor, tenant: TenantId, rows: (typeof pages.$inferSelect)[]): Promise<PageRow[]> {
  return Promise.all(
    rows.map(async (row) => ({ ...row, image: row.imageUploadId ? await findUploadIn(tx, tenant, row.imageUploadId) : null })),
  );
}

/** Newest publication first (drafts by their last change); featured pages first when asked. */
export type PageSort = "-published_at" | "title" | "-updated_at";

export async function listPages(
  db: Database,
  scope: Scope,
  filter: PageFilter,
  options: { sort: PageSort; featuredFirst: boolean },
  page: { number: number; size: number },
): Promise<{ rows: PageRow[]; total: number }> {
  const where = whereOf(scope, filter);
  const order =
    options.sort === "title"
      ? [asc(sql`${pages.draft}->>'title'`)]
      : options.sort === "-updated_at"
        ? [desc(pages.updatedAt)]
        : [desc(sql`coalesce(${pages.publishedAt}, ${pages.updatedAt})`)];
  return withTenant(db, scope.tenant, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(pages).where(where);
    const rows = await tx
      .select()
      .from(pages)
      .where(where)
      .orderBy(...(options.featuredFirst ? [desc(pages.featured)] : []), ...order, asc(pages.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows: await withImages(tx, scope.tenant, rows), total };
  });
}

export async function findPageIn(tx: Executor, scope: Scope, id: number): Promise<PageRow | null> {
  const rows = await tx
    .select()
    .from(pages)
    .where(and(ofCenter(scope), eq(pages.id, id)));
  return (await withImages(tx, scope.tenant, rows))[0] ?? null;
}

export const findPage = (db: Database, scope: Scope, id: number) =>
  withTenant(db, scope.tenant, (tx) => findPageIn(tx, scope, id));

/** The centre's published home page, if it has one. */
export async function findHomePage(db: Database, scope: Scope): Promise<PageRow | null> {
  return withTenant(db, scope.tenant, async (tx) => {
    const rows = await tx
      .select()
      .from(pages)
      .where(and(ofCenter(scope), eq(pages.isHome, true), isNotNull(pages.published)));
    return (await withImages(tx, scope.tenant, rows))[0] ?? null;
  });
}

/** The versioned fields of what was sent, over the draft they change. */
function contentOf(input: Omit<PageUpdate, "english">, base: StoredContent | null): StoredContent {
  const keep = <T>(sent: T | undefined, old: T) => (sent === undefined ? old : sent);
  return {
    title: keep(input.title, base?.title ?? ""),
    summary: keep(input.summary, base?.summary ?? null),
    showTitleOnPage: keep(input.show_title_on_page, base?.showTitleOnPage ?? true),
    metaTitle: keep(input.meta_title, base?.metaTitle ?? null),
    metaDescription: keep(input.meta_description, base?.metaDescription ?? null),
    ogTitle: keep(input.og_title, base?.ogTitle ?? null),
    ogDescription: keep(input.og_description, base?.ogDescription ?? null),
    blocks: keep(input.blocks, base?.blocks ?? []),
  };
}

/** The English draft: what was sent over the old one, null when it was removed, as it was when nothing was sent. */
function englishOf(input: PageUpdate, base: StoredContent | null): StoredContent | null {
  if (input.english === undefined) return base;
  return input.english === null ? null : contentOf(input.english, base);
}

function settingsOf(input: PageUpdate) {
  return {
    slug: input.slug,
    pageType: input.page_type,
    pageLayout: input.page_layout,
    featured: input.featured,
    isHome: input.is_home,
    imageUploadId: input.image_upload_id,
    publishAt: input.publish_at === undefined ? undefined : input.publish_at === null ? null : new Date(input.publish_at),
  };
}

/** Slug free in the centre, the image one of the tenant's uploads, and a new home page takes over from the old one. */
async function prepare(tx: Executor, scope: Scope, input: PageUpdate, id: number | null) {
  if (input.slug) {
    const [taken] = await tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(ofCenter(scope), eq(pages.slug, input.slug), id === null ? undefined : ne(pages.id, id)));
    if (taken) throw new SlugTakenError();
  }
  if (input.image_upload_id && !(await findUploadIn(tx, scope.tenant, input.image_upload_id))) throw new PageImageError();
  if (input.blocks) await fillBlockImages(tx, scope.tenant, input.blocks);
  if (input.english?.blocks) await fillBlockImages(tx, scope.tenant, input.english.blocks, ["english", "blocks"]);
  if (input.is_home) {
    await tx
      .update(pages)
      .set({ isHome: false })
      .where(and(ofCenter(scope), eq(pages.isHome, true), id === null ? undefined : ne(pages.id, id)));
  }
}

/** Each block image from the tenant's uploads: where it is served and its size come from the upload, not the client. */
export async function fillBlockImages(tx: Executor, tenant: TenantId, blocks: ContentBlock[], at: string[] = ["blocks"]) {
  for (const [index, block] of blocks.entries()) {
    for (const [path, image] of blockImages(block)) {
      const upload = await findUploadIn(tx, tenant, image.upload);
      if (!upload) throw new PageImageError([...at, index, ...path, "upload"].join("/"));
      Object.assign(image, {
        url: uploadUrl(upload.path),
        small: uploadUrl(upload.smallPath),
        width: upload.width,
        height: upload.height,
      });
    }
  }
}

/** Blocks as a visitor would see them, saved nowhere. */
export function previewBlocks(db: Database, scope: Scope, blocks: ContentBlock[]): Promise<ContentBlock[]> {
  return withTenant(db, scope.tenant, async (tx) => {
    await fillBlockImages(tx, scope.tenant, blocks);
    return blocks;
  });
}

export async function createPage(db: Database, scope: Scope, input: PageCreate): Promise<PageRow> {
  const row = await withTenant(db, scope.tenant, async (tx) => {
    await prepare(tx, scope, input, null);
    const [created] = await tx
      .insert(pages)
      .values({
        ...settingsOf(input),
        slug: input.slug,
        pageType: input.page_type ?? "default",
        pageLayout: input.page_layout ?? "wide",
        tenantId: scope.tenant,
        centerId: scope.centerId,
        draft: contentOf(input, null),
        draftEn: englishOf(input, null),
      })
      .returning({ id: pages.id });
    return (await findPageIn(tx, scope, created.id)) as PageRow;
  });
  if (input.is_home) pagesChanged(db, scope.tenant);
  return row;
}

/** Content goes into the draft (visitors keep the published version); settings hold at once. */
export async function updatePage(db: Database, scope: Scope, id: number, input: PageUpdate): Promise<PageRow | null> {
  const row = await withTenant(db, scope.tenant, async (tx) => {
    const current = await findPageIn(tx, scope, id);
    if (!current) return null;
    if (input.slug !== undefined && input.slug !== current.slug && systemContentPageOf(current.slug))
      throw new SystemPageError("slug", "systemPageSlug");
    await prepare(tx, scope, input, id);
    await tx
      .update(pages)
      .set({
        ...settingsOf(input),
        draft: contentOf(input, current.draft),
        draftEn: englishOf(input, current.draftEn),
        updatedAt: new Date(),
      })
      .where(and(ofCenter(scope), eq(pages.id, id)));
    return findPageIn(tx, scope, id);
  });
  if (row) pagesChanged(db, scope.tenant);
  return row;
}

export async function deletePage(db: Database, scope: Scope, id: number): Promise<boolean> {
  const deleted = await withTenant(db, scope.tenant, async (tx) => {
    const current = await findPageIn(tx, scope, id);
    if (current && systemContentPageOf(current.slug)) throw new SystemPageError("", "systemPageDelete");
    return tx
      .delete(pages)
      .where(and(ofCenter(scope), eq(pages.id, id)))
      .returning({ id: pages.id });
  });
  if (deleted.length > 0) pagesChanged(db, scope.tenant);
  return deleted.length > 0;
}
