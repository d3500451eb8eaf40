import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "../../../contract/api-client";
import type { VacancyMapMeta, VacancyMapPoint } from "../../../contract/vacancy-map";
import type { VacancySearchHit, VacancySearchMeta } from "../../../contract/vacancy-search";
import type { apiFor } from "../../lib/api.server";
import { translatorFor } from "../../lib/i18n";
import { pageContext } from "../../lib/page-context.server";
import { serverContext } from "../../lib/server-context";
import { centerNames, organizationNames } from "./filter-names.server";
import { GUIDED_PARAM } from "./guided-link";
import {
  ALERT_PARAM,
  canonicalHref,
  cleanParams,
  hrefOf,
  isDeepSearch,
  MAP_VIEW,
  pageParamOf,
  toApiParams,
  valuesOf,
  withoutParams,
} from "./vacancy-search";

const PAGE_SIZE = 20;

export interface SearchOptions {
  /** The API's search: the vacancy bank's, or a narrower one such as the person-to-person bank's. */
  endpoint: string;
  /** Names this page does not take from its address, because the endpoint decides them (the types). */
  fixed?: readonly string[];
  /** The search's map (view=map), where the page offers one and the site has a tile server. */
  mapEndpoint?: string;
}

export interface SearchMap {
  points: { id: string; title: string; latitude: number; longitude: number }[];
  total: number;
  capped: boolean;
}

/**
 * The search comes from the URL, so it can be shared and bookmarked. A parameter the API refuses (an unknown
 * place, a hand-edited value) is left out and named in a message, and the rest of the search still runs. An
 * endpoint that is not there for this site (404) is the page's own 404.
 */
export async function loadVacancySearch<M extends VacancySearchMeta = VacancySearchMeta>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: SearchOptions,
) {
  const url = new URL(request.url);
  const { api } = pageContext(context);
  let query = withoutFixed(cleanParams(url.searchParams), options.fixed);
  // A form sent without JavaScript names every field, empty or not: tidy that address (other names, such as a
  // campaign's utm_source, stay for the analytics and only leave the canonical link).
  if ([...url.searchParams.values()].some((v) => v.trim() === "")) throw redirect(hrefOf(url.pathname, query));
  let notice: string | null = null;
  const centers = centerNames(api);
  // A link to one organization's vacancies whose organization is gone (or not this site's) shows all of them, and says so.
  const organizations = await organizationNames(api, valuesOf(query, "organization_id"));
  if (query.has("organization_id") && organizations.length === 0) {
    notice = translatorFor(pageContext(context).locale)("vacancy-search:organizationGone");
    query = withoutParams(query, ["organization_id"]);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const mapped = mapOf(api, options, query, Boolean(context.get(serverContext).mapTileUrl));
      const result = await api.get<VacancySearchHit[]>(`${options.endpoint}?${toApiParams(query, PAGE_SIZE)}`);
      return {
        map: await mapped,
        hits: result.data,
        meta: result.meta as unknown as M,
        query: query.toString(),
        notice,
        // The centres' names serve the panel's centre filter and the chips alike.
        names: { centers: await centers, organizations },
        canonical: canonicalHref(context.get(serverContext).origin, url.pathname, query),
        noindex: isDeepSearch(query),
        alertOpen: url.searchParams.has(ALERT_PARAM),
        guided: url.searchParams.has(GUIDED_PARAM),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        throw data({ message: `Page Not Found: ${url.pathname}` }, { status: 404 });
      }
      if (!(error instanceof ApiError) || error.status !== 400 || attempt >= 3) throw error;
      notice ??= error.errors[0]?.detail ?? error.message;
      const refused = error.errors.flatMap((e) => (e.source?.parameter ? [pageParamOf(e.source.parameter)] : []));
      // A refusal that names nothing we can leave out: show everything rather than an error page.
      query = refused.length && attempt < 2 ? withoutParams(query, refused) : new URLSearchParams();
    }
  }
}

/** The map view's pins, fetched beside the page (a refused parameter fails the page's search too, which retries). */
function mapOf(api: ReturnType<typeof apiFor>, options: SearchOptions, query: URLSearchParams, tiles: boolean) {
  if (!options.mapEndpoint || !tiles || query.get("view") !== MAP_VIEW) return Promise.resolve(null);
  return api
    .get<VacancyMapPoint[]>(`${options.mapEndpoint}?${toApiParams(query, PAGE_SIZE)}`)
    .then(({ data, meta }): SearchMap => {
      const { total, capped } = meta as unknown as VacancyMapMeta;
      return { points: data.map(({ id, title, latitude, longitude }) => ({ id, title, latitude, longitude })), total, capped };
    })
    .catch(() => null);
}

export type SearchPageData<M extends VacancySearchMeta = VacancySearchMeta> = Awaited<ReturnType<typeof loadVacancySearch<M>>>;

function withoutFixed(params: URLSearchParams, fixed: readonly string[] = []) {
  for (const name of fixed) params.delete(name);
  return params;
}
