import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { isPersonToPersonType, PERSON_TO_PERSON_TYPES } from "../../../contract/vacancy-options";
import {
  toSearchParams,
  type VacancySearchFilter,
  type VacancySearchQuery,
  vacancySearchSchema,
} from "../../../contract/vacancy-search";
import { defaultSearchSort } from "../../../contract/vacancy-search-filters";
import { featureFlagsFor } from "../../config/feature-flags";
import { AppError } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { searchQuery } from "../../http/jsonapi/search-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { canVacancy } from "../vacancies/vacancies.policy";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { holdsUntilNextClosing } from "./next-closing.service";
import { relatedVacancies } from "./related-vacancies.service";
import { logSearch } from "./search-log.service";
import { vacancyMapPointResource, vacancySearchHitResource } from "./vacancy-search.resource";
import { type SearchPoint, searchVacancies } from "./vacancy-search.service";
import { searchVacancyPoints } from "./vacancy-search-points";
import { badParameter, centerScope, searchPoint } from "./vacancy-search-request";

export const vacancySearchRoutes = new Hono<AppEnv>();

/** The query as the search schema reads it; a bad one is a 400 naming each parameter. */
const vacancySearchQuery = searchQuery(vacancySearchSchema);

/** The public vacancy bank: full text in Dutch and English, filters, facets, distance. No sign-in needed. */
vacancySearchRoutes.get(
  "/vacancies/search",
  responds({
    summary: "Search the vacancy bank",
    description:
      "Published vacancies: full text in Dutch and English, filters, facets (`meta.facets`) and distance from a place. No sign-in needed.",
    resource: vacancySearchHitResource,
    list: "paged",
  }),
  vacancySearchQuery,
  async (c) => {
    const query = c.req.valid("query");
    return searchDocument(c, query, query.filter);
  },
);

/**
 * The bank's map: the same search's vacancies with a place (the first VACANCY_MAP_CAP of them), only id, title and
 * coordinates; page and sort are read but a map has neither.
 */
vacancySearchRoutes.get(
  "/vacancies/search/map",
  responds({
    summary: "Search the vacancy bank's map",
    description:
      "The same search's vacancies with a place, as pins: id, title and coordinates (`meta.capped` when there were more).",
    resource: vacancyMapPointResource,
    list: true,
  }),
  vacancySearchQuery,
  async (c) => {
    const { deps, site } = c.var;
    const { filter } = c.req.valid("query");
    const centerIds = centerScope(c, filter);
    const point = await searchPoint(c, filter);
    const result = await searchVacancyPoints(deps.db, site.tenant.id, { filter, centerIds, point });
    await holdsUntilNextClosing(c);
    return sendDocument(
      c,
      toResourceDocument(vacancyMapPointResource, result.rows, { meta: { total: result.total, capped: result.capped } }),
    );
  },
);

/**
 * The vacancy page's ways on: more open vacancies of the same organization and similar ones (a shared theme or type)
 * as bank hits; meta names which is which. Whoever may read the vacancy may ask; a vacancy he may not see is a 404.
 */
vacancySearchRoutes.get(
  "/vacancies/:id/related",
  responds({
    summary: "List related vacancies",
    description:
      "More open vacancies of the same organization and similar ones (a shared theme or type); `meta` says which is which.",
    resource: vacancySearchHitResource,
    list: true,
  }),
  pathId("vacancy"),
  async (c) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    // Reading is public: the same rule and the same 404 as GET /vacancies/:id.
    const vacancy = await findVacancy(deps.db, site.tenant.id, id);
    if (!vacancy || !canVacancy(await c.get("actor")(), "read", vacancy)) {
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "vacancy", id }));
    }
    const related = await relatedVacancies(deps.db, site.tenant.id, vacancy, centerScope(c, {}));
    await holdsUntilNextClosing(c);
    const ids = (rows: { id: number }[]) => rows.map((row) => String(row.id));
    return sendDocument(
      c,
      toResourceDocument(vacancySearchHitResource, [...related.moreFromOrganization, ...related.similar], {
        meta: { moreFromOrganization: ids(related.moreFromOrganization), similar: ids(related.similar) },
      }),
    );
  },
);

/** A tenant without the person-to-person flag (spec section 1) has no such bank: 404, as for an unknown route. */
const personToPersonOffered = createMiddleware<AppEnv>(async (c, next) => {
  const { site, t } = c.var;
  if (!featureFlagsFor(site.tenant, site.appContext).personToPerson) {
    const detail = t("api-errors:detail.routeNotFound", { method: c.req.method, path: c.req.path });
    throw new AppError(404, "not_found", detail);
  }
  await next();
});

/** The person-to-person bank (/een-op-een-hulp): the same search within the one-on-one and neighbour-help types. */
vacancySearchRoutes.get(
  "/vacancies/search/person_to_person",
  responds({
    summary: "Search the person-to-person bank",
    description: "The same search within the one-on-one and neighbour-help types; a 404 where the site does not offer them.",
    resource: vacancySearchHitResource,
    list: "paged",
    errors: [404],
  }),
  personToPersonOffered,
  vacancySearchQuery,
  async (c) => {
    const { site } = c.var;
    const flags = featureFlagsFor(site.tenant, site.appContext);
    const query = c.req.valid("query");
    const types = query.filter.vacancy_type ?? [...PERSON_TO_PERSON_TYPES];
    const other = types.find((type) => !isPersonToPersonType(type));
    if (other) throw badParameter(c, "filter[vacancy_type]", "badValue", other, { allowed: PERSON_TO_PERSON_TYPES.join(", ") });
    // The tenant's wording for the page's title and texts: neighbour help on oldebroek, one-on-one help elsewhere.
    return searchDocument(c, query, { ...query.filter, vacancy_type: types }, { wording: flags.personToPersonWording });
  },
);

/** One page of the search as a document; `filter` is what is searched, `query` what the links repeat. */
async function searchDocument(
  c: Context<AppEnv>,
  query: VacancySearchQuery,
  filter: VacancySearchFilter,
  extraMeta: Record<string, unknown> = {},
) {
  const { deps, site } = c.var;
  const { page } = query;
  const centerIds = centerScope(c, filter);
  const near = await searchPoint(c, filter);
  const point: SearchPoint | null = near;
  const sort = query.sort ?? defaultSearchSort(filter);
  const result = await searchVacancies(deps.db, site.tenant.id, {
    filter,
    sort,
    page,
    centerIds,
    point,
  });
  // Analytics counts a search's words once, on its first page.
  if (filter.q && page.number === 1) logSearch(deps.db, site.tenant.id, site.center.id, filter.q, result.total);
  await holdsUntilNextClosing(c);

  const facets = Object.fromEntries(
    Object.entries(result.facets).map(([name, counts]) => [
      name,
      Object.entries(counts).map(([value, count]) => ({
        value: value === "true" ? true : value === "false" ? false : name === "age_group_ids" ? Number(value) : value,
        count,
      })),
    ]),
  );
  // The links repeat the query as the schema read it, so they are canonical whatever the client sent.
  const params = toSearchParams({ ...query, page: undefined });
  return sendDocument(
    c,
    toResourceDocument(vacancySearchHitResource, result.rows, {
      list: { path: c.req.path, params, ...page, total: result.total },
      meta: {
        sort,
        facets,
        ...(near && filter.near !== undefined ? { near } : {}),
        ...extraMeta,
      },
    }),
  );
}
