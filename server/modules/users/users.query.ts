import type { Context } from "hono";
import { ROLES, type Role, USER_STATUSES, type UserStatus } from "../../../contract/identity";
import { AppError } from "../../http/app-error";
import type { ParsedQuery } from "../../http/jsonapi/query";
import type { AppEnv } from "../../http/types";
import type { UserFilter } from "./user-list.service";

const unknownFilter = (c: Context<AppEnv>, value: string) =>
  new AppError(400, "invalid_query", c.get("t")("api-errors:detail.unknownFilter", { value }));

/** The list filters of GET /users, checked: an unknown status or role is a 400, never a silent ignore. */
export function toUserFilter(c: Context<AppEnv>, filter: ParsedQuery["filter"]): UserFilter {
  const status = filter.status_eq as UserStatus | undefined;
  const withRole = filter.with_role as Role | undefined;
  if (status && !USER_STATUSES.includes(status)) throw unknownFilter(c, status);
  if (withRole && !ROLES.includes(withRole)) throw unknownFilter(c, withRole);
  // parseJsonApiQuery has checked that it is an id.
  const organizationId = filter.organization_id_eq ? Number(filter.organization_id_eq) : undefined;
  return { search: filter.search, status, withRole, organizationId };
}
