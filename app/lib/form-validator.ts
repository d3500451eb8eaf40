import type { z } from "zod";
import { type FieldErrors, type Translate, toFieldErrors, validationErrorMap } from "../../contract/validation";

/** A form's rules, as the validation hooks use them: one field's first message, or every field's. */
export interface FormValidator<Name extends string = string, Data = Record<Name, unknown>> {
  names: Name[];
  /** undefined for a field the form's schema does not have. */
  field(name: string, value: unknown): { message: string | null } | undefined;
  form(values: Record<string, unknown>): { ok: true; data: Data } | { ok: false; errors: FieldErrors };
}

/** A zod schema's rules with messages in the user's language. */
export function formValidator<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  t: Translate,
  locale: string,
): FormValidator<keyof Shape & string, z.infer<z.ZodObject<Shape>>> {
  const errorMap = validationErrorMap(t, locale);
  return {
    names: Object.keys(schema.shape) as (keyof Shape & string)[],
    field(name, value) {
      const field = schema.shape[name] as z.ZodType | undefined;
      if (!field) return undefined;
      const result = field.safeParse(value, { error: errorMap });
      return { message: result.success ? null : (result.error.issues[0]?.message ?? "") };
    },
    form(values) {
      const result = schema.safeParse(values, { error: errorMap });
      return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
    },
  };
}
