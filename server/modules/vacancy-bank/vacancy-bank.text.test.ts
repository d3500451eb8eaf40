import { describe, expect, it } from "vitest";
import { forEachLexeme } from "./vacancy-bank.index";
import { amsterdamMidnight, topK } from "./vacancy-bank.query";
import { editDistance } from "./vacancy-bank.text";

describe("reading a search vector", () => {
  it("gives each lexeme once with its best weight class, D where no letter is given, quotes unescaped", () => {
    const seen: string[] = [];
    forEachLexeme("'fiets':3A,7C 'o''brien':2 'taal' 'x':1C,2B", (lexeme, weight) => seen.push(`${lexeme}/${weight}`));
    expect(seen).toEqual(["fiets/0", "o'brien/3", "taal/3", "x/1"]);
  });
});

describe("edit distance", () => {
  it("counts a swap of neighbours as one edit and gives up past the limit", () => {
    expect(editDistance("voedselbnak", "voedselbank", 2)).toBe(1);
    expect(editDistance("tuinmn", "tuinman", 1)).toBe(1);
    expect(editDistance("chaufeur", "chauffeur", 1)).toBe(1);
    expect(editDistance("reparatie", "repareren", 2)).toBe(3);
    expect(editDistance("kort", "langer woord", 2)).toBe(3);
  });
});

describe("the first k in order", () => {
  it("equals sorting everything and taking the first k, also past the heap's threshold", () => {
    const items = Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000);
    const compare = (a: number, b: number) => a - b;
    for (const k of [0, 1, 25, 100, 124, 125, 600])
      expect(topK([...items], k, compare)).toEqual([...items].sort(compare).slice(0, Math.max(0, k)));
  });
});

describe("days in Dutch time", () => {
  it("starts a day at midnight in Amsterdam, in winter, in summer and on the day the clocks change", () => {
    expect(new Date(amsterdamMidnight("2030-01-15", 0)).toISOString()).toBe("2030-01-14T23:00:00.000Z");
    expect(new Date(amsterdamMidnight("2030-06-01", 0)).toISOString()).toBe("2030-05-31T22:00:00.000Z");
    expect(new Date(amsterdamMidnight("2030-06-30", 1)).toISOString()).toBe("2030-06-30T22:00:00.000Z");
    expect(new Date(amsterdamMidnight("2030-03-31", 0)).toISOString()).toBe("2030-03-30T23:00:00.000Z");
    expect(new Date(amsterdamMidnight("2030-10-27", 0)).toISOString()).toBe("2030-10-26T22:00:00.000Z");
  });
});
