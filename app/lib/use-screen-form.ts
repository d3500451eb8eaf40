import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { useNavigation } from "react-router";
import type { z } from "zod";
import type { FieldErrors, Translate } from "../../contract/validation";
import { useTranslation } from "./i18n";
import { serverCheckedFields } from "./server-checked-fields";
import { useBlurValidation } from "./use-blur-validation";
import { useFormResult } from "./use-form-result";
import { useUnsavedChangesGuard } from "./use-unsaved-changes";

/**
 * What a screen's action answers: submitForm's save or refusal (`{saved, at}`, `{errors, at}`), or a refusal with the
 * posted values to fill the form in again (`refused(sent, { values })`).
 */
export type ScreenResult =
  | { saved: string; at: number }
  | { errors: FieldErrors; at?: number; values?: Record<string, string> }
  | undefined;

/** How a field starts: its hint below it (`${name}-hint`), and its current value when the post brought none back. */
export interface InputOptions {
  hint?: ReactNode;
  value?: string | null;
}

/** A field component's props as `input` gives them, for a piece of a form that draws some of its fields. */
export type ScreenInput<Name extends string> = (
  name: Name,
  options?: InputOptions,
) => ReturnType<ReturnType<typeof useScreenForm>["input"]>;

/**
 * A screen's form in one place: blur validation, the saved toast, the unsaved-changes guard (again after a refusal),
 * the errors (its own check's, else the server's), the alert above the fields and the submit that checks everything.
 */
export function useScreenForm<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape> | ((t: Translate) => z.ZodObject<Shape>),
  result: ScreenResult,
) {
  const { t } = useTranslation();
  const zod = useMemo(() => (typeof schema === "function" ? schema(t as Translate) : schema), [schema, t]);
  const serverErrors: FieldErrors = result && "errors" in result ? result.errors : {};
  const values: Record<string, string> = (result && "values" in result && result.values) || {};
  const { errors, field, validateField, validateAll, dirty, setDirty } = useBlurValidation(zod, serverErrors);
  useFormResult(result, setDirty);
  useUnsavedChangesGuard(dirty);
  // A refused submission of this form is still unsaved work: guard it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current && result && "errors" in result) setDirty(true);
    sent.current = false;
  }, [result, setDirty]);
  const submitting = useNavigation().state === "submitting";

  type Name = Parameters<typeof field>[0];
  const error = (name: string): string | undefined => errors[name] ?? serverErrors[name];
  const hasErrors = Object.keys(errors).length > 0 || Object.keys(serverErrors).length > 0;

  /** A field component's props: its control's, its message, and what it shows first. */
  const sentOrSaved = serverCheckedFields(serverErrors, values);
  const input = (name: Name, { hint, value }: InputOptions = {}) => ({
    ...sentOrSaved(name, value),
    ...field(name, hint ? `${name}-hint` : undefined),
    error: error(name),
    ...(hint ? { hint } : {}),
  });

  return {
    field,
    input,
    error,
    values,
    serverErrors,
    /** The form's message above its fields, null when nothing was refused. */
    alert: hasErrors ? (serverErrors._form ?? t("validation:formErrors")) : null,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      if (!validateAll(event.currentTarget)) event.preventDefault();
      else {
        sent.current = true;
        setDirty(false);
      }
    },
    submitting,
    validateAll,
    validateField,
    dirty,
    setDirty,
  };
}
