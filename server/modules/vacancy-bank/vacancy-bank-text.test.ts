import { describe, expect, it } from "vitest";
import { bankDocument } from "./bank-document.test-data";
import { amsterdamMidnight, type BankQuery, queryBank, topK } from "./vacancy-bank.query";
import { type BankDocument, BankIndex, forEachLexeme } from "./vacancy-bank-index";
import { editDistance, matchText, type QueryText, toQueryWord } from "./vacancy-bank-text";

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

describe("searches one after another", () => {
  const vectors = ["'fiets':1A 'taal':3C", "'fiets':2B", "'taal':1A 'maatj':2A", "'taalmaatj':1A", "'kok':1A 'fiets':4D"];
  const documents = vectors.map(
    (searchVector, i): BankDocument => ({
      id: i + 1,
      centerId: 1,
      organizationId: 1,
      publishedAt: 1000 + i,
      expiresAt: Number.POSITIVE_INFINITY,
      latitude: 52 + i / 100,
      longitude: 5.8,
      vacancyType: "volunteering",
      helpKind: null,
      tags: i % 2 ? ["regularly"] : [],
      themes: [],
      ageGroupIds: [],
      booleans: {
        from_home: false,
        vog_required: false,
        expenses_reimbursed: false,
        wheelchair_accessible: false,
        remote: false,
      },
      hoursPerWeek: null,
      minimumAge: null,
      languageLevel: "none",
      updatedAt: 0,
      searchVector,
      dates: [],
    }),
  );
  const indexOf = () => {
    const index = new BankIndex();
    index.setOrganization(1, true, "NonProfit");
    for (const doc of documents) index.put(doc);
    return index;
  };
  const words = (...list: string[]): QueryText => ({
    words: list.map((w) => toQueryWord(w, w, w, w)),
    compound: list.length > 1 ? toQueryWord(list.join(""), list.join(""), list.join(""), list.join("")) : null,
  });
  const query = (text: QueryText | null, point: BankQuery["point"] = null): BankQuery => ({
    filter: text ? { q: "x" } : {},
    sort: text ? "relevance" : point ? "distance" : "newest",
    page: { number: 1, size: 10 },
    centerIds: null,
    point,
    text,
    now: 0,
  });
  const near = { latitude: 52, longitude: 5.8, radiusKm: 3 } as BankQuery["point"];
  const searches = [
    query(words("fiets")),
    query(words("taal", "maatj")),
    query(null, near),
    query(words("kok", "fiets")),
    query(words("taal")),
  ];

  it("find what each finds on an index no search has used (the arrays they share are left clean)", () => {
    const used = indexOf();
    for (const search of [...searches, ...searches].reverse()) queryBank(used, search);
    for (const search of searches) expect(queryBank(used, search)).toEqual(queryBank(indexOf(), search));
    expect(queryBank(used, searches[1]).hits.map((hit) => hit.id)).toEqual([4, 3]);
  });
});

describe("a word's postings far apart", () => {
  // Slots 0, 20,000 and 20,001: the gaps take one, three and one byte in the index.
  const vectors = new Map([
    [0, "'rar':1A"],
    [20_000, "'rar':2C 'ander':1A"],
    [20_001, "'rar':1B"],
  ]);
  const load = (bulk: boolean) => {
    const index = new BankIndex();
    if (bulk) index.startBulkLoad();
    for (let slot = 0; slot <= 20_001; slot++)
      index.put(bankDocument(slot + 1, { searchVector: vectors.get(slot) ?? "'ander':1A" }));
    if (bulk) index.finishBulkLoad();
    return index;
  };

  it.each([true, false])("are found with their weight classes (loaded in bulk: %s)", (bulk) => {
    const index = load(bulk);
    const matches = matchText(index, { words: [toQueryWord("rar", "rar", "rar", "rar")], compound: null });
    expect(matches.slots.map((slot) => [slot, matches.relevance[slot]])).toEqual([
      [0, 1],
      [20_000, 0.2],
      [20_001, 0.4],
    ]);
  });
});
