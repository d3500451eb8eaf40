import type { RenderedBlock } from "../../../contract/content-blocks";
import { CallToActionBlock } from "./call-to-action-block";
import { HeroWithSearchBlock } from "./hero-with-search-block";
import { MarkdownBlock } from "./markdown-block";
import { SectionTitleBlock } from "./section-title-block";

/**
 * A page's blocks in order, rendered on the server. A hero that opens a page without a shown title is the page's h1.
 */
export function ContentBlocks({ blocks, titleShown }: { blocks: RenderedBlock[]; titleShown: boolean }) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case "Markdown":
            return "html" in block ? <MarkdownBlock key={block.id} html={block.html} /> : null;
          case "SectionTitle":
            return <SectionTitleBlock key={block.id} title={block.title} subtitle={block.subtitle} />;
          case "CallToAction":
            return <CallToActionBlock key={block.id} block={block} />;
          case "HeroWithSearch":
            return <HeroWithSearchBlock key={block.id} block={block} headingLevel={!titleShown && index === 0 ? 1 : 2} />;
          default:
            return null;
        }
      })}
    </>
  );
}
