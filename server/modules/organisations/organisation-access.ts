import type { Context } from "hono";
import { parseResourceId } from "../../../contract/ids";
import { actorOf } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { requireUser } from "../../http/authenticate";
import type { AppEnv } from "../../http/types";
import type { Actor } from "../../policy/actor";
import { type OrganisationVacancy, visibleVacanciesOf } from "../vacancies/organisation-vacancies.service";
import type { AuditActor } from "./organisation-audit";
import { canOrganisation, type OrganisationAction } from "./organisations.policy";
import { findOrganization, type OrganizationWithAddress, type TransitionError } from "./organisations.service";

/** The organisation if the actor may do this with it: another tenant's or a hidden one is a 404, a visible one a 403. */
export async function organisationFor(c: Context<AppEnv>, action: OrganisationAction) {
  // Every action but reading needs a session: a visitor is asked to sign in before anything about the id is told.
  if (action !== "read") requireUser(c);
  const { deps, site, t } = c.var;
  const id = parseResourceId(c.req.param("id"));
  const found = id ? await findOrganization(deps.db, site.tenant.id, id) : null;
  const actor = await actorOf(c);
  const notFound = () =>
    new AppError(404, "not_found", t("errors:detail.resourceNotFound", { type: "organization", id: c.req.param("id") }));
  if (!found || !canOrganisation(actor, "read", found, deps.appConfig)) throw notFound();
  if (!canOrganisation(actor, action, found, deps.appConfig)) {
    if (!actor.user) throw new AppError(401, "not_authorized", t("errors:detail.signInRequired"));
    throw new AppError(403, "forbidden", t("errors:generic.noAccessToAction"));
  }
  return { organisation: found, actor };
}

/** Who is changing something, for the audit log (only called after organisationFor let a signed-in user through). */
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
  const byOrganisation = await visibleVacanciesOf(
    c.var.deps.db,
    c.var.site.tenant.id,
    actor,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, vacancies: byOrganisation.get(row.id) ?? [] }));
}
