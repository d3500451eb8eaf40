import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { type QueryText, type QueryWord, toQueryWord } from "./vacancy-bank-text";

/** A query's words (at most eight), lower case, split on anything but letters and digits. */
export const splitWords = (q: string) => [...new Set(q.toLowerCase().split(/[^\p{L}\p{N}]+/u))].filter(Boolean).slice(0, 8);

type Stems = { d: string; dd: string; e: string };
/** Stems per word: the snowball stemmers never change, so a word is asked of PostgreSQL once per process. */
const known = new Map<string, Stems>();
const MAX_KNOWN = 20_000;

/** The words of filter[q] with their Dutch and English stems; stop words (no stem) are left out. */
export async function queryWords(db: Database | Transaction, q: string): Promise<QueryWord[]> {
  return (await queryText(db, q)).words;
}

/** The words, and for two or three words also those words as one: Dutch writes "taalmaatje" for "taal maatje". */
export async function queryText(db: Database | Transaction, q: string): Promise<QueryText> {
  const words = splitWords(q);
  const joined = words.length >= 2 && words.length <= 3 ? words.join("") : null;
  await learnStems(db, joined ? [...words, joined] : words);
  const stemmed = (w: string) => {
    const stems = known.get(w);
    return stems?.d && stems.e ? [toQueryWord(w, stems.d, stems.dd, stems.e)] : [];
  };
  return { words: words.flatMap(stemmed), compound: joined ? (stemmed(joined)[0] ?? null) : null };
}

async function learnStems(db: Database | Transaction, words: string[]) {
  const missing = words.filter((w) => !known.has(w));
  if (missing.length) {
    const result = await db.execute(sql`
      select w, coalesce((ts_lexize('dutch_stem', w))[1], '') as d,
             coalesce((ts_lexize('dutch_stem', (ts_lexize('dutch_stem', w))[1]))[1], '') as dd,
             coalesce((ts_lexize('english_stem', w))[1], '') as e
      from unnest(array[${sql.join(
        missing.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) as t(w)`);
    for (const row of (result as unknown as { rows: (Stems & { w: string })[] }).rows) {
      if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value as string);
      known.set(row.w, { d: row.d, dd: row.dd, e: row.e });
    }
  }
}

/** The same words as a tsquery for the database search: each word's stems, OR-ed, and the words AND-ed. */
export function looseTsQuery(words: QueryWord[]): string | null {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const terms = words.map((w) => `(${[...w.prefixes.map((p) => `${quote(p)}:*`), ...w.exact.map(quote)].join(" | ")})`);
  return terms.length ? terms.join(" & ") : null;
}
