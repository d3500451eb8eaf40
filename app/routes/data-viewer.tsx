import { Download, Filter } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { DATA_VIEWER_TABLE_NAMES, DATA_VIEWER_TABLES, type DataViewerRow } from "../../contract/data-viewer";
import { buttonClasses } from "../components/ui/button";
import { dataViewerQuery } from "../features/data-viewer/data-viewer";
import { cellText, kindColumn } from "../features/data-viewer/data-viewer-cells";
import { useTranslation } from "../lib/i18n";
import { useLocalePath } from "../lib/locale";
import { pageContext, signedIn } from "../lib/page-context.server";
import type { RouteHandle } from "../lib/route-handle";
import type { Route } from "./+types/data-viewer";
import "../lib/texts/data-viewer";
import { FilterBar, FilterInput, FilterSelect } from "../components/ui/filter-bar";
import { pillLinkClasses } from "../components/ui/pill-link";

export const handle: RouteHandle = { title: "data-viewer:title" };

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = pageContext(context);
  await signedIn(context, request);
  const search = new URL(request.url).searchParams;
  const { table, filter } = dataViewerQuery(search);
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(search.get("pagina"))) || 1));
  const result = await api.get<DataViewerRow[]>(`/api/v1/data_viewer/${table}`, {
    filter,
    page: { number: page, size: PAGE_SIZE },
  });
  return { table, rows: result.data, total: Number(result.meta.total ?? 0), pages: Number(result.meta.pages ?? 1), page };
}

const toCamel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** /admin/data-viewer: the tenant's audit log and main tables for its admins, read only, with filters and CSV. */
export default function DataViewer({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const to = useLocalePath();
  const { table, rows, total, pages, page } = loaderData;
  const columns = DATA_VIEWER_TABLES[table].columns;
  const withParams = (changes: Record<string, string>) =>
    `?${new URLSearchParams({ ...Object.fromEntries(params), ...changes })}`;
  const exportHref = `${to("/admin/data-viewer/export")}?${new URLSearchParams({ ...Object.fromEntries(params), tabel: table })}`;
  const kindLabel = table === "audit_events" ? t("data-viewer:filters.subjectType") : t("data-viewer:filters.status");
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t("data-viewer:title")}</h1>
        <p className="mt-1 max-w-3xl text-fg-muted">{t("data-viewer:intro")}</p>
      </div>
      <nav aria-label={t("data-viewer:tablesLabel")} className="flex flex-wrap gap-2">
        {DATA_VIEWER_TABLE_NAMES.map((name) => (
          <Link
            key={name}
            to={`?tabel=${name}`}
            aria-current={table === name ? "page" : undefined}
            className={pillLinkClasses(table === name)}
          >
            {t(`data-viewer:tables.${name}`)}
          </Link>
        ))}
      </nav>
      <FilterBar
        aria-label={t("data-viewer:filters.label")}
        className="sm:grid-cols-[2fr_1fr_auto] sm:items-end"
        submit={t("data-viewer:filters.apply")}
        icon={Filter}
      >
        <input type="hidden" name="tabel" value={table} />
        <FilterInput label={t("data-viewer:filters.q")} name="q" defaultValue={params.get("q") ?? ""} maxLength={100} />
        <FilterSelect
          key={table}
          label={kindLabel}
          name="soort"
          defaultValue={params.get("soort") ?? ""}
          all={t("data-viewer:filters.all")}
          options={DATA_VIEWER_TABLES[table].kinds.map(
            (kind) => [kind, cellText(t, i18n.language, table, kindColumn(table), kind)] as const,
          )}
        />
      </FilterBar>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium" data-testid="data-viewer-count">
          {t("data-viewer:count", { count: total })}
        </p>
        {/* A plain link: the download is a file, not a page. */}
        <a href={exportHref} className={buttonClasses({ flavor: "outline", color: "muted" })} download>
          <Download className="size-4" aria-hidden />
          {t("data-viewer:export")}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-fg-muted">{t("data-viewer:empty")}</p>
      ) : (
        <section
          aria-labelledby="data-viewer-caption"
          className="relative overflow-x-auto rounded-lg border border-border bg-surface-raised focus-visible:outline-2 focus-visible:outline-accent"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must take the keyboard (axe scrollable-region-focusable).
          tabIndex={0}
        >
          <table className="w-full min-w-[48rem] text-start text-sm" data-testid="data-viewer-table">
            <caption id="data-viewer-caption" className="sr-only">
              {t("data-viewer:tableCaption", { table: t(`data-viewer:tables.${table}`), page, pages })}
            </caption>
            <thead className="border-b border-border text-fg-muted">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {t(`data-viewer:columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column} className="max-w-72 px-3 py-2 align-top break-words">
                      {column === "id" ? row.id : cellText(t, i18n.language, table, column, row[toCamel(column)])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {pages > 1 && (
        <nav aria-label={t("data-viewer:pagination.label")} className="flex items-center justify-between">
          {page > 1 ? (
            <Link to={withParams({ pagina: String(page - 1) })} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("data-viewer:pagination.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-fg-muted">
            {t("data-viewer:tableCaption", { table: t(`data-viewer:tables.${table}`), page, pages })}
          </span>
          {page < pages ? (
            <Link to={withParams({ pagina: String(page + 1) })} className={buttonClasses({ flavor: "outline", color: "muted" })}>
              {t("data-viewer:pagination.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
