import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { screensTestApp } from "../../server/test/screens";

// Decision 28: on /en, the centre's English where it wrote it, else its Dutch marked as Dutch and said to be so.

const screens = screensTestApp();

const alternates = (document: Document) =>
  [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute("hreflang"),
    new URL(link.getAttribute("href") ?? "").pathname,
  ]);
const canonical = (document: Document) =>
  new URL(document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "").pathname;

describe("a page in two languages", () => {
  it("is English on /en, with no Dutch note, and names its languages for search engines", async () => {
    const { status, screen, document } = await screens.open("/en/over-ons", { tenant: "public" });
    expect(status).toBe(200);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("About Vrijwilligerscentrum Nijmegen");
    expect(heading.closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(screen.queryByTestId("only-in-dutch")).toBeNull();
    expect(canonical(document)).toBe("/en/over-ons");
    expect(alternates(document)).toEqual([
      ["nl", "/nl/over-ons"],
      ["en", "/en/over-ons"],
      ["x-default", "/nl/over-ons"],
    ]);
    const dutch = await screens.open("/nl/over-ons", { tenant: "public" });
    expect(dutch.screen.getByRole("heading", { level: 1 }).textContent).toBe("Over Vrijwilligerscentrum Nijmegen");
    expect(alternates(dutch.document)).toHaveLength(3);
  });

  it("has an English menu and footer on /en where the centre wrote them", async () => {
    const { screen } = await screens.open("/en/over-ons", { tenant: "public" });
    const about = screen.getAllByText("About us")[0];
    expect(about.closest("[lang]")?.getAttribute("lang")).toBe("en");
    const footer = within(screen.getByRole("contentinfo"));
    const hours = footer.getByRole("heading", { name: "Opening hours" });
    expect(hours.closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(footer.queryByText("Openingstijden")).toBeNull();
  });
});

describe("a page only in Dutch", () => {
  it("shows its Dutch on /en marked lang=nl, says so, and points search engines to the Dutch page", async () => {
    const { status, screen, document } = await screens.open("/en/privacy", { tenant: "public" });
    expect(status).toBe(200);
    expect(screen.getByTestId("only-in-dutch").textContent).toBe("This text is only available in Dutch.");
    expect(screen.getByRole("heading", { level: 1 }).closest("[lang]")?.getAttribute("lang")).toBe("nl");
    expect(canonical(document)).toBe("/nl/privacy");
    expect(alternates(document)).toEqual([]);
    const dutch = await screens.open("/nl/privacy", { tenant: "public" });
    expect(dutch.screen.queryByTestId("only-in-dutch")).toBeNull();
  });

  it("is every page of a centre that publishes only Dutch, menu and footer included", async () => {
    const { screen } = await screens.open("/en/over-ons", { tenant: "oldebroek" });
    expect(screen.getByTestId("only-in-dutch")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).closest("[lang]")?.getAttribute("lang")).toBe("nl");
    const hours = within(screen.getByRole("contentinfo")).getByRole("heading", { name: "Openingstijden" });
    expect(hours.closest("[lang]")?.getAttribute("lang")).toBe("nl");
  });
});

describe("the sitemap", () => {
  it("names the English address only of pages that have English", async () => {
    const xml = await (await screens.app().request("/sitemap.xml", { headers: { host: "localhost:3000" } })).text();
    const origin = "http://localhost:3000";
    for (const path of ["/nl/over-ons", "/en/over-ons", "/en", "/en/nieuws/nl-doet-2027", "/nl/privacy"]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    expect(xml).not.toContain(`${origin}/en/privacy<`);
    const dutchOnly = await (
      await screens.app().request("/sitemap.xml", { headers: { host: "oldebroek.localhost:3000" } })
    ).text();
    expect(dutchOnly).not.toContain("/en");
  });
});
