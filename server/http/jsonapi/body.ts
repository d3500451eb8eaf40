import type { Context } from "hono";
import { z } from "zod";
import { type Translate, validationErrorMap } from "../../../contract/validation";
import { AppError } from "../app-error";
import type { AppEnv } from "../types";

/** The request body as JSON; a body that is not JSON is a 400 with a translated detail, never a 500. */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError(400, "bad_request", c.get("t")("api-errors:detail.badJson"));
  }
}

const escapePointer = (segment: PropertyKey) => String(segment).replaceAll("~", "~0").replaceAll("/", "~1");

/**
 * The attributes of a request document `{ data: { type, attributes } }`, parsed with the input schema and
 * messages in the request's language; anything wrong is a 422 with a JSON pointer per problem.
 */
export async function readAttributes<S extends z.ZodType>(c: Context<AppEnv>, type: string, attributes: S): Promise<z.output<S>> {
  const body = await readJsonBody(c);
  const schema = z.object({ data: z.object({ type: z.literal(type), attributes }) });
  const result = schema.safeParse(body, { error: validationErrorMap(c.get("t") as Translate, c.get("locale")) });
  if (result.success) return (result.data as { data: { attributes: z.output<S> } }).data.attributes;
  const details = result.error.issues.map((issue) => ({
    detail: issue.message,
    source: { pointer: issue.path.map((segment) => `/${escapePointer(segment)}`).join("") },
  }));
  throw new AppError(422, "validation_failed", c.get("t")("api-errors:api.validation_failed"), details);
}

/**
 * A plain JSON body (the devise_token_auth endpoints take no JSON:API document), parsed like readAttributes:
 * a 422 with a pointer per problem, in the request's language.
 */
export async function readPlainBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const result = schema.safeParse(await readJsonBody(c), { error: validationErrorMap(c.get("t") as Translate, c.get("locale")) });
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    detail: issue.message,
    source: { pointer: issue.path.map((segment) => `/${escapePointer(segment)}`).join("") || "/" },
  }));
  throw new AppError(422, "validation_failed", c.get("t")("api-errors:api.validation_failed"), details);
}
