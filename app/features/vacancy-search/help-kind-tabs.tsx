import { HELP_KINDS } from "../../../contract/vacancy-options";
import type { VacancySearchFacets } from "../../../contract/vacancy-search";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { FORM_ID, useFollowState } from "./search-state";
import { valuesOf } from "./vacancy-search";

/**
 * All / requests / offers of the person-to-person bank, with how many each gives: radio buttons that look like tabs.
 * With JavaScript a choice searches at once (the form's change handler); without it the search button sends it.
 */
export function HelpKindTabs({ params, facets }: { params: URLSearchParams; facets: VacancySearchFacets }) {
  const { t } = useTranslation();
  const selected = valuesOf(params, "help_kind");
  const [value, setValue] = useFollowState(selected.length === 1 ? selected[0] : "");
  const count = (kind: string) => facets.helpKind?.find((f) => f.value === kind)?.count ?? 0;
  const options = [
    { value: "", label: t("person-to-person:kinds.all"), count: HELP_KINDS.reduce((sum, kind) => sum + count(kind), 0) },
    ...HELP_KINDS.map((kind) => ({ value: kind, label: t(`person-to-person:kinds.${kind}`), count: count(kind) })),
  ];
  return (
    <fieldset className="mt-4" data-testid="help-kind-tabs">
      <legend className="sr-only">{t("person-to-person:kinds.legend")}</legend>
      <div className="flex w-full flex-wrap rounded-lg border border-border bg-surface-raised p-1 sm:inline-flex sm:w-auto">
        {options.map((option) => (
          <label key={option.value || "all"} className="flex-1 sm:flex-none" data-testid={`help-kind-${option.value || "all"}`}>
            <input
              type="radio"
              name="help_kind"
              value={option.value}
              form={FORM_ID}
              checked={value === option.value}
              // The form's onChange (the event bubbles on) does the searching.
              onChange={() => setValue(option.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap sm:px-4",
                "text-fg-muted hover:bg-surface-sunken hover:text-fg",
                "peer-checked:bg-accent peer-checked:text-on-accent peer-checked:hover:bg-accent",
                "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent",
              )}
            >
              {option.label}
              <span className="text-sm tabular-nums" data-testid="help-kind-count">
                {option.count}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
