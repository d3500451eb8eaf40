import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { type Actor, hasRole, isTenantAdmin } from "../../policy/actor";
import { authorize } from "../../policy/authorize";
import { organizationVacanciesOf } from "./included-vacancies.service";
import type { AuditActor } from "./organization-audit";
import { canManageOrganizations, canOrganization, type OrganizationAction } from "./organizations.policy";
import type { OrganizationResourceRow } from "./organizations.resource";
import { findOrganization, membersOf, type OrganizationWithAddress, type TransitionError } from "./organizations.service";

declare module "hono" {
  interface ContextVariableMap {
    /** The organization the path names, set by organizationAccess(): only routes that declare it read it. */
    organization: OrganizationWithAddress;
    /** Whom the organization list is for, set by organizationListAccess (public). */
    organizationListScope: OrganizationListScope;
  }
}

/**
 * After pathId (and signedIn for every action but reading): the organization as `c.get("organization")` if the actor
 * may do this with it. Another tenant's or a hidden one is a 404 (no existence leak), a visible one a 401/403.
 */
export const organizationAccess = (action: OrganizationAction) =>
  createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const found = await findOrganization(deps.db, site.tenant.id, id);
    if (!found || !canOrganization(await c.get("actor")(), "read", found, deps.appConfig)) {
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "organization", id }));
    }
    // Reading is public: a visitor who may see it reads it.
    if (action !== "read") await authorize(c, (actor) => canOrganization(actor, action, found, deps.appConfig));
    c.set("organization", found);
    await next();
  });

/** The tenant admin lists every centre, a centre's staff their centre in every status; others approved ones. */
export interface OrganizationListScope {
  admin: boolean;
  /** The centre whose staff the actor is, or null for a visitor, a volunteer or an organization's people. */
  staffCenterId: number | null;
  /** Up to 1000 a page: staff and content managers pick from all of them (a form's or an import's organization). */
  bulk: boolean;
}

/** Public: anyone lists organizations; the scope says which. */
export const organizationListAccess = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await c.get("actor")();
  const staff = actor.user !== null && canManageOrganizations(actor, actor.user.centerId);
  const admin = isTenantAdmin(actor);
  c.set("organizationListScope", {
    admin,
    staffCenterId: staff ? (actor.user?.centerId ?? null) : null,
    bulk: admin || staff || hasRole(actor, "content_manager"),
  });
  await next();
});

/** Who is changing something, for the audit log (only called after organizationAccess let a signed-in user through). */
export function auditActorOf(c: Context<AppEnv>): AuditActor {
  const auth = c.get("auth");
  if (!auth) throw new AppError(401, "not_authorized", c.get("t")("api-errors:detail.signInRequired"));
  return { userId: auth.user.id, impersonatorUserId: auth.impersonatorUserId };
}

export function transitionError(c: Context<AppEnv>, error: TransitionError) {
  return new AppError(422, "unprocessable", c.get("t")("api-errors:detail.badTransition", { from: error.from, to: error.to }), [
    { source: { pointer: "/data/attributes/status" } },
  ]);
}

/**
 * The organizations as this actor sees them: whether he manages each, with their vacancies (each as he may see it)
 * and their members (for those who may list them, else a 403) when the query includes them.
 */
export async function asSeenBy<T extends OrganizationWithAddress>(
  c: Context<AppEnv>,
  actor: Actor,
  rows: T[],
  include: Set<string>,
): Promise<(T & OrganizationResourceRow)[]> {
  const { db, appConfig } = c.get("deps");
  const tenant = c.get("site").tenant.id;
  let seen: (T & OrganizationResourceRow)[] = rows.map((row) => ({
    ...row,
    managed: canOrganization(actor, "update", row, appConfig),
  }));
  if (include.has("members")) {
    if (!rows.every((row) => canOrganization(actor, "readMembers", row, appConfig)))
      throw new AppError(403, "forbidden", c.get("t")("api-errors:generic.noAccessToAction"));
    seen = await Promise.all(seen.map(async (row) => ({ ...row, members: await membersOf(db, tenant, row.id) })));
  }
  if (!include.has("vacancies")) return seen;
  const byOrganization = await organizationVacanciesOf(
    db,
    tenant,
    actor,
    rows.map((row) => row.id),
  );
  return seen.map((row) => ({ ...row, vacancies: byOrganization.get(row.id) ?? [] }));
}
