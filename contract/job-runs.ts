import { z } from "zod";

/** POST /api/v1/test_job_runs (browser tests only, TEST_JOB_RUNS): run this recurring job now. */
export const jobRunCreateSchema = z.object({ name: z.string().trim().min(1).max(100) }).strict();
