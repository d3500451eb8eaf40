import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { organizationMoveSchema } from "../../../contract/organizations";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { signedIn } from "../../policy/authorize";
import { auditActorOf, organizationAccess } from "./organization-access";
import { moveOrganization } from "./organization-move.service";
import { organizationId } from "./organizations.input";
import { organizationResource } from "./organizations.resource";

export const organizationMoveRoutes = new Hono<AppEnv>();

const POINTER = "/data/attributes/volunteer_center_id";

/**
 * PUT /api/v1/organizations/{id}/move: to another centre of the same tenant (DESIGN.md section 6: admin, or
 * center_superuser of the organization's centre).
 *
 * With moving switched off by the config layers the endpoint answers 404, not 403: on such an installation the
 * action does not exist for anyone (as an unmounted route), no role could ever get it, and a 403 would invite
 * asking for a right that no administrator can grant. The check comes first, so it says nothing about the id.
 */
/** The installation's switch, before anything about the caller or the id. */
const movingEnabled = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get("deps").appConfig.movingOrganizations) {
    throw new AppError(404, "not_found", c.get("t")("organizations:move.errors.disabled"));
  }
  await next();
});

organizationMoveRoutes.put(
  "/organizations/:id/move",
  responds({
    summary: "Move an organization to another centre",
    description:
      "To another centre of the same tenant, for an admin or the superuser of its centre; a 404 where moving is switched off.",
    resource: organizationResource,
  }),
  movingEnabled,
  signedIn,
  organizationId,
  organizationAccess("move"),
  jsonApiBody("organizations", organizationMoveSchema),
  async (c) => {
    const { deps, site, t, organization } = c.var;
    const input = c.req.valid("json");
    const target = site.centers.find((center) => center.id === input.volunteer_center_id);
    // Another tenant's centre is as unknown as one that does not exist (no existence leak).
    if (!target) {
      throw new AppError(
        404,
        "unknown_volunteer_center",
        t("api-errors:detail.unknownCenter", { value: input.volunteer_center_id }),
        [{ source: { pointer: POINTER } }],
      );
    }
    if (target.id === organization.centerId) {
      throw new AppError(422, "unprocessable", t("organizations:move.errors.sameCenter"), [{ source: { pointer: POINTER } }]);
    }
    const moved = await moveOrganization(deps.db, site.tenant.id, organization, target.id, auditActorOf(c));
    return sendDocument(
      c,
      toResourceDocument(organizationResource, moved.organization, {
        include: new Set(["address", "profile"]),
        meta: { movedUserIds: moved.movedUserIds.map(String) },
      }),
    );
  },
);
