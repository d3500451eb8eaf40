import { z } from "zod";

export type Translate = (key: string, params?: Record<string, unknown>) => string;

type Issue = z.core.$ZodRawIssue;

/** A value left empty (or only spaces) is "required", whatever rule it broke first (a minimum length, a format). */
export const leftEmpty = (issue: Issue) =>
  issue.input === undefined || issue.input === null || (typeof issue.input === "string" && issue.input.trim() === "");

/** A field's own message for a value left empty ("Vul je e-mailadres in"); its other issues keep the generic ones. */
export const requiredAs = (t: Translate, key: string) => ({
  error: (issue: Issue) => (leftEmpty(issue) ? t(key) : undefined),
});

function sizeIssue(issue: Issue & { code: "too_small" | "too_big" }, t: Translate): string | undefined {
  const small = issue.code === "too_small";
  const bound = small
    ? (issue as { minimum: number | bigint | Date }).minimum
    : (issue as { maximum: number | bigint | Date }).maximum;
  const inclusive = issue.inclusive !== false;
  const exact = (issue as { exact?: boolean }).exact;
  switch (issue.origin) {
    case "string":
      if (small && leftEmpty(issue)) return t("validation:generic.required");
      if (exact) return t("validation:generic.exactChars", { count: Number(bound) });
      if (small && Number(bound) === 1) return t("validation:generic.required");
      return t(small ? "validation:generic.minChars" : "validation:generic.maxChars", { count: Number(bound) });
    case "number":
    case "int":
    case "bigint":
      if (small && Number(bound) === 0 && !inclusive) return t("validation:generic.positive");
      if (!small && Number(bound) === 0 && !inclusive) return t("validation:generic.negative");
      if (small)
        return t(inclusive ? "validation:generic.numberMin" : "validation:generic.numberMinExclusive", { min: String(bound) });
      return t(inclusive ? "validation:generic.numberMax" : "validation:generic.numberMaxExclusive", { max: String(bound) });
    case "date": {
      // zod 4 reports date bounds as epoch milliseconds.
      const value = new Date(bound instanceof Date ? bound.getTime() : Number(bound)).toISOString().slice(0, 10);
      return t(small ? "validation:generic.dateMin" : "validation:generic.dateMax", small ? { min: value } : { max: value });
    }
    case "array":
    case "set":
      return t(small ? "validation:generic.arrayMin" : "validation:generic.arrayMax", { count: Number(bound) });
    default:
      return undefined;
  }
}

/**
 * Friendly messages for the generic cases of spec section 5 in the user's language;
 * anything else falls back to zod's own locale (nl or en).
 */
export function validationErrorMap(t: Translate, locale: string): z.core.$ZodErrorMap {
  const fallback = (locale === "nl" ? z.locales.nl() : z.locales.en()).localeError;
  return (issue) => {
    switch (issue.code) {
      case "invalid_type":
        if (leftEmpty(issue)) return t("validation:generic.required");
        // zod reports 1.5 against .int() as an invalid type "int": the value is a number, just not a whole one.
        if (issue.expected === "int" && typeof issue.input === "number") return t("validation:generic.integer");
        if (issue.expected === "number" || issue.expected === "int") return t("validation:generic.number");
        if (issue.expected === "date") return t("validation:generic.date");
        break;
      case "too_small":
      case "too_big": {
        const message = sizeIssue(issue, t);
        if (message) return message;
        break;
      }
      case "invalid_format":
        if (leftEmpty(issue)) return t("validation:generic.required");
        if (issue.format === "email") return t("validation:generic.email");
        if (issue.format === "url") return t("validation:generic.url");
        if (issue.format === "lowercase") return t("validation:generic.lowercase");
        if (issue.format === "uppercase") return t("validation:generic.uppercase");
        if (issue.format === "regex") return t("validation:generic.pattern");
        break;
      case "invalid_value":
        return t("validation:generic.option");
      case "custom":
        // A rule of ours that names its message, e.g. linkUrl (content-blocks.ts), or its key in a screen's own
        // namespace (form-answers:phone); its other params fill it in.
        if (typeof issue.params?.rule === "string") {
          const { rule, ...values } = issue.params;
          return t(rule.includes(":") ? rule : `validation:${rule}`, values);
        }
        break;
      case "not_multiple_of":
        if (issue.divisor === 1) return t("validation:generic.integer");
        break;
    }
    return fallback(issue);
  };
}

/** Spec section 5: the default message '{field} is not valid.' */
export const fieldNotValid = (t: Translate, field: string) => t("validation:invalidField", { field });

/** Spec section 5: 'The size of the {path} must be smaller than {size}'. */
export function imageSizeRule(t: Translate, path: string, maxBytes: number) {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${Math.round(maxBytes / 1024)} kB`;
  return z
    .custom<File | Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob)
    .refine((file) => file.size < maxBytes, { message: t("validation:imageTooLarge", { path, size }) });
}

export interface FieldErrors {
  [field: string]: string;
}

/** zod issues as a field -> first message map, for forms. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
