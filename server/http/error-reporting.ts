import * as Sentry from "@sentry/node";
import type { Logger } from "pino";

/** Spec section 8: statuses 300-499 are not reported; everything else goes to Sentry when configured, else the log. */
export function shouldReport(status: number | undefined): boolean {
  return status === undefined || status < 300 || status >= 500;
}

export function createErrorReporter(logger: Logger, sentryDsn: string | undefined, environment: string) {
  if (sentryDsn) Sentry.init({ dsn: sentryDsn, environment });
  return (error: unknown, context: Record<string, unknown>) => {
    const status = typeof context.status === "number" ? context.status : undefined;
    if (!shouldReport(status)) return;
    if (sentryDsn) Sentry.captureException(error, { extra: context });
    else logger.error({ err: error, ...context }, "reported error");
  };
}
