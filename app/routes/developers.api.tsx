import { Panel } from "../components/ui/panel";
import {
  type ApiField,
  type ApiOperation,
  type ApiReference,
  apiReferenceOf,
  type OpenApiDocumentLike,
} from "../features/api-reference/api-reference";
import { useTranslation } from "../lib/i18n";
import { pageContext } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import { serverContext } from "../lib/server-context";
import type { Route } from "./+types/developers.api";
import "../lib/texts/developers";

// Public, without scripts for visitors: partners' developers read it without an account (issue 43, item 1).
export const handle: RouteHandle = { title: "developers:api.title", withoutScriptsForVisitors: true };

const DOCUMENT_PATH = "/api/v1/openapi.json";

// The document is the same until the server restarts: its reference is made once per document and site.
let cached: { key: string; reference: ApiReference } | null = null;

export async function loader({ context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const { cookie: _session, ...headers } = server.apiHeaders;
  const response = await server.fetch(DOCUMENT_PATH, { headers, signal: server.signal });
  if (!response.ok) throw new Response(null, { status: response.status });
  const key = `${response.headers.get("etag")} ${server.origin}`;
  if (cached?.key !== key)
    cached = { key, reference: apiReferenceOf((await response.json()) as OpenApiDocumentLike, server.origin) };
  return { reference: cached.reference, origin: server.origin, locale: pageContext(context).locale };
}

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
      <h4 className="font-semibold">{title}</h4>
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

function Operation({ operation, english }: { operation: ApiOperation; english: boolean }) {
  const { t } = useTranslation();
  const lang = english ? "en" : undefined;
  return (
    <article
      id={operation.id}
      aria-labelledby={`${operation.id}-title`}
      className="border-t border-border pt-4"
      data-testid="api-operation"
    >
      <h3 id={`${operation.id}-title`} className="flex flex-wrap items-center gap-2">
        <Method method={operation.method} />
        <code className="break-all font-mono text-sm font-semibold">{operation.path}</code>
      </h3>
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
      <h4 className="mt-4 font-semibold">{t("developers:api.responses")}</h4>
      <ul className="mt-1 text-sm">
        {operation.responses.map((response) => (
          <li key={response.status}>
            <span className="font-mono font-semibold">{response.status}</span> <span lang={lang}>{response.description}</span>
          </li>
        ))}
      </ul>
      <h4 className="mt-4 font-semibold">{t("developers:api.example")}</h4>
      <pre className="mt-1 whitespace-pre-wrap break-all rounded bg-surface-sunken p-3 font-mono text-xs">
        <code>{operation.curl}</code>
      </pre>
    </article>
  );
}

export default function DevelopersApi({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { reference, origin, locale } = loaderData;
  const english = locale !== "en";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 id="top" className="text-3xl font-bold">
          {t("developers:api.title")}
        </h1>
        <p className="mt-2">{t("developers:api.intro")}</p>
        <p className="mt-2">
          <a className="underline" href={DOCUMENT_PATH}>
            {t("developers:api.document")}
          </a>{" "}
          <span className="text-sm text-fg-muted">
            ({reference.title} {reference.version})
          </span>
        </p>
      </header>
      <Panel id="api-basics" title={t("developers:api.basicsTitle")}>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          <li>{t("developers:api.host", { origin })}</li>
          <li>{t("developers:api.key")}</li>
          <li>{t("developers:api.session")}</li>
          <li>{t("developers:api.organization")}</li>
          <li>{t("developers:api.errors")}</li>
        </ul>
      </Panel>
      <nav aria-labelledby="api-contents">
        <h2 id="api-contents" className="text-xl font-semibold">
          {t("developers:api.contents")}
        </h2>
        <ul className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2 md:grid-cols-3">
          {reference.groups.map((group) => (
            <li key={group.tag}>
              <a className="inline-block py-2 underline" href={`#tag-${group.tag}`}>
                <span className="break-all font-mono text-sm">{group.tag}</span>
              </a>{" "}
              <span className="text-sm text-fg-muted">{t("developers:api.operations", { count: group.operations.length })}</span>
            </li>
          ))}
        </ul>
      </nav>
      {reference.groups.map((group) => (
        <section key={group.tag} id={`tag-${group.tag}`} aria-labelledby={`tag-${group.tag}-title`} data-testid="api-group">
          <h2 id={`tag-${group.tag}-title`} className="break-all font-mono text-xl font-semibold">
            {group.tag}
          </h2>
          <div className="mt-2 flex flex-col gap-6">
            {group.operations.map((operation) => (
              <Operation key={operation.id} operation={operation} english={english} />
            ))}
          </div>
          <p className="mt-4 text-sm">
            <a className="inline-block py-2 underline" href="#api-contents">
              {t("developers:api.toTop")}
            </a>
          </p>
        </section>
      ))}
    </div>
  );
}
