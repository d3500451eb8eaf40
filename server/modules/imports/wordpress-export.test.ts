import { describe, expect, it } from "vitest";
import { ImportFileError } from "./import-table";
import { isWordPressExport, readWordPressExport, wordPressHtml } from "./wordpress-export";
import { SITE_EXPORT, wordPressExport } from "./wordpress-export.test-data";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("a WordPress export read as a table", () => {
  it("is told from a CSV by its bytes", () => {
    expect(isWordPressExport(bytes(SITE_EXPORT))).toBe(true);
    expect(isWordPressExport(bytes("Naam;Plaats\nAnker;Wezep"))).toBe(false);
    expect(isWordPressExport(bytes('<?xml version="1.0"?><rss><channel></channel></rss>'))).toBe(false);
  });

  it("suggests the site's own post type, leaves out WordPress's own and what is in the bin", () => {
    const { postType, postTypes, table } = readWordPressExport(bytes(SITE_EXPORT));
    expect(postType).toBe("vacature");
    expect(postTypes).toEqual([
      { name: "vacature", count: 2 },
      { name: "post", count: 1 },
    ]);
    expect(table.headers).toEqual([
      "id",
      "title",
      "summary",
      "description",
      "status",
      "category",
      "post_tag",
      "organisatie",
      "uren_per_week",
    ]);
    expect(table.rows.map((row) => row.cells.slice(0, 2))).toEqual([
      ["101", "Gastvrouw voor de koffieochtend"],
      ["102", "Klusser in en om het buurthuis"],
    ]);
    const [first, second] = table.rows;
    expect(first.cells.slice(2)).toEqual([
      "Koffie en een praatje",
      expect.stringContaining("<p>Koffie schenken en een praatje maken op <strong>dinsdag</strong>.</p>"),
      "published",
      "Zorg en welzijn",
      "ouderen",
      "Buurthuis Het Anker",
      "2,5",
    ]);
    expect(first.cells[3]).not.toContain("wp:paragraph");
    expect(second.cells[3]).toBe(
      "<p>Kleine klussen, zoals lampen vervangen.</p><p>Je werkt met <em>een vaste ploeg</em>.<br>Op afspraak.</p>",
    );
    expect(second.cells[4]).toBe("draft");
    expect(second.cells[6]).toBe("");
  });

  it("reads the post type asked for, and names the ones there are when it has none", () => {
    expect(readWordPressExport(bytes(SITE_EXPORT), "post").table.rows.map((row) => row.cells[1])).toEqual([
      "Nieuws van de centrale",
    ]);
    expect(() => readWordPressExport(bytes(SITE_EXPORT), "job_listing")).toThrow(
      expect.objectContaining({ reason: "postType", params: { postType: "job_listing", offered: "vacature (2), post (1)" } }),
    );
  });

  it("refuses an export with entity definitions of its own, and says so of one without posts", () => {
    const reasonOf = (text: string) => {
      try {
        readWordPressExport(bytes(text));
      } catch (error) {
        return error instanceof ImportFileError ? [error.reason, error.params] : error;
      }
    };
    const bomb = SITE_EXPORT.replace("<rss", '<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa">]>\n<rss');
    expect(reasonOf(bomb)).toEqual(["wordpress", {}]);
    expect(reasonOf(wordPressExport([]))).toEqual(["postType", { postType: "", offered: "-" }]);
  });

  it("gives classic text its paragraphs and keeps Gutenberg's HTML", () => {
    expect(wordPressHtml("Een\nregel\n\nTwee")).toBe("<p>Een<br>regel</p><p>Twee</p>");
    expect(wordPressHtml("<!-- wp:heading --><h2>Wat</h2><!-- /wp:heading -->")).toBe("<h2>Wat</h2>");
  });
});
