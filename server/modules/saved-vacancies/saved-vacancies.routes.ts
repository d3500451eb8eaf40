import { Hono } from "hono";
import { savedVacancyCreateSchema } from "../../../contract/saved-vacancies";
import { AppError } from "../../http/app-error";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { signedIn } from "../../policy/authorize";
import { canVacancy } from "../vacancies/vacancies.policy";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { vacancySearchHitResource } from "../vacancy-bank/vacancy-search.resource";
import { savedVacancyResource } from "./saved-vacancies.resource";
import { listSavedVacancies, SAVED_MAX, saveVacancy, unsaveVacancy } from "./saved-vacancies.service";

/** The heart (issue 19, item 4): any signed-in user keeps vacancies he may read; only his own, only of this tenant. */
export const savedVacancyRoutes = new Hono<AppEnv>();

/** GET /api/v1/saved_vacancies: the caller's kept vacancies that are still open, as bank cards. */
savedVacancyRoutes.get(
  "/saved_vacancies",
  responds({
    summary: "List my saved vacancies",
    description: "The vacancies the signed-in user saved, as the vacancy bank's result cards.",
    resource: vacancySearchHitResource,
    list: true,
  }),
  signedIn,
  async (c) => {
    const rows = await listSavedVacancies(c.get("deps").db, c.get("site").tenant.id, c.get("user").id);
    return sendDocument(c, toResourceDocument(vacancySearchHitResource, rows, { meta: { total: rows.length } }));
  },
);

/** POST /api/v1/saved_vacancies { vacancy_id }: keeps it; a vacancy he may not read is as unknown as a missing one. */
savedVacancyRoutes.post(
  "/saved_vacancies",
  responds({
    summary: "Save a vacancy",
    description: "The heart on a vacancy the user may see; there is a maximum.",
    resource: savedVacancyResource,
  }),
  signedIn,
  jsonApiBody("saved_vacancies", savedVacancyCreateSchema),
  async (c) => {
    const { deps, site, t } = c.var;
    const { vacancy_id: vacancyId } = c.req.valid("json");
    const vacancy = await findVacancy(deps.db, site.tenant.id, vacancyId);
    if (!vacancy || !canVacancy(await c.get("actor")(), "read", vacancy)) {
      const detail = t("api-errors:detail.resourceNotFound", { type: "vacancy", id: vacancyId });
      throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: "/data/attributes/vacancy_id" } }]);
    }
    if (!(await saveVacancy(deps.db, site.tenant.id, c.get("user").id, vacancyId))) {
      const detail = t("api-errors:detail.savedVacanciesFull", { max: SAVED_MAX });
      throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: "/data/attributes/vacancy_id" } }]);
    }
    return sendDocument(c, toResourceDocument(savedVacancyResource, { vacancyId }), 201);
  },
);

/** DELETE /api/v1/saved_vacancies/{vacancyId}: lets it go; one he did not keep is a 404. */
savedVacancyRoutes.delete(
  "/saved_vacancies/:id",
  responds({ summary: "Forget a saved vacancy", description: "The path's id is the vacancy's." }),
  signedIn,
  pathId("vacancy"),
  async (c) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    if (!(await unsaveVacancy(deps.db, site.tenant.id, c.get("user").id, id))) {
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "saved_vacancy", id }));
    }
    return c.body(null, 204);
  },
);
