import type { TFunction } from "../../../locales/translate";
import { type FilterNames, filterLabel } from "../vacancy-search/labels";

/**
 * An alert's search in words, as the bank's chips say it ('soep' · Zorg en welzijn · Bij Wezep, or with its distance
 * 'binnen 5 km van Wezep'); a search without filters is every new vacancy. The search is the API's canonical form
 * (alertPageSearch): filter names only, lists joined by commas.
 */
export function alertSearchWords(t: TFunction, locale: string, search: string, names: FilterNames): string {
  const params = new URLSearchParams(search);
  const radius = params.get("radius_km");
  const words: string[] = [];
  for (const [name, joined] of params) {
    if (name === "radius_km") continue;
    for (const value of joined.split(",")) {
      words.push(
        name === "near" && radius
          ? t("vacancy-search:nearLabel", { radius, place: value })
          : filterLabel(t, locale, name, value, names),
      );
    }
  }
  return words.length ? words.join(" · ") : t("saved-vacancies:alerts.everything");
}
