import type { z } from "zod";
import type { ContentBlock, RenderedBlock } from "../../../contract/content-blocks";
import { type ContentLanguage, contentLanguageFor } from "../../../contract/content-languages";
import { pagePreviewResourceSchema, pageResourceSchema, pageRevisionResourceSchema } from "../../../contract/pages-resource";
import { systemContentPageOf } from "../../../contract/system-content-pages";
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

const sameContent = (a: StoredContent | null, b: StoredContent | null) => JSON.stringify(a) === JSON.stringify(b);

/** Who reads the page: the request's language and the languages the centre publishes. */
export interface Reader {
  locale: string;
  published: readonly ContentLanguage[];
}

/** The languages visitors can read a published page in. */
export const pageLanguages = (row: PageRow, reader: Pick<Reader, "published">): ContentLanguage[] =>
  row.published === null ? [] : row.publishedEn && reader.published.includes("en") ? ["nl", "en"] : ["nl"];

/**
 * Editors see the Dutch draft with the English one beside it (and whether either differs from what is published);
 * visitors the published version in their language where the page has it, else the Dutch one, saying which.
 */
export function pageResource(
  version: "draft" | "published",
  readerOf: () => Reader,
): ResourceDefinition<PageRow, z.output<typeof pageResourceSchema>> {
  return {
    type: "pages",
    schema: pageResourceSchema,
    id: (row) => row.id,
    attributes: (row) => {
      // Asked as a page is sent: the definition itself is made without a request (the API's description).
      const reader = readerOf();
      const languages = pageLanguages(row, reader);
      const language = version === "draft" ? "nl" : contentLanguageFor(reader.locale, languages, () => true);
      const shown = version === "draft" ? row.draft : language === "en" ? row.publishedEn : row.published;
      return {
        slug: row.slug,
        pageType: row.pageType,
        pageLayout: row.pageLayout,
        featured: row.featured,
        isHome: row.isHome,
        isPublished: row.published !== null,
        systemPage: systemContentPageOf(row.slug),
        publishedAt: row.publishedAt?.toISOString() ?? null,
        imageUploadId: row.imageUploadId,
        imageUrl: row.image ? uploadUrl(row.image.path) : null,
        ...contentAttributes(shown as StoredContent),
        contentLanguage: language,
        languages,
        ...(version === "draft"
          ? {
              publishAt: row.publishAt?.toISOString() ?? null,
              hasDraftChanges:
                !sameContent(row.published, row.draft) || (row.published !== null && !sameContent(row.publishedEn, row.draftEn)),
              english: row.draftEn ? contentAttributes(row.draftEn) : null,
              isEnglishPublished: row.publishedEn !== null,
              updatedAt: row.updatedAt.toISOString(),
            }
          : {}),
      };
    },
    selfLink: (row) => `/api/v1/pages/${row.id}`,
  };
}

export const revisionResource: ResourceDefinition<RevisionRow, z.output<typeof pageRevisionResourceSchema>> = {
  type: "page_revisions",
  schema: pageRevisionResourceSchema,
  id: (row) => row.id,
  attributes: (row) => ({
    ...contentAttributes(row.content),
    language: row.language,
    publishedAt: row.publishedAt.toISOString(),
  }),
  selfLink: (row) => `/api/v1/pages/${row.pageId}/revisions/${row.id}`,
};

/** Unsaved blocks as they would show: one preview, never stored. */
export const pagePreviewResource: ResourceDefinition<{ blocks: ContentBlock[] }, z.output<typeof pagePreviewResourceSchema>> = {
  type: "page_previews",
  schema: pagePreviewResourceSchema,
  id: () => "preview",
  attributes: (row) => ({ blocks: renderedBlocks(row.blocks) }),
};
