import { describe, expect, it } from "vitest";
import { bankDocument } from "./bank-document.test-data";
import { haversineKm } from "./vacancy-bank.query";
import { type BankDocument, BankIndex } from "./vacancy-bank-index";
import { type SimilarTo, similarInBank } from "./vacancy-bank-similar";

const NIJMEGEN = { latitude: 51.8426, longitude: 5.8528 };
const ARNHEM = { latitude: 51.9851, longitude: 5.8987 };
const EDE = { latitude: 52.0402, longitude: 5.6649 };

function indexOf(documents: BankDocument[]) {
  const index = new BankIndex();
  for (const organization of [1, 2, 3]) index.setOrganization(organization, organization !== 3, "NonProfit");
  for (const doc of documents) index.put(doc);
  return index;
}

const to = (input: Partial<SimilarTo> = {}): SimilarTo => ({
  id: 1,
  organizationId: 1,
  vacancyType: "volunteering",
  themes: ["sport"],
  ...NIJMEGEN,
  centerIds: null,
  now: 1_000,
  ...input,
});
const ids = (hits: { id: number }[]) => hits.map((hit) => hit.id);

describe("similar vacancies in the bank index", () => {
  const index = indexOf([
    bankDocument(1, { organizationId: 1, themes: ["sport"], ...NIJMEGEN }),
    bankDocument(2, { organizationId: 1, themes: ["sport"], ...NIJMEGEN }), // its own organization's
    bankDocument(3, { themes: ["sport"], ...EDE }),
    bankDocument(4, { vacancyType: "activity", themes: ["sport"], ...ARNHEM }), // a shared theme, another type
    bankDocument(5, { ...ARNHEM }), // the type alone, as near as 4
    bankDocument(6, { vacancyType: "activity", themes: ["culture"], ...NIJMEGEN }), // nothing shared
    bankDocument(7, { themes: ["sport"] }), // no place
    bankDocument(8, { themes: ["sport"], ...NIJMEGEN, expiresAt: 500 }), // closed
    bankDocument(9, { organizationId: 3, themes: ["sport"], ...NIJMEGEN }), // an organization not approved
    bankDocument(10, { themes: ["sport"], centerId: 2, ...NIJMEGEN }), // another centre
    bankDocument(11, { themes: ["sport"] }), // no place, newer than 7
  ]);

  it("takes the nearest first, a shared theme before the type alone, then one without a place, the newest first", () => {
    expect(ids(similarInBank(index, to(), 10))).toEqual([10, 4, 5, 3, 11, 7]);
    expect(ids(similarInBank(index, to(), 3))).toEqual([10, 4, 5]);
    const [nearest] = similarInBank(index, to(), 1);
    expect(nearest.distanceKm).toBeCloseTo(0, 5);
  });

  it("keeps to the centres asked, and orders by the newest when the vacancy has no place", () => {
    expect(ids(similarInBank(index, to({ centerIds: [1] }), 3))).toEqual([4, 5, 3]);
    const nowhere = similarInBank(index, to({ latitude: null, longitude: null, centerIds: [1] }), 10);
    expect(ids(nowhere)).toEqual([11, 7, 4, 3, 5]);
    expect(nowhere.every((hit) => hit.distanceKm === null)).toBe(true);
  });

  it("finds those of the type when the vacancy has no themes, and none when nothing is alike", () => {
    expect(ids(similarInBank(index, to({ themes: [], vacancyType: "activity" }), 10))).toEqual([6, 4]);
    expect(similarInBank(index, to({ themes: [], vacancyType: "language" }), 3)).toEqual([]);
  });
});

describe("similar vacancies walked out from the vacancy's latitude, or from the newest", () => {
  // A fixed sequence, so a failure can be repeated.
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const THEMES = ["sport", "culture", "nature-animals", "care-welfare"];
  const randomDocument = (id: number) =>
    bankDocument(id, {
      organizationId: 1 + Math.floor(random() * 3),
      vacancyType: random() < 0.5 ? "volunteering" : "activity",
      themes: [THEMES[Math.floor(random() * THEMES.length)]],
      // One in ten without a place; several on the very same spot.
      ...(random() < 0.1 ? {} : random() < 0.1 ? ARNHEM : { latitude: 50.8 + random() * 2.6, longitude: 3.4 + random() * 3.8 }),
      publishedAt: Math.floor(random() * 50),
      expiresAt: random() < 0.1 ? 500 : Number.POSITIVE_INFINITY,
    });

  // Every alike in order, from the whole list: what the walk must find.
  function everyAlike(docs: Map<number, BankDocument>, like: SimilarTo, count: number) {
    const distance = (doc: BankDocument) =>
      like.latitude === null || doc.latitude === null || doc.longitude === null
        ? Number.POSITIVE_INFINITY
        : haversineKm(like.latitude, like.longitude as number, doc.latitude, doc.longitude);
    const theme = (doc: BankDocument) => doc.themes.some((t) => like.themes.includes(t));
    return [...docs.values()]
      .filter((doc) => doc.id !== like.id && doc.organizationId !== like.organizationId && doc.organizationId !== 3)
      .filter((doc) => doc.expiresAt > like.now && (theme(doc) || doc.vacancyType === like.vacancyType))
      .sort(
        (a, b) =>
          (distance(a) === distance(b) ? 0 : distance(a) - distance(b)) ||
          Number(theme(b)) - Number(theme(a)) ||
          b.publishedAt - a.publishedAt ||
          b.id - a.id,
      )
      .slice(0, count)
      .map((doc) => doc.id);
  }

  it("finds what a scan of every vacancy finds, also after vacancies were added, changed and removed", () => {
    const docs = new Map<number, BankDocument>();
    for (let id = 1; id <= 3_000; id++) docs.set(id, randomDocument(id));
    const index = indexOf([...docs.values()]);
    const check = () => {
      for (let i = 0; i < 40; i++) {
        const vacancy = docs.get(1 + Math.floor(random() * 3_000)) ?? randomDocument(0);
        const like = to({ ...vacancy, latitude: vacancy.latitude, longitude: vacancy.longitude });
        // The same vacancy without a place: walked from the newest instead.
        const nowhere = to({ ...vacancy, latitude: null, longitude: null });
        // Without themes: the type alone, the newest first.
        const typeOnly = to({ ...vacancy, themes: [], latitude: null, longitude: null });
        for (const one of [like, nowhere, typeOnly])
          for (const count of [1, 3, 12]) expect(ids(similarInBank(index, one, count))).toEqual(everyAlike(docs, one, count));
      }
    };
    check();
    // Fewer than a twentieth new: the kept order and the newer slots apart; then more: the order made again.
    for (const changes of [100, 400]) {
      for (let i = 0; i < changes; i++) {
        const id = 1 + Math.floor(random() * 3_200);
        if (random() < 0.2) {
          index.remove(id);
          docs.delete(id);
        } else {
          const doc = randomDocument(id);
          index.put(doc);
          docs.set(id, doc);
        }
      }
      check();
    }
  });
});
