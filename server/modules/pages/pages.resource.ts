import type { z } from "zod";
import type { ContentBlock, RenderedBlock } from "../../../contract/content-blocks";
import { pageResourceSchema, pageRevisionResourceSchema } from "../../../contract/pages-resource";
import type { ResourceDefinition } from "../../http/jsonapi/document";
import { markdownToHtml } from "../../text/markdown";
import { uploadUrl } from "../media/media.service";
import type { RevisionRow } from "./page-publication.service";
import type { PageRow } from "./pages.service";
import type { StoredContent } from "./pages.table";

/** Blocks on the wire: a Markdown block comes with its HTML, made and sanitised here. */
export const renderedBlocks = (blocks: ContentBlock[]): RenderedBlock[] =>
  blocks.map((block) => (block.type === "Markdown" ? { ...block, html: markdownToHtml(block.markdown) } : block));

const contentAttributes = (content: StoredContent) => ({ ...content, blocks: renderedBlocks(content.blocks) });

const sameContent = (a: StoredContent | null, b: StoredContent) => a !== null && JSON.stringify(a) === JSON.stringify(b);

/** Editors see the draft (and whether it differs from what is published); visitors the published version only. */
export function pageResource(version: "draft" | "published"): ResourceDefinition<PageRow, z.output<typeof pageResourceSchema>> {
  return {
    type: "pages",
    schema: pageResourceSchema,
    id: (row) => row.id,
    attributes: (row) => ({
      slug: row.slug,
      pageType: row.pageType,
      pageLayout: row.pageLayout,
      featured: row.featured,
      isHome: row.isHome,
      isPublished: row.published !== null,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      imageUploadId: row.imageUploadId,
      imageUrl: row.image ? uploadUrl(row.image.path) : null,
      ...contentAttributes(version === "draft" ? row.draft : (row.published as StoredContent)),
      ...(version === "draft"
        ? {
            publishAt: row.publishAt?.toISOString() ?? null,
            hasDraftChanges: !sameContent(row.published, row.draft),
            updatedAt: row.updatedAt.toISOString(),
          }
        : {}),
    }),
    selfLink: (row) => `/api/v1/pages/${row.id}`,
  };
}

export const revisionResource: ResourceDefinition<RevisionRow, z.output<typeof pageRevisionResourceSchema>> = {
  type: "page_revisions",
  schema: pageRevisionResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({ ...contentAttributes(row.content), publishedAt: row.publishedAt.toISOString() }),
  selfLink: (row) => `/api/v1/pages/${row.pageId}/revisions/${row.id}`,
};
