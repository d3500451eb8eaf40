import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { notificationTemplates } from "../../mail/templates/notification-templates.table";
import type { FileStorage } from "../../storage/file-storage";
import { formQuestions, forms } from "../forms/forms.table";
import { uploads } from "../media/media.table";
import { mediaFiles } from "../media/media-files.table";
import { menuItems } from "../menus/menus.table";
import { pageRevisions, pages } from "../pages/pages.table";
import { stockImages } from "../stock-images/stock-images.table";
import { forgetCenters } from "../tenancy/tenancy.service";
import { volunteerCenterProfiles, volunteerCenters } from "../tenancy/tenancy.table";
import { tenants } from "../tenancy/tenants.table";

/** Whether a tenant can be a template: it exists and its data was not erased. */
export async function isTemplateTenant(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, id), isNull(tenants.erasedAt)));
  return row !== undefined;
}

/** The profile's look that a copy takes (decision 37); its contacts, analytics and embeds are the centre's own. */
const LOOK = [
  "primaryColor",
  "primaryColorShades",
  "secondaryColor",
  "secondaryColorShades",
  "mutedColor",
  "mutedColorShades",
  "backgroundColor",
  "textColor",
  "websiteLogoUrl",
  "websiteLogoDarkModeUrl",
  "faviconUrl",
  "footerColumns",
  "footerColumnsEn",
  "contentLanguages",
  "showAnbiLogo",
  "showNovLogo",
  "themeConfig",
  "homePage",
] as const;

const UPLOAD_URL = /\/uploads\/([A-Za-z0-9_/-]+\.[a-z0-9]{2,5})/g;

/** Every value below `value`, depth first: to find and to rewrite the uploads a row names. */
function mapDeep(value: unknown, string: (s: string) => string, upload: (id: number) => number): unknown {
  if (typeof value === "string") return string(value);
  if (Array.isArray(value)) return value.map((item) => mapDeep(item, string, upload));
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === "upload" && typeof item === "number" ? upload(item) : mapDeep(item, string, upload),
      ]),
    );
  }
  return value;
}

/**
 * A new tenant's site copied from a template tenant's default centre (issue 39): its pages (current versions, in both
 * languages), menus, mail templates, forms (no submissions), the look of its profile, its stock images, and the
 * uploads these show (rows and files, under the new tenant's folder). Nothing of its people: no users,
 * organizations, vacancies or applications; who published or uploaded is left empty. Ids are new and every copied
 * reference points to the copy. The rows are written in one transaction; when that fails, the copied files go again.
 */
