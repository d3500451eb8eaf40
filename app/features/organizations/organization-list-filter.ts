import type { ApiQuery } from "../../../contract/api-client";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "../../../contract/organization-options";
import { oneOf } from "../../lib/list-params";

/** The organizations list's filters from its address (q, type, status), for the list and its export alike. */
export const organizationListFilter = (search: URLSearchParams): ApiQuery["filter"] => ({
  nameCont: search.get("q") || undefined,
  typeEq: oneOf(ORGANIZATION_TYPES, search.get("type")) || undefined,
  statusEq: oneOf(ORGANIZATION_STATUSES, search.get("status")) || undefined,
});
