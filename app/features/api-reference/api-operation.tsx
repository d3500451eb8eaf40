import { useTranslation } from "../../lib/i18n";
import type { ApiField, ApiOperation } from "./api-reference";
import "../../lib/texts/developers";

const METHOD_COLOURS: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  POST: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  PATCH: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  PUT: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  DELETE: "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100",
};

function Method({ method }: { method: string }) {
  return <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold ${METHOD_COLOURS[method] ?? ""}`}>{method}</span>;
}

/** Fields as a stacked list, not a table: it reflows at 320 px. The API's own words are English. */
function Fields({ title, fields, english }: { title: string; fields: ApiField[]; english: boolean }) {
  const { t } = useTranslation();
  if (!fields.length) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 divide-y divide-border rounded border border-border">
        {fields.map((field) => (
          <li key={field.name} className="px-3 py-2">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <code className="break-all font-mono text-sm font-semibold">{field.name}</code>
              <span className="break-all font-mono text-xs text-fg-muted">{field.type}</span>
              {field.required && <span className="text-xs font-semibold">{t("developers:api.required")}</span>}
            </p>
            {field.rules && <p className="break-words font-mono text-xs text-fg-muted">{field.rules}</p>}
            {field.description && (
              <p className="text-sm" lang={english ? "en" : undefined}>
                {field.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Operation({ operation, english }: { operation: ApiOperation; english: boolean }) {
  const { t } = useTranslation();
  const lang = english ? "en" : undefined;
  return (
    <article
      id={operation.id}
      aria-labelledby={`${operation.id}-title`}
      className="border-t border-border pt-4"
      data-testid="api-operation"
    >
      <h2 id={`${operation.id}-title`} className="flex flex-wrap items-center gap-2">
        <Method method={operation.method} />
        <code className="break-all font-mono text-sm font-semibold">{operation.path}</code>
      </h2>
      <p className="mt-1" lang={lang}>
        {operation.summary}
      </p>
      {operation.description && (
        <p className="mt-1 text-sm text-fg-muted" lang={lang}>
          {operation.description}
        </p>
      )}
      <p className="mt-1 text-sm text-fg-muted">
        {operation.signedIn ? t("developers:api.signedIn") : t("developers:api.public")}
      </p>
      <Fields title={t("developers:api.parameters")} fields={operation.parameters} english={english} />
      <Fields title={t("developers:api.headers")} fields={operation.headers} english={english} />
      {operation.body && (
        <>
          <Fields title={t("developers:api.body")} fields={operation.body.fields} english={english} />
          {operation.body.resourceType && (
            <p className="mt-1 text-sm text-fg-muted">{t("developers:api.bodyType", { type: operation.body.resourceType })}</p>
          )}
        </>
      )}
      <h3 className="mt-4 font-semibold">{t("developers:api.responses")}</h3>
      <ul className="mt-1 text-sm">
        {operation.responses.map((response) => (
          <li key={response.status}>
            <span className="font-mono font-semibold">{response.status}</span> <span lang={lang}>{response.description}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold">{t("developers:api.example")}</h3>
      <pre className="mt-1 whitespace-pre-wrap break-all rounded bg-surface-sunken p-3 font-mono text-xs">
        <code>{operation.curl}</code>
      </pre>
      {operation.exampleAnswer && (
        <>
          <h3 className="mt-4 font-semibold">{t("developers:api.exampleAnswer")}</h3>
          <pre className="mt-1 whitespace-pre-wrap break-all rounded bg-surface-sunken p-3 font-mono text-xs">
            <code>{operation.exampleAnswer}</code>
          </pre>
        </>
      )}
    </article>
  );
}
