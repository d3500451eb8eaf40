import type { Database } from "../../db/client";
import { shouldReport } from "../../http/error-reporting";
import type { AppDependencies } from "../../http/types";
import { countHit, type Limit, peekCount } from "../../limits/limit-counters";

/** Request ids whose error the server itself reported, kept in PostgreSQL so that any process knows them. */
const REPORTED_REQUESTS: Limit = { name: "reported-request", limit: 1, windowMs: 30 * 60_000 };

type Reporter = AppDependencies["reportError"];

/** The reporter, which also remembers the request id of each error the server reports itself (not the browser's). */
export function rememberingReports(db: Database, report: Reporter): Reporter {
  return (error, context) => {
    report(error, context);
    const status = typeof context.status === "number" ? context.status : undefined;
    const requestId = context.requestId;
    if (context.source === "browser" || typeof requestId !== "string" || !shouldReport(status)) return;
    // Losing the note only means a browser's report of the same error is logged too.
    countHit(db, REPORTED_REQUESTS, requestId).catch(() => undefined);
  };
}

/** Whether the server has reported an error of this request itself (then the browser's report of it is not logged). */
export async function reportedByServer(db: Database, requestId: string | undefined): Promise<boolean> {
  return requestId !== undefined && (await peekCount(db, REPORTED_REQUESTS, requestId)) !== null;
}
