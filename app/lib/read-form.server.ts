import { z } from "zod";
import { type FieldErrors, type Translate, toFieldErrors, validationErrorMap } from "../../contract/validation";
import type { Locale } from "../../locales/languages";
import { formValues } from "./form-values";
import { translatorFor } from "./i18n";

export type ReadForm<T> = { form: FormData; values: Record<string, string> } & (
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors }
);

/**
 * An action's own check of a post (also for a browser without JavaScript) with the contract's schema the browser's blur
 * validation uses, in the page's language. Multipart posts work too: a file reaches the schema as a File.
 */
export async function readForm<S extends z.ZodType>(
  posted: Request | FormData,
  schema: (t: Translate) => S,
  locale: Locale,
): Promise<ReadForm<z.output<S>>> {
  const form = posted instanceof FormData ? posted : await posted.formData();
  return { form, values: formValues(form), ...checkForm(form, schema, locale) };
}

/** Whether a schema's field takes a yes or no (a check box): a boolean, or a literal true or false, however wrapped. */
function takesYesOrNo(field: z.ZodType): boolean {
  let def = field._zod.def as { type: string; innerType?: z.ZodType; values?: unknown[] };
  while (def.innerType) def = def.innerType._zod.def as typeof def;
  return def.type === "boolean" || (def.type === "literal" && (def.values ?? []).every((v) => typeof v === "boolean"));
}

/**
 * readForm's check alone, for a post already read (a step of a multi-step form); the last value of a name counts. A
 * check box is a yes or no, as the browser's check reads it: sent ("on") is true, left out is false.
 */
export function checkForm<S extends z.ZodType>(form: FormData, schema: (t: Translate) => S, locale: Locale) {
  const t = translatorFor(locale) as Translate;
  const zod = schema(t);
  const input: Record<string, FormDataEntryValue | boolean> = {};
  for (const [name, value] of form.entries()) input[name] = value;
  if (zod instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(zod.shape as Record<string, z.ZodType>)) {
      if (takesYesOrNo(field)) input[name] = input[name] === "on" || input[name] === "true";
    }
  }
  const result = zod.safeParse(input, { error: validationErrorMap(t, locale) });
  return result.success
    ? { ok: true as const, value: result.data as z.output<S> }
    : { ok: false as const, errors: toFieldErrors(result.error) };
}
