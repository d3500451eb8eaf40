import type { Context } from "hono";
import type { z } from "zod";
import type { QuerySpec } from "../jsonapi/query";
import type { AppEnv } from "../types";

/** A schema fixed with the route, or built per request (e.g. with messages in the request's language). */
export type SchemaSource = z.ZodType | ((c: Context<AppEnv>) => z.ZodType);

/**
 * What a shared middleware checks, recorded when the middleware is made: the OpenAPI document reads it back from
 * the app's route table (server/http/openapi/README.md), so each schema is written once, where the server uses it.
 */
export type Described =
  | { kind: "jsonapi-body"; type: string; schema: SchemaSource }
  | { kind: "plain-body"; schema: SchemaSource }
  | { kind: "jsonapi-query"; spec: QuerySpec | ((c: Context<AppEnv>) => QuerySpec) }
  | { kind: "search-query"; schema: z.ZodType | (() => z.ZodType) }
  | { kind: "path-id"; type: string }
  /** A multipart form: its file fields, and its text fields' schema where it has one (or their names). */
  | { kind: "multipart"; files: string[]; fields?: SchemaSource; names?: string[] }
  /** A gate: a visitor gets a 401; `policy` when the user's roles decide further (403). */
  | { kind: "gate"; policy: boolean };

// biome-ignore lint/complexity/noBannedTypes: any middleware or handler function is a key.
const descriptions = new WeakMap<Function, Described>();

/** Records what `middleware` checks and returns it unchanged. */
// biome-ignore lint/complexity/noBannedTypes: any middleware function.
export function described<F extends Function>(middleware: F, description: Described): F {
  descriptions.set(middleware, description);
  return middleware;
}

/** What a handler in the route table checks, if a shared middleware made it. */
// biome-ignore lint/complexity/noBannedTypes: any handler function.
export const descriptionOf = (handler: Function): Described | undefined => descriptions.get(handler);
