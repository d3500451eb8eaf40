import { z } from "zod";
import { contentBlocksSchema, type RenderedBlock } from "./content-blocks";
import type { ContentLanguage } from "./content-languages";
import { resourceId } from "./ids";
import { optionalText } from "./optional-text";
import type { SystemContentPage } from "./system-content-pages";

/** Spec section 3: pageType and pageLayout. */
export const PAGE_TYPES = ["default", "news", "success_story"] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const PAGE_LAYOUTS = ["wide", "default"] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export const PAGE_LIMITS = { title: 120, slug: 80, summary: 300, metaTitle: 70, metaDescription: 160 } as const;

/**
 * The first path segments of the site's own screens (app/routes.ts): a page may not take one as its slug, or it would
 * hide that screen (or be hidden by it).
 */
export const RESERVED_SLUGS = [
  "switch",
  "partners",
  "nieuws",
  "een-op-een-hulp",
  "gelderse-handen",
  "forms",
  "contactformulier",
  "activiteitenkalender",
  "sociale-kaart",
  "volunteerly",
  "auth",
  "signup",
  "confirm",
  "uitloggen",
  "account",
  "profiel",
  "profile-edit",
  "instellingen",
  "dashboard",
  "notificaties",
  "conversations",
  "profile-replies",
  "vrijwilligerspool",
  "analytics",
  "users",
  "vacancies",
  "applications",
  "organizations",
  "form_builder",
  "content",
  "notification_templates",
  "admin",
  "workshops",
  "support",
  "test",
  "beheer",
  "impersonation",
  "current-organization",
  // The follow-up mail's answer page (issue 44): never a content page, nor kept in the page cache.
  "opvolging",
  "api",
  "uploads",
  "assets",
  "demo",
  "healthz",
  "readyz",
  "sitemap.xml",
  "robots.txt",
  "favicon.ico",
  "favicon.svg",
] as const;

/** Lower-case words joined by single hyphens: "over-ons", "nieuws-2026". */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A page title as an address that SLUG accepts: "Café & Co: 2026!" becomes "cafe-co-2026" (empty when nothing is left). */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, PAGE_LIMITS.slug)
    .replace(/^-+|-+$/g, "");
}

/** What a publication fixes: the texts and blocks a visitor sees (the draft is edited apart from it). */
const contentFields = {
  title: z.string().trim().min(3).max(PAGE_LIMITS.title),
  summary: optionalText(PAGE_LIMITS.summary),
  show_title_on_page: z.boolean().optional(),
  meta_title: optionalText(PAGE_LIMITS.metaTitle),
  meta_description: optionalText(PAGE_LIMITS.metaDescription),
  og_title: optionalText(PAGE_LIMITS.metaTitle),
  og_description: optionalText(PAGE_LIMITS.metaDescription),
  blocks: contentBlocksSchema.optional(),
};

/** What holds at once, published or not: the address, the kind, and where it shows. */
const settingFields = {
  slug: z.string().trim().min(1).max(PAGE_LIMITS.slug).regex(SLUG),
  page_type: z.enum(PAGE_TYPES).optional(),
  page_layout: z.enum(PAGE_LAYOUTS).optional(),
  featured: z.boolean().optional(),
  is_home: z.boolean().optional(),
  image_upload_id: resourceId.nullable().optional(),
  /** A moment to publish the draft at; null cancels a scheduled publication. */
  publish_at: z.iso.datetime({ offset: true }).nullable().optional(),
};

/** The English version beside the Dutch one (decision 28): its fields as the Dutch ones; null removes it. */
const englishField = { english: z.object(contentFields).nullable().optional() };

export const pageCreateSchema = z.object({ ...contentFields, ...settingFields, ...englishField });
export type PageCreate = z.output<typeof pageCreateSchema>;

export const pageUpdateSchema = pageCreateSchema.partial();

/** A preview of blocks as visitors would see them, before they are saved (the editor's live preview). */
export const pagePreviewSchema = z.object({ blocks: contentBlocksSchema });
export type PageUpdate = z.output<typeof pageUpdateSchema>;

/** The versioned part of a page, as stored in a draft, a publication and a revision (camelCase). */
export interface PageContent {
  title: string;
  summary: string | null;
  showTitleOnPage: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  blocks: RenderedBlock[];
}

/** A page as the client sees it: the published version for visitors, the draft for those who edit it. */
export interface Page extends PageContent {
  id: string;
  type: "pages";
  slug: string;
  pageType: PageType;
  pageLayout: PageLayout;
  featured: boolean;
  isHome: boolean;
  isPublished: boolean;
  /** One of the pages every site has (SYSTEM_CONTENT_PAGES): it cannot be deleted, unpublished or moved. */
  systemPage: SystemContentPage | null;
  /** The language of the texts above: the request's where the page has it, else Dutch (visitors mark it so). */
  contentLanguage: ContentLanguage;
  /** The languages visitors can read this page in (published, and the centre publishes them). */
  languages: ContentLanguage[];
  /** For editors: the draft differs from what visitors see. */
  hasDraftChanges?: boolean;
  /** For editors: the English draft, null while the page has none. */
  english?: PageContent | null;
  /** For editors: whether an English version is published. */
  isEnglishPublished?: boolean;
  publishedAt: string | null;
  publishAt: string | null;
  imageUploadId: number | null;
  imageUrl: string | null;
  updatedAt: string;
}

export interface PageRevision extends PageContent {
  id: string;
  type: "page_revisions";
  language: ContentLanguage;
  publishedAt: string;
}

/** Whether a page address ("/nl/over-ons") can be a content page's: one slug-shaped segment that no screen owns. */
export function isContentPagePath(path: string): boolean {
  const slug = /^\/(?:nl|en)\/([^/]+)$/.exec(path)?.[1];
  return slug !== undefined && SLUG.test(slug) && !(RESERVED_SLUGS as readonly string[]).includes(slug);
}
