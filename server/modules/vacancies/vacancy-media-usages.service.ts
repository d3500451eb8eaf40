import { and, eq, ne } from "drizzle-orm";
import { publishChange } from "../../db/change-feed";
import type { MediaUser } from "../media/media-usages.service";
import { vacancies } from "./vacancies.table";

/** The vacancies (not deleted) that show an image: media's usage hook (server/app.ts). */
export const vacancyMediaUsages: MediaUser = {
  async usagesOf(tx, tenant, file) {
    if (file.uploadId === null) return [];
    const rows = await tx
      .select({ id: vacancies.id, title: vacancies.title })
      .from(vacancies)
      .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.imageUploadId, file.uploadId), ne(vacancies.status, "deleted")))
      .orderBy(vacancies.id);
    return rows.map((row) => ({ type: "vacancy", id: String(row.id), label: row.title }));
  },
  async release(tx, tenant, file) {
    if (file.uploadId === null) return;
    await tx
      .update(vacancies)
      .set({ imageUploadId: null, imagePath: null })
      .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.imageUploadId, file.uploadId)));
  },
  // Kept pages that showed the image are old now.
  afterRelease: (db, tenant) => publishChange(db, "vacancies", tenant),
};
