import { formatNumber } from "../../contract/intl-formats";
import type { Locale } from "../../locales/languages";
import { pseudoText } from "../../locales/pseudo-locale";
import { resources } from "../../locales/resources";
import { type Catalogue, provideTestLanguages, translatorsOver } from "../../locales/translate";

const catalogues = resources as unknown as Record<Locale, Catalogue>;
provideTestLanguages(pseudoText);

/** The API's and the mails' texts in a language: the server has every namespace. */
export const translatorFor = translatorsOver(() => catalogues, formatNumber);
