import { and, eq, inArray, or } from "drizzle-orm";
import type { MediaUsage } from "../../../contract/media-files";
import type { MediaUser } from "../media/media-usages.service";
import { forgetCenters } from "../tenancy/tenancy.service";
import { volunteerCenterProfiles, volunteerCenters } from "../tenancy/tenancy.table";

/** The profile's image attributes (each keeps a URL) by the use they are. */
const IMAGE_FIELDS = {
  center_logo: "websiteLogoUrl",
  center_dark_logo: "websiteLogoDarkModeUrl",
  center_favicon: "faviconUrl",
} as const;

/** The centres whose logo, dark-mode logo or favicon is a file: media's usage hook (server/app.ts). */
export const centerProfileMediaUsages: MediaUser = {
  async usagesOf(tx, tenant, file) {
    if (file.urls.length === 0) return [];
    const rows = await tx
      .select({ profile: volunteerCenterProfiles, name: volunteerCenters.name })
      .from(volunteerCenterProfiles)
      .innerJoin(volunteerCenters, eq(volunteerCenters.id, volunteerCenterProfiles.centerId))
      .where(
        and(
          eq(volunteerCenterProfiles.tenantId, tenant),
          or(...Object.values(IMAGE_FIELDS).map((field) => inArray(volunteerCenterProfiles[field], file.urls))),
        ),
      )
      .orderBy(volunteerCenters.id);
    const usages: MediaUsage[] = [];
    for (const { profile, name } of rows) {
      for (const [type, field] of Object.entries(IMAGE_FIELDS)) {
        const url = profile[field];
        if (url && file.urls.includes(url)) usages.push({ type, id: String(profile.centerId), label: name });
      }
    }
    return usages;
  },
  async release(tx, tenant, file) {
    if (file.urls.length === 0) return;
    for (const field of Object.values(IMAGE_FIELDS)) {
      await tx
        .update(volunteerCenterProfiles)
        .set({ [field]: null })
        .where(and(eq(volunteerCenterProfiles.tenantId, tenant), inArray(volunteerCenterProfiles[field], file.urls)));
    }
  },
  // Every process reads the profile from its copy of the tenant's centres.
  afterRelease: (db, tenant) => forgetCenters(db, tenant),
};
