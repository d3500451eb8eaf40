import { data, type RouterContextProvider } from "react-router";
import { ApiError } from "../../../contract/api-client";
import type { Organization, OrganizationPermissions } from "../../../contract/organizations";
import { pageContext } from "../../lib/page-context.server";

const NONE: OrganizationPermissions = { update: false, changeStatus: false, move: false };

/**
 * An organization with what the signed-in user may do with it (the API's policy, in the document's meta).
 * An unknown or hidden one is the 404 page, one the API refuses the 403 page, as the API answered.
 */
export async function loadOrganization(context: Readonly<RouterContextProvider>, id: string) {
  try {
    const { data: organization, meta } = await pageContext(context).api.get<Organization>(
      `/api/v1/organizations/${encodeURIComponent(id)}`,
      { include: ["address", "profile"] },
    );
    const permissions = (meta.permissions as OrganizationPermissions | undefined) ?? NONE;
    return { organization, permissions };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

/** The error page for a screen the user may not use. */
export const forbidden = () => data({ message: "Forbidden" }, { status: 403 });
