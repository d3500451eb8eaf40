import { readdirSync } from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "../../locales/languages";

/**
 * The built chunk of each language's texts (assets/catalogue-nl-<hash>.js): the page names its language's chunk as a
 * modulepreload, so the browser fetches it with the entry script instead of after it (entry.client awaits it).
 */
export function catalogueChunks(assetsRoot: string): Partial<Record<Locale, string>> {
  const names = readdirSync(path.join(assetsRoot, "assets"));
  const chunks: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const name = names.find((file) => new RegExp(`^catalogue-${locale}-[\\w-]+\\.js$`).test(file));
    if (name) chunks[locale] = `/assets/${name}`;
  }
  return chunks;
}
