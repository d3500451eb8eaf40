import type { ApiQuery } from "../../../contract/api-client";
import { ROLES, USER_STATUSES } from "../../../contract/identity";
import { oneOf } from "../../lib/list-params";

/** The users list's filters from its address (q, role, status), for the list and its export alike. */
export const userListFilter = (search: URLSearchParams): ApiQuery["filter"] => ({
  search: search.get("q") || undefined,
  withRole: oneOf(ROLES, search.get("role")) || undefined,
  statusEq: oneOf(USER_STATUSES, search.get("status")) || undefined,
});
