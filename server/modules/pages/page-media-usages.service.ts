import { and, eq, or, sql } from "drizzle-orm";
import { blockImages, type ContentBlock } from "../../../contract/content-blocks";
import type { MediaUser } from "../media/media-usages.service";
import { pages, type StoredContent } from "./pages.table";
import { pagesChanged } from "./pages-version.service";

/** Whether a page version's blocks show the upload anywhere (an image of a block, a card or a slide). */
const shows = (column: typeof pages.draft | typeof pages.published, upload: number) =>
  sql<boolean>`jsonb_path_exists(${column}, '$.blocks[*].** ? (@.upload == $id)', jsonb_build_object('id', ${upload}::int))`;

/** A version without the image: an optional image goes, a slide goes, a block that cannot be without it goes. */
function without(content: StoredContent, upload: number): StoredContent {
  const blocks = content.blocks.flatMap((block): ContentBlock[] => {
    if (!blockImages(block).some(([, image]) => image.upload === upload)) return [block];
    switch (block.type) {
      case "QuoteBlock":
        return [{ ...block, image: undefined }];
      case "FourCards":
      case "DynamicCards":
        return [
          { ...block, cards: block.cards.map((card) => (card.image?.upload === upload ? { ...card, image: undefined } : card)) },
        ];
      case "PhotoSlideshow":
        return [{ ...block, slides: block.slides.filter((slide) => slide.image.upload !== upload) }];
      default:
        return [];
    }
  });
  return { ...content, blocks: JSON.parse(JSON.stringify(blocks)) };
}

/** The pages whose image is a file, or whose draft or published blocks show it: media's usage hook (server/app.ts). */
export const pageMediaUsages: MediaUser = {
  async usagesOf(tx, tenant, file) {
    if (!file.uploadId) return [];
    const rows = await tx
      .select({ id: pages.id, draft: pages.draft })
      .from(pages)
      .where(
        and(
          eq(pages.tenantId, tenant),
          or(eq(pages.imageUploadId, file.uploadId), shows(pages.draft, file.uploadId), shows(pages.published, file.uploadId)),
        ),
      )
      .orderBy(pages.id);
    return rows.map((row) => ({ type: "page", id: String(row.id), label: row.draft.title }));
  },
  async release(tx, tenant, file) {
    const upload = file.uploadId;
    if (!upload) return;
    await tx
      .update(pages)
      .set({ imageUploadId: null })
      .where(and(eq(pages.tenantId, tenant), eq(pages.imageUploadId, upload)));
    const rows = await tx
      .select({ id: pages.id, draft: pages.draft, published: pages.published })
      .from(pages)
      .where(and(eq(pages.tenantId, tenant), or(shows(pages.draft, upload), shows(pages.published, upload))));
    for (const row of rows) {
      await tx
        .update(pages)
        .set({ draft: without(row.draft, upload), published: row.published && without(row.published, upload) })
        .where(eq(pages.id, row.id));
    }
  },
  // Cached pages and menus were made from the old blocks.
  afterRelease: (db, tenant) => pagesChanged(db, tenant),
};
