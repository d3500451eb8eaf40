import { Hono } from "hono";
import { z } from "zod";
import { shouldReport } from "../../http/error-reporting";
import { readAttributes } from "../../http/jsonapi/body";
import type { AppEnv } from "../../http/types";

const errorReportAttributes = z.object({
  message: z.string().max(2000),
  status_code: z.number().int().min(0).max(999).nullable().optional(),
  path: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
});

/** Browser-side app and view errors arrive here (spec section 8); 300-499 are acknowledged but not reported. */
export const errorReportRoutes = new Hono<AppEnv>();

errorReportRoutes.post("/error_reports", async (c) => {
  const { message, status_code, path, stack } = await readAttributes(c, "error_reports", errorReportAttributes);
  const status = status_code ?? undefined;
  if (shouldReport(status)) {
    const error = Object.assign(new Error(message), { stack });
    c.var.deps.reportError(error, { status, path, source: "browser", requestId: c.var.requestId });
  }
  return c.body(null, 204);
});
