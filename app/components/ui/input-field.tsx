import type { ComponentProps, ReactNode } from "react";
import { Field, INPUT, invalidProps } from "./field";
import { FieldHint } from "./field-hint";
import { hintedProps } from "./hinted-props";

/**
 * A labelled input with its hint and error, wired as Field wires one; `name` is the id unless given, `className`
 * adds to the input's (a narrower width), `browserRequired` has the browser refuse it empty too.
 */
export function InputField({
  id,
  label,
  required,
  error,
  hint,
  browserRequired,
  className,
  ...input
}: Omit<ComponentProps<"input">, "id" | "children"> & {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  browserRequired?: boolean;
}) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        id={id}
        name={id}
        required={browserRequired}
        className={className ? `${INPUT} ${className}` : INPUT}
        {...(hint ? hintedProps(id, error) : invalidProps(id, error))}
        {...input}
      />
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
    </Field>
  );
}
