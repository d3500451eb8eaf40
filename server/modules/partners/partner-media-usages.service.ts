import { and, eq } from "drizzle-orm";
import { publishChange } from "../../db/change-feed";
import type { MediaUser } from "../media/media-usages.service";
import { partners } from "./partners.table";

/** The partners whose logo is a file: media's usage hook (server/app.ts). */
export const partnerMediaUsages: MediaUser = {
  async usagesOf(tx, tenant, file) {
    if (file.uploadId === null) return [];
    const rows = await tx
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(and(eq(partners.tenantId, tenant), eq(partners.logoUploadId, file.uploadId)))
      .orderBy(partners.id);
    return rows.map((row) => ({ type: "partner", id: String(row.id), label: row.name }));
  },
  async release(tx, tenant, file) {
    if (file.uploadId === null) return;
    await tx
      .update(partners)
      .set({ logoUploadId: null, updatedAt: new Date() })
      .where(and(eq(partners.tenantId, tenant), eq(partners.logoUploadId, file.uploadId)));
  },
  // Kept pages that showed the logo (the LogoBar block) are old now.
  afterRelease: (db, tenant) => publishChange(db, "pages", tenant),
};
