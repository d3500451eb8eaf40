import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";

/** A developer page's heading and one-line intro, from dev-pages:<page>.title and dev-pages:<page>.intro. */
export function DevPage({ page, children }: { page: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-bold break-words sm:text-3xl">{t(`dev-pages:${page}.title`)}</h1>
      <p className="mt-2 text-fg-muted">{t(`dev-pages:${page}.intro`)}</p>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
  );
}

/** Facts as a two-column list: what was asked, what came back. */
export function Facts({ rows, testId }: { rows: [string, ReactNode][]; testId?: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid={testId}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="min-w-0 break-words font-mono">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A JSON value as readable text, never as markup. */
export function JsonBlock({ value, testId }: { value: unknown; testId?: string }) {
  const text = JSON.stringify(value, null, 2) ?? "";
  return (
    // Wrapped, not scrolled: a scrolling box would have to take keyboard focus (axe scrollable-region-focusable).
    <pre className="rounded-md bg-surface-sunken p-4 text-xs whitespace-pre-wrap break-all" data-testid={testId}>
      {text.length > 4000 ? `${text.slice(0, 4000)}\n…` : text}
    </pre>
  );
}
