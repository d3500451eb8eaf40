import { describe, expect, it } from "vitest";
import { linkUrl } from "./content-blocks";
import { isLocalPath } from "./local-path";

// Issue 37 item 5: each of these is another host to a browser, or a header split.
const LEAVING = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%2F/evil.example",
  "/%252F/evil.example",
  "/%25255C/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/nl/profiel\r\nSet-Cookie: a=b",
  "https://evil.example",
  "javascript:alert(1)",
  "evil.example",
  "",
];

const LOCAL = ["/", "/vacancies/search", "/nl/profiel?tab=1#rollen", "/nl/vacancies/search?q=100%25", "/over-ons/caf%C3%A9"];

describe("isLocalPath: the one check of links and return addresses", () => {
  it.each(LEAVING)("refuses %j", (value) => {
    expect(isLocalPath(value)).toBe(false);
  });

  it.each(LOCAL)("takes %j", (value) => {
    expect(isLocalPath(value)).toBe(true);
  });

  it.each(LEAVING.filter((value) => !value.startsWith("http")))("a content block's link refuses %j", (value) => {
    expect(linkUrl.safeParse(value).success).toBe(false);
  });

  it("a content block's link still takes a page of ours and another site over https", () => {
    for (const value of [...LOCAL, "https://www.nov.nl/over", "http://example.org"]) expect(linkUrl.parse(value)).toBe(value);
  });
});
