import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES } from "../locales/languages";
import { AUTHORED_LANGUAGE, CONTENT_LANGUAGES, contentLanguageFor } from "./content-languages";

describe("content languages", () => {
  // contract/ and locales/ import only themselves (scripts/check-layers.mjs), so each keeps the list: this keeps them one.
  it("are the languages the interface has content and mails in", () => {
    expect([...CONTENT_LANGUAGES]).toEqual([...CONTENT_LOCALES]);
    expect(AUTHORED_LANGUAGE).toBe(CONTENT_LOCALES[0]);
  });

  it("give the reader's language only where the centre publishes it and the text has it", () => {
    const everything = () => true;
    expect(contentLanguageFor("en", ["nl", "en"], everything)).toBe("en");
    expect(contentLanguageFor("en", ["nl"], everything)).toBe("nl");
    expect(contentLanguageFor("en", ["nl", "en"], (language) => language === "nl")).toBe("nl");
    expect(contentLanguageFor("ar-xb", ["nl", "en"], everything)).toBe("nl");
  });
});
