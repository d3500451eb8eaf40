import type { z } from "zod";
import type { currentOrganizationUpdateSchema } from "../../../contract/organizations";
import type { TenantId } from "../../config/tenants";
import type { Database } from "../../db/client";
import { PROFILE_IMAGE_MAX_BYTES } from "../center-profiles/center-profiles.service";
import { findUpload, uploadUrl } from "../media/media.service";
import type { AuditActor } from "./organization-audit";
import { toOrganizationInput } from "./organizations.input";
import {
  isActiveMember,
  type OrganizationPatch,
  type OrganizationWithAddress,
  updateOrganization,
} from "./organizations.service";

export type CurrentOrganizationUpdate = z.output<typeof currentOrganizationUpdateSchema>;

/** An attribute the schema accepted but the database refuses: an upload that is not there or too large, a stranger. */
export class CurrentOrganizationError extends Error {
  constructor(
    readonly attribute: "logo_id" | "contact_person_id",
    readonly reason: "missing" | "too_large" | "not_member",
  ) {
    super(`${attribute}: ${reason}`);
  }
}

/** The logo's address: an upload of this tenant of at most 1 MB, like a centre's logo (DESIGN.md section 6). */
async function logoUrlOf(db: Database, tenant: TenantId, uploadId: number): Promise<string> {
  const upload = await findUpload(db, tenant, uploadId);
  if (!upload) throw new CurrentOrganizationError("logo_id", "missing");
  if (upload.bytes > PROFILE_IMAGE_MAX_BYTES) throw new CurrentOrganizationError("logo_id", "too_large");
  return uploadUrl(upload.path);
}

/**
 * The selected organization's details, profile, logo and contact details, with one audit record of what changed.
 * The default contact person must be one of the organization's users.
 */
export async function updateCurrentOrganization(
  db: Database,
  tenant: TenantId,
  current: OrganizationWithAddress,
  input: CurrentOrganizationUpdate,
  actor: AuditActor,
): Promise<OrganizationWithAddress> {
  const patch: OrganizationPatch = {
    ...toOrganizationInput(input),
    contactEmail: input.contact_email,
    phoneVisible: input.phone_visible,
    showContactDetailsDefault: input.show_contact_details_default,
  };
  if (input.logo_id !== undefined) patch.logoUrl = input.logo_id === null ? null : await logoUrlOf(db, tenant, input.logo_id);
  if (input.contact_person_id !== undefined) {
    const id = input.contact_person_id;
    if (id !== null && !(await isActiveMember(db, tenant, id, current.id)))
      throw new CurrentOrganizationError("contact_person_id", "not_member");
    patch.contactPersonId = id;
  }
  return updateOrganization(db, tenant, current, patch, actor, { auditChanges: true });
}
