import type { ComponentProps, ReactNode } from "react";
import { Field } from "./field";

/** The line below a control that its `aria-describedby` names (`${id}-hint`), as `hintedProps` wires it. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="text-sm text-fg-muted">
      {children}
    </p>
  );
}

/** A Field whose control has a hint below it, if `hint` is given. */
export function HintedField({ hint, children, ...field }: ComponentProps<typeof Field> & { hint?: ReactNode }) {
  return (
    <Field {...field}>
      {children}
      {hint && <FieldHint id={field.id}>{hint}</FieldHint>}
    </Field>
  );
}
