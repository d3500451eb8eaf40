import { useEffect, useRef } from "react";
import type { Vacancy } from "../../../../contract/vacancies";
import { CHECKBOX } from "../../../components/ui/field";
import { useTranslation } from "../../../lib/i18n";
import type { BulkOutcome } from "./bulk";
import { VacancyStatusBadge } from "./status-badge";
import "../../../lib/texts/vacancy-admin";

export type BulkVacancy = Pick<Vacancy, "id" | "title" | "status" | "tags" | "expiresAt"> & { organizationName: string | null };

/** The vacancies the filters found, each with a check box, and one to choose them all. */
export function BulkSelection({
  vacancies,
  selected,
  outcomes,
  onChange,
}: {
  vacancies: BulkVacancy[];
  selected: Set<string>;
  /** The last run's outcome per vacancy, shown on its row. */
  outcomes: Map<string, BulkOutcome>;
  onChange: (next: Set<string>) => void;
}) {
  const { t } = useTranslation();
  const all = useRef<HTMLInputElement>(null);
  const count = vacancies.filter((v) => selected.has(v.id)).length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < vacancies.length;
  }, [count, vacancies.length]);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    // min-w-0: in the page's grid a long row would otherwise widen the page on a 320 px phone (WCAG 1.4.10).
    <div className="min-w-0 rounded-lg border border-border bg-surface-raised">
      <label className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-t-lg border-b border-border bg-surface-sunken px-4 py-3 font-medium">
        <input
          ref={all}
          type="checkbox"
          className={CHECKBOX}
          checked={vacancies.length > 0 && count === vacancies.length}
          onChange={(event) => onChange(event.currentTarget.checked ? new Set(vacancies.map((v) => v.id)) : new Set())}
        />
        {t("vacancy-admin:bulk.selectAll", { count: vacancies.length })}
        <span className="ms-auto text-sm font-normal text-fg-muted" data-testid="bulk-selected">
          {t("vacancy-admin:bulk.selected", { count })}
        </span>
      </label>
      <ul className="max-h-[28rem] divide-y divide-border overflow-y-auto" data-testid="bulk-list">
        {vacancies.map((v) => (
          <li key={v.id}>
            <label className="flex items-start gap-3 px-4 py-2.5">
              <input
                type="checkbox"
                className={CHECKBOX}
                checked={selected.has(v.id)}
                onChange={(event) => toggle(v.id, event.currentTarget.checked)}
                aria-label={t("vacancy-admin:bulk.selectOne", { title: v.title })}
              />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words">{v.title}</span>
                <span className="block text-sm text-fg-muted">{v.organizationName}</span>
              </span>
              {outcomes.has(v.id) && (
                <span
                  className={
                    outcomes.get(v.id)?.ok
                      ? "text-xs font-semibold text-green-800 dark:text-green-300"
                      : "text-xs font-semibold text-red-800 dark:text-red-300"
                  }
                  data-testid="bulk-row-outcome"
                >
                  {t(outcomes.get(v.id)?.ok ? "vacancy-admin:bulk.ok" : "vacancy-admin:bulk.failedLabel")}
                </span>
              )}
              <VacancyStatusBadge status={v.status} />
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
