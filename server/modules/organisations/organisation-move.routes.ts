import { Hono } from "hono";
import { organizationMoveSchema } from "../../../contract/organizations";
import { AppError } from "../../http/app-error";
import { readAttributes } from "../../http/jsonapi/body";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import type { AppEnv } from "../../http/types";
import { auditActorOf, organisationFor } from "./organisation-access";
import { moveOrganization } from "./organisation-move.service";
import { organizationResource } from "./organisations.resource";

export const organisationMoveRoutes = new Hono<AppEnv>();

const POINTER = "/data/attributes/volunteer_center_id";

/**
 * PUT /api/v1/organizations/{id}/move: to another centre of the same tenant (DESIGN.md section 6: admin, or
 * center_superuser of the organisation's centre).
 *
 * With moving switched off by the config layers the endpoint answers 404, not 403: on such an installation the
 * action does not exist for anyone (as an unmounted route), no role could ever get it, and a 403 would invite
 * asking for a right that no administrator can grant. The check comes first, so it says nothing about the id.
 */
organisationMoveRoutes.put("/organizations/:id/move", async (c) => {
  const { deps, site, t } = c.var;
  if (!deps.appConfig.movingOrganizations) throw new AppError(404, "not_found", t("organizations:move.errors.disabled"));
  const { organisation } = await organisationFor(c, "move");
  const input = await readAttributes(c, "organizations", organizationMoveSchema);
  const target = site.centers.find((center) => center.id === input.volunteer_center_id);
  // Another tenant's centre is as unknown as one that does not exist (no existence leak).
  if (!target) {
    throw new AppError(404, "unknown_volunteer_center", t("errors:detail.unknownCenter", { value: input.volunteer_center_id }), [
      { source: { pointer: POINTER } },
    ]);
  }
  if (target.id === organisation.centerId) {
    throw new AppError(422, "unprocessable", t("organizations:move.errors.sameCenter"), [{ source: { pointer: POINTER } }]);
  }
  const moved = await moveOrganization(deps.db, site.tenant.id, organisation, target.id, auditActorOf(c));
  return sendDocument(
    c,
    toResourceDocument(organizationResource, moved.organisation, {
      include: new Set(["address", "profile"]),
      meta: { movedUserIds: moved.movedUserIds.map(String) },
    }),
  );
});
