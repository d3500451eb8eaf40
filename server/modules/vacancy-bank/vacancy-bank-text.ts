import type { BankIndex, Postings } from "./vacancy-bank-index";
import { giveBack, takeZeroed } from "./vacancy-bank-scratch";

/**
 * Words of a plain query against the bank's inverted index, with the rules of the SQL search (vacancy-search-sql.ts):
 * a word matches a vacancy whose vector holds its Dutch or English stem, or a lexeme starting with a stem of four
 * letters or more ('fiets' finds 'fietsen' and back); every word must match. A word that matches nothing in the whole
 * bank is taken to be misspelt, and matches title words one or two edits away, ranked far below real matches.
 */
export interface QueryWord {
  /** The word as typed, lower case. */
  word: string;
  /** Its Dutch and English stems (PostgreSQL's snowball stemmers), matched whole. */
  exact: string[];
  /** Stems of four letters or more, matched as prefixes. */
  prefixes: string[];
}

/** Relevance per weight class: title (A), summary (B), Dutch (C) and English (D) description. */
const WEIGHT = [1, 0.4, 0.2, 0.1];
const PREFIX_FACTOR = 0.9;
/** A misspelt word's match counts this much of a real one: it always ranks below a vacancy that has the word. */
const TYPO_FACTOR = 0.01;

/** Stems as ts_lexize gives them (d: Dutch, dd: Dutch stem of that stem, e: English) to the word's terms. */
export function toQueryWord(word: string, d: string, dd: string, e: string): QueryWord {
  // A prefix shorter than four letters ('oud:*' from "ouderen") would match a third of the bank.
  const dutch = dd.length >= 4 ? dd : d;
  const loose = [...new Set([dutch, e])];
  return {
    word,
    exact: [...new Set([d, e, ...loose.filter((s) => s.length < 4)])],
    prefixes: loose.filter((s) => s.length >= 4),
  };
}

/** The words of a query; several words are also tried as one compound ("taal maatje" finds "taalmaatje"). */
export interface QueryText {
  words: QueryWord[];
  compound: QueryWord | null;
}

/** The slots that match, and each slot's relevance (0 for a slot that does not match): giveBack(relevance, slots) after use. */
export interface TextMatches {
  slots: number[];
  relevance: Float64Array;
}

/** Every slot that matches all words (or the compound), with its relevance. */
export function matchText(index: BankIndex, { words, compound }: QueryText): TextMatches {
  const result = matchWords(index, words);
  // The compound stands for every word of the query, so it scores as each of them found where it was found.
  if (compound) {
    const joined = matchWords(index, [compound]);
    for (const slot of joined.slots) {
      if (result.relevance[slot] === 0) result.slots.push(slot);
      result.relevance[slot] = Math.max(joined.relevance[slot] * words.length, result.relevance[slot]);
    }
    giveBack(index, joined.relevance, joined.slots);
  }
  return result;
}

/** Scores by slot in an array rather than a Map: a common word has tens of thousands of postings per search. */
function matchWords(index: BankIndex, words: QueryWord[]): TextMatches {
  let result: TextMatches | null = null;
  for (const word of words) {
    const previous = result?.relevance ?? null;
    const best = takeZeroed(index);
    const found: number[] = [];
    // The postings' varints (vacancy-bank-index.ts) read in place: the hot loop of a text search, no call per posting.
    const add = ({ bytes, used }: Postings, factor: number, titleOnly = false) => {
      let slot = 0;
      for (let i = 0; i < used; ) {
        let byte = bytes[i++];
        let value = byte & 0x7f;
        for (let shift = 7; byte & 0x80; shift += 7) {
          byte = bytes[i++];
          value |= (byte & 0x7f) << shift;
        }
        slot += value >>> 2;
        const weight = value & 3;
        if (titleOnly && weight !== 0) continue;
        // Every score is above 0, so 0 is "not found": by an earlier word, or yet by this one.
        if (previous && previous[slot] === 0) continue;
        const score = WEIGHT[weight] * factor;
        if (best[slot] === 0) found.push(slot);
        if (score > best[slot]) best[slot] = score;
      }
    };
    let known = false;
    for (const stem of word.exact) {
      const postings = index.postingsOf(stem);
      if (postings) add(postings, 1);
      known ||= postings !== undefined;
    }
    for (const prefix of word.prefixes)
      for (const [lexeme, postings] of index.postingsFrom(prefix)) {
        known = true;
        if (!word.exact.includes(lexeme)) add(postings, PREFIX_FACTOR);
      }
    if (!known) for (const postings of typoPostings(index, word)) add(postings, TYPO_FACTOR, true);
    if (previous && result) {
      for (const slot of found) best[slot] += previous[slot];
      giveBack(index, previous, result.slots);
    }
    result = { slots: found, relevance: best };
    if (!found.length) break;
  }
  return result ?? { slots: [], relevance: takeZeroed(index) };
}

/** Lexemes within one edit of a word of five letters or more, two from nine; the first letter must be right. */
function* typoPostings(index: BankIndex, word: QueryWord): Generator<Postings> {
  const forms = [...new Set([word.word, ...word.exact])].filter((f) => f.length >= 5);
  if (!forms.length) return;
  const maxEdits = word.word.length >= 9 ? 2 : 1;
  for (const [lexeme, postings] of index.postingsFrom(word.word[0]))
    if (forms.some((form) => editDistance(form, lexeme, maxEdits) <= maxEdits)) yield postings;
}

/** Optimal string alignment distance (a swap of neighbours is one edit), given up past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}
