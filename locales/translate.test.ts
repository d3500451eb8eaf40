import { describe, expect, it } from "vitest";
import { type Catalogue, createTranslator, onMissingText } from "./translate";

const catalogues: Record<"nl" | "en", Catalogue> = {
  nl: {
    common: { greeting: "Hallo {{name}}", nested: { deep: "Diep" }, onlyDutch: "Alleen Nederlands" },
    other: { items_one: "{{count}} ding", items_other: "{{count}} dingen", plain: "Gewoon", hours: "{{hours}} uur in {{year}}" },
  },
  en: {
    common: { greeting: "Hello {{ name }}", nested: { deep: "Deep" } },
    other: { items_one: "{{count}} thing", items_other: "{{count}} things" },
  },
};
// What contract/intl-formats.ts formatNumber does (a test of locales/ may import only locales/).
const formatNumber = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(value);
const nl = createTranslator("nl", () => catalogues, formatNumber);
const en = createTranslator("en", () => catalogues, formatNumber);

describe("createTranslator", () => {
  it("finds nested keys in the default namespace and in a named one", () => {
    expect(nl("nested.deep")).toBe("Diep");
    expect(en("nested.deep")).toBe("Deep");
    expect(nl("other:plain")).toBe("Gewoon");
  });

  it("fills placeholders, with or without spaces, and leaves unknown ones as they are", () => {
    expect(nl("greeting", { name: "Anna" })).toBe("Hallo Anna");
    expect(en("greeting", { name: "Anna" })).toBe("Hello Anna");
    expect(nl("greeting")).toBe("Hallo {{name}}");
  });

  it("picks the plural form by count", () => {
    expect(nl("other:items", { count: 1 })).toBe("1 ding");
    expect(nl("other:items", { count: 0 })).toBe("0 dingen");
    expect(en("other:items", { count: 3 })).toBe("3 things");
  });

  it("falls back to Dutch, then to the key without its namespace, and reports the key it had no text for", () => {
    const missing: string[] = [];
    const before = onMissingText((key, locale) => missing.push(`${locale} ${key}`));
    try {
      expect(en("onlyDutch")).toBe("Alleen Nederlands");
      expect(en("other:plain")).toBe("Gewoon");
      expect(missing).toEqual([]);
      expect(en("other:missing.key")).toBe("missing.key");
      expect(nl("nested")).toBe("nested");
    } finally {
      onMissingText(before);
    }
    expect(missing).toEqual(["en other:missing.key", "nl nested"]);
  });

  it("writes numbers the language's way: a decimal comma in Dutch, no thousands separator in a year", () => {
    expect(nl("other:hours", { hours: 1.5, year: 2026 })).toBe("1,5 uur in 2026");
    expect(en("other:hours", { hours: 1.5, year: 2026 })).toBe("1.5 uur in 2026");
    expect(nl("other:items", { count: 2.25 })).toBe("2,25 dingen");
    expect(nl("other:items", { count: 1 / 3 })).toBe("0,33 dingen");
  });
});
