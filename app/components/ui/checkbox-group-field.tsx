import { useTranslation } from "../../lib/i18n";
import { CheckboxField } from "./checkbox-field";
import { FieldError } from "./field";

/**
 * A required choice of several (an API key's permissions, a webhook's events): a legend, a check box per option under
 * one name, and the group's message below (`${name}-error`) describing the group.
 */
export function CheckboxGroupField({
  name,
  legend,
  options,
  checked,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  /** Value and label of each box. */
  options: readonly (readonly [string, string])[];
  checked: readonly string[];
  error?: string;
  onChange?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {legend} <span className="font-normal text-fg-muted">({t("validation:required")})</span>
      </legend>
      {options.map(([value, label]) => (
        <CheckboxField
          key={value}
          id={`${name}-${value.replace(/[^a-z0-9_]+/gi, "-")}`}
          name={name}
          value={value}
          defaultChecked={checked.includes(value)}
          label={label}
          onChange={onChange}
        />
      ))}
      <FieldError id={name} error={error} />
    </fieldset>
  );
}
