import { describe, expect, it } from "vitest";
import { localePath, switchLocaleHref } from "./locale";

describe("locale paths", () => {
  it("prefixes app paths with the locale", () => {
    expect(localePath("nl", "/")).toBe("/nl");
    expect(localePath("en", "/switch")).toBe("/en/switch");
    expect(localePath("en", "vacancies/search")).toBe("/en/vacancies/search");
  });

  it("switches language on the same page, keeping query and hash", () => {
    expect(switchLocaleHref("/nl/test/colors", "?a=1", "#top", "en")).toBe("/en/test/colors?a=1#top");
    expect(switchLocaleHref("/en", "", "", "nl")).toBe("/nl");
    expect(switchLocaleHref("/switch", "", "", "en")).toBe("/en/switch");
  });
});
