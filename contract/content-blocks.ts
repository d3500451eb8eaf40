import { z } from "zod";
import {
  BLOCK_LIMITS,
  BUTTON_VARIANTS,
  CARD_COLUMNS,
  CATEGORY_FACETS,
  IMAGE_SIDES,
  NEWS_CAROUSEL_COUNTS,
} from "./content-block-options";
import { resourceId } from "./ids";
import { isLocalPath } from "./local-path";
import { VACANCY_TAGS, VACANCY_TYPES } from "./vacancy-options";
import { VACANCY_THEME_IDS } from "./vacancy-themes";

// Block fields are single words: the wire's snake_case and the app's camelCase then name them alike.

/** A link of our own site ("/vacancies/search") or another's over http(s); never javascript:, '//x' or '/\x'. */
export const linkUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => isLocalPath(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    params: { rule: "linkUrl" },
  });

const id = z.string().trim().min(1).max(64);
const title = z.string().trim().min(3).max(BLOCK_LIMITS.title);
const label = z.string().trim().min(1).max(BLOCK_LIMITS.label);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional();
const optionalTitle = optionalText(BLOCK_LIMITS.title);

const button = z.object({ label, url: linkUrl, variant: z.enum(BUTTON_VARIANTS) });
export type BlockButton = z.infer<typeof button>;

/**
 * An image of the centre's media library (or a stock image) by its upload, with its alt text. The server fills in
 * where it is served and its size when the page is saved; what a client sends there is replaced.
 */
const image = z.object({
  upload: z.number().int().positive(),
  alt: z.string().trim().min(1).max(BLOCK_LIMITS.alt),
  url: z.string().max(500).optional(),
  small: z.string().max(500).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type BlockImage = z.infer<typeof image>;

/** A link that may be left empty (a form's empty field): kept as none. */
const optionalLink = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(linkUrl.optional())
  .optional();

const card = z.object({
  title: z.string().trim().min(1).max(BLOCK_LIMITS.title),
  text: optionalText(BLOCK_LIMITS.lead),
  image: image.optional(),
  url: optionalLink,
});
export type BlockCard = z.infer<typeof card>;

const block = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ id, type: z.literal(type), ...shape });

export const markdown = block("Markdown", { markdown: z.string().trim().min(1).max(BLOCK_LIMITS.text) });
const imageBlock = block("Image", { image, caption: optionalText(BLOCK_LIMITS.lead) });
const imageTextButtons = block("ImageTextButtons", {
  title,
  text: z.string().trim().min(1).max(BLOCK_LIMITS.paragraph),
  image,
  side: z.enum(IMAGE_SIDES),
  buttons: z.array(button).max(BLOCK_LIMITS.buttons),
});
const fourCards = block("FourCards", { title: optionalTitle, cards: z.array(card).min(1).max(BLOCK_LIMITS.fourCards) });
const dynamicCards = block("DynamicCards", {
  title: optionalTitle,
  columns: z.union(CARD_COLUMNS.map((n) => z.literal(n))),
  cards: z.array(card).min(1).max(BLOCK_LIMITS.cards),
});
/** A YouTube address (watch, share or embed link) or the bare video id; kept as the id. */
const youTubeVideo = z
  .string()
  .trim()
  .max(200)
  .transform((value) => youTubeId(value) ?? "")
  .refine((value) => value !== "", { params: { rule: "youTube" } });
