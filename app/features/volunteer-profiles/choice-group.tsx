import { DAY_PARTS, WEEK_DAYS } from "../../../contract/volunteer-profiles";
import { CHECKBOX } from "../../components/ui/field";
import { useTranslation } from "../../lib/i18n";
import "../../lib/texts/volunteer-profiles";

const OPTION =
  "flex min-h-11 items-start gap-3 rounded-md border border-border px-3 py-2.5 has-checked:border-accent has-checked:bg-primary-50 dark:has-checked:bg-primary-950";

/** A fieldset of check boxes, each a 44 px target; the form reads them with getAll(name). */
export function ChoiceGroup({
  legend,
  name,
  options,
  checked,
  columns = "sm:grid-cols-2",
}: {
  legend: string;
  name: string;
  options: { value: string | number; label: string }[];
  checked: readonly (string | number)[];
  columns?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={`mt-2 grid grid-cols-1 gap-2 ${columns}`}>
        {options.map((option) => (
          <label key={option.value} className={OPTION}>
            <input
              type="checkbox"
              name={name}
              value={option.value}
              className={CHECKBOX}
              defaultChecked={checked.includes(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The week as check boxes named `availability`, a group of day parts (`monday_morning`) a day. */
export function AvailabilityChoices({ checked }: { checked: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {WEEK_DAYS.map((day) => (
        <ChoiceGroup
          key={day}
          legend={t(`volunteer-profiles:days.${day}`)}
          name="availability"
          columns="grid-cols-1"
          options={DAY_PARTS.map((part) => ({ value: `${day}_${part}`, label: t(`volunteer-profiles:parts.${part}`) }))}
          checked={checked}
        />
      ))}
    </>
  );
}
