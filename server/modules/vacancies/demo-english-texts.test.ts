import { describe, expect, it } from "vitest";
import { ENGLISH_BY_DUTCH_TITLE, englishOfDemo } from "./demo-english-texts";
import { ALL_TEXTS } from "./demo-vacancy-builder";

describe("the demo vacancies in English", () => {
  it("translate by the Dutch title, keeping the town a title names", () => {
    expect(englishOfDemo("Chauffeur voor de voedselbank", "Nijmegen")?.titleEn).toBe("Driver for the food bank");
    expect(englishOfDemo("Chauffeur voor de voedselbank in Nijmegen", "Nijmegen")?.titleEn).toBe(
      "Driver for the food bank in Nijmegen",
    );
    expect(englishOfDemo("Klusdag in de belevingstuin", null)?.descriptionEn).toMatch(/^<p>One day of work/);
    expect(englishOfDemo("Magazijnmedewerker", "Ede")).toBeNull();
  });

  it("name only titles the demo draws", () => {
    const titles = new Set(ALL_TEXTS.flatMap((text) => text.titles));
    expect(Object.keys(ENGLISH_BY_DUTCH_TITLE).filter((title) => !titles.has(title))).toEqual([]);
  });
});
