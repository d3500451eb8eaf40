import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { type FieldErrors, toFieldErrors, validationErrorMap } from "../../contract/validation";
import { useLocale } from "./locale";

type FormElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function readValue(element: FormElement): unknown {
  if (element instanceof HTMLInputElement) {
    if (element.type === "checkbox") return element.checked;
    if (element.type === "file") return element.files?.[0];
  }
  return element.value;
}

/**
 * Spec section 5: fields validate on blur only (not on change or input); submitting validates all.
 * Messages come from the shared zod schema in the user's language.
 */
export function useBlurValidation<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorMap = useMemo(() => validationErrorMap(t, locale), [t, locale]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);

  const validateField = useCallback(
    (name: string, value: unknown) => {
      const field = schema.shape[name] as z.ZodType | undefined;
      if (!field) return;
      const result = field.safeParse(value, { error: errorMap });
      setErrors((prev) => {
        const next = { ...prev };
        if (result.success) delete next[name];
        else next[name] = result.error.issues[0]?.message ?? "";
        return next;
      });
    },
    [schema, errorMap],
  );

  /** Props for a control; hintId links a visible hint for screen readers as well. */
  const field = (name: keyof Shape & string, hintId?: string) => ({
    id: name,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [errors[name] ? `${name}-error` : null, hintId].filter(Boolean).join(" ") || undefined,
    onBlur: (event: React.FocusEvent<FormElement>) => {
      // Leaving a field for the submit button: the submit validates everything anyway, and a message that went
      // away now would move the button from under the pointer between press and release, so the click missed.
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === event.currentTarget.form) return;
      validateField(name, readValue(event.currentTarget));
    },
    onChange: () => setDirty(true),
  });

  const validateAll = (form: HTMLFormElement): z.infer<typeof schema> | null => {
    const values: Record<string, unknown> = {};
    for (const name of Object.keys(schema.shape)) {
      const element = form.elements.namedItem(name) as FormElement | null;
      values[name] = element ? readValue(element) : undefined;
    }
    const result = schema.safeParse(values, { error: errorMap });
    setErrors(result.success ? {} : toFieldErrors(result.error));
    return result.success ? result.data : null;
  };

  return { errors, field, validateField, validateAll, dirty, setDirty };
}
