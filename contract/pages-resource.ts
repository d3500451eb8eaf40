import { z } from "zod";
import { renderedBlockSchema } from "./content-blocks-resource";
import { CONTENT_LANGUAGES } from "./content-languages";
import { PAGE_LAYOUTS, PAGE_TYPES } from "./pages";
import { SYSTEM_CONTENT_PAGES } from "./system-content-pages";
import { wireDate, wireId, wireText } from "./wire";

// What the API sends (server/http/openapi/README.md): kept apart from the forms' schemas so no page bundles it.

/** The versioned part of a page as the API sends it (PageContent). */
const pageContentResourceSchema = z.object({
  title: z.string(),
  summary: wireText,
  showTitleOnPage: z.boolean(),
  metaTitle: wireText,
  metaDescription: wireText,
  ogTitle: wireText,
  ogDescription: wireText,
  blocks: z.array(renderedBlockSchema),
});

const contentLanguage = z.enum(CONTENT_LANGUAGES);

/**
 * A page as the API sends it: the draft (with publishAt, hasDraftChanges, updatedAt and the English draft) to its
 * editors, else the published version in the reader's language where it has one; contentLanguage says which.
 */
export const pageResourceSchema = pageContentResourceSchema.extend({
  slug: z.string(),
  pageType: z.enum(PAGE_TYPES),
  pageLayout: z.enum(PAGE_LAYOUTS),
  featured: z.boolean(),
  isHome: z.boolean(),
  isPublished: z.boolean(),
  systemPage: z.enum(Object.keys(SYSTEM_CONTENT_PAGES) as [keyof typeof SYSTEM_CONTENT_PAGES]).nullable(),
  publishedAt: wireDate.nullable(),
  imageUploadId: wireId.nullable(),
  imageUrl: wireText,
  publishAt: wireDate.nullable().optional(),
  hasDraftChanges: z.boolean().optional(),
  updatedAt: wireDate.optional(),
  contentLanguage,
  languages: z.array(contentLanguage),
  english: pageContentResourceSchema.nullable().optional(),
  isEnglishPublished: z.boolean().optional(),
});

/** A published version of a page, kept as a revision. */
export const pageRevisionResourceSchema = pageContentResourceSchema.extend({ language: contentLanguage, publishedAt: wireDate });

/** A page's blocks as they would show, their Markdown made HTML and their lists filled (POST /api/v1/page_previews). */
export const pagePreviewResourceSchema = z.object({ blocks: z.array(renderedBlockSchema) });
