import { Download } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { buttonClasses } from "../../components/ui/button";
import { useHydrated } from "../../lib/hydration";
import { useTranslation } from "../../lib/i18n";
import type { AnalyticsChartProps } from "./analytics-chart";
import "../../lib/texts/analytics";

// recharts is loaded on the analytics screens only, after hydration: no other page carries it.
const AnalyticsChart = lazy(() => import("./analytics-chart"));

export interface Column<Row> {
  key: string;
  label: string;
  value: (row: Row) => ReactNode;
}

/** Columns by the key of their heading, `analytics:{texts}.{key}`: each one's figure of a row, in this order. */
export type KeyedColumns<Row> = Record<string, (row: Row) => ReactNode>;

/**
 * A figure of the analytics screens: its chart (once scripts run), the same figures as a table, and a CSV download.
 * With `texts`, the caption is `analytics:{texts}.caption` and keyed columns take their headings from there too.
 */
export function FigureSection<Row>({
  id,
  texts,
  caption: given,
  rows,
  columns,
  csvHref,
  chart,
  note,
}: {
  id: string;
  texts?: string;
  caption?: string;
  rows: Row[];
  columns: Column<Row>[] | KeyedColumns<Row>;
  csvHref: string;
  chart?: AnalyticsChartProps;
  note?: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const caption = given ?? t(`analytics:${texts}.caption`);
  const table = Array.isArray(columns)
    ? columns
    : Object.entries(columns).map(([key, value]) => ({ key, label: t(`analytics:${texts}.${key}`), value }));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {caption}
        </h2>
        {/* A plain link: the download is a file, not a page. */}
        <a href={csvHref} className={buttonClasses({ flavor: "outline", color: "muted" })} download data-testid={`${id}-csv`}>
          <Download className="size-4" aria-hidden />
          {t("analytics:download")}
        </a>
      </div>
      {note && <p className="text-sm text-fg-muted">{note}</p>}
      {chart && hydrated && rows.length > 0 && (
        <div aria-hidden="true" className="min-h-[260px]" data-testid={`${id}-chart`}>
          <Suspense fallback={null}>
            <AnalyticsChart {...chart} />
          </Suspense>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="text-fg-muted">{t("analytics:empty")}</p>
      ) : (
        <section
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must take the keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          aria-label={`${caption}: ${t("analytics:table")}`}
        >
          <table className="w-full text-start text-sm" data-testid={`${id}-table`}>
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-border text-fg-muted">
              <tr>
                {table.map((column) => (
                  <th key={column.key} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row, i) => (
                // Rows are figures in a fixed order; the index is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={i}>
                  {table.map((column) => (
                    <td key={column.key} className="px-3 py-2 tabular-nums">
                      {column.value(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
