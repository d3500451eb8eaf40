import { EMBED_LOADER_PATH, EMBED_PAGE_PATH } from "../../../contract/embed";
import type { Locale } from "../../../locales/languages";

/** What a centre copies into another site: the loader script, which sizes its frame, or the frame alone (no scripts). */
export function embedSnippets(origin: string, locale: Locale, title: string) {
  const page = `${origin}/${locale}${EMBED_PAGE_PATH}`;
  return {
    script: `<script src="${origin}${EMBED_LOADER_PATH}" data-lang="${locale}"></script>`,
    frame: `<iframe src="${page}" title="${title}" style="display:block;width:100%;height:1200px;border:0"></iframe>`,
    preview: `/${locale}${EMBED_PAGE_PATH}`,
  };
}
