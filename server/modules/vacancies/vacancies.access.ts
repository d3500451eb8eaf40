import { createMiddleware } from "hono/factory";
import { AppError } from "../../http/app-error";
import type { AppEnv } from "../../http/types";
import { authorize } from "../../policy/authorize";
import { canVacancy, type VacancyAction, type VacancyListScope, vacancyListScope } from "./vacancies.policy";
import type { VacancyDetails } from "./vacancy-details.service";
import { findVacancy } from "./vacancy-reads.service";

declare module "hono" {
  interface ContextVariableMap {
    /** The vacancy the path names, set by vacancyAccess(): only routes that declare it read it. */
    vacancy: VacancyDetails;
    /** Which vacancies the back-office list shows, set by vacancyListAccess. */
    vacancyScope: VacancyListScope;
  }
}

/**
 * After pathId (and signedIn for every action but reading): the vacancy as `c.get("vacancy")` if the actor may do this
 * with it. One he may not see (or another tenant's) is a 404, one he may see but not change a 401/403.
 */
export const vacancyAccess = (action: VacancyAction) =>
  createMiddleware<AppEnv, string, { out: { param: { id: number } } }>(async (c, next) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const found = await findVacancy(deps.db, site.tenant.id, id);
    if (!found || !canVacancy(await c.get("actor")(), "read", found)) {
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "vacancy", id }));
    }
    // Reading is public: a visitor who may see it reads it.
    if (action !== "read") await authorize(c, (actor) => canVacancy(actor, action, found));
    c.set("vacancy", found);
    await next();
  });

/** The back-office list, for those who manage an organization or a centre: the scope as `c.get("vacancyScope")`. */
export const vacancyListAccess = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await authorize(c, (actor) => vacancyListScope(actor, c.get("organizationId")) !== null);
  // authorize() has just seen it is not null.
  c.set("vacancyScope", vacancyListScope(actor, c.get("organizationId")) as VacancyListScope);
  await next();
});