const youTube = block("YouTube", { video: youTubeVideo, title });
const textWithUsps = block("TextWithUsps", {
  title,
  text: optionalText(BLOCK_LIMITS.paragraph),
  usps: z.array(z.string().trim().min(1).max(BLOCK_LIMITS.title)).min(1).max(BLOCK_LIMITS.usps),
  button: button.optional(),
});
const quoteBlock = block("QuoteBlock", {
  quote: z.string().trim().min(3).max(BLOCK_LIMITS.paragraph),
  author: z.string().trim().min(1).max(BLOCK_LIMITS.title),
  role: optionalText(BLOCK_LIMITS.title),
  image: image.optional(),
});
const photoSlideshow = block("PhotoSlideshow", {
  title: optionalTitle,
  slides: z
    .array(z.object({ image, caption: optionalText(BLOCK_LIMITS.lead) }))
    .min(2)
    .max(BLOCK_LIMITS.slides),
});
const photoHero = block("PhotoHero", { title, lead: optionalText(BLOCK_LIMITS.lead), image, button: button.optional() });
const hotlinks = block("Hotlinks", {
  title: optionalTitle,
  links: z
    .array(z.object({ label: z.string().trim().min(1).max(80), url: linkUrl }))
    .min(1)
    .max(BLOCK_LIMITS.hotlinks),
});
const callToAction = block("CallToAction", { title, text: optionalText(BLOCK_LIMITS.lead), button });
const dualCta = block("DualCta", {
  items: z.array(z.object({ title, text: optionalText(BLOCK_LIMITS.lead), button })).length(2),
});
const newsCarousel = block("NewsCarousel", {
  title: optionalTitle,
  count: z.union(NEWS_CAROUSEL_COUNTS.map((n) => z.literal(n))),
});
const sectionTitle = block("SectionTitle", { title, subtitle: optionalText(BLOCK_LIMITS.lead) });
/** A public form of the form builder, answered on the page; its title instead of the form's when given. */
const builderForm = block("BuilderForm", { title: optionalTitle, form: resourceId.nullable().optional() });
const logoBar = block("LogoBar", { title: optionalTitle });
const category = z.discriminatedUnion("facet", [
  z.object({ facet: z.literal(CATEGORY_FACETS[0]), value: z.enum(VACANCY_TYPES), label: optionalText(BLOCK_LIMITS.label) }),
  z.object({ facet: z.literal(CATEGORY_FACETS[1]), value: z.enum(VACANCY_TAGS), label: optionalText(BLOCK_LIMITS.label) }),
  z.object({ facet: z.literal(CATEGORY_FACETS[2]), value: z.enum(VACANCY_THEME_IDS), label: optionalText(BLOCK_LIMITS.label) }),
]);
export type BlockCategory = z.infer<typeof category>;
const vacancyCategories = block("VacancyCategories", {
  title: optionalTitle,
  categories: z.array(category).min(1).max(BLOCK_LIMITS.categories),
});
const heroWithSearch = block("HeroWithSearch", { title, lead: optionalText(BLOCK_LIMITS.lead) });
/** What the site keeps and for how long, from the retention settings (decision 33). */
const retentionPeriods = block("RetentionPeriods", { title: optionalTitle });
/** The figures of the project's own accessibility checks (contract/accessibility-figures.json, decision 33). */
const accessibilityFigures = block("AccessibilityFigures", { title: optionalTitle });

/** Every block type of spec section 3, each checked against its own schema on save. */
export const contentBlockSchema = z.discriminatedUnion("type", [
  markdown,
  imageBlock,
  imageTextButtons,
  fourCards,
  dynamicCards,
  youTube,
  textWithUsps,
  quoteBlock,
  photoSlideshow,
  photoHero,
  hotlinks,
  callToAction,
  dualCta,
  newsCarousel,
  sectionTitle,
  builderForm,
  logoBar,
  vacancyCategories,
  heroWithSearch,
  retentionPeriods,
  accessibilityFigures,
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
export type BlockOf<T extends ContentBlock["type"]> = Extract<ContentBlock, { type: T }>;

export const contentBlocksSchema = z.array(contentBlockSchema).max(BLOCK_LIMITS.blocks);

/** A Markdown block as the API sends it: with its HTML, rendered and sanitised by the server. */
export type RenderedBlock = ContentBlock | (BlockOf<"Markdown"> & { html: string });

/** The 11-character id in a YouTube link or on its own, or null. */
export function youTubeId(value: string): string | null {
  if (/^[\w-]{11}$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const candidate =
    host === "youtu.be"
      ? url.pathname.slice(1)
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? (url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? "")
        : "";
  return /^[\w-]{11}$/.test(candidate) ? candidate : null;
}

/** Every image a block shows, with its path below the block (for checking and filling them in on save). */
export function blockImages(block: ContentBlock): [path: (string | number)[], image: BlockImage][] {
  switch (block.type) {
    case "Image":
    case "ImageTextButtons":
    case "PhotoHero":
      return [[["image"], block.image]];
    case "QuoteBlock":
      return block.image ? [[["image"], block.image]] : [];
    case "FourCards":
    case "DynamicCards":
      return block.cards.flatMap((c, i) => (c.image ? [[["cards", i, "image"], c.image] as const] : []));
    case "PhotoSlideshow":
      return block.slides.map((s, i) => [["slides", i, "image"], s.image]);
    default:
      return [];
  }
}
