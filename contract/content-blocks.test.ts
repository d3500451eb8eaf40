import { describe, expect, it } from "vitest";
import { CONTENT_BLOCK_TYPES, type ContentBlockType } from "./content-block-options";
import { contentBlockSchema, youTubeId } from "./content-blocks";

const image = { upload: 7, alt: "Twee vrijwilligers zetten een tent op" };
const button = { label: "Doe mee", url: "/vacancies/search", variant: "primary" };
const card = { title: "Taalmaatje", text: "Help iemand Nederlands leren.", image, url: "/taalmaatje" };

/** For every type: one block the schema takes, and one it refuses with the pointer of the field at fault. */
const EXAMPLES: Record<ContentBlockType, { valid: object; invalid: [object, string] }> = {
  Markdown: { valid: { markdown: "Hallo **allemaal**" }, invalid: [{ markdown: " " }, "markdown"] },
  Image: { valid: { image, caption: "Op de markt" }, invalid: [{ image: { upload: 7, alt: "" } }, "image/alt"] },
  ImageTextButtons: {
    valid: { title: "Word vrijwilliger", text: "Eerste alinea.\n\nTweede.", image, side: "left", buttons: [button] },
    invalid: [{ title: "Word vrijwilliger", text: "Tekst", image, side: "top", buttons: [] }, "side"],
  },
  FourCards: {
    valid: { cards: [card, { title: "Zonder link", text: "", url: " " }] },
    invalid: [{ cards: [card, card, card, card, card] }, "cards"],
  },
  DynamicCards: {
    valid: { title: "Uitgelicht", columns: 3, cards: [card] },
    invalid: [{ columns: 5, cards: [card] }, "columns"],
  },
  YouTube: {
    valid: { video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Een dag bij de voedselbank" },
    invalid: [{ video: "https://vimeo.com/12345", title: "Een dag bij de voedselbank" }, "video"],
  },
  TextWithUsps: {
    valid: { title: "Waarom vrijwilligen?", usps: ["Nieuwe mensen", "Iets leren"], button },
    invalid: [{ title: "Waarom vrijwilligen?", usps: [] }, "usps"],
  },
  QuoteBlock: {
    valid: { quote: "Ik kom elke week met plezier.", author: "Fatima", role: "Taalmaatje", image },
    invalid: [{ quote: "Ik kom elke week met plezier.", author: "" }, "author"],
  },
  PhotoSlideshow: {
    valid: { slides: [{ image }, { image, caption: "Tweede" }] },
    invalid: [{ slides: [{ image }] }, "slides"],
  },
  PhotoHero: {
    valid: { title: "Samen maken we Oldebroek", lead: "Doe mee", image, button: { ...button, variant: "white" } },
    invalid: [{ title: "Samen maken we Oldebroek", image: { alt: "Geen upload" } }, "image/upload"],
  },
  Hotlinks: {
    valid: { links: [{ label: "Vacaturebank", url: "/vacancies/search" }] },
    invalid: [{ links: [{ label: "Gevaar", url: "javascript:alert(1)" }] }, "links/0/url"],
  },
  CallToAction: {
    valid: { title: "Doe mee", button },
    invalid: [{ title: "Doe mee", button: { ...button, variant: "pink" } }, "button/variant"],
  },
  DualCta: {
    valid: {
      items: [
        { title: "Ik zoek werk", button },
        { title: "Ik zoek mensen", text: "Meld u aan", button },
      ],
    },
    invalid: [{ items: [{ title: "Ik zoek werk", button }] }, "items"],
  },
  NewsCarousel: { valid: { title: "Nieuws", count: 3 }, invalid: [{ count: 4 }, "count"] },
  SectionTitle: { valid: { title: "Wie we zijn" }, invalid: [{ title: "" }, "title"] },
  BuilderForm: { valid: { title: "Aanmelden", form: 12 }, invalid: [{ form: "een formulier" }, "form"] },
  LogoBar: { valid: {}, invalid: [{ title: 12 }, "title"] },
  VacancyCategories: {
    valid: {
      categories: [
        { facet: "vacancy_type", value: "activity" },
        { facet: "tags", value: "nldoet", label: "NLdoet" },
      ],
    },
    invalid: [{ categories: [{ facet: "vacancy_type", value: "nldoet" }] }, "categories/0/value"],
  },
  HeroWithSearch: { valid: { title: "Vind vrijwilligerswerk" }, invalid: [{ title: "Hi" }, "title"] },
  RetentionPeriods: { valid: {}, invalid: [{ title: 12 }, "title"] },
  AccessibilityFigures: { valid: {}, invalid: [{ title: 12 }, "title"] },
};

describe("content block schemas", () => {
  it.each(CONTENT_BLOCK_TYPES)("%s takes a good block and points at the field of a bad one", (type) => {
    const { valid, invalid } = EXAMPLES[type];
    expect(contentBlockSchema.safeParse({ id: "a", type, ...valid }).success).toBe(true);
    const result = contentBlockSchema.safeParse({ id: "a", type, ...invalid[0] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("/"))).toContain(invalid[1]);
  });

  it("keeps a YouTube video as its id, from any of YouTube's links", () => {
    for (const link of [
      "dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(youTubeId(link), link).toBe("dQw4w9WgXcQ");
    }
    expect(youTubeId("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    const parsed = contentBlockSchema.parse({ id: "a", type: "YouTube", video: "https://youtu.be/dQw4w9WgXcQ", title: "Film" });
    expect(parsed).toMatchObject({ video: "dQw4w9WgXcQ" });
  });

  it("drops what a client says of where an image is served: only the upload and alt text count", () => {
    const parsed = contentBlockSchema.parse({ id: "a", type: "Image", image: { ...image, extra: "x" } });
    expect(parsed).toEqual({ id: "a", type: "Image", image });
  });
});
