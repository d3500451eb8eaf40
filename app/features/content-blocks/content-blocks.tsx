import type { ComponentType, ReactNode } from "react";
import type { RenderedBlock } from "../../../contract/content-blocks";
import { useAuthoredLang } from "../../lib/locale";
import type { BlockData } from "./block-data";
import { BlockLang } from "./block-lang";
import { CallToActionBlock } from "./call-to-action-block";
import { HeroWithSearchBlock } from "./hero-with-search-block";
import { later } from "./later";
import { MarkdownBlock } from "./markdown-block";
import { SectionTitleBlock } from "./section-title-block";
import "../../lib/texts/blocks";

// Static imports of these would put them into the page's own chunk, so each is an import() only.
const View = {
  Image: later(() => import("./image-block").then((m) => m.ImageBlock)),
  ImageTextButtons: later(() => import("./image-text-buttons-block").then((m) => m.ImageTextButtonsBlock)),
  FourCards: later(() => import("./four-cards-block").then((m) => m.FourCardsBlock)),
  DynamicCards: later(() => import("./dynamic-cards-block").then((m) => m.DynamicCardsBlock)),
  YouTube: later(() => import("./you-tube-block").then((m) => m.YouTubeBlock)),
  TextWithUsps: later(() => import("./text-with-usps-block").then((m) => m.TextWithUspsBlock)),
  QuoteBlock: later(() => import("./quote-block").then((m) => m.QuoteBlock)),
  PhotoSlideshow: later(() => import("./photo-slideshow-block").then((m) => m.PhotoSlideshowBlock)),
  PhotoHero: later(() => import("./photo-hero-block").then((m) => m.PhotoHeroBlock)),
  Hotlinks: later(() => import("./hotlinks-block").then((m) => m.HotlinksBlock)),
  BuilderForm: later(() => import("./builder-form-block").then((m) => m.BuilderFormBlock)),
  DualCta: later(() => import("./dual-cta-block").then((m) => m.DualCtaBlock)),
  NewsCarousel: later(() => import("./news-carousel-block").then((m) => m.NewsCarouselBlock)),
  LogoBar: later(() => import("./logo-bar-block").then((m) => m.LogoBarBlock)),
  VacancyCategories: later(() => import("./vacancy-categories-block").then((m) => m.VacancyCategoriesBlock)),
  RetentionPeriods: later(() => import("./retention-periods-block").then((m) => m.RetentionPeriodsBlock)),
  AccessibilityFigures: later(() => import("./accessibility-figures-block").then((m) => m.AccessibilityFiguresBlock)),
};

// Whether every word of a block is the centre's; the others mix in the product's own texts (search, forms, categories)
// and mark the centre's words themselves. Every block type is named, so a new one cannot be left out by mistake.
const AUTHORED_BLOCKS: Record<RenderedBlock["type"], boolean> = {
  Markdown: true,
  SectionTitle: true,
  CallToAction: true,
  Image: true,
  ImageTextButtons: true,
  FourCards: true,
  DynamicCards: true,
  TextWithUsps: true,
  QuoteBlock: true,
  PhotoSlideshow: true,
  PhotoHero: true,
  Hotlinks: true,
  DualCta: true,
  YouTube: true,
  HeroWithSearch: false,
  NewsCarousel: false,
  LogoBar: false,
  VacancyCategories: false,
  BuilderForm: false,
  RetentionPeriods: false,
  AccessibilityFigures: false,
};

type PlainView = Exclude<
  keyof typeof View,
  "PhotoHero" | "NewsCarousel" | "LogoBar" | "VacancyCategories" | "BuilderForm" | "RetentionPeriods"
>;

/**
 * A page's blocks in order, rendered on the server. A hero (HeroWithSearch, PhotoHero) that opens a page without a
 * shown title is the page's h1.
 */
export function ContentBlocks({
  blocks,
  titleShown,
  data,
  lang,
}: {
  blocks: RenderedBlock[];
  titleShown: boolean;
  data: BlockData;
  /** The blocks' language where it is not the page's; by default, Dutch on a page in another language. */
  lang?: string | null;
}) {
  // Every view this page needs at once, rather than one after the other as rendering reaches each.
  for (const block of blocks) if (block.type in View) View[block.type as keyof typeof View].preload();
  const dutchLang = useAuthoredLang();
  const authoredLang = lang === undefined ? dutchLang : lang;
  return (
    <BlockLang.Provider value={authoredLang ?? undefined}>
      {blocks.map((block, index) => {
        const view = blockView(block, index, titleShown, data);
        // On a page in another language, the centre's Dutch is marked as such (display: contents keeps the layout).
        return authoredLang && AUTHORED_BLOCKS[block.type] ? (
          <div key={block.id} lang={authoredLang} className="contents">
            {view}
          </div>
        ) : (
          view
        );
      })}
    </BlockLang.Provider>
  );
}

function blockView(block: RenderedBlock, index: number, titleShown: boolean, data: BlockData): ReactNode {
  const headingLevel = !titleShown && index === 0 ? 1 : 2;
  switch (block.type) {
    case "Markdown":
      return "html" in block ? <MarkdownBlock key={block.id} html={block.html} /> : null;
    case "SectionTitle":
      return <SectionTitleBlock key={block.id} title={block.title} subtitle={block.subtitle} />;
    case "CallToAction":
      return <CallToActionBlock key={block.id} block={block} />;
    case "HeroWithSearch":
      return <HeroWithSearchBlock key={block.id} block={block} headingLevel={headingLevel} />;
    case "PhotoHero":
      return <View.PhotoHero key={block.id} block={block} headingLevel={headingLevel} />;
    case "NewsCarousel":
      return <View.NewsCarousel key={block.id} block={block} news={data.news} />;
    case "LogoBar":
      return <View.LogoBar key={block.id} block={block} partners={data.partners} />;
    case "VacancyCategories":
      return <View.VacancyCategories key={block.id} block={block} counts={data.counts} />;
    case "RetentionPeriods":
      return <View.RetentionPeriods key={block.id} block={block} periods={data.retention} />;
    case "BuilderForm":
      return <View.BuilderForm key={block.id} block={block} form={block.form ? data.forms[block.form] : undefined} />;
    default: {
      // The other views take their block alone.
      const Plain = View[block.type as PlainView] as ComponentType<{ block: RenderedBlock }> | undefined;
      return Plain ? <Plain key={block.id} block={block} /> : null;
    }
  }
}
