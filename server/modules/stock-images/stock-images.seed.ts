import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Localized } from "../../../contract/stock-images";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { committedImages } from "../media/committed-images.service";
import demoStockImages from "./demo-stock-images.json";
import { stockImages } from "./stock-images.table";

interface DemoStockImage {
  slug: string;
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  keywords: Localized<string[]>;
}

/** The committed pictures (scripts/make-stock-images.mjs): beside this file, or beside the built server. */
const here = path.dirname(fileURLToPath(import.meta.url));
const pictures = committedImages([path.join(here, "images"), path.join(here, "stock-images")], {
  large: { width: 1200, height: 800 },
  small: { width: 480, height: 320 },
});

/**
 * The platform's own illustrations as the tenant's stock image library, only for a tenant that has none. The
 * WebP variants are stored as they are committed (already the sizes an upload gets), so seeding decodes nothing.
 */
export async function seedDemoStockImages(db: Database, storage: FileStorage, tenant: TenantId, logger: Logger) {
  const list = demoStockImages as DemoStockImage[];
  // One transaction per tenant: the check, the files and the rows (the seed runs for every test app).
  const seeded = await withTenant(db, tenant, async (tx) => {
    const [existing] = await tx.select({ id: stockImages.id }).from(stockImages).where(eq(stockImages.tenantId, tenant)).limit(1);
    if (existing) return false;
    const stored = list.map(({ slug }) => pictures.image(slug, `${tenant}/stock/${slug}`));
    const uploadOf = await pictures.store(tx, storage, tenant, stored);
    await tx.insert(stockImages).values(
      list.map((image, i) => ({
        tenantId: tenant,
        uploadId: uploadOf.get(stored[i].path) as number,
        nameNl: image.name.nl,
        nameEn: image.name.en,
        shortDescriptionNl: image.shortDescription.nl,
        shortDescriptionEn: image.shortDescription.en,
        descriptionNl: image.description.nl,
        descriptionEn: image.description.en,
        keywordsNl: image.keywords.nl,
        keywordsEn: image.keywords.en,
      })),
    );
    return true;
  });
  if (seeded) logger.info({ tenant, stockImages: list.length }, "seeded demo stock images");
}
