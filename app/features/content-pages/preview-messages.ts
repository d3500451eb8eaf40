import type { ContentBlock } from "../../../contract/content-blocks";

/** What the editor tells its preview frame: the blocks as they stand, and light or dark. */
export interface PreviewMessage {
  type: "page-preview";
  blocks: ContentBlock[];
  mode: "light" | "dark";
}

/** What the frame tells the editor once it listens, and again whenever the editor asks (PREVIEW_ASK). */
export const PREVIEW_READY = "page-preview-ready";

/**
 * What the editor asks the frame once it listens itself: the frame of a server-rendered editor may hydrate first and
 * have said it is ready to nobody.
 */
export const PREVIEW_ASK = "page-preview-ask";
