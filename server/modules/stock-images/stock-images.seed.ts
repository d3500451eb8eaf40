import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Localized } from "../../../contract/stock-images";
import type { TenantId } from "../../config/tenants";
import { type Database, withTenant } from "../../db/client";
import type { FileStorage } from "../../storage/file-storage";
import { uploads } from "../media/media.table";
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
const folder = [path.join(here, "images"), path.join(here, "stock-images")].find((dir) => existsSync(dir));

const LARGE = { width: 1200, height: 800 };
const SMALL = { width: 480, height: 320 };

// Read once per process: every test app seeds every tenant.
let files: Map<string, Buffer> | null = null;
function picture(name: string): Buffer {
  if (!folder) throw new Error("the stock images folder is missing");
  files ??= new Map();
  let bytes = files.get(name);
  if (!bytes) {
    bytes = readFileSync(path.join(folder, name));
    files.set(name, bytes);
  }
  return bytes;
}

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
    const stored = list.map(({ slug }) => ({
      large: picture(`${slug}.webp`),
      small: picture(`${slug}-${SMALL.width}.webp`),
      path: `${tenant}/stock/${slug}.webp`,
      smallPath: `${tenant}/stock/${slug}-${SMALL.width}.webp`,
    }));
    await Promise.all(
      stored.flatMap((file) => [
        storage.put(file.path, file.large, "image/webp"),
        storage.put(file.smallPath, file.small, "image/webp"),
      ]),
    );
    const rows = await tx
      .insert(uploads)
      .values(
        stored.map((file) => ({
          tenantId: tenant,
          sourceType: "image/webp" as const,
          contentType: "image/webp" as const,
          path: file.path,
          ...LARGE,
          bytes: file.large.byteLength,
          smallPath: file.smallPath,
          smallWidth: SMALL.width,
          smallHeight: SMALL.height,
        })),
      )
      .returning({ id: uploads.id, path: uploads.path });
    const uploadOf = new Map(rows.map((row) => [row.path, row.id]));
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
