// The content blocks' names and bounds without zod: the public block views read these.

/** Spec section 3: the content block types, in the spec's spelling. */
export const CONTENT_BLOCK_TYPES = [
  "Markdown",
  "Image",
  "ImageTextButtons",
  "FourCards",
  "DynamicCards",
  "YouTube",
  "TextWithUsps",
  "QuoteBlock",
  "PhotoSlideshow",
  "PhotoHero",
  "Hotlinks",
  "CallToAction",
  "DualCta",
  "NewsCarousel",
  "SectionTitle",
  "BuilderForm",
  "LogoBar",
  "VacancyCategories",
  "HeroWithSearch",
  // The pages every site has (decision 33): what the site keeps and for how long, and its accessibility figures.
  "RetentionPeriods",
  "AccessibilityFigures",
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** Spec section 3: the button variants. */
export const BUTTON_VARIANTS = ["primary", "secondary", "tertiary", "outline", "outlineSecondary", "light", "white"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BLOCK_LIMITS = {
  blocks: 60,
  title: 120,
  text: 10_000,
  lead: 300,
  paragraph: 1_000,
  label: 40,
  alt: 250,
  buttons: 2,
  cards: 12,
  fourCards: 4,
  usps: 8,
  slides: 12,
  hotlinks: 12,
  categories: 12,
} as const;

/** How many news items a NewsCarousel shows. */
export const NEWS_CAROUSEL_COUNTS = [3, 6, 9] as const;
/** How many cards a row of DynamicCards holds on a wide screen. */
export const CARD_COLUMNS = [2, 3, 4] as const;
/** Which side of the text an ImageTextButtons block puts its image. */
export const IMAGE_SIDES = ["left", "right"] as const;
/** The vacancy bank's filters a VacancyCategories tile can link to. */
export const CATEGORY_FACETS = ["vacancy_type", "tags", "themes"] as const;
export type CategoryFacet = (typeof CATEGORY_FACETS)[number];
