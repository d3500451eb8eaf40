import { SEARCH_RADIUS_KM } from "../../../contract/vacancy-search-filters";
import type { TFunction } from "../../../locales/translate";
import { activeFilters } from "../../lib/vacancy-search";
import { type CenterOption, filterLabel } from "../vacancy-search/labels";

/**
 * An alert's search in words, as the bank's chips say it ('soep' · Zorg en welzijn · binnen 10 km van Wezep); a
 * search without filters is every new vacancy.
 */
export function alertSearchWords(t: TFunction, locale: string, search: string, centers: CenterOption[]): string {
  const params = new URLSearchParams(search);
  const words = activeFilters(params).map((filter) =>
    filter.name === "near"
      ? t("vacancy-search:nearLabel", { radius: params.get("radius_km") ?? SEARCH_RADIUS_KM.default, place: filter.value })
      : filterLabel(t, locale, filter.name, filter.value, centers),
  );
  return words.length ? words.join(" · ") : t("saved-vacancies:alerts.everything");
}
