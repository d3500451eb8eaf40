import { z } from "zod";

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
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** Spec section 3: the button variants. */
export const BUTTON_VARIANTS = ["primary", "secondary", "tertiary", "outline", "outlineSecondary", "light", "white"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BLOCK_LIMITS = { blocks: 60, title: 120, text: 10_000, lead: 300, label: 40 } as const;

/** A link of our own site ("/vacancies/search") or another's over http(s); never javascript: or a protocol-relative //. */
export const linkUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(value), {
    params: { rule: "linkUrl" },
  });

const button = z.object({
  label: z.string().trim().min(1).max(BLOCK_LIMITS.label),
  url: linkUrl,
  variant: z.enum(BUTTON_VARIANTS),
});
export type BlockButton = z.infer<typeof button>;

const id = z.string().trim().min(1).max(64);
const title = z.string().trim().min(3).max(BLOCK_LIMITS.title);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || undefined)
    .optional();

const markdown = z.object({ id, type: z.literal("Markdown"), markdown: z.string().trim().min(1).max(BLOCK_LIMITS.text) });
const sectionTitle = z.object({ id, type: z.literal("SectionTitle"), title, subtitle: optionalText(BLOCK_LIMITS.lead) });
const callToAction = z.object({
  id,
  type: z.literal("CallToAction"),
  title,
  text: optionalText(BLOCK_LIMITS.lead),
  button,
});
const heroWithSearch = z.object({
  id,
  type: z.literal("HeroWithSearch"),
  title,
  lead: optionalText(BLOCK_LIMITS.lead),
});

/** The block types built so far; the others of CONTENT_BLOCK_TYPES are refused until they have a schema and a view. */
export const contentBlockSchema = z.discriminatedUnion("type", [markdown, sectionTitle, callToAction, heroWithSearch]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentBlocksSchema = z.array(contentBlockSchema).max(BLOCK_LIMITS.blocks);

/** A Markdown block as the API sends it: with its HTML, rendered and sanitised by the server. */
export type RenderedBlock = ContentBlock | (Extract<ContentBlock, { type: "Markdown" }> & { html: string });
