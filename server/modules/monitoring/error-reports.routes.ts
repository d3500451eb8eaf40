import { Hono } from "hono";
import { errorReportSchema } from "../../../contract/error-reports";
import { shouldReport } from "../../http/error-reporting";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import type { AppEnv } from "../../http/types";

/** Browser-side app and view errors arrive here (spec section 8); 300-499 are acknowledged but not reported. */
export const errorReportRoutes = new Hono<AppEnv>();

errorReportRoutes.post("/error_reports", jsonApiBody("error_reports", errorReportSchema), async (c) => {
  const { message, status_code, path, stack } = c.req.valid("json");
  const status = status_code ?? undefined;
  if (shouldReport(status)) {
    const error = Object.assign(new Error(message), { stack });
    c.get("deps").reportError(error, { status, path, source: "browser", requestId: c.get("requestId") });
  }
  return c.body(null, 204);
});
