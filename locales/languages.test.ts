import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  contentLocaleOf,
  intlLocale,
  isLocale,
  LANGUAGES,
  languageOf,
  localeFromAcceptLanguage,
  switchableLocales,
  TEXT_LOCALES,
} from "./languages";
import { pseudoText } from "./pseudo-locale";
import { resources } from "./resources";
import { createTranslator, provideTestLanguages } from "./translate";

const folder = import.meta.dirname;
const namespaceFiles = (code: string) =>
  [...readdirSync(path.join(folder, code)), ...readdirSync(path.join(folder, code, "lazy"))]
    .filter((name) => name.endsWith(".json"))
    .sort();

afterEach(() => vi.unstubAllEnvs());

describe("a language is its folder and one entry in LANGUAGES", () => {
  it.each(TEXT_LOCALES)("%s has every namespace file, a browser catalogue and the server's texts", (code) => {
    expect(namespaceFiles(code)).toEqual(namespaceFiles("nl"));
    expect(existsSync(path.join(folder, `catalogue-${code}.ts`))).toBe(true);
    expect(Object.keys(resources[code]).sort()).toEqual(Object.keys(resources.nl).sort());
  });

  it("every entry is a path segment, a direction and an Intl locale", () => {
    vi.stubEnv("PSEUDO_LOCALE", "true");
    for (const language of LANGUAGES) {
      expect(isLocale(language.code)).toBe(true);
      expect(["ltr", "rtl"]).toContain(language.dir);
      expect(Intl.DateTimeFormat.supportedLocalesOf([language.intl])).toEqual([language.intl]);
    }
  });

  it("serves the test language only when the environment asks for it", () => {
    expect(isLocale("ar-xb")).toBe(false);
    expect(localeFromAcceptLanguage("ar-XB, en;q=0.5")).toBe("en");
    vi.stubEnv("PSEUDO_LOCALE", "true");
    expect(isLocale("ar-xb")).toBe(true);
    expect(localeFromAcceptLanguage("ar-XB, en;q=0.5")).toBe("ar-xb");
  });

  it("offers the real languages in the switch, and the test language only while a page is in it", () => {
    expect(switchableLocales("nl")).toEqual(["nl", "en"]);
    expect(switchableLocales("ar-xb")).toEqual(["nl", "en", "ar-xb"]);
  });

  it("gives a test language its source's content and formats, and its own direction", () => {
    expect(languageOf("ar-xb").dir).toBe("rtl");
    expect(languageOf("nl").dir).toBe("ltr");
    expect(contentLocaleOf("ar-xb")).toBe("en");
    expect(contentLocaleOf("nl")).toBe("nl");
    expect(intlLocale("ar-xb")).toBe("en-GB");
  });
});

describe("the right-to-left test language", () => {
  const catalogues = () => ({
    nl: { common: { hello: "Hallo {{name}}", only: "Alleen Nederlands" } },
    en: { common: { hello: "Hello {{name}}", item_one: "{{count}} item", item_other: "{{count}} items" } },
  });
  provideTestLanguages(pseudoText);
  const t = createTranslator("ar-xb", catalogues, (tag, value) => new Intl.NumberFormat(tag).format(value));

  it("shows the English text accented, bracketed and each word right to left, its placeholders filled in", () => {
    expect(t("hello", { name: "Ann" })).toBe("[\u202eĤèĺĺö\u202c Ann]");
  });

  it("takes English plurals and falls back to Dutch, both made strange", () => {
    expect(t("item", { count: 2 })).toBe("[2 \u202eîţèɱš\u202c]");
    expect(t("only")).toBe("[\u202eÀĺĺèèñ\u202c \u202eÑèδèŕĺàñδš\u202c]");
  });
});
