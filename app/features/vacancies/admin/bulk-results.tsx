import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../lib/i18n";
import type { BulkOutcome } from "./bulk";
import "../../../lib/texts/vacancy-admin";

/** The progress bar while the requests run, then what worked and what failed with the API's reason, and a retry. */
export function BulkResults({
  total,
  outcomes,
  titleOf,
  running,
  onRetry,
}: {
  total: number;
  outcomes: BulkOutcome[];
  titleOf: (id: string) => string;
  running: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const done = outcomes.length;
  const failed = outcomes.filter((o): o is Extract<BulkOutcome, { ok: false }> => !o.ok);
  const succeeded = done - failed.length;
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <section
      aria-labelledby="bulk-results-title"
      className="rounded-lg border border-border bg-surface-raised p-4"
      data-testid="bulk-results"
    >
      <h2 id="bulk-results-title" className="font-semibold">
        {t("vacancy-admin:bulk.results")}
      </h2>
      <div
        role="progressbar"
        aria-label={t("vacancy-admin:bulk.progress")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t("vacancy-admin:bulk.progressText", { done, total })}
        className="mt-3 h-3 overflow-hidden rounded-full bg-surface-sunken"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-fg-muted" aria-live="polite" data-testid="bulk-progress-text">
        {t("vacancy-admin:bulk.progressText", { done, total })}
      </p>
      {!running && done > 0 && (
        <div className="mt-3 flex flex-col gap-2" role="status">
          {succeeded > 0 && (
            <p className="font-medium text-green-800 dark:text-green-300" data-testid="bulk-succeeded">
              {t("vacancy-admin:bulk.succeeded", { count: succeeded })}
            </p>
          )}
          {failed.length > 0 && (
            <>
              <p className="font-medium text-red-800 dark:text-red-300" data-testid="bulk-failed">
                {t("vacancy-admin:bulk.failed", { count: failed.length })}
              </p>
              <ul className="flex flex-col gap-1 text-sm" data-testid="bulk-failures">
                {failed.map((f) => (
                  <li key={f.id} className="rounded-md bg-red-50 px-3 py-2 dark:bg-red-950">
                    <span className="font-semibold">{titleOf(f.id)}</span>: {f.reason}
                  </li>
                ))}
              </ul>
              <Button flavor="outline" size="sm" className="self-start" onClick={onRetry}>
                {t("vacancy-admin:bulk.retry")}
              </Button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
