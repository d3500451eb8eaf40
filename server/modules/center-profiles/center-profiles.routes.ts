import { type Context, Hono } from "hono";
import type { Translate } from "../../../contract/validation";
import { centerProfileUpdateSchemaFor } from "../../../contract/volunteer-centers";
import { featureFlagsFor } from "../../config/feature-flags";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { jsonApiQuery } from "../../http/jsonapi/query-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { signedIn } from "../../policy/authorize";
import { CENTER_QUERY, centerProfileResource } from "../tenancy/tenancy.resource";
import { findCenterWithProfile } from "../tenancy/tenancy.service";
import { centerProfileAccess } from "./center-profiles.access";
import { PROFILE_IMAGE_MAX_BYTES, ProfileImageError, updateCenterProfile } from "./center-profiles.service";

export const centerProfileRoutes = new Hono<AppEnv>();

const PROFILE_FIELDS = { fields: { volunteer_center_profiles: CENTER_QUERY.fields.volunteer_center_profiles } };

const notFound = (c: Context<AppEnv>, id: number) =>
  new AppError(404, "not_found", c.get("t")("api-errors:detail.resourceNotFound", { type: "volunteer_center", id }));

function imageError(c: Context<AppEnv>, error: ProfileImageError) {
  const { t } = c.var;
  const path = t(error.field === "favicon_id" ? "validation:centerProfile.faviconPath" : "validation:centerProfile.logoPath");
  const detail =
    error.reason === "missing"
      ? t("validation:centerProfile.upload")
      : t("validation:imageTooLarge", { path, size: `${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB` });
  return new AppError(422, "validation_failed", t("api-errors:api.validation_failed"), [
    { detail, source: { pointer: `/data/attributes/${error.field}` } },
  ]);
}

/** The profile is public: every page shows it (theme, logo, footer), as GET /volunteer_centers?include=profile does. */
centerProfileRoutes.get(
  "/volunteer_centers/:id/profile",
  responds({
    summary: "Read a centre's profile",
    description: "Its site's colours, logos, footer, home page and contact details.",
    resource: centerProfileResource,
  }),
  jsonApiQuery(PROFILE_FIELDS),
  pathId("volunteer_center"),
  async (c) => {
    const { id } = c.req.valid("param");
    const { site, deps } = c.var;
    const center = site.centers.some((row) => row.id === id) ? await findCenterWithProfile(deps.db, site.tenant.id, id) : null;
    if (!center?.profile) throw notFound(c, id);
    return sendDocument(c, toResourceDocument(centerProfileResource, center.profile, c.req.valid("query")));
  },
);

/** Centre staff change the profile: an admin any centre of the tenant, a centre superuser his own. */
centerProfileRoutes.patch(
  "/volunteer_centers/:id/profile",
  responds({ summary: "Update a centre's profile", description: "For the centre's admins.", resource: centerProfileResource }),
  signedIn,
  pathId("volunteer_center"),
  centerProfileAccess,
  jsonApiBody("volunteer_center_profiles", (c) => centerProfileUpdateSchemaFor(c.get("t") as Translate)),
  async (c) => {
    const { profileCenter, site, deps, user } = c.var;
    if (
      c.req.valid("json").content_languages?.includes("en") &&
      !featureFlagsFor(site.tenant, site.appContext).internationalization
    ) {
      const detail = c.var.t("validation:centerProfile.englishContentOff");
      throw new AppError(422, "validation_failed", detail, [
        { detail, source: { pointer: "/data/attributes/content_languages" } },
      ]);
    }
    try {
      const profile = await updateCenterProfile(deps.db, site.tenant.id, profileCenter.id, c.req.valid("json"), user.id);
      return sendDocument(c, toResourceDocument(centerProfileResource, profile));
    } catch (error) {
      if (error instanceof ProfileImageError) throw imageError(c, error);
      throw error;
    }
  },
);
