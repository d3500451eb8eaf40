import { cn } from "../../lib/cn";
import { FORM_ID, useFollowState } from "./search-state";

export interface FacetOption {
  value: string;
  label: string;
  count?: number;
}

/**
 * One group of checkboxes with the number of vacancies each would give. Ticked state comes from the URL (about to
 * be), so the boxes are controlled; the form's change handler does the searching.
 */
export function FacetChecks({
  legend,
  name,
  options,
  selected,
}: {
  legend: string;
  name: string;
  options: FacetOption[];
  selected: string[];
}) {
  return (
    <fieldset className="flex flex-col gap-1" data-testid={`facet-${name}`}>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      {options.map((option) => (
        <CheckRow key={option.value} name={name} option={option} checked={selected.includes(option.value)} />
      ))}
    </fieldset>
  );
}

export function CheckRow({ name, option, checked }: { name: string; option: FacetOption; checked: boolean }) {
  const [on, setOn] = useFollowState(checked);
  // An option that would give no results cannot be ticked; a ticked one stays free to be taken off.
  const empty = option.count === 0 && !checked;
  return (
    <label
      className={cn(
        "flex min-h-11 items-center gap-2.5 rounded-md px-1",
        empty ? "cursor-not-allowed text-fg-muted" : "cursor-pointer hover:bg-surface-sunken",
      )}
    >
      <input
        type="checkbox"
        name={name}
        value={option.value}
        form={FORM_ID}
        checked={on}
        disabled={empty}
        // The form's onChange (the event bubbles on) does the searching.
        onChange={(event) => setOn(event.target.checked)}
        className="size-4 shrink-0 accent-[var(--accent)]"
      />
      <span className="flex-1">{option.label}</span>
      {option.count !== undefined && (
        <span className="text-sm tabular-nums text-fg-muted" data-testid="facet-count">
          {option.count}
        </span>
      )}
    </label>
  );
}
