import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { type Actor, isTenantAdmin } from "../../policy/actor";
import { authorize } from "../../policy/authorize";
import { type OrganisationVacancy, organisationVacanciesOf } from "./included-vacancies.service";
import type { AuditActor } from "./organisation-audit";
import { canManageOrganisations, canOrganisation, type OrganisationAction } from "./organisations.policy";
import { findOrganization, type OrganizationWithAddress, type TransitionError } from "./organisations.service";

declare module "hono" {
  interface ContextVariableMap {
    /** The organisation the path names, set by organisationAccess(): only routes that declare it read it. */
    organisation: OrganizationWithAddress;
    /** Whom the organisation list is for, set by organisationListAccess (public). */
    organisationListScope: OrganisationListScope;
  }
}

/**
 * After pathId (and signedIn for every action but reading): the organisation as `c.var.organisation` if the actor
 * may do this with it. Another tenant's or a hidden one is a 404 (no existence leak), a visible one a 401/403.
 */
export const organisationAccess = (action: OrganisationAction) =>
  createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const found = await findOrganization(deps.db, site.tenant.id, id);
    if (!found || !canOrganisation(await c.var.actor(), "read", found, deps.appConfig)) {
      throw new AppError(404, "not_found", t("errors:detail.resourceNotFound", { type: "organization", id }));
    }
    // Reading is public: a visitor who may see it reads it.
    if (action !== "read") await authorize(c, (actor) => canOrganisation(actor, action, found, deps.appConfig));
    c.set("organisation", found);
    await next();
  });

/** The tenant admin lists every centre (up to 1000 a page); a centre's staff their centre in every status; others approved ones. */
export interface OrganisationListScope {
  admin: boolean;
  /** The centre whose staff the actor is, or null for a visitor, a volunteer or an organisation's people. */
  staffCenterId: number | null;
}

/** Public: anyone lists organisations; the scope says which. */
export const organisationListAccess = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await c.var.actor();
  const staff = actor.user !== null && canManageOrganisations(actor, actor.user.centerId);
  c.set("organisationListScope", { admin: isTenantAdmin(actor), staffCenterId: staff ? (actor.user?.centerId ?? null) : null });
  await next();
});

/** Who is changing something, for the audit log (only called after organisationAccess let a signed-in user through). */
export function auditActorOf(c: Context<AppEnv>): AuditActor {
  const auth = c.var.auth;
  if (!auth) throw new AppError(401, "not_authorized", c.var.t("errors:detail.signInRequired"));
  return { userId: auth.user.id, impersonatorUserId: auth.impersonatorUserId };
}

export function transitionError(c: Context<AppEnv>, error: TransitionError) {
  return new AppError(422, "unprocessable", c.var.t("errors:detail.badTransition", { from: error.from, to: error.to }), [
    { source: { pointer: "/data/attributes/status" } },
  ]);
}

/** The organisations with their vacancies when the query includes them, each vacancy as the actor may see it. */
export async function withVacancies<T extends OrganizationWithAddress>(
  c: Context<AppEnv>,
  actor: Actor,
  rows: T[],
  include: Set<string>,
): Promise<(T & { vacancies?: OrganisationVacancy[] })[]> {
  if (!include.has("vacancies")) return rows;
  const byOrganisation = await organisationVacanciesOf(
    c.var.deps.db,
    c.var.site.tenant.id,
    actor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, vacancies: byOrganisation.get(row.id) ?? [] }));
}
