import { describe, expect, it } from "vitest";
import type { BlockOf, ContentBlock } from "../../../contract/content-blocks";
import type { PageContent } from "../../../contract/pages";
import { comparePages } from "./page-comparison";

const version = (blocks: ContentBlock[], fields: Partial<PageContent> = {}): PageContent => ({
  title: "Over ons",
  summary: null,
  showTitleOnPage: true,
  metaTitle: null,
  metaDescription: null,
  ogTitle: null,
  ogDescription: null,
  blocks,
  ...fields,
});
const heading: ContentBlock = { id: "a", type: "SectionTitle", title: "Wie we zijn" };
const text: ContentBlock = { id: "b", type: "Markdown", markdown: "We helpen iedereen." };
const quote: ContentBlock = { id: "c", type: "QuoteBlock", quote: "Ik doe het graag.", author: "Anna" };
const photo = (upload: number, alt: string): BlockOf<"Image"> => ({
  id: "d",
  type: "Image",
  image: { upload, alt, url: `/u/${upload}` },
});

describe("comparing two versions of a page", () => {
  it("finds nothing between equal versions", () => {
    const result = comparePages(version([heading, text]), version([heading, text]));
    expect(result).toMatchObject({ same: true, fields: [] });
    expect(result.blocks.map((b) => [b.status, b.moved])).toEqual([
      ["same", false],
      ["same", false],
    ]);
  });

  it("names the page's own fields that changed, with what they were and are", () => {
    const result = comparePages(
      version([], { title: "Over ons", summary: "Wie we zijn." }),
      version([], { title: "Over de centrale", showTitleOnPage: false, metaTitle: "Centrale" }),
    );
    expect(result.same).toBe(false);
    expect(result.fields).toEqual([
      { path: ["title"], before: { kind: "text", text: "Over ons" }, after: { kind: "text", text: "Over de centrale" } },
      { path: ["summary"], before: { kind: "text", text: "Wie we zijn." }, after: undefined },
      { path: ["showTitleOnPage"], before: { kind: "flag", on: true }, after: { kind: "flag", on: false } },
      { path: ["metaTitle"], before: undefined, after: { kind: "text", text: "Centrale" } },
    ]);
  });

  it("tells added, removed, changed and moved blocks apart, a removed one where it stood", () => {
    const before = version([heading, text, quote]);
    const after = version([{ ...quote, author: "Anna de Vries" }, heading, photo(4, "Een foto")]);
    const result = comparePages(before, after);
    expect(result.blocks.map((b) => [b.block.id, b.status, b.moved])).toEqual([
      ["c", "changed", true],
      ["a", "same", true],
      ["b", "removed", false],
      ["d", "added", false],
    ]);
    expect(result.blocks[0].changes).toEqual([
      { path: ["author"], before: { kind: "text", text: "Anna" }, after: { kind: "text", text: "Anna de Vries" } },
    ]);
  });

  it("compares an image by its upload and alt text, not by where the server says it is served", () => {
    const served = photo(4, "Een foto");
    const elsewhere = { ...served, image: { ...served.image, url: "/elders.webp" } };
    expect(comparePages(version([served]), version([elsewhere])).same).toBe(true);
    const [block] = comparePages(version([served]), version([photo(5, "Een foto")])).blocks;
    expect(block.changes).toEqual([
      { path: ["image"], before: { kind: "image", image: served.image }, after: expect.objectContaining({ kind: "image" }) },
    ]);
  });

  it("follows fields inside lists, and a list item that is gone", () => {
    const cards = (titles: string[]): ContentBlock => ({
      id: "e",
      type: "DynamicCards",
      columns: 3,
      cards: titles.map((title) => ({ title })),
    });
    const [block] = comparePages(version([cards(["Koken", "Tuin"])]), version([cards(["Koken samen"])])).blocks;
    expect(block.changes).toEqual([
      { path: ["cards", 0, "title"], before: { kind: "text", text: "Koken" }, after: { kind: "text", text: "Koken samen" } },
      { path: ["cards", 1, "title"], before: { kind: "text", text: "Tuin" } },
    ]);
  });

  it("does not compare a Markdown block's HTML, which the server makes from its text", () => {
    const rendered = { ...text, html: "<p>We helpen iedereen.</p>" } as ContentBlock;
    expect(comparePages(version([rendered]), version([{ ...text, html: "<p>anders</p>" } as ContentBlock])).same).toBe(true);
  });
});
