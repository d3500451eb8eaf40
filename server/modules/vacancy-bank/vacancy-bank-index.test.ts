import { describe, expect, it } from "vitest";
import { bankDocument } from "./bank-document.test-data";
import { type BankDocument, BankIndex } from "./vacancy-bank-index";

const WORDS = Array.from({ length: 60 }, (_, i) => `woord${i}`);

/** A seeded vacancy whose search vector names a few words, common ones far more often than rare ones. */
function document(id: number, seed: number): BankDocument {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const words = new Set(Array.from({ length: 3 + Math.floor(next() * 8) }, () => WORDS[Math.floor(next() ** 3 * WORDS.length)]));
  const searchVector = [...words].map((word, i) => `'${word}':${i + 1}${"ABCD"[Math.floor(next() * 4)]}`).join(" ");
  return bankDocument(id, { organizationId: 1, searchVector });
}

/** Each word's postings as the index holds them: their bytes, and the slot of the last. */
const postingsOf = (index: BankIndex) =>
  Object.fromEntries(
    WORDS.map((word) => {
      const postings = index.postingsOf(word);
      return [word, postings && { bytes: [...postings.bytes.subarray(0, postings.used)], lastSlot: postings.lastSlot }];
    }),
  );

describe("a bulk load of the bank index", () => {
  const documents = Array.from({ length: 3000 }, (_, i) => document(i + 1, i + 7));
  const oneByOne = new BankIndex();
  for (const doc of documents) oneByOne.put(doc);
  const bulk = new BankIndex();
  bulk.startBulkLoad();
  for (const doc of documents) bulk.put(doc);
  bulk.finishBulkLoad();

  it("holds each word's postings in slot order as vacancies put one by one do, in less memory", () => {
    expect(postingsOf(bulk)).toEqual(postingsOf(oneByOne));
    expect(postingsOf(bulk).woord0?.bytes.length).toBeGreaterThan(1000);
    expect(bulk.typedArrayBytes()).toBeLessThan(oneByOne.typedArrayBytes());
  });

  it("takes in changes after it, past the room its packed lists keep", () => {
    for (let change = 0; change < 1500; change++) {
      const doc = document(1 + ((change * 37) % 3000), 10_000 + change);
      oneByOne.put(doc);
      bulk.put(doc);
    }
    for (const id of [5, 50, 500]) {
      oneByOne.remove(id);
      bulk.remove(id);
    }
    expect(postingsOf(bulk)).toEqual(postingsOf(oneByOne));
  });

  it("starts only on an empty index", () => {
    expect(() => bulk.startBulkLoad()).toThrow();
  });
});
