import { and, eq } from "drizzle-orm";
import type { MediaUser } from "../media/media-usages.service";
import { volunteerProfiles } from "./volunteer-profiles.table";

/** The volunteer profiles whose photo is an upload: media's usage hook (server/app.ts); named by id, never by person. */
export const volunteerProfileMediaUsages: MediaUser = {
  async usagesOf(tx, tenant, file) {
    if (file.uploadId === null) return [];
    const rows = await tx
      .select({ id: volunteerProfiles.id })
      .from(volunteerProfiles)
      .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.photoId, file.uploadId)))
      .orderBy(volunteerProfiles.id);
    return rows.map((row) => ({ type: "volunteer_photo", id: String(row.id), label: `#${row.id}` }));
  },
  async release(tx, tenant, file) {
    if (file.uploadId === null) return;
    await tx
      .update(volunteerProfiles)
      .set({ photoId: null })
      .where(and(eq(volunteerProfiles.tenantId, tenant), eq(volunteerProfiles.photoId, file.uploadId)));
  },
};
