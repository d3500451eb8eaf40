import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { ContentLanguage } from "../../../contract/content-languages";
import { systemContentPageOf } from "../../../contract/system-content-pages";
import { type Database, type Executor, withTenant } from "../../db/client";
import { activeTenantIds } from "../tenancy/tenants.service";
import { findPageIn, type PageRow, type Scope, SystemPageError } from "./pages.service";
import { pageRevisions, pages, type StoredContent } from "./pages.table";
import { pagesChanged } from "./pages-version.service";

export type RevisionRow = typeof pageRevisions.$inferSelect;

/** Both drafts become what visitors see, each kept as a revision of its language. */
async function publishIn(tx: Executor, tenant: Scope["tenant"], page: PageRow, actorUserId: number | null, now: Date) {
  await tx
    .update(pages)
    .set({ published: page.draft, publishedEn: page.draftEn, publishedAt: now, publishAt: null, updatedAt: now })
    .where(eq(pages.id, page.id));
  const versions: { language: ContentLanguage; content: StoredContent }[] = [{ language: "nl", content: page.draft }];
  if (page.draftEn) versions.push({ language: "en", content: page.draftEn });
  await tx
    .insert(pageRevisions)
    .values(versions.map((v) => ({ ...v, tenantId: tenant, pageId: page.id, publishedAt: now, publishedBy: actorUserId })));
}

export async function publishPage(db: Database, scope: Scope, id: number, actorUserId: number | null, now = new Date()) {
  const row = await withTenant(db, scope.tenant, async (tx) => {
    const page = await findPageIn(tx, scope, id);
    if (!page) return null;
    await publishIn(tx, scope.tenant, page, actorUserId, now);
    return findPageIn(tx, scope, id);
  });
  if (row) pagesChanged(db, scope.tenant);
  return row;
}

/** Visitors no longer see it (a 404); the draft and the revisions stay. */
export async function unpublishPage(db: Database, scope: Scope, id: number) {
  const row = await withTenant(db, scope.tenant, async (tx) => {
    const page = await findPageIn(tx, scope, id);
    if (!page) return null;
    if (systemContentPageOf(page.slug)) throw new SystemPageError("", "systemPageUnpublish");
    await tx
      .update(pages)
      .set({ published: null, publishedEn: null, publishedAt: null, publishAt: null, updatedAt: new Date() })
      .where(eq(pages.id, id));
    return findPageIn(tx, scope, id);
  });
  if (row) pagesChanged(db, scope.tenant);
  return row;
}

export async function listRevisions(db: Database, scope: Scope, pageId: number): Promise<RevisionRow[]> {
  return withTenant(db, scope.tenant, (tx) =>
    tx
      .select()
      .from(pageRevisions)
      .where(and(eq(pageRevisions.tenantId, scope.tenant), eq(pageRevisions.pageId, pageId)))
      // Of one publication's two versions, the Dutch one first: the page's own language.
      .orderBy(desc(pageRevisions.publishedAt), sql`${pageRevisions.language} = 'nl' desc`, desc(pageRevisions.id)),
  );
}

/** A publication of a page of the scope's centre, with its page; null where either is not there. */
async function findRevisionIn(tx: Executor, scope: Scope, pageId: number, revisionId: number) {
  const page = await findPageIn(tx, scope, pageId);
  if (!page) return null;
  const [revision] = await tx
    .select()
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.id, revisionId)));
  return revision ? { page, revision } : null;
}

export async function findRevision(db: Database, scope: Scope, pageId: number, revisionId: number) {
  return withTenant(db, scope.tenant, async (tx) => (await findRevisionIn(tx, scope, pageId, revisionId))?.revision ?? null);
}

/** An earlier publication back into its language's draft, to look at and publish again (visitors see nothing until then). */
export async function restoreRevision(db: Database, scope: Scope, pageId: number, revisionId: number) {
  return withTenant(db, scope.tenant, async (tx) => {
    const found = await findRevisionIn(tx, scope, pageId, revisionId);
    if (!found) return null;
    const draft = found.revision.language === "en" ? { draftEn: found.revision.content } : { draft: found.revision.content };
    await tx
      .update(pages)
      .set({ ...draft, updatedAt: new Date() })
      .where(eq(pages.id, pageId));
    return findPageIn(tx, scope, pageId);
  });
}

/** The recurring job: every page whose publish_at has come is published, in every tenant. */
export async function publishDuePages(db: Database, now = new Date()): Promise<number> {
  let published = 0;
  for (const tenant of await activeTenantIds(db)) {
    const due = await withTenant(db, tenant, async (tx) => {
      const rows = await tx
        .select({ id: pages.id, centerId: pages.centerId })
        .from(pages)
        .where(and(eq(pages.tenantId, tenant), isNotNull(pages.publishAt), lte(pages.publishAt, now)));
      for (const { id, centerId } of rows) {
        const page = await findPageIn(tx, { tenant, centerId }, id);
        if (page) await publishIn(tx, tenant, page, null, now);
      }
      return rows.length;
    });
    if (due > 0) pagesChanged(db, tenant);
    published += due;
  }
  return published;
}
