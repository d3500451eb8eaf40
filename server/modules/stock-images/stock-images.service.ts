import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { StockImageCreate, StockImageUpdate } from "../../../contract/stock-images";
import type { TenantId } from "../../config/tenants";
import { type Database, type Executor, withTenant } from "../../db/client";
import { containing } from "../../db/contains";
import { recordAudit } from "../audit/audit.service";
import { findUploadIn, type UploadRow } from "../media/media.service";
import { uploads } from "../media/media.table";
import { stockImages } from "./stock-images.table";

export type StockImageRow = typeof stockImages.$inferSelect & { upload: UploadRow };

/** The upload_id names no upload of the tenant: a 422 on that attribute. */
export class StockImageUploadError extends Error {
  constructor() {
    super("stock image upload not found");
  }
}

/** A word of the search in a name or a keyword, Dutch or English, in any case. */
function matches(search: string): SQL | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const each = words.map((word) => {
    const pattern = containing(word);
    return or(
      ilike(stockImages.nameNl, pattern),
      ilike(stockImages.nameEn, pattern),
      sql`array_to_string(${stockImages.keywordsNl}, ' ') ILIKE ${pattern}`,
      sql`array_to_string(${stockImages.keywordsEn}, ' ') ILIKE ${pattern}`,
    );
  });
  return each.length > 0 ? and(...each) : undefined;
}

const selectWithUpload = (tx: Executor) =>
  tx.select({ stock: stockImages, upload: uploads }).from(stockImages).innerJoin(uploads, eq(uploads.id, stockImages.uploadId));

const joined = (rows: { stock: typeof stockImages.$inferSelect; upload: UploadRow }[]): StockImageRow[] =>
  rows.map(({ stock, upload }) => ({ ...stock, upload }));

/** A page of the tenant's library in name order, every word of `search` found in a name or keyword (nl or en). */
export async function listStockImages(
  db: Database,
  tenant: TenantId,
  options: { search?: string; locale: "nl" | "en" },
  page: { number: number; size: number },
): Promise<{ rows: StockImageRow[]; total: number }> {
  const where = and(eq(stockImages.tenantId, tenant), options.search ? matches(options.search) : undefined);
  const name = options.locale === "en" ? stockImages.nameEn : stockImages.nameNl;
  return withTenant(db, tenant, async (tx) => {
    const [{ total }] = await tx.select({ total: count() }).from(stockImages).where(where);
    const rows = await selectWithUpload(tx)
      .where(where)
      .orderBy(asc(name), asc(stockImages.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size);
    return { rows: joined(rows), total };
  });
}

async function findIn(tx: Executor, tenant: TenantId, id: number): Promise<StockImageRow | null> {
  const rows = await selectWithUpload(tx).where(and(eq(stockImages.tenantId, tenant), eq(stockImages.id, id)));
  return joined(rows)[0] ?? null;
}

export const findStockImage = (db: Database, tenant: TenantId, id: number) =>
  withTenant(db, tenant, (tx) => findIn(tx, tenant, id));

/** Whether the upload is a stock image's picture: any of the tenant's writers may then show it (a vacancy's image). */
export async function isStockImageUpload(tx: Executor, tenant: TenantId, uploadId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: stockImages.id })
    .from(stockImages)
    .where(and(eq(stockImages.tenantId, tenant), eq(stockImages.uploadId, uploadId)))
    .limit(1);
  return row !== undefined;
}

/** The columns of what was sent; an upload id must name one of the tenant's uploads. */
async function columnsOf(tx: Executor, tenant: TenantId, input: StockImageUpdate) {
  if (input.upload_id !== undefined && !(await findUploadIn(tx, tenant, input.upload_id))) throw new StockImageUploadError();
  return {
    ...(input.upload_id !== undefined && { uploadId: input.upload_id }),
    ...(input.name && { nameNl: input.name.nl, nameEn: input.name.en }),
    ...(input.short_description && {
      shortDescriptionNl: input.short_description.nl,
      shortDescriptionEn: input.short_description.en,
    }),
    ...(input.description && { descriptionNl: input.description.nl, descriptionEn: input.description.en }),
    ...(input.keywords && { keywordsNl: input.keywords.nl, keywordsEn: input.keywords.en }),
  };
}

const audit = (tx: Executor, db: Database, tenant: TenantId, actorUserId: number, action: string, id: number, details = {}) =>
  recordAudit(db, tenant, { actorUserId, action, subjectType: "stock_image", subjectId: id, details }, tx);

export async function createStockImage(db: Database, tenant: TenantId, input: StockImageCreate, actorUserId: number) {
  return withTenant(db, tenant, async (tx) => {
    const columns = await columnsOf(tx, tenant, input);
    const [row] = await tx
      .insert(stockImages)
      .values({ ...(columns as Required<typeof columns>), tenantId: tenant })
      .returning({ id: stockImages.id });
    await audit(tx, db, tenant, actorUserId, "stock_image.create", row.id, { name: input.name });
    return (await findIn(tx, tenant, row.id)) as StockImageRow;
  });
}

// Both values come from the database or the parsed input: equal values print alike.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Saves what was sent, with one audit record of each changed column's old and new value (as center-profiles does). */
export async function updateStockImage(db: Database, tenant: TenantId, id: number, input: StockImageUpdate, actorUserId: number) {
  return withTenant(db, tenant, async (tx) => {
    const before = await findIn(tx, tenant, id);
    if (!before) return null;
    const columns = await columnsOf(tx, tenant, input);
    await tx
      .update(stockImages)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(stockImages.tenantId, tenant), eq(stockImages.id, id)));
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [column, value] of Object.entries(columns)) {
      const old = before[column as keyof typeof columns];
      if (!same(old, value)) changes[column] = { from: old, to: value };
    }
    if (Object.keys(changes).length > 0) await audit(tx, db, tenant, actorUserId, "stock_image.update", id, { changes });
    return findIn(tx, tenant, id);
  });
}

/**
 * Removes the stock image from the library. Its upload stays: vacancies that picked it keep showing it
 * (they point to the upload, not to the stock image).
 */
export async function deleteStockImage(db: Database, tenant: TenantId, id: number, actorUserId: number): Promise<boolean> {
  return withTenant(db, tenant, async (tx) => {
    const [row] = await tx
      .delete(stockImages)
      .where(and(eq(stockImages.tenantId, tenant), eq(stockImages.id, id)))
      .returning({ id: stockImages.id, nameNl: stockImages.nameNl });
    if (!row) return false;
    await audit(tx, db, tenant, actorUserId, "stock_image.delete", id, { name: row.nameNl });
    return true;
  });
}
