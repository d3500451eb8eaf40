import {
  BLOCK_LIMITS,
  BUTTON_VARIANTS,
  CARD_COLUMNS,
  type ContentBlockType,
  IMAGE_SIDES,
  NEWS_CAROUSEL_COUNTS,
} from "../../../contract/content-block-options";

/**
 * What the editor asks for each block type, said once: the fields' form, their labels (content:pages.blocks.fields.<label
 * or name>)
 * and what a new block starts with all follow from it. The API checks the same fields with contract/content-blocks.ts.
 */
export type FieldSpec =
  | { kind: "text"; name: string; max: number; required?: boolean; long?: boolean; hint?: boolean; label?: string }
  | { kind: "link"; name: string; required?: boolean; hint?: boolean; label?: string }
  | { kind: "choice"; name: string; options: readonly (string | number)[]; labels: string; label?: string }
  | { kind: "image"; name: string; required?: boolean }
  | { kind: "button"; name: string; required?: boolean }
  | { kind: "category"; name: string }
  | { kind: "form"; name: string }
  | { kind: "list"; name: string; min: number; max: number; item: FieldSpec[] | FieldSpec };

const title: FieldSpec = { kind: "text", name: "title", max: BLOCK_LIMITS.title, required: true };
const optionalTitle: FieldSpec = { kind: "text", name: "title", max: BLOCK_LIMITS.title };
const lead = (name = "lead"): FieldSpec => ({ kind: "text", name, max: BLOCK_LIMITS.lead, long: true });
const paragraph = (required: boolean): FieldSpec => ({
  kind: "text",
  name: "text",
  max: BLOCK_LIMITS.paragraph,
  long: true,
  required,
});
const button = (required: boolean): FieldSpec => ({ kind: "button", name: "button", required });
const cards = (max: number): FieldSpec => ({
  kind: "list",
  name: "cards",
  min: 1,
  max,
  item: [
    { kind: "text", name: "title", max: BLOCK_LIMITS.title, required: true },
    lead("text"),
    { kind: "image", name: "image" },
    { kind: "link", name: "url", hint: true },
  ],
});

export const BLOCK_FORMS: Record<ContentBlockType, FieldSpec[]> = {
  Markdown: [{ kind: "text", name: "markdown", max: BLOCK_LIMITS.text, required: true, long: true, hint: true }],
  Image: [
    { kind: "image", name: "image", required: true },
    { kind: "text", name: "caption", max: BLOCK_LIMITS.lead },
  ],
  ImageTextButtons: [
    title,
    paragraph(true),
    { kind: "image", name: "image", required: true },
    { kind: "choice", name: "side", options: IMAGE_SIDES, labels: "sides" },
    { kind: "list", name: "buttons", min: 0, max: BLOCK_LIMITS.buttons, item: button(true) },
  ],
  FourCards: [optionalTitle, cards(BLOCK_LIMITS.fourCards)],
  DynamicCards: [
    optionalTitle,
    { kind: "choice", name: "columns", options: CARD_COLUMNS, labels: "columnCounts" },
    cards(BLOCK_LIMITS.cards),
  ],
  YouTube: [
    { kind: "text", name: "video", max: 200, required: true, hint: true },
    { kind: "text", name: "title", max: BLOCK_LIMITS.title, required: true, hint: true },
  ],
  TextWithUsps: [
    title,
    paragraph(false),
    {
      kind: "list",
      name: "usps",
      min: 1,
      max: BLOCK_LIMITS.usps,
      item: { kind: "text", name: "usp", max: BLOCK_LIMITS.title, required: true },
    },
    button(false),
  ],
  QuoteBlock: [
    { kind: "text", name: "quote", max: BLOCK_LIMITS.paragraph, required: true, long: true },
    { kind: "text", name: "author", max: BLOCK_LIMITS.title, required: true },
    { kind: "text", name: "role", max: BLOCK_LIMITS.title },
    { kind: "image", name: "image" },
  ],
  PhotoSlideshow: [
    optionalTitle,
    {
      kind: "list",
      name: "slides",
      min: 2,
      max: BLOCK_LIMITS.slides,
      item: [
        { kind: "image", name: "image", required: true },
        { kind: "text", name: "caption", max: BLOCK_LIMITS.lead },
      ],
    },
  ],
  PhotoHero: [title, lead(), { kind: "image", name: "image", required: true }, button(false)],
  Hotlinks: [
    optionalTitle,
    {
      kind: "list",
      name: "links",
      min: 1,
      max: BLOCK_LIMITS.hotlinks,
      item: [
        { kind: "text", name: "label", label: "linkLabel", max: 80, required: true },
        { kind: "link", name: "url", required: true, hint: true },
      ],
    },
  ],
  CallToAction: [title, lead("text"), button(true)],
  DualCta: [{ kind: "list", name: "items", min: 2, max: 2, item: [title, lead("text"), button(true)] }],
  NewsCarousel: [optionalTitle, { kind: "choice", name: "count", options: NEWS_CAROUSEL_COUNTS, labels: "newsCounts" }],
  SectionTitle: [title, { kind: "text", name: "subtitle", max: BLOCK_LIMITS.lead }],
  BuilderForm: [{ kind: "form", name: "form" }, optionalTitle],
  LogoBar: [optionalTitle],
  VacancyCategories: [
    optionalTitle,
    { kind: "list", name: "categories", min: 1, max: BLOCK_LIMITS.categories, item: { kind: "category", name: "category" } },
  ],
  HeroWithSearch: [title, lead()],
  RetentionPeriods: [optionalTitle],
  AccessibilityFigures: [optionalTitle],
};

export const BLANK_BUTTON = { label: "", url: "/vacancies/search", variant: BUTTON_VARIANTS[0] };

/** What a field holds before the editor fills it in; an optional image or button is left out. */
export function blankOf(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
    case "link":
      return "";
    case "choice":
      return spec.options[0];
    case "image":
    case "form":
      return undefined;
    case "button":
      return spec.required ? { ...BLANK_BUTTON } : undefined;
    case "category":
      return { facet: "vacancy_type", value: "volunteering" };
    case "list":
      return Array.from({ length: spec.min }, () => blankItem(spec.item));
  }
}

export function blankItem(item: FieldSpec[] | FieldSpec): unknown {
  return Array.isArray(item) ? blankObject(item) : blankOf(item);
}

export const blankObject = (fields: FieldSpec[]) =>
  Object.fromEntries(fields.map((field) => [field.name, blankOf(field)]).filter(([, value]) => value !== undefined));
