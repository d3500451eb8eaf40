import { and, eq, inArray } from "drizzle-orm";
import { publishChange } from "../../db/change-feed";
import type { MediaUser } from "../media/media-usages.service";
import { organizations } from "./organizations.table";

/** The organizations whose logo is a file (its URL is kept): media's usage hook (server/app.ts). */
export const organizationMediaUsages: MediaUser = {
  async usagesOf(tx, tenant, file) {
    if (file.urls.length === 0) return [];
    const rows = await tx
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.tenantId, tenant), inArray(organizations.logoUrl, file.urls)))
      .orderBy(organizations.id);
    return rows.map((row) => ({ type: "organization_logo", id: String(row.id), label: row.name }));
  },
  async release(tx, tenant, file) {
    if (file.urls.length === 0) return;
    await tx
      .update(organizations)
      .set({ logoUrl: null })
      .where(and(eq(organizations.tenantId, tenant), inArray(organizations.logoUrl, file.urls)));
  },
  // The bank, the social map and the organization's page show its logo.
  afterRelease: (db, tenant) => publishChange(db, "vacancies", tenant),
};
