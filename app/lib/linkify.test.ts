import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue, translatorFor } from "./i18n";
import { linkify } from "./linkify";
import { timeAgo } from "./time-ago";

describe("linkify", () => {
  it("splits text and addresses, leaving sentence punctuation out of the link", () => {
    expect(linkify("Zie https://example.org/a?b=1. En www.voorbeeld.nl!")).toEqual([
      { kind: "text", text: "Zie " },
      { kind: "link", text: "https://example.org/a?b=1", href: "https://example.org/a?b=1" },
      { kind: "text", text: ". En " },
      { kind: "link", text: "www.voorbeeld.nl", href: "https://www.voorbeeld.nl" },
      { kind: "text", text: "!" },
    ]);
  });

  it("never makes a link of other schemes or markup", () => {
    const parts = linkify('javascript:alert(1) <a href="x">y</a>');
    expect(parts).toEqual([{ kind: "text", text: 'javascript:alert(1) <a href="x">y</a>' }]);
  });
});

describe("timeAgo", () => {
  beforeAll(() => Promise.all([loadCatalogue("nl"), loadCatalogue("en")]));
  const now = new Date("2026-03-01T12:00:00Z");
  const ago = (seconds: number, locale: "nl" | "en") =>
    timeAgo(new Date(now.getTime() - seconds * 1000), now, locale, translatorFor(locale));

  it("says 'just now' under a minute, then the largest whole unit", () => {
    expect(ago(59, "en")).toBe("just now");
    expect(ago(59, "nl")).toBe("zojuist");
    expect(ago(5 * 60, "en")).toBe("5 minutes ago");
    expect(ago(3 * 3600, "nl")).toBe("3 uur geleden");
    expect(ago(24 * 3600, "en")).toBe("yesterday");
  });
});
