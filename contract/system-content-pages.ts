// No zod here: the footer of every public page links these.

/**
 * The pages every centre's site has (issue 44, decision 33), by their slug: seeded from a template for each centre,
 * editable like any page, but never deleted, unpublished or moved, so the footer's links to them always lead somewhere.
 */
export const SYSTEM_CONTENT_PAGES = { accessibility: "toegankelijkheid", privacy: "privacy-en-je-gegevens" } as const;
export type SystemContentPage = keyof typeof SYSTEM_CONTENT_PAGES;

/** Which system page a slug is, or null. */
export const systemContentPageOf = (slug: string): SystemContentPage | null =>
  (Object.keys(SYSTEM_CONTENT_PAGES) as SystemContentPage[]).find((key) => SYSTEM_CONTENT_PAGES[key] === slug) ?? null;
