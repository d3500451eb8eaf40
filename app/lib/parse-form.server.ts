import type { z } from "zod";
import { type Translate, toFieldErrors, validationErrorMap } from "../../contract/validation";
import type { Locale } from "../../locales/languages";
import { translatorFor } from "./i18n";

/** The action's own check with the form's schema (for a browser without JavaScript), in the page's language. */
export function parseForm<S extends z.ZodType>(schema: (t: Translate) => S, form: FormData, locale: Locale) {
  const t = translatorFor(locale) as Translate;
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const result = schema(t).safeParse(values, { error: validationErrorMap(t, locale) });
  return result.success
    ? { ok: true as const, value: result.data as z.output<S> }
    : { ok: false as const, errors: toFieldErrors(result.error) };
}
