import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

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
