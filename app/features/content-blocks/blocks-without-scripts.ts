import type { ContentBlockType } from "../../../contract/content-block-options";
import type { ContentPageData } from "./content-page-seo";

/** Blocks that need the app: the slideshow's buttons, a video played on the page, a form's checks as fields are left. */
const NEED_SCRIPTS: ReadonlySet<ContentBlockType> = new Set(["PhotoSlideshow", "YouTube", "BuilderForm"]);

/** Whether a content page (or a centre's missing home page) works for a visitor without the app's scripts (decision 9). */
export const worksWithoutScripts = (data: unknown) =>
  !(data as { loaded: ContentPageData | null }).loaded?.page.blocks.some((block) => NEED_SCRIPTS.has(block.type));
