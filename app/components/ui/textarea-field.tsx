import type { ComponentProps } from "react";
import { INPUT } from "./field";
import { HintedField } from "./field-hint";
import { type TextFieldProps, textControlProps } from "./hinted-props";

/**
 * A labelled text area with its hint and error, wired as Field wires an input. `name` is the id unless given;
 * `className` sets its height (a few rows by default); `browserRequired` has the browser refuse it empty too.
 */
export function TextAreaField({
  className = "h-auto py-2",
  ...props
}: Omit<ComponentProps<"textarea">, "id" | "children"> & TextFieldProps) {
  const { id, label, required, error, hint, browserRequired, ...textarea } = props;
  return (
    <HintedField id={id} label={label} required={required} error={error} hint={hint}>
      <textarea {...textControlProps({ id, error, hint, browserRequired })} className={`${INPUT} ${className}`} {...textarea} />
    </HintedField>
  );
}