export async function copyTemplateSite(db: Database, storage: FileStorage, template: TenantId, tenant: TenantId) {
  const [from] = await db
    .select()
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, template), eq(volunteerCenters.isDefault, true)));
  const [to] = await db
    .select()
    .from(volunteerCenters)
    .where(and(eq(volunteerCenters.tenantId, tenant), eq(volunteerCenters.isDefault, true)));
  if (!from || !to) throw new Error(`template '${template}' or tenant '${tenant}' has no default centre`);
  const ofCenter = <T extends { tenantId: unknown; centerId: unknown }>(table: T) =>
    and(eq(table.tenantId as never, template), eq(table.centerId as never, from.id));

  const sitePages = await db.select().from(pages).where(ofCenter(pages)).orderBy(pages.id);
  const revisions = sitePages.length
    ? await db
        .select()
        .from(pageRevisions)
        .where(
          and(
            eq(pageRevisions.tenantId, template),
            inArray(
              pageRevisions.pageId,
              sitePages.map((page) => page.id),
            ),
          ),
        )
        .orderBy(desc(pageRevisions.publishedAt), desc(pageRevisions.id))
    : [];
  const items = await db.select().from(menuItems).where(ofCenter(menuItems)).orderBy(menuItems.id);
  const mailTemplates = await db.select().from(notificationTemplates).where(ofCenter(notificationTemplates));
  const siteForms = await db
    .select()
    .from(forms)
    .where(and(ofCenter(forms), isNull(forms.organizationId)))
    .orderBy(forms.id);
  const questions = siteForms.length
    ? await db
        .select()
        .from(formQuestions)
        .where(
          and(
            eq(formQuestions.tenantId, template),
            eq(formQuestions.deleted, false),
            inArray(
              formQuestions.formId,
              siteForms.map((form) => form.id),
            ),
          ),
        )
    : [];
  const images = await db.select().from(stockImages).where(eq(stockImages.tenantId, template)).orderBy(stockImages.id);
  const [profile] = await db.select().from(volunteerCenterProfiles).where(ofCenter(volunteerCenterProfiles));
  const look = profile ? Object.fromEntries(LOOK.map((column) => [column, profile[column]])) : {};

  // The uploads the copied rows show: by id (a page's image, a block's, a stock image) or by URL (a logo).
  const uploadIds = new Set<number>([...images.map((image) => image.uploadId)]);
  const keys = new Set<string>();
  const collect = (value: unknown) =>
    mapDeep(
      value,
      (s) => {
        for (const match of s.matchAll(UPLOAD_URL)) keys.add(match[1]);
        return s;
      },
      (id) => {
        uploadIds.add(id);
        return id;
      },
    );
  for (const page of sitePages) {
    if (page.imageUploadId) uploadIds.add(page.imageUploadId);
    collect([page.draft, page.published, page.draftEn, page.publishedEn]);
  }
  collect([revisions.map((revision) => revision.content), look, mailTemplates.map((row) => row.translations)]);
  const siteUploads =
    uploadIds.size || keys.size
      ? await db
          .select()
          .from(uploads)
          .where(
            and(
              eq(uploads.tenantId, template),
              or(
                inArray(uploads.id, [...uploadIds, 0]),
                inArray(uploads.path, [...keys, ""]),
                inArray(uploads.smallPath, [...keys, ""]),
              ),
            ),
          )
          .orderBy(uploads.id)
      : [];
  const library = siteUploads.length
    ? await db
        .select()
        .from(mediaFiles)
        .where(
          and(
            ofCenter(mediaFiles),
            inArray(
              mediaFiles.uploadId,
              siteUploads.map((row) => row.id),
            ),
          ),
        )
    : [];

  // The files first, under the new tenant's folder; the rows that name them after.
  const keyMap = new Map<string, string>();
  const copied: string[] = [];
  const newKey = (key: string) => `${tenant}/${key.replace(/^[^/]+\//, "")}`;
  try {
    for (const key of siteUploads.flatMap((row) => [row.path, row.smallPath])) {
      const stored = await storage.get(key);
      if (!stored) continue;
      const bytes = new Uint8Array(await new Response(stored.body).arrayBuffer());
      await storage.put(newKey(key), bytes, "image/webp");
      copied.push(newKey(key));
      keyMap.set(key, newKey(key));
    }
    await writeCopies();
  } catch (error) {
    for (const key of copied) await storage.delete(key).catch(() => {});
    throw error;
  }
  forgetCenters(db, tenant);

  async function writeCopies() {
    await db.transaction(async (tx) => {
      const uploadMap = new Map<number, number>();
      for (const { id, ...row } of siteUploads) {
        const [copy] = await tx
          .insert(uploads)
          .values({ ...row, tenantId: tenant, uploadedById: null, path: newKey(row.path), smallPath: newKey(row.smallPath) })
          .returning({ id: uploads.id });
        uploadMap.set(id, copy.id);
      }
      const remap = <T>(value: T): T =>
        mapDeep(
          value,
          (s) => s.replace(UPLOAD_URL, (whole, key: string) => (keyMap.has(key) ? `/uploads/${keyMap.get(key)}` : whole)),
          (id) => uploadMap.get(id) ?? id,
        ) as T;
      const common = { tenantId: tenant, centerId: to.id };

      for (const { id: _, ...row } of library) {
        await tx.insert(mediaFiles).values({ ...row, ...common, uploadId: uploadMap.get(row.uploadId ?? 0), uploadedById: null });
      }
      for (const { id: _, ...row } of images) {
        const uploadId = uploadMap.get(row.uploadId);
        if (uploadId) await tx.insert(stockImages).values({ ...row, tenantId: tenant, uploadId });
      }
      const pageMap = new Map<number, number>();
      for (const { id, ...row } of sitePages) {
        const imageUploadId = row.imageUploadId ? (uploadMap.get(row.imageUploadId) ?? null) : null;
        const [copy] = await tx
          .insert(pages)
          .values({ ...remap(row), ...common, imageUploadId, createdAt: row.createdAt, updatedAt: row.updatedAt })
          .returning({ id: pages.id });
        pageMap.set(id, copy.id);
      }
      // The current version of each page in each language: the history stays the template's.
      const current = new Set<string>();
      for (const { id: _, ...row } of revisions) {
        const pageId = pageMap.get(row.pageId);
        if (!pageId || current.has(`${row.pageId}:${row.language}`)) continue;
        current.add(`${row.pageId}:${row.language}`);
        await tx
          .insert(pageRevisions)
          .values({ ...row, tenantId: tenant, pageId, content: remap(row.content), publishedBy: null });
      }
      // Parents before their submenus: a parent's id is known when its children are written.
      const itemMap = new Map<number, number>();
      const ordered = [...items.filter((item) => item.parentId === null), ...items.filter((item) => item.parentId !== null)];
      for (const { id, ...row } of ordered) {
        const pageId = row.pageId === null ? null : pageMap.get(row.pageId);
        const parentId = row.parentId === null ? null : itemMap.get(row.parentId);
        if (pageId === undefined || parentId === undefined) continue;
        const [copy] = await tx
          .insert(menuItems)
          .values({ ...row, ...common, pageId, parentId })
          .returning({ id: menuItems.id });
        itemMap.set(id, copy.id);
      }
      for (const { id: _, ...row } of mailTemplates) {
        await tx
          .insert(notificationTemplates)
          .values({ ...row, ...common, translations: remap(row.translations), updatedById: null });
      }
      for (const { id, publicToken: _, ...row } of siteForms) {
        const [copy] = await tx
          .insert(forms)
          .values({ ...row, ...common })
          .returning({ id: forms.id });
        for (const { id: _question, ...question } of questions.filter((q) => q.formId === id)) {
          await tx.insert(formQuestions).values({ ...question, tenantId: tenant, formId: copy.id });
        }
      }
      if (profile) {
        await tx
          .update(volunteerCenterProfiles)
          .set({ ...remap(look), updatedAt: new Date() })
          .where(and(eq(volunteerCenterProfiles.tenantId, tenant), eq(volunteerCenterProfiles.centerId, to.id)));
      }
    });
  }
}
