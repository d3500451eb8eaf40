import type { ComponentProps, ReactNode } from "react";
import { Field, INPUT, invalidProps } from "./field";
import { FieldHint } from "./field-hint";
import { hintedProps } from "./hinted-props";

/**
 * A labelled text area with its hint and error, wired as Field wires an input. `name` is the id unless given;
 * `className` sets its height (a few rows by default); `browserRequired` has the browser refuse it empty too.
 */
export function TextAreaField({
  id,
  label,
  required,
  error,
  hint,
  browserRequired,
  className = "h-auto py-2",
  children,
  ...textarea
}: Omit<ComponentProps<"textarea">, "id" | "children"> & {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  browserRequired?: boolean;
  children?: ReactNode;
}) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <textarea
        id={id}
        name={id}
        required={browserRequired}
        className={`${INPUT} ${className}`}
        {...(hint ? hintedProps(id, error) : invalidProps(id, error))}
        {...textarea}
      />
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      {children}
    </Field>
  );
}
