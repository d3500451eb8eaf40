import { type Context, Hono } from "hono";
import { ACTIVITY_TYPES } from "../../../contract/organization-options";
import { SOCIAL_MAP_FILTERS, SOCIAL_MAP_PAGE_SIZE } from "../../../contract/social-map";
import { socialMapMeta } from "../../../contract/social-map-resource";
import { AppError } from "../../http/app-error";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { organizationVacanciesOf } from "../organizations/included-vacancies.service";
import { holdsUntilNextClosing } from "../vacancy-bank/next-closing.service";
import { socialMapResource } from "./social-map.resource";
import { findSocialMapOrganization, listSocialMap } from "./social-map.service";

export const socialMapRoutes = new Hono<AppEnv>();

const scopeOf = (c: Context<AppEnv>) => ({ tenant: c.get("site").tenant.id, centerId: c.get("site").center.id });

/** An activity type filter must name one of ours: anything else is a 400 on that parameter. */
function activityTypeOf(c: Context<AppEnv>, value: string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const id = Number(value);
  if (ACTIVITY_TYPES.some((type) => type.id === id)) return id;
  const parameter = "filter[activity_type_id_eq]";
  const detail = c.get("t")("api-errors:detail.unknownFilter", { value });
  throw new AppError(400, "invalid_query", detail, [{ source: { parameter }, detail }]);
}

/** GET /api/v1/social_map_organizations: the site centre's organizations that chose the map, for anyone. */
socialMapRoutes.get(
  "/social_map_organizations",
  responds({
    summary: "List the social map",
    description: "The centre's organizations that chose to be on the map, for anyone.",
    resource: socialMapResource,
    list: "paged",
    meta: socialMapMeta,
  }),
  jsonApiQuery({ filters: [...SOCIAL_MAP_FILTERS], defaultPageSize: SOCIAL_MAP_PAGE_SIZE }),
  async (c) => {
    const query = c.req.valid("query");
    const { rows, total, nonProfitTypes } = await listSocialMap(
      c.get("deps").db,
      scopeOf(c),
      {
        nameContains: query.filter.name_cont?.trim() || undefined,
        activityTypeId: activityTypeOf(c, query.filter.activity_type_id_eq),
        nonProfitType: query.filter.non_profit_type_eq || undefined,
      },
      query.page,
    );
    return sendDocument(
      c,
      toResourceDocument(socialMapResource, rows, { ...query, list: listPage(c, query.page, total), meta: { nonProfitTypes } }),
    );
  },
);

/** GET /api/v1/social_map_organizations/:id: one of them with its open vacancies; anything else is a 404. */
socialMapRoutes.get(
  "/social_map_organizations/:id",
  responds({
    summary: "Read an organization of the social map",
    description: "With its open vacancies (`include=vacancies`).",
    resource: socialMapResource,
  }),
  jsonApiQuery({ includes: ["vacancies"] }),
  pathId("social_map_organization"),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const row = await findSocialMapOrganization(c.get("deps").db, scopeOf(c), id);
    if (!row)
      throw new AppError(
        404,
        "not_found",
        c.get("t")("api-errors:detail.resourceNotFound", { type: "social_map_organization", id }),
      );
    const vacancies = query.include.has("vacancies")
      ? ((await organizationVacanciesOf(c.get("deps").db, scopeOf(c).tenant, await c.get("actor")(), [id])).get(id) ?? []).filter(
          (vacancy) => vacancy.status === "published",
        )
      : undefined;
    if (vacancies) await holdsUntilNextClosing(c);
    return sendDocument(c, toResourceDocument(socialMapResource, { ...row, vacancies }, query));
  },
);
