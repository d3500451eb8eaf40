import { CheckboxField } from "../../../components/ui/checkbox-field";
import { useTranslation } from "../../../lib/i18n";
import { ERROR } from "./form-kit";

/** A group of check boxes under one name (tags, age groups), with its error. */
export function CheckGroup({
  name,
  legend,
  options,
  checked,
  error,
  hint,
  onChange,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  checked: string[];
  error?: string;
  /** A rule the API holds the choice to, e.g. at most three. */
  hint?: string;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={[hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined}
    >
      <legend className="text-sm font-medium">
        {legend} <span className="font-normal text-fg-muted">({t("validation:optional")})</span>
      </legend>
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            name={name}
            value={option.value}
            defaultChecked={checked.includes(option.value)}
            onChange={onChange}
          />
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className={`mt-1 ${ERROR}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
