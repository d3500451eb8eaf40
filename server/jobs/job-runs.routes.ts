import { Hono } from "hono";
import { jobRunCreateSchema } from "../../contract/job-runs";
import { AppError } from "../http/app-error";
import { jsonApiBody } from "../http/jsonapi/body-input";
import { sendDocument } from "../http/jsonapi/errors";
import type { AppEnv } from "../http/types";
import { isTenantAdmin } from "../policy/actor";
import { authorized } from "../policy/authorize";

/**
 * Browser tests only (TEST_JOB_RUNS, refused on public hosts): an admin runs a recurring job now instead of waiting for
 * its interval, e.g. the search alerts' sweep. The job does what its next run would: its own rules still hold.
 */
export const jobRunRoutes = new Hono<AppEnv>();

jobRunRoutes.post("/test_job_runs", authorized(isTenantAdmin), jsonApiBody("job_runs", jobRunCreateSchema), async (c) => {
  const { name } = c.req.valid("json");
  if (!(await c.get("deps").jobs.runRecurringNow(name))) {
    const detail = c.get("t")("api-errors:detail.resourceNotFound", { type: "job", id: name.slice(0, 40) });
    throw new AppError(422, "validation_failed", detail, [{ detail, source: { pointer: "/data/attributes/name" } }]);
  }
  return sendDocument(c, { meta: { ran: name } }, 201);
});
