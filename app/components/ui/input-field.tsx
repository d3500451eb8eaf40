import type { ComponentProps } from "react";
import { INPUT } from "./field";
import { HintedField } from "./field-hint";
import { type TextFieldProps, textControlProps } from "./hinted-props";

/**
 * A labelled input with its hint and error, wired as Field wires one; `name` is the id unless given, `className`
 * adds to the input's (a narrower width), `browserRequired` has the browser refuse it empty too.
 */
export function InputField({ className, ...props }: Omit<ComponentProps<"input">, "id" | "children"> & TextFieldProps) {
  const { id, label, required, error, hint, browserRequired, ...input } = props;
  return (
    <HintedField id={id} label={label} required={required} error={error} hint={hint}>
      <input
        {...textControlProps({ id, error, hint, browserRequired })}
        className={className ? `${INPUT} ${className}` : INPUT}
        {...input}
      />
    </HintedField>
  );
}
