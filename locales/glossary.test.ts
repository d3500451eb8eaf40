import { describe, expect, it } from "vitest";
import glossary from "./glossary.json";
import { TEXT_LOCALES, type TextLocale } from "./languages";
import { NAMESPACES, resources } from "./resources";

// One word for one thing (issue 19, item 7; decision 14): every text in both languages uses the glossary's words.

interface Words {
  term: string;
  forms: string[];
  avoid: string[];
}
type Concept = Record<TextLocale, Words> & { keys: string[] };
const concepts = Object.entries(glossary as unknown as Record<string, Concept>);

/** Every text as "namespace:a.b.c" -> text. */
function texts(locale: TextLocale): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === "string") out.set(key, value);
    else if (value && typeof value === "object")
      for (const [name, child] of Object.entries(value)) walk(child, key.endsWith(":") ? `${key}${name}` : `${key}.${name}`);
  };
  for (const namespace of NAMESPACES) walk(resources[locale][namespace], `${namespace}:`);
  return out;
}

/** What a reader sees: the mail templates' {{ values }} and {% tags %} are names for the program, and an address is no words. */
const readable = (text: string) => text.replace(/\{\{[^}]*\}\}|\{%[^%]*%\}|https?:\/\/\S+/g, " ");

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A word or phrase as a whole (a trailing * allows any ending: sollicit* is solliciteren, sollicitatie, ...). */
function wordPattern(word: string): RegExp {
  const open = word.endsWith("*");
  const body = literal(open ? word.slice(0, -1) : word).replace(/ /g, "\\s+");
  return new RegExp(`(?<![\\p{L}\\d-])${body}${open ? "" : "(?![\\p{L}\\d-])"}`, "iu");
}

describe("the glossary (locales/glossary.json)", () => {
  it("names every concept in Dutch and English, and no word is both one concept's term and another's to avoid", () => {
    expect(concepts.length).toBeGreaterThanOrEqual(10);
    const clashes: string[] = [];
    for (const [name, concept] of concepts) {
      expect(concept.keys.length, name).toBeGreaterThan(0);
      for (const locale of TEXT_LOCALES) {
        expect(concept[locale].term, `${name} ${locale}`).toMatch(/\S/);
        for (const [other, otherConcept] of concepts) {
          for (const word of [concept[locale].term, ...concept[locale].forms]) {
            const hit = otherConcept[locale].avoid.find((avoided) => wordPattern(avoided).test(word));
            if (hit) clashes.push(`${locale}: '${word}' (${name}) is avoided by ${other} ('${hit}')`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it.each(TEXT_LOCALES)("no %s text uses a word the glossary avoids for its concept", (locale) => {
    const found: string[] = [];
    for (const [key, text] of texts(locale)) {
      for (const [name, concept] of concepts) {
        for (const avoided of concept[locale].avoid) {
          if (wordPattern(avoided).test(readable(text)))
            found.push(`${key}: '${avoided}' (say ${name}: '${concept[locale].term}')`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it.each(TEXT_LOCALES)("the %s texts that name a concept use its word", (locale) => {
    const all = texts(locale);
    const wrong: string[] = [];
    for (const [name, concept] of concepts) {
      const words = [concept[locale].term, ...concept[locale].forms].map(wordPattern);
      for (const key of concept.keys) {
        const text = all.get(key);
        if (text === undefined) wrong.push(`${key}: no such text`);
        else if (!words.some((word) => word.test(readable(text)))) wrong.push(`${key} (${name}): '${text}'`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(TEXT_LOCALES)("a vacancy's types, tags and frequencies read the same on every screen (%s)", (locale) => {
    const differing: string[] = [];
    for (const list of ["types", "tags", "frequencies", "helpKinds"]) {
      const seen = new Map<string, { text: string; namespace: string }>();
      for (const namespace of NAMESPACES) {
        const values = (resources[locale][namespace] as Record<string, unknown>)[list];
        if (!values || typeof values !== "object") continue;
        for (const [key, text] of Object.entries(values as Record<string, string>)) {
          const first = seen.get(key);
          if (!first) seen.set(key, { text, namespace });
          else if (first.text !== text)
            differing.push(`${list}.${key}: '${first.text}' (${first.namespace}), '${text}' (${namespace})`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it("would catch the words the texts used before it", () => {
    const avoidedIn = (locale: TextLocale, text: string) =>
      concepts.filter(([, concept]) => concept[locale].avoid.some((word) => wordPattern(word).test(readable(text))));
    expect(avoidedIn("nl", "Aanvragen").map(([name]) => name)).toEqual(["application"]);
    expect(avoidedIn("nl", "Organisatie aanmelden").map(([name]) => name)).toEqual(["registration"]);
    expect(avoidedIn("nl", "Maak een account aan om te reageren op vacatures")).toHaveLength(1);
    expect(avoidedIn("en", "Review sign-ups").map(([name]) => name)).toEqual(["registration"]);
    expect(avoidedIn("en", "Every {{ organization }} of the volunteer center")).toHaveLength(1);
    // A word inside another is not the word: 'hulpaanvraag' is no 'aanvraag', 'reactietijden' no 'reactie'.
    expect(avoidedIn("nl", "Een hulpaanvraag en de reactietijden")).toEqual([]);
  });
});
