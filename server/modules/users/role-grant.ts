import type { Context } from "hono";
import type { Role } from "../../../contract/identity";
import { roleOrganizationProblem } from "../../../contract/users";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { findOrganization } from "../organizations/organizations.service";

const POINTER = "/data/attributes/organization_id";

/**
 * The organization named with a role grant: required for organization roles and refused for the others, and it must
 * belong to the user's own centre (another centre's or tenant's organization reads as unknown, so nothing leaks).
 */
export async function requireRoleOrganization(
  c: Context<AppEnv>,
  role: Role,
  organizationId: number | null | undefined,
  centerId: number,
): Promise<void> {
  const { deps, site, t } = c.var;
  const problem = roleOrganizationProblem(role, organizationId);
  if (problem) {
    const detail = t(`identity:userAdmin.errors.organization_${problem}`);
    throw new AppError(422, "validation_failed", detail, [{ source: { pointer: POINTER }, detail }]);
  }
  if (!organizationId) return;
  const organization = await findOrganization(deps.db, site.tenant.id, organizationId);
  if (!organization || organization.centerId !== centerId || organization.status === "deleted") {
    const detail = t("api-errors:detail.unknownOrganization", { value: organizationId });
    throw new AppError(422, "validation_failed", detail, [{ source: { pointer: POINTER }, detail }]);
  }
}
