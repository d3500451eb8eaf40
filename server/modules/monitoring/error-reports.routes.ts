import { Hono } from "hono";
import { errorReportSchema } from "../../../contract/error-reports";
import { shouldReport } from "../../http/error-reporting";
import { jsonApiBody } from "../../http/jsonapi/body-input";
import { responds } from "../../http/openapi/responds";
import type { AppEnv } from "../../http/types";
import { limitErrorReports } from "./error-report-limits";
import { reportedByServer } from "./reported-requests";

/** What of a browser's report reaches the log: the schema's bounds allow 14 KB, the log takes about 5 KB at most. */
export const LOGGED_LENGTHS = { message: 1000, path: 500, stack: 4000 };

/** Browser-side app and view errors arrive here (spec section 8); 300-499 are acknowledged but not reported. */
export const errorReportRoutes = new Hono<AppEnv>();

errorReportRoutes.post(
  "/error_reports",
  responds({
    summary: "Report a browser error",
    description: "The web app's own errors, for the log; at most a few a minute per address.",
    status: 204,
    errors: [429],
  }),
  limitErrorReports,
  jsonApiBody("error_reports", errorReportSchema),
  async (c) => {
    const { message, status_code, path, stack, request_id } = c.req.valid("json");
    const status = status_code ?? undefined;
    if (shouldReport(status) && !(await reportedByServer(c.get("deps").db, request_id))) {
      const error = Object.assign(new Error(message.slice(0, LOGGED_LENGTHS.message)), {
        stack: stack?.slice(0, LOGGED_LENGTHS.stack),
      });
      c.get("deps").reportError(error, {
        status,
        path: path.slice(0, LOGGED_LENGTHS.path),
        source: "browser",
        requestId: c.get("requestId"),
        reportedRequestId: request_id,
      });
    }
    return c.body(null, 204);
  },
);
