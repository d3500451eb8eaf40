import { formatNumber } from "../../contract/intl-formats";
import type { Locale } from "../../locales/languages";
import { resources } from "../../locales/resources";
import { type Catalogue, translatorsOver } from "../../locales/translate";

const catalogues = resources as unknown as Record<Locale, Catalogue>;

/** The API's and the mails' texts in a language: the server has every namespace. */
export const translatorFor = translatorsOver(() => catalogues, formatNumber);
