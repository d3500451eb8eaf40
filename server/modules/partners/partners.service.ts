import { and, asc, count, eq, ne, type SQL } from "drizzle-orm";
import type { PartnerCreate, PartnerUpdate } from "../../../contract/partners";
import { PARTNER_LIMITS } from "../../../contract/partners";
import type { TenantId } from "../../config/tenants";
import { publishChange } from "../../db/change-feed";
import { type Database, type Executor, withTenant } from "../../db/client";
import { recordAudit } from "../audit/audit.service";
import { uploads } from "../media/media.table";
import { mediaFiles } from "../media/media-files.table";
import { partners } from "./partners.table";

/** A partner with its logo's small variant (what cards and the logo bar show). */
export type PartnerRow = typeof partners.$inferSelect & { logo: { path: string; width: number; height: number } | null };

/** The site's centre: each centre of a tenant keeps its own partners. */
export interface Scope {
  tenant: TenantId;
  centerId: number;
}

/** A rule a schema cannot know; `field` is the attribute it is about ("" for the whole partner). */
export class PartnerRuleError extends Error {
  constructor(
    readonly field: "logo_upload_id" | "",
    readonly reason: "logoNotFound" | "full",
  ) {
    super(reason);
  }
}

const ofCenter = (scope: Scope) => and(eq(partners.tenantId, scope.tenant), eq(partners.centerId, scope.centerId));

async function rowsIn(tx: Executor, scope: Scope, where?: SQL, limit?: number): Promise<PartnerRow[]> {
  const query = tx
    .select({ partner: partners, logo: { path: uploads.smallPath, width: uploads.smallWidth, height: uploads.smallHeight } })
    .from(partners)
    .leftJoin(uploads, eq(uploads.id, partners.logoUploadId))
    .where(and(ofCenter(scope), where))
    .orderBy(asc(partners.position), asc(partners.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(({ partner, logo }) => ({ ...partner, logo: logo?.path ? logo : null }));
}

/**
 * The centre's partners in its order, for /partners, the API and the LogoBar block (at most `limit`, when given).
 * Anyone may read them: they are what the centre shows its visitors.
 */
export const listPartners = (db: Database, scope: Scope, options: { limit?: number } = {}) =>
  withTenant(db, scope.tenant, (tx) => rowsIn(tx, scope, undefined, options.limit));

export async function findPartner(db: Database, scope: Scope, id: number): Promise<PartnerRow | null> {
  return withTenant(db, scope.tenant, async (tx) => (await rowsIn(tx, scope, eq(partners.id, id)))[0] ?? null);
}

/** Whether the centre has a partner to show (the sitemap lists /partners only then). */
export async function hasPartners(db: Database, scope: Scope): Promise<boolean> {
  return withTenant(db, scope.tenant, async (tx) => {
    const [row] = await tx.select({ id: partners.id }).from(partners).where(ofCenter(scope)).limit(1);
    return row !== undefined;
  });
}

/** A logo is an image of the centre's own media library (by its upload), or none. */
async function checkedLogo(tx: Executor, scope: Scope, uploadId: number | null): Promise<number | null> {
  if (uploadId === null) return null;
  const [file] = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.tenantId, scope.tenant),
        eq(mediaFiles.centerId, scope.centerId),
        eq(mediaFiles.kind, "image"),
        eq(mediaFiles.uploadId, uploadId),
      ),
    )
    .limit(1);
  if (!file) throw new PartnerRuleError("logo_upload_id", "logoNotFound");
  return uploadId;
}

async function orderedIds(tx: Executor, scope: Scope, without?: number): Promise<number[]> {
  const rows = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(and(ofCenter(scope), without === undefined ? undefined : ne(partners.id, without)))
    .orderBy(asc(partners.position), asc(partners.id));
  return rows.map((row) => row.id);
}

/** Numbers the centre's partners 0, 1, 2... in the given order of ids. */
async function renumber(tx: Executor, ids: number[]) {
  for (const [position, id] of ids.entries()) await tx.update(partners).set({ position }).where(eq(partners.id, id));
}

// Pages that show partners (the LogoBar block) are kept by the page cache until the tenant's pages change.
const changed = (db: Database, tenant: TenantId) => publishChange(db, "pages", tenant);

/** A new partner at the end of the centre's list. */
export async function createPartner(db: Database, scope: Scope, input: PartnerCreate, actorUserId: number | null) {
  const row = await withTenant(db, scope.tenant, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(partners).where(ofCenter(scope));
    if (total >= PARTNER_LIMITS.perCenter) throw new PartnerRuleError("", "full");
    const logoUploadId = await checkedLogo(tx, scope, input.logo_upload_id ?? null);
    const [created] = await tx
      .insert(partners)
      .values({
        tenantId: scope.tenant,
        centerId: scope.centerId,
        name: input.name,
        url: input.url ?? null,
        text: input.text ?? null,
        textEn: input.text_en ?? null,
        logoUploadId,
        position: total,
      })
      .returning({ id: partners.id });
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "partner.created", subjectType: "partner", subjectId: created.id },
      tx,
    );
    return (await rowsIn(tx, scope, eq(partners.id, created.id)))[0];
  });
  changed(db, scope.tenant);
  return row;
}

/** Changes what was sent; a position moves the partner and the others close up around it. Null when it is not there. */
export async function updatePartner(
  db: Database,
  scope: Scope,
  id: number,
  input: PartnerUpdate,
  actorUserId: number,
): Promise<PartnerRow | null> {
  const row = await withTenant(db, scope.tenant, async (tx) => {
    const [current] = await tx
      .select()
      .from(partners)
      .where(and(ofCenter(scope), eq(partners.id, id)));
    if (!current) return null;
    const logoUploadId =
      input.logo_upload_id === undefined || input.logo_upload_id === current.logoUploadId
        ? undefined
        : await checkedLogo(tx, scope, input.logo_upload_id);
    // Drizzle leaves out what is undefined, so only the sent fields change.
    await tx
      .update(partners)
      .set({ name: input.name, url: input.url, text: input.text, textEn: input.text_en, logoUploadId, updatedAt: new Date() })
      .where(eq(partners.id, id));
    if (input.position !== undefined) {
      const others = await orderedIds(tx, scope, id);
      const at = Math.min(input.position, others.length);
      await renumber(tx, [...others.slice(0, at), id, ...others.slice(at)]);
    }
    await recordAudit(
      db,
      scope.tenant,
      { actorUserId, action: "partner.updated", subjectType: "partner", subjectId: id, details: { changed: Object.keys(input) } },
      tx,
    );
    return (await rowsIn(tx, scope, eq(partners.id, id)))[0];
  });
  if (row) changed(db, scope.tenant);
  return row;
}

/** Removes the partner (its logo stays in the library); the ones after it move up. */
export async function deletePartner(db: Database, scope: Scope, id: number, actorUserId: number): Promise<boolean> {
  const deleted = await withTenant(db, scope.tenant, async (tx) => {
    const gone = await tx
      .delete(partners)
      .where(and(ofCenter(scope), eq(partners.id, id)))
      .returning({ name: partners.name });
    if (gone.length === 0) return false;
    await renumber(tx, await orderedIds(tx, scope));
    await recordAudit(
      db,
      scope.tenant,
      {
        actorUserId,
        action: "partner.deleted",
        subjectType: "partner",
        subjectId: id,
        details: { name: gone[0].name, centerId: scope.centerId },
      },
      tx,
    );
    return true;
  });
  if (deleted) changed(db, scope.tenant);
  return deleted;
}
