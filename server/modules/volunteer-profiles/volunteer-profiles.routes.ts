import type { Context } from "hono";
import { Hono } from "hono";
import { POOL_FILTERS, poolFilterSchema, volunteerProfileSchema } from "../../../contract/volunteer-profiles";
import { poolMeta } from "../../../contract/volunteer-profiles-resource";
import { localGeocoder } from "../../geo/gazetteer";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { listPage } from "../../http/jsonapi/pagination";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { managedOrganizationIds } from "../../policy/actor";
import { authorized, type SignedInActor } from "../../policy/authorize";
import { findPoolProfile, searchPool } from "./volunteer-pool.service";
import { notFound, unprocessable, volunteerProfilesOffered } from "./volunteer-profiles.access";
import { canKeepProfile, canSearchPool } from "./volunteer-profiles.policy";
import { ownProfileResource, poolProfileResource } from "./volunteer-profiles.resource";
import { findOwnProfile, PhotoRefusedError, saveOwnProfile } from "./volunteer-profiles.service";

export const volunteerProfileRoutes = new Hono<AppEnv>();
volunteerProfileRoutes.use("/volunteer_profiles", volunteerProfilesOffered);
volunteerProfileRoutes.use("/volunteer_profiles/*", volunteerProfilesOffered);

const owner = authorized((actor) => canKeepProfile(actor));
const poolUser = authorized((actor, c) => canSearchPool(actor, c.get("site").center.id));
const geocoderOf = (c: Context<AppEnv>) => c.get("deps").geocoder ?? localGeocoder;

/** GET /api/v1/volunteer_profiles/me: the caller's own profile, or null data before he made one. */
volunteerProfileRoutes.get(
  "/volunteer_profiles/me",
  responds({
    summary: "Read the own volunteer profile",
    description: "`data` is null until he saved one.",
    resource: ownProfileResource,
    nullable: true,
  }),
  owner,
  async (c) => {
    const row = await findOwnProfile(c.get("deps").db, c.get("site").tenant.id, c.get("user").id);
    return sendDocument(c, toResourceDocument(ownProfileResource, row));
  },
);

/**
 * PUT /api/v1/volunteer_profiles/me: the whole profile; the postal code must be one we can place, the photo an upload
 * the volunteer made himself in this tenant.
 */
volunteerProfileRoutes.put(
  "/volunteer_profiles/me",
  responds({
    summary: "Save the own volunteer profile",
    description: "Made on the first save; `visible` puts it in the pool.",
    resource: ownProfileResource,
    status: 200,
  }),
  owner,
  jsonApiBody("volunteer_profiles", volunteerProfileSchema),
  async (c) => {
    const input = c.req.valid("json");
    const located = input.postal_code ? await geocoderOf(c).geocode(input.postal_code) : null;
    if (input.postal_code && !located) throw unprocessable(c, "unknownPostalCode", "postal_code");
    const { user, site, deps } = c.var;
    const owner = { userId: user.id, centerId: user.centerId };
    const row = await saveOwnProfile(deps.db, site.tenant.id, owner, input, located).catch((error) => {
      throw error instanceof PhotoRefusedError ? unprocessable(c, "photoUnknown", "photo_id") : error;
    });
    return sendDocument(c, toResourceDocument(ownProfileResource, row));
  },
);

const LIST_FILTERS = new Set(["vacancy_type", "activity_type", "availability", "language"]);

/** The query's filters through the contract's schema; a bad value is a 400 naming the parameter. */
function poolFilter(c: Context<AppEnv>, raw: Record<string, string>) {
  const values = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, LIST_FILTERS.has(key) ? value.split(",").filter(Boolean) : value]),
  );
  const parsed = poolFilterSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const key = String(parsed.error.issues[0]?.path[0] ?? "");
  const detail = c.get("t")("api-errors:volunteerProfiles.badFilter", { value: raw[key] ?? "" });
  throw new AppError(400, "invalid_query", detail, [{ detail, source: { parameter: `filter[${key}]` } }]);
}

/** GET /api/v1/volunteer_profiles: the centre's pool, visible profiles only, for staff and organizations. */
volunteerProfileRoutes.get(
  "/volunteer_profiles",
  responds({
    summary: "Search the volunteer pool",
    description: "Visible profiles of the centre, for staff and organizations that may search it; never contact details.",
    resource: poolProfileResource,
    list: "paged",
    meta: poolMeta,
  }),
  poolUser,
  jsonApiQuery({ filters: [...POOL_FILTERS] }),
  async (c) => {
    const { deps, site } = c.var;
    const query = c.req.valid("query");
    const { near: postalCode, ...filter } = poolFilter(c, query.filter);
    const located = postalCode ? await geocoderOf(c).geocode(postalCode) : null;
    if (postalCode && !located) {
      const detail = c.get("t")("api-errors:volunteerProfiles.unknownPostalCode");
      throw new AppError(400, "invalid_query", detail, [{ detail, source: { parameter: "filter[near]" } }]);
    }
    const actor = (await c.get("actor")()) as SignedInActor;
    const organizationIds = managedOrganizationIds(actor, null);
    const search = { tenant: site.tenant.id, centerId: site.center.id, filter, near: located, organizationIds };
    const { rows, total, capped } = await searchPool(deps.db, search, query.page);
    // total_capped: more profiles match than were counted; total is then the cap.
    const meta = { ...(located ? { near: { label: located.label } } : {}), ...(capped ? { totalCapped: true } : {}) };
    return sendDocument(c, toResourceDocument(poolProfileResource, rows, { meta, list: listPage(c, query.page, total) }));
  },
);

/** GET /api/v1/volunteer_profiles/{id}: one pool card; a hidden or unknown profile is the same 404. */
volunteerProfileRoutes.get(
  "/volunteer_profiles/:id",
  responds({ summary: "Read a pool profile", resource: poolProfileResource }),
  poolUser,
  pathId("volunteer_profile"),
  async (c) => {
    const { id } = c.req.valid("param");
    const { deps, site } = c.var;
    const actor = (await c.get("actor")()) as SignedInActor;
    const scope = { tenant: site.tenant.id, centerId: site.center.id, organizationIds: managedOrganizationIds(actor, null) };
    const row = await findPoolProfile(deps.db, scope, id);
    if (!row) throw notFound(c, "volunteer_profile", id);
    return sendDocument(c, toResourceDocument(poolProfileResource, row));
  },
);
