import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "../../contract/validation";
import type { FormValidator } from "./form-validator";

type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function readValue(element: FormElement): unknown {
  if (element instanceof HTMLInputElement) {
    if (element.type === "checkbox") return element.checked;
    if (element.type === "file") return element.files?.[0];
  }
  return element.value;
}

/**
 * Spec section 5: fields validate on blur only (not on change or input); submitting validates all. Without zod:
 * a public page's form passes its validator once loaded (null before: the server checks what is sent meanwhile).
 */
export function useFormValidation<Name extends string, Data>(
  validator: FormValidator<Name, Data> | null,
  /** What the server refused (a form sent without scripts): its fields are marked invalid until checked again here. */
  serverErrors: FieldErrors = {},
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);

  const validateField = useCallback(
    (name: string, value: unknown) => {
      const result = validator?.field(name, value);
      if (!result) return;
      setErrors((prev) => {
        const next = { ...prev };
        if (result.message === null) delete next[name];
        else next[name] = result.message;
        return next;
      });
    },
    [validator],
  );

  // Fields left before the validator had loaded are checked once it has: a quick visitor gets their messages too.
  const leftEarly = useRef(new Map<string, FormElement>());
  useEffect(() => {
    if (!validator) return;
    for (const [name, element] of leftEarly.current) validateField(name, readValue(element));
    leftEarly.current.clear();
  }, [validator, validateField]);

  /** Props for a control; hintId links a visible hint for screen readers as well. */
  const field = (name: Name, hintId?: string) => {
    // As the forms show the message: their own check's, else the server's.
    const invalid = Boolean(errors[name] ?? serverErrors[name]);
    return {
      id: name,
      name,
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby": [invalid ? `${name}-error` : null, hintId].filter(Boolean).join(" ") || undefined,
      onBlur: (event: React.FocusEvent<FormElement>) => {
        // Leaving a field for the submit button: the submit validates everything anyway, and a message that went
        // away now would move the button from under the pointer between press and release, so the click missed.
        const next = event.relatedTarget;
        if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === event.currentTarget.form) return;
        if (!validator) leftEarly.current.set(name, event.currentTarget);
        else validateField(name, readValue(event.currentTarget));
      },
      onChange: () => setDirty(true),
    };
  };

  /** The valid values, or null (and the messages shown); before the validator has loaded, the form goes as it is. */
  const validateAll = (form: HTMLFormElement): Data | null => {
    if (!validator) return {} as Data;
    const values: Record<string, unknown> = {};
    for (const name of validator.names) {
      const element = form.elements.namedItem(name) as FormElement | null;
      values[name] = element ? readValue(element) : undefined;
    }
    const result = validator.form(values);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.data : null;
  };

  return { errors, field, validateField, validateAll, dirty, setDirty };
}
