import { type ComponentType, lazy } from "react";
import type { RenderedBlock } from "../../../contract/content-blocks";
import type { BlockData } from "./block-data";
import { CallToActionBlock } from "./call-to-action-block";
import { HeroWithSearchBlock } from "./hero-with-search-block";
import { MarkdownBlock } from "./markdown-block";
import { SectionTitleBlock } from "./section-title-block";
import "../../lib/texts/blocks";

/**
 * A view whose code the browser fetches only for a page that has its block (the public pages' weight budget,
 * scripts/check-budgets.mjs). There is no Suspense boundary round it on purpose: React would stream a large finished
 * boundary after the rest of the page, hidden until a script shows it, and a visitor without JavaScript would not see
 * it. So the server renders it in place (it loads every view at start-up; a lazy component whose thenable resolves
 * synchronously does not suspend, and one that is not loaded yet only delays the page), and in the browser hydration
 * waits for the page's views, which ContentBlocks starts fetching all at once.
 */
function later<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    loading ??= load().then(
      (view) => {
        loaded = view;
        return { default: view };
      },
      (error) => {
        loading = undefined; // the next render tries again
        throw error;
      },
    );
    return loading;
  };
  const preload = () => void start().catch(() => {}); // a view that does not load fails its render, not the process
  if (import.meta.env.SSR) preload();
  const view = lazy(() => {
    const ready = loaded;
    if (!ready) return start();
    // A thenable that resolves as it is called: React's lazy then renders the view in this same pass.
    const now: PromiseLike<{ default: ComponentType<P> }> = {
      // biome-ignore lint/suspicious/noThenProperty: meant to be a thenable, for React's lazy only.
      then: (resolve) => resolve?.({ default: ready }) as never,
    };
    return now as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(view, { preload });
}

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
  DualCta: later(() => import("./dual-cta-block").then((m) => m.DualCtaBlock)),
  NewsCarousel: later(() => import("./news-carousel-block").then((m) => m.NewsCarouselBlock)),
  LogoBar: later(() => import("./logo-bar-block").then((m) => m.LogoBarBlock)),
  VacancyCategories: later(() => import("./vacancy-categories-block").then((m) => m.VacancyCategoriesBlock)),
};

/**
 * A page's blocks in order, rendered on the server. A hero (HeroWithSearch, PhotoHero) that opens a page without a
 * shown title is the page's h1.
 */
export function ContentBlocks({ blocks, titleShown, data }: { blocks: RenderedBlock[]; titleShown: boolean; data: BlockData }) {
  // Every view this page needs at once, rather than one after the other as rendering reaches each.
  for (const block of blocks) if (block.type in View) View[block.type as keyof typeof View].preload();
  return (
    <>
      {blocks.map((block, index) => {
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
          case "Image":
            return <View.Image key={block.id} block={block} />;
          case "ImageTextButtons":
            return <View.ImageTextButtons key={block.id} block={block} />;
          case "FourCards":
            return <View.FourCards key={block.id} block={block} />;
          case "DynamicCards":
            return <View.DynamicCards key={block.id} block={block} />;
          case "YouTube":
            return <View.YouTube key={block.id} block={block} />;
          case "TextWithUsps":
            return <View.TextWithUsps key={block.id} block={block} />;
          case "QuoteBlock":
            return <View.QuoteBlock key={block.id} block={block} />;
          case "PhotoSlideshow":
            return <View.PhotoSlideshow key={block.id} block={block} />;
          case "Hotlinks":
            return <View.Hotlinks key={block.id} block={block} />;
          case "DualCta":
            return <View.DualCta key={block.id} block={block} />;
          case "NewsCarousel":
            return <View.NewsCarousel key={block.id} block={block} news={data.news} />;
          case "LogoBar":
            return <View.LogoBar key={block.id} block={block} partners={data.partners} />;
          case "VacancyCategories":
            return <View.VacancyCategories key={block.id} block={block} counts={data.counts} />;
          case "BuilderForm":
            // The form builder does not exist yet: its block holds only a title and shows visitors nothing.
            return null;
          default:
            return null;
        }
      })}
    </>
  );
}
