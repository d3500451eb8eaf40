import type { Logger } from "pino";

/** Spec section 8: statuses 300-499 are not reported; everything else goes to Sentry when configured, else the log. */
export function shouldReport(status: number | undefined): boolean {
  return status === undefined || status < 300 || status >= 500;
}

type Sentry = typeof import("@sentry/node");

/** The Sentry SDK is loaded only when SENTRY_DSN is set: it costs about 50 MB of memory. */
export async function createErrorReporter(logger: Logger, sentryDsn: string | undefined, environment: string) {
  let sentry: Sentry | undefined;
  if (sentryDsn) {
    sentry = await import("@sentry/node");
    sentry.init({ dsn: sentryDsn, environment });
  }
  return (error: unknown, context: Record<string, unknown>) => {
    const status = typeof context.status === "number" ? context.status : undefined;
    if (!shouldReport(status)) return;
    if (sentry) sentry.captureException(error, { extra: context });
    else logger.error({ err: error, ...context }, "reported error");
  };
}
