import { EMBED_LOADER_PATH, EMBED_PAGE_PATH } from "../../../contract/embed";
import type { Locale } from "../../../locales/languages";

/**
 * What a centre copies into another site: the loader script, which sizes its frame, or the frame alone (no scripts);
 * with an organization, only its vacancies.
 */
export function embedSnippets(origin: string, locale: Locale, title: string, organizationId?: string) {
  const query = organizationId ? `?organization_id=${encodeURIComponent(organizationId)}` : "";
  const attribute = organizationId ? ` data-organization_id="${encodeURIComponent(organizationId)}"` : "";
  const page = `/${locale}${EMBED_PAGE_PATH}${query}`;
  return {
    script: `<script src="${origin}${EMBED_LOADER_PATH}" data-lang="${locale}"${attribute}></script>`,
    frame: `<iframe src="${origin}${page}" title="${title}" style="display:block;width:100%;height:1200px;border:0"></iframe>`,
    preview: page,
  };
}
