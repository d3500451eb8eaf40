import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { described } from "../openapi/described";
import type { AppEnv } from "../types";
import { readAttributes, readPlainBody } from "./body";

/** What the body input gives the handler: `c.req.valid("json")`. */
type BodyInput<T> = { in: { json: unknown }; out: { json: T } };

/**
 * The attributes of a JSON:API request document, parsed with the contract's schema, as `c.req.valid("json")`;
 * a 422 with a pointer per problem. Declare it after the route's authorisation: only a caller who may act is told
 * what is wrong with his body. Not hono/validator's json target: that skips a body sent without a JSON Content-Type
 * and answers bad JSON itself; this reads every body as readAttributes always did.
 */
export function jsonApiBody<S extends z.ZodType>(
  type: string,
  attributes: S | ((c: Context<AppEnv>) => S),
): MiddlewareHandler<AppEnv, string, BodyInput<z.output<S>>> {
  const middleware: MiddlewareHandler<AppEnv, string, BodyInput<z.output<S>>> = async (c, next) => {
    const schema = typeof attributes === "function" ? attributes(c) : attributes;
    c.req.addValidatedData("json", (await readAttributes(c, type, schema)) as object);
    await next();
  };
  return described(middleware, { kind: "jsonapi-body", type, schema: attributes });
}

/**
 * A plain JSON body (the devise_token_auth endpoints take no JSON:API document), parsed with the contract's schema
 * as `c.req.valid("json")`: a 422 with a pointer per problem, as readPlainBody always answered.
 */
export function plainBody<S extends z.ZodType>(
  schema: S | ((c: Context<AppEnv>) => S),
): MiddlewareHandler<AppEnv, string, BodyInput<z.output<S>>> {
  const middleware: MiddlewareHandler<AppEnv, string, BodyInput<z.output<S>>> = async (c, next) => {
    c.req.addValidatedData("json", (await readPlainBody(c, typeof schema === "function" ? schema(c) : schema)) as object);
    await next();
  };
  return described(middleware, { kind: "plain-body", schema });
}
