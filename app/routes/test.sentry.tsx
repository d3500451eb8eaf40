import { useState } from "react";
import { useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { Form } from "../components/ui/form";
import { DevPage } from "../features/dev/dev-page";
import { reportClientError } from "../features/shell/report-client-error";
import { errorInfo } from "../lib/error-info";
import { useTranslation } from "../lib/i18n";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import type { Route } from "./+types/test.sentry";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:sentry.title" };

/** The server's own report: straight to the reporter (Sentry when SENTRY_DSN is set, else the log). */
export function action({ context }: Route.ActionArgs) {
  const server = context.get(serverContext);
  server.reportError(new Error("Test error from /test/sentry (server)"), { where: "test/sentry", requestId: server.requestId });
  return { requestId: server.requestId };
}

/** Developer page: an error sent to the reporter from the server, from the browser, and by a component that breaks. */
export default function SentryTest({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [browserStatus, setBrowserStatus] = useState<number | null | undefined>(undefined);
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("Test error from /test/sentry (component)");
  const sendFromBrowser = async () => {
    setBrowserStatus(undefined);
    const error = Object.assign(new Error("Test error from /test/sentry (browser)"), { status: 500 });
    setBrowserStatus(await reportClientError(errorInfo(error), location.pathname));
  };
  return (
    <DevPage page="sentry">
      <Form method="post" className="flex flex-col items-start gap-2">
        <Button type="submit">{t("dev-pages:sentry.server")}</Button>
        {actionData && (
          <p role="status" data-testid="sentry-server">
            {t("dev-pages:sentry.serverSent", { requestId: actionData.requestId })}
          </p>
        )}
      </Form>
      <div className="flex flex-col items-start gap-2">
        <Button onClick={sendFromBrowser}>{t("dev-pages:sentry.browser")}</Button>
        {browserStatus !== undefined && (
          <p role="status" data-testid="sentry-browser">
            {browserStatus === 204
              ? t("dev-pages:sentry.browserSent")
              : t("dev-pages:sentry.browserFailed", { status: browserStatus ?? "—" })}
          </p>
        )}
      </div>
      <div>
        <Button color="danger" onClick={() => setBroken(true)}>
          {t("dev-pages:sentry.throw")}
        </Button>
      </div>
    </DevPage>
  );
}
