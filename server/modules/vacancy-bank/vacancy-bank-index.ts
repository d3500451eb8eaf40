import { ORGANIZATION_TYPES } from "../../../contract/organization-options";
import { AGE_GROUP_IDS, HELP_KINDS, LANGUAGE_LEVELS, VACANCY_TAGS, VACANCY_TYPES } from "../../../contract/vacancy-options";
import { SEARCH_BOOLEAN_FIELDS } from "../../../contract/vacancy-search";
import { VACANCY_THEME_IDS } from "../../../contract/vacancy-themes";
import type { FacetName } from "./vacancy-search-sql";

/**
 * One tenant's published vacancies in memory, column by column, with an inverted index of their search vectors:
 * the public bank's filters, counts and ranking run over these arrays (vacancy-bank.query.ts), because exact facet
 * counts and common words read thousands of rows, which PostgreSQL cannot do a few hundred times a second on two
 * cores. PostgreSQL stays the source of truth (vacancy-bank-sync.ts fills and refreshes this).
 */

/** A vacancy as the bank index needs it; the search vector in PostgreSQL's text form ('lexeme':1A,5B ...). */
export interface BankDocument {
  id: number;
  centerId: number;
  organizationId: number;
  publishedAt: number;
  /** Milliseconds; Infinity when the vacancy never expires. */
  expiresAt: number;
  latitude: number | null;
  longitude: number | null;
  vacancyType: string;
  helpKind: string | null;
  tags: string[];
  themes: string[];
  ageGroupIds: number[];
  booleans: Record<(typeof SEARCH_BOOLEAN_FIELDS)[number], boolean>;
  hoursPerWeek: number | null;
  minimumAge: number | null;
  languageLevel: string;
  updatedAt: number;
  searchVector: string;
  /** An activity's dates as [start, end] in milliseconds; end is the start when the date has no end. */
  dates: [number, number][];
}

/** The facets in the order of their bit masks; each option is one bit of its facet's mask. */
export const FACETS: { name: FacetName; options: readonly string[] }[] = [
  { name: "vacancy_type", options: VACANCY_TYPES },
  { name: "help_kind", options: HELP_KINDS },
  { name: "tags", options: VACANCY_TAGS },
  // At most 16 options per facet: the bits are a Uint16Array.
  { name: "themes", options: VACANCY_THEME_IDS },
  { name: "age_group_ids", options: AGE_GROUP_IDS.map(String) },
  { name: "organization_type", options: ORGANIZATION_TYPES },
  ...SEARCH_BOOLEAN_FIELDS.map((name) => ({ name, options: ["true", "false"] })),
];
export const ORGANIZATION_FACET = FACETS.findIndex((f) => f.name === "organization_type");

/** The bits of these options in a facet's mask; a value that is not an option has none. */
export const optionBits = (options: readonly string[], values: readonly string[]) =>
  values.reduce((mask, value) => (options.includes(value) ? mask | (1 << options.indexOf(value)) : mask), 0);

/** A vacancy's options per facet; organization_type's come from its organization (setOrganization). */
function documentOptions(doc: BankDocument): Partial<Record<FacetName, string[]>> {
  const options: Partial<Record<FacetName, string[]>> = {
    vacancy_type: [doc.vacancyType],
    help_kind: doc.helpKind ? [doc.helpKind] : [],
    tags: doc.tags,
    themes: doc.themes,
    age_group_ids: doc.ageGroupIds.map(String),
  };
  for (const field of SEARCH_BOOLEAN_FIELDS) options[field] = [String(doc.booleans[field])];
  return options;
}

const UNKNOWN_LEVEL = 255;

const QUOTE = 39; // '
const COLON = 58; // :
const SPACE = 32;
const LETTER_A = 65;

/**
 * Each lexeme of a search vector in PostgreSQL's text form ("'fiets':3A,7C 'o''brien':2") with its best weight
 * class: A (title) 0 .. D (English description, or no letter) 3. A vector names each lexeme once. Hand-written
 * because it reads millions of lexemes when a bank loads (a regular expression took four times as long).
 */
export function forEachLexeme(vector: string, visit: (lexeme: string, weightClass: number) => void) {
  let i = 0;
  while (i < vector.length) {
    if (vector.charCodeAt(i) !== QUOTE) {
      i++;
      continue;
    }
    let end = i + 1;
    let escaped = false;
    for (;;) {
      end = vector.indexOf("'", end);
      if (end < 0) return;
      if (vector.charCodeAt(end + 1) !== QUOTE) break;
      escaped = true;
      end += 2;
    }
    const raw = vector.slice(i + 1, end);
    let best = 3;
    i = end + 1;
    if (vector.charCodeAt(i) === COLON)
      for (; i < vector.length && vector.charCodeAt(i) !== SPACE; i++) {
        const weight = vector.charCodeAt(i) - LETTER_A;
        if (weight >= 0 && weight < best) best = weight;
      }
    visit(escaped ? raw.replaceAll("''", "'") : raw, best);
  }
}

