// The product's texts by key, for the server and the browser alike: namespaced keys ("errors:page.404.title", the
// default namespace "common"), {{name}} placeholders, plurals by `count` (key_one, key_other) and Dutch as the
// fallback. What we use of i18next, in 1 KB instead of 18 KB on every page (docs/decisions/0013-own-translator.md).
import { DEFAULT_LOCALE, intlLocale, type Locale, languageOf, textsOf } from "./languages";

/** Values for a text's {{placeholders}}; `count` also picks the plural form. */
export type TOptions = Record<string, unknown> & { count?: number };
export type TFunction = (key: string, options?: TOptions) => string;
/** How a language writes a number in a text (contract/intl-formats.ts formatNumber: "1,5" in Dutch). */
export type FormatNumber = (tag: string, value: number) => string;

/** Nested texts of one namespace, as in locales/{nl,en}/*.json. */
export type Bundle = { readonly [key: string]: string | Bundle };
/** Namespaces of one language. */
export type Catalogue = Record<string, Bundle>;

const DEFAULT_NAMESPACE = "common";
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRules = new Map<Locale, Intl.PluralRules>();
type MissingTextHandler = (key: string, locale: Locale) => void;
let missed: MissingTextHandler | undefined;
// How a test language makes its source's texts strange (pseudo-locale.ts): given where one is served, so that no
// other page carries it.
let strange: ((text: string) => string) | undefined;

export function provideTestLanguages(pseudoText: (text: string) => string) {
  strange = pseudoText;
}

/** Told of each key without a text in any language (tests fail on it: missing-texts.setup.ts); gives the one before. */
export function onMissingText(handler: MissingTextHandler | undefined): MissingTextHandler | undefined {
  const before = missed;
  missed = handler;
  return before;
}

function pluralOf(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function lookup(bundle: Bundle | undefined, path: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

function interpolate(text: string, options: TOptions | undefined, number: (value: number) => string): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = options[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? number(value) : String(value);
  });
}

/**
 * A translator for one language that reads `catalogues` when it is called, so texts added later (a lazy namespace, a
 * language loaded after the first render) are found. A missing text shows its key, as i18next did, and is reported
 * to onMissingText. Numbers in placeholders are written the language's way by `formatNumber`.
 */
export function createTranslator(
  locale: Locale,
  catalogues: () => Partial<Record<Locale, Catalogue>>,
  formatNumber: FormatNumber,
): TFunction {
  const number = (value: number) => formatNumber(intlLocale(locale), value);
  // A test language reads another's texts and makes them strange (pseudo-locale.ts).
  const source: Locale = textsOf(locale);
  const pseudo = Boolean(languageOf(locale).pseudoOf);
  const shown = (text: string) => (pseudo && strange ? strange(text) : text);
  return (key, options) => {
    const split = key.indexOf(":");
    const namespace = split > 0 ? key.slice(0, split) : DEFAULT_NAMESPACE;
    const path = split > 0 ? key.slice(split + 1) : key;
    const all = catalogues();
    const plural = typeof options?.count === "number" ? `${path}_${pluralOf(locale, options.count)}` : undefined;
    for (const language of source === DEFAULT_LOCALE ? [source] : [source, DEFAULT_LOCALE]) {
      const bundle = all[language]?.[namespace];
      const text = (plural && lookup(bundle, plural)) ?? lookup(bundle, path);
      if (text !== undefined) return interpolate(shown(text), options, number);
    }
    missed?.(key, locale);
    return path;
  };
}

/** One translator per language over the same catalogues, made on first use. */
export function translatorsOver(
  catalogues: () => Partial<Record<Locale, Catalogue>>,
  formatNumber: FormatNumber,
): (locale: Locale) => TFunction {
  const made = new Map<Locale, TFunction>();
  return (locale) => {
    let t = made.get(locale);
    if (!t) {
      t = createTranslator(locale, catalogues, formatNumber);
      made.set(locale, t);
    }
    return t;
  };
}
