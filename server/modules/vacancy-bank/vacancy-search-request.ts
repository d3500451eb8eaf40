import type { Context } from "hono";
import { SEARCH_RADIUS_KM, type VacancySearchFilter } from "../../../contract/vacancy-search";
import { featureFlagsFor } from "../../config/feature-flags";
import { localGeocoder } from "../../geo/gazetteer";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";

// What a search asks of its request, for the bank's API and its feeds alike.

export function badParameter(
  c: Context<AppEnv>,
  parameter: string,
  key: string,
  value: unknown,
  extra: Record<string, unknown> = {},
) {
  const detail = c.get("t")(`api-errors:detail.search.${key}`, { parameter, value, ...extra });
  return new AppError(400, "invalid_query", detail, [{ source: { parameter }, detail }]);
}

/** The site's own centre, every centre of the tenant when it shares centres, or the one filter[center_id] names. */
export function centerScope(c: Context<AppEnv>, filter: VacancySearchFilter): number[] | null {
  const { site } = c.var;
  if (filter.center_id !== undefined) {
    if (!site.centers.some((center) => center.id === filter.center_id))
      throw badParameter(c, "filter[center_id]", "unknownCenter", filter.center_id);
    return [filter.center_id];
  }
  return featureFlagsFor(site.tenant, site.appContext).centerSharing ? null : [site.center.id];
}

export async function searchPoint(c: Context<AppEnv>, filter: VacancySearchFilter) {
  const radiusKm = filter.radius_km ?? SEARCH_RADIUS_KM.default;
  if (filter.near_lat !== undefined && filter.near_lng !== undefined) {
    return { latitude: filter.near_lat, longitude: filter.near_lng, radiusKm, label: `${filter.near_lat}, ${filter.near_lng}` };
  }
  if (filter.near === undefined) return null;
  const found = await (c.get("deps").geocoder ?? localGeocoder).geocode(filter.near);
  if (!found) throw badParameter(c, "filter[near]", "unknownPlace", filter.near);
  return { ...found, radiusKm };
}