/**
 * A lexeme's postings in slot order, each a varint (7 bits a byte, low first) of (slot - the previous posting's slot) *
 * 4 + weight class: about a byte each for a common word, where an Int32 each took 49 MB at 100,000 vacancies (matchText
 * reads them). `bytes` may be a view into the index's packed postings, with room to grow; `used` bytes hold postings,
 * the last at `lastSlot`.
 */
export interface Postings {
  bytes: Uint8Array;
  used: number;
  lastSlot: number;
}

/** The posting's varint after the lexeme's last one: 1-5 bytes. */
const postingValue = (postings: Postings, slot: number, weight: number) => (slot - postings.lastSlot) * 4 + weight;
const varintSize = (value: number) => (value < 0x80 ? 1 : value < 0x4000 ? 2 : value < 0x200000 ? 3 : value < 0x10000000 ? 4 : 5);

function writeVarint(bytes: Uint8Array, at: number, value: number): number {
  let rest = value;
  while (rest >= 0x80) {
    bytes[at++] = (rest & 0x7f) | 0x80;
    rest >>>= 7;
  }
  bytes[at++] = rest;
  return at;
}

/** A lexeme's postings while a bulk load logs them: its number in the log. */
interface LoggedPostings extends Postings {
  logged: number;
}

const LOG_CHUNK = 1 << 20;

/**
 * A bulk load's postings in the order they come, as (lexeme number, posting's varint value) pairs in chunks that are
 * allocated once and given back whole: grown per lexeme, a load of 100,000 vacancies left some 75 MiB of freed small
 * arrays in malloc's heap, which it does not give back to the system.
 */
class PostingLog {
  private lexemes: Int32Array<ArrayBuffer>[] = [];
  private postings: Int32Array<ArrayBuffer>[] = [];
  private used = LOG_CHUNK;

  add(lexeme: number, posting: number) {
    if (this.used === LOG_CHUNK) {
      this.lexemes.push(new Int32Array(LOG_CHUNK));
      this.postings.push(new Int32Array(LOG_CHUNK));
      this.used = 0;
    }
    this.lexemes[this.lexemes.length - 1][this.used] = lexeme;
    this.postings[this.postings.length - 1][this.used++] = posting;
  }

  /** Each pair, in the order logged. */
  forEach(visit: (lexeme: number, posting: number) => void) {
    this.lexemes.forEach((lexemes, chunk) => {
      const postings = this.postings[chunk];
      const end = chunk === this.lexemes.length - 1 ? this.used : LOG_CHUNK;
      for (let i = 0; i < end; i++) visit(lexemes[i], postings[i]);
    });
  }

  /** Gives its chunks back now: left to the garbage collector, some 90 MB at 100,000 vacancies stayed for minutes. */
  release() {
    for (const chunk of [...this.lexemes, ...this.postings]) chunk.buffer.transfer(0);
    this.lexemes = [];
    this.postings = [];
    this.used = LOG_CHUNK;
  }
}

/** Bytes a packed lexeme keeps for the postings of later changes before its list moves out of the pack. */
const packSlack = (used: number) => Math.max(8, used >> 3);

const NO_POSTINGS = new Uint8Array(0);

type Column = Int32Array | Uint8Array | Uint16Array | Float64Array | Int16Array;

/** A copy of the column with room for `length` values (cut off when shorter). */
function resized<T extends Column>(a: T, length: number): T {
  const copy = new (a.constructor as new (n: number) => T)(length);
  copy.set(a.subarray(0, Math.min(length, a.length)));
  return copy;
}

/** The column itself while `need` values fit, else a copy of at least twice the room. */
const grown = <T extends Column>(a: T, need: number): T => (need <= a.length ? a : resized(a, Math.max(need, a.length * 2, 64)));

