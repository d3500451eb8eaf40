import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { CHECKBOX, FieldError } from "./field";

/**
 * A check box beside its label, the whole row a finger's height: a hint under the label (`${key}-hint`) and an error
 * below (`${key}-error`) both describe it, the key being its id or else its name. `className` adds to the row.
 */
export function CheckboxField({
  label,
  hint,
  error,
  className,
  ...input
}: Omit<ComponentProps<"input">, "type" | "children"> & { label: ReactNode; hint?: ReactNode; error?: string }) {
  const key = input.id ?? input.name ?? "";
  const describedBy = [hint ? `${key}-hint` : null, error ? `${key}-error` : null].filter(Boolean).join(" ");
  return (
    <>
      <label className={cn("flex min-h-11 items-start gap-3", className)}>
        <input
          type="checkbox"
          className={CHECKBOX}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <span>
          {label}
          {hint && (
            <span id={`${key}-hint`} className="block text-sm text-fg-muted">
              {hint}
            </span>
          )}
        </span>
      </label>
      <FieldError id={key} error={error} />
    </>
  );
}
