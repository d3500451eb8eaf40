import type { z } from "zod";
import type { JsonApiErrorObject } from "../../../contract/errors";
import type { TFunction } from "../../../locales/translate";
import { AppError } from "../app-error";

type Issue = z.core.$ZodIssue;

/** The value the client sent at a path of the raw query; a list item is found in its comma-separated text. */
function sentValue(raw: unknown, path: readonly PropertyKey[]): string {
  let value: unknown = raw;
  for (const key of path) {
    if (typeof value === "string" && typeof key === "number") return value.split(",")[key]?.trim() ?? "";
    if (value === null || typeof value !== "object") return "";
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value === undefined || value === null || typeof value === "object" ? "" : String(value);
}

function detailOf(issue: Issue, t: TFunction, parameter: string, raw: unknown): string {
  const value = sentValue(raw, issue.path);
  const key = (name: string, params: Record<string, unknown> = {}) =>
    t(`api-errors:detail.search.${name}`, { parameter, value, ...params });
  switch (issue.code) {
    case "unrecognized_keys":
      return key("unknownParameter");
    case "invalid_value":
      return key("badValue", { allowed: issue.values.map(String).join(", ") });
    case "invalid_type":
      if (issue.expected === "number" || issue.expected === "int") return key("notANumber");
      return key("badValue", { allowed: "-" });
    case "invalid_format":
      return issue.format === "date" ? key("notADate") : key("badValue", { allowed: "-" });
    case "too_small":
    case "too_big": {
      const bound = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
      const kind = issue.origin === "array" ? "Count" : issue.origin === "string" ? "Length" : "";
      return key(`${issue.code === "too_small" ? "tooSmall" : "tooBig"}${kind}`, { bound });
    }
    case "custom":
      return key(issue.message);
    default:
      return key("badValue", { allowed: "-" });
  }
}

/**
 * A query string that its zod schema refused, as a 400 with one translated error per problem, each naming its
 * parameter in source.parameter (JSON:API): a client can point at the field, a person can read what is wrong.
 */
export function queryError(
  error: z.ZodError,
  t: TFunction,
  raw: unknown,
  nameOf: (path: readonly PropertyKey[]) => string,
): AppError {
  const details: Omit<JsonApiErrorObject, "status" | "code" | "title">[] = error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((name) => {
        const parameter = nameOf([...issue.path, name]);
        return { source: { parameter }, detail: detailOf(issue, t, parameter, raw) };
      });
    }
    const parameter = nameOf(issue.path);
    return [{ source: { parameter }, detail: detailOf(issue, t, parameter, raw) }];
  });
  return new AppError(400, "invalid_query", details[0]?.detail ?? "", details);
}
