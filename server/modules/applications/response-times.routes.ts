import { Hono } from "hono";
import type { z } from "zod";
import { responseTimeResourceSchema } from "../../../contract/applications-resource";
import { AppError } from "../../http/app-error";
import { type ResourceDefinition, toResourceDocument } from "../../http/jsonapi/document";
import { sendDocument } from "../../http/jsonapi/errors";
import { pathId } from "../../http/jsonapi/path-id";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { canVacancy } from "../vacancies/vacancies.policy";
import { findVacancy } from "../vacancies/vacancy-reads.service";
import { usualResponseDays } from "./response-times.service";

interface ResponseTime {
  organizationId: number;
  usualDays: number | null;
}

const responseTimeResource: ResourceDefinition<ResponseTime, z.output<typeof responseTimeResourceSchema>> = {
  type: "response_times",
  schema: responseTimeResourceSchema,
  id: (row) => row.organizationId,
  attributes: (row) => ({ usualDays: row.usualDays }),
};

export const responseTimeRoutes = new Hono<AppEnv>();

/** Public, beside the vacancy page: the organization's usual days to a first response, once there are enough data. */
responseTimeRoutes.get(
  "/vacancies/:id/response_time",
  responds({
    summary: "How quickly the vacancy's organization responds",
    description:
      "The median days to a first response (a decision or a message) over the organization's applications of the past year; null with fewer than five answered.",
    resource: responseTimeResource,
  }),
  pathId("vacancy"),
  async (c) => {
    const { deps, site, t } = c.var;
    const { id } = c.req.valid("param");
    const vacancy = await findVacancy(deps.db, site.tenant.id, id);
    if (!vacancy || !canVacancy(await c.get("actor")(), "read", vacancy))
      throw new AppError(404, "not_found", t("api-errors:detail.resourceNotFound", { type: "vacancy", id }));
    const organizationId = vacancy.organization.id;
    const usualDays = await usualResponseDays(deps.db, site.tenant.id, organizationId);
    return sendDocument(c, toResourceDocument(responseTimeResource, { organizationId, usualDays }));
  },
);