/** The first position in `sorted` whose value is not below `value`. */
export function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class BankIndex {
  /** Slots ever used; a changed vacancy gets a new slot and its old one dies. */
  size = 0;
  /** Moves on with every change, so what was worked out from the index can tell that it is out of date. */
  changes = 0;
  dead = 0;
  ids = new Int32Array(0);
  alive = new Uint8Array(0);
  /** Each slot's centre as a small number (centreSlotOf), so a search checks its centres in an array, not a Set. */
  centers = new Uint16Array(0);
  organizations = new Int32Array(0);
  publishedAt = new Float64Array(0);
  expiresAt = new Float64Array(0);
  latitude = new Float64Array(0);
  longitude = new Float64Array(0);
  /** Float64: tenths such as 1.2 must compare as the database compares them. */
  hoursPerWeek = new Float64Array(0);
  minimumAge = new Int16Array(0);
  languageLevel = new Uint8Array(0);
  updatedAt = new Float64Array(0);
  /**
   * The option bits of each slot's facets in FACETS order, FACETS.length values per slot side by side (one cache line
   * per row when counting); organization_type's value is 0 here, it lives with the organization.
   */
  facetBits = new Uint16Array(0);
  /** Activity dates per slot, flat: start, end, start, end ... */
  dates = new Map<number, Float64Array>();
  private slotOf = new Map<number, number>();

  /** Organizations by id: whether they are approved, and their type's bit. */
  private organizationSlot = new Map<number, number>();
  private centreSlot = new Map<number, number>();
  organizationApproved = new Uint8Array(0);
  organizationTypeBit = new Uint16Array(0);

  private lexemes = new Map<string, Postings>();
  private sortedLexemes: string[] | null = [];
  /** Set during a bulk load (startBulkLoad .. finishBulkLoad). */
  private log: PostingLog | null = null;

  /** The bytes of its typed arrays (columns, dates, postings); the maps' keys and entries are not counted. */
  typedArrayBytes(): number {
    let bytes = 0;
    for (const value of Object.values(this)) if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    for (const dates of this.dates.values()) bytes += dates.byteLength;
    // Packed lists share one buffer: each buffer counts once, with the room its lists left.
    const buffers = new Set<ArrayBufferLike>();
    for (const postings of this.lexemes.values()) buffers.add(postings.bytes.buffer);
    for (const buffer of buffers) bytes += buffer.byteLength;
    return bytes;
  }

  put(doc: BankDocument) {
    this.remove(doc.id);
    this.changes++;
    const slot = this.size++;
    this.ensureCapacity(this.size);
    this.slotOf.set(doc.id, slot);
    this.ids[slot] = doc.id;
    this.alive[slot] = 1;
    this.centers[slot] = this.centreSlotOf(doc.centerId);
    this.organizations[slot] = this.organizationSlotOf(doc.organizationId);
    this.publishedAt[slot] = doc.publishedAt;
    this.expiresAt[slot] = doc.expiresAt;
    this.latitude[slot] = doc.latitude ?? Number.NaN;
    this.longitude[slot] = doc.longitude ?? Number.NaN;
    this.hoursPerWeek[slot] = doc.hoursPerWeek ?? Number.NaN;
    this.minimumAge[slot] = doc.minimumAge ?? -1;
    const level = LANGUAGE_LEVELS.indexOf(doc.languageLevel as never);
    this.languageLevel[slot] = level < 0 ? UNKNOWN_LEVEL : level;
    this.updatedAt[slot] = doc.updatedAt;
    const options = documentOptions(doc);
    FACETS.forEach((facet, f) => {
      this.facetBits[slot * FACETS.length + f] = optionBits(facet.options, options[facet.name] ?? []);
    });
    if (doc.dates.length) this.dates.set(slot, Float64Array.from(doc.dates.flat()));
    forEachLexeme(doc.searchVector, (lexeme, weight) => this.addPosting(lexeme, slot, weight));
  }

  remove(id: number) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.changes++;
    this.slotOf.delete(id);
    this.dates.delete(slot);
    this.alive[slot] = 0;
    this.dead++;
  }

  /** The updated_at of the vacancy as indexed, or undefined when it is not in the bank. */
  indexedUpdatedAt(id: number): number | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.updatedAt[slot];
  }

  setOrganization(id: number, approved: boolean, type: string | null) {
    this.changes++;
    const slot = this.organizationSlotOf(id);
    this.organizationApproved[slot] = approved ? 1 : 0;
    this.organizationTypeBit[slot] = optionBits(ORGANIZATION_TYPES, type ? [type] : []);
  }

  postingsOf(lexeme: string): Postings | undefined {
    return this.lexemes.get(lexeme);
  }

  /** Every lexeme starting with `prefix`, with its postings, in sorted order. */
  *postingsFrom(prefix: string): Generator<[string, Postings]> {
    const sorted = this.sorted();
    for (let i = lowerBound(sorted, prefix); i < sorted.length && sorted[i].startsWith(prefix); i++)
      yield [sorted[i], this.lexemes.get(sorted[i]) as Postings];
  }

  /** Until finishBulkLoad, postings are logged and no search may read the index. */
  startBulkLoad() {
    if (this.size > 0) throw new Error("a bulk load starts on an empty bank index");
    this.log = new PostingLog();
  }

  /**
   * Packs the logged postings into one array, each lexeme's in slot order with a little room to grow, and gives back
   * what the growing columns hold in reserve. addPosting logged each posting's varint value and counted its bytes.
   */
  finishBulkLoad() {
    const log = this.log;
    this.log = null;
    this.resize(this.size);
    if (!log) return;
    const lists = [...this.lexemes.values()] as LoggedPostings[];
    const starts = new Int32Array(lists.length);
    let total = 0;
    for (const postings of lists) {
      starts[postings.logged] = total;
      total += postings.used + packSlack(postings.used);
    }
    const packed = new Uint8Array(total);
    const ends = starts.slice();
    log.forEach((lexeme, value) => {
      ends[lexeme] = writeVarint(packed, ends[lexeme], value);
    });
    for (const [lexeme, postings] of this.lexemes as Map<string, LoggedPostings>) {
      const start = starts[postings.logged];
      const bytes = packed.subarray(start, start + postings.used + packSlack(postings.used));
      // A new object: every list keeps one shape for the searches that read them.
      this.lexemes.set(lexeme, { bytes, used: postings.used, lastSlot: postings.lastSlot });
    }
    log.release();
  }

  private sorted(): string[] {
    this.sortedLexemes ??= [...this.lexemes.keys()].sort();
    return this.sortedLexemes;
  }

  private addPosting(lexeme: string, slot: number, weight: number) {
    let postings = this.lexemes.get(lexeme);
    if (!postings) {
      postings = this.log
        ? ({ bytes: NO_POSTINGS, used: 0, lastSlot: 0, logged: this.lexemes.size } as LoggedPostings)
        : { bytes: new Uint8Array(8), used: 0, lastSlot: 0 };
      // A copy: a slice of the vector's text would keep the whole text alive as long as the key lives.
      this.lexemes.set(Buffer.from(lexeme).toString(), postings);
      this.sortedLexemes = null;
    }
    const value = postingValue(postings, slot, weight);
    if (this.log) {
      this.log.add((postings as LoggedPostings).logged, value);
      postings.used += varintSize(value);
      postings.lastSlot = slot;
      return;
    }
    // A packed list grows in its room, then moves out of the pack (grown copies it once it is full).
    postings.bytes = grown(postings.bytes, postings.used + varintSize(value));
    postings.used = writeVarint(postings.bytes, postings.used, value);
    postings.lastSlot = slot;
  }

  /** Per centre slot, 1 when the centre is one of these ids. */
  centreMask(ids: readonly number[]): Uint8Array {
    const mask = new Uint8Array(this.centreSlot.size);
    for (const id of ids) {
      const slot = this.centreSlot.get(id);
      if (slot !== undefined) mask[slot] = 1;
    }
    return mask;
  }

  private centreSlotOf(id: number) {
    let slot = this.centreSlot.get(id);
    if (slot === undefined) {
      slot = this.centreSlot.size;
      this.centreSlot.set(id, slot);
    }
    return slot;
  }

  /** The organization's slot, or -1 for one without vacancies in the index (a lookup adds nothing). */
  knownOrganizationSlot(id: number): number {
    return this.organizationSlot.get(id) ?? -1;
  }

  private organizationSlotOf(id: number) {
    let slot = this.organizationSlot.get(id);
    if (slot === undefined) {
      slot = this.organizationSlot.size;
      this.organizationSlot.set(id, slot);
      this.organizationApproved = grown(this.organizationApproved, slot + 1);
      this.organizationTypeBit = grown(this.organizationTypeBit, slot + 1);
    }
    return slot;
  }

  private ensureCapacity(n: number) {
    if (n > this.ids.length) this.resize(Math.max(n, this.ids.length * 2, 64));
  }

  private resize(n: number) {
    const to = <T extends Column>(a: T): T => resized(a, n);
    this.ids = to(this.ids);
    this.alive = to(this.alive);
    this.centers = to(this.centers);
    this.organizations = to(this.organizations);
    this.publishedAt = to(this.publishedAt);
    this.expiresAt = to(this.expiresAt);
    this.latitude = to(this.latitude);
    this.longitude = to(this.longitude);
    this.hoursPerWeek = to(this.hoursPerWeek);
    this.minimumAge = to(this.minimumAge);
    this.languageLevel = to(this.languageLevel);
    this.updatedAt = to(this.updatedAt);
    this.facetBits = resized(this.facetBits, n * FACETS.length);
  }
}
