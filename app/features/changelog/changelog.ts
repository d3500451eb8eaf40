import type { Locale } from "../../../locales/languages";

export interface Release {
  version: string;
  date: string;
  notes: string[];
}

const RELEASE = /^## (\S+) - (\d{4}-\d{2}-\d{2})\s*$/;
const LANGUAGE = /^### (nl|en)\s*$/;

/** The releases of CHANGELOG.md ("## 1.2.0 - 2026-11-22", then "### nl" and "### en" lists), with one language's lines. */
export function parseChangelog(markdown: string, locale: Locale): Release[] {
  const releases: Release[] = [];
  let language: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const release = RELEASE.exec(line);
    if (release) {
      releases.push({ version: release[1], date: release[2], notes: [] });
      language = null;
      continue;
    }
    const heading = LANGUAGE.exec(line);
    if (heading) language = heading[1];
    else if (line.startsWith("- ") && language === locale) releases.at(-1)?.notes.push(line.slice(2).trim());
  }
  return releases;
}
