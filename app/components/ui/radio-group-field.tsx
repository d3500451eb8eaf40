import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { useTranslation } from "../../lib/i18n";
import { FieldError } from "./field";

const RADIO = "size-5 shrink-0 accent-[var(--accent)]";

/**
 * One choice of a few as radio buttons in a fieldset whose legend names them: options as [value, text]; `value`
 * with `onChange` holds the choice, `defaultValue` leaves it to the form. Hint and error (`${name}-hint`,
 * `${name}-error`) describe the group; `required` adds the marker Field shows; `inline` sets the choices in a row.
 */
export function RadioGroupField({
  name,
  legend,
  options,
  value,
  defaultValue,
  onChange,
  required,
  hint,
  error,
  inline,
  className,
  ...fieldset
}: {
  name: string;
  legend: ReactNode;
  options: readonly (readonly [value: string, text: ReactNode])[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  inline?: boolean;
  className?: string;
  "data-testid"?: string;
}) {
  const { t } = useTranslation();
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ");
  const choices = options.map(([option, text]) => (
    <label key={option} className="flex min-h-11 items-center gap-3">
      <input
        type="radio"
        name={name}
        value={option}
        className={RADIO}
        aria-invalid={error ? true : undefined}
        {...(value === undefined ? { defaultChecked: defaultValue === option } : { checked: value === option })}
        onChange={onChange && (() => onChange(option))}
      />
      {text}
    </label>
  ));
  return (
    <fieldset className={cn("flex flex-col gap-2", className)} aria-describedby={describedBy || undefined} {...fieldset}>
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required !== undefined && (
          <>
            {" "}
            <span className="font-normal text-fg-muted">({required ? t("validation:required") : t("validation:optional")})</span>
          </>
        )}
      </legend>
      {inline ? <div className="flex flex-wrap gap-x-6">{choices}</div> : choices}
      {hint && (
        <p id={`${name}-hint`} className="text-sm text-fg-muted">
          {hint}
        </p>
      )}
      <FieldError id={name} error={error} />
    </fieldset>
  );
}
