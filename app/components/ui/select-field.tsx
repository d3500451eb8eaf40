import type { ComponentProps, ReactNode } from "react";
import { Field, INPUT, invalidProps } from "./field";

/**
 * A labelled select with its error, as Field shows them: options as [value, text], an optional empty first choice,
 * the rest (value or defaultValue, onChange) passed to the select. `children` goes below it (a hint).
 */
export function SelectField({
  id,
  label,
  required = true,
  error,
  options,
  placeholder,
  children,
  ...select
}: Omit<ComponentProps<"select">, "children"> & {
  id: string;
  label: string;
  error?: string;
  options: readonly (readonly [value: string | number, text: string])[];
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <select id={id} className={INPUT} {...invalidProps(id, error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {children}
    </Field>
  );
}
