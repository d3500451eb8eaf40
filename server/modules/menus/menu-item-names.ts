import type { SystemPageKey } from "../../../contract/menu-items";
import type { Locale } from "../../../locales/languages";
import type { FeatureFlags } from "../../config/feature-flags";
import { translatorFor } from "../../http/i18n";
import type { MenuItemRow } from "./menus.service";

const productKey = (page: SystemPageKey, features: FeatureFlags) =>
  `common:menus.systemPages.${page === "one_on_one_help" && features.personToPersonWording === "neighbour-help" ? "neighbour_help" : page}`;

/**
 * An item that still has the product's Dutch name for its screen reads in the visitor's language; a name the centre
 * wrote itself stays as written (null), and the page marks it as Dutch.
 */
export function translatedNameOf(row: MenuItemRow, locale: Locale, features: FeatureFlags): string | null {
  if (!row.systemPage) return null;
  const key = productKey(row.systemPage, features);
  return row.name === translatorFor("nl")(key) ? translatorFor(locale)(key) : null;
}
