import { useState } from "react";
import { ApiError } from "../../contract/api-client";
import { Button } from "../components/ui/button";
import { Field, INPUT } from "../components/ui/field";
import { DevPage, Facts, JsonBlock } from "../features/dev/dev-page";
import { browserApi } from "../lib/browser-api";
import { useTranslation } from "../lib/i18n";
import { useLocale } from "../lib/locale";
import type { RouteHandle } from "../lib/route-handle";
import "../lib/texts/dev-pages";

export const handle: RouteHandle = { title: "dev-pages:api.title" };

// Reads only: this page must not change anything by being tried.
const ENDPOINTS = [
  "/api/v1/volunteer_centers/current",
  "/api/v1/current_user",
  "/api/v1/vacancies/search",
  "/api/v1/bestaat-niet",
];

interface Outcome {
  path: string;
  status: number;
  ms: number;
  body: unknown;
}

/** Developer page: the API client in the browser against a live call, with the session and language of the page. */
export default function ApiTest() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [path, setPath] = useState(ENDPOINTS[0]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const call = async () => {
    setBusy(true);
    const started = performance.now();
    try {
      const result = await browserApi(locale).get(path, { page: { size: 3 } });
      setOutcome({
        path,
        status: result.status,
        ms: performance.now() - started,
        body: { data: result.data, meta: result.meta },
      });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const body = error instanceof ApiError ? { message: error.message, errors: error.errors } : String(error);
      setOutcome({ path, status, ms: performance.now() - started, body });
    } finally {
      setBusy(false);
    }
  };
  return (
    <DevPage page="api">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field id="api-path" label={t("dev-pages:api.endpoint")} required>
            <select id="api-path" className={INPUT} value={path} onChange={(e) => setPath(e.target.value)}>
              {ENDPOINTS.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </Field>
        </div>
        <Button onClick={call} disabled={busy}>
          {t("dev-pages:api.call")}
        </Button>
      </div>
      {outcome && (
        <section aria-live="polite" className="flex flex-col gap-3">
          <Facts
            testId="api-outcome"
            rows={[
              [t("dev-pages:api.endpoint"), outcome.path],
              [t("dev-pages:api.status"), String(outcome.status)],
              [t("dev-pages:api.duration"), `${Math.round(outcome.ms)} ms`],
            ]}
          />
          <JsonBlock value={outcome.body} testId="api-body" />
        </section>
      )}
    </DevPage>
  );
}
