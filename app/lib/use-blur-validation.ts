import { useMemo } from "react";
import type { z } from "zod";
import type { FieldErrors } from "../../contract/validation";
import { formValidator } from "./form-validator";
import { useTranslation } from "./i18n";
import { useLocale } from "./locale";
import { useFormValidation } from "./use-form-validation";

/**
 * Spec section 5: fields validate on blur only (not on change or input); submitting validates all.
 * Messages come from the shared zod schema in the user's language.
 */
export function useBlurValidation<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, serverErrors?: FieldErrors) {
  const { t } = useTranslation();
  const locale = useLocale();
  const validator = useMemo(() => formValidator(schema, t, locale), [schema, t, locale]);
  return useFormValidation(validator, serverErrors);
}
