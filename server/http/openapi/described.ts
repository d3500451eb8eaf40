import type { Context } from "hono";
import { z } from "zod";
import { translatorFor } from "../i18n";
import type { ResourceDefinition } from "../jsonapi/document";
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
  | { kind: "gate"; policy: boolean }
  /** What a route answers (server/http/openapi/responds.ts). */
  | ({ kind: "responds" } & ResponseDescription);

// biome-ignore lint/suspicious/noExplicitAny: any resource's definition.
type AnyResource = ResourceDefinition<any, any>;

/** A resource's definition fixed with the route, or made per request (e.g. with texts in the request's language). */
export type ResourceSource = AnyResource | ((c: Context<AppEnv>) => AnyResource);

/** A route's answer, its summary, and the 4xx its handler answers itself beyond those its gates and inputs give. */
export interface ResponseDescription {
  /** One line: what the route does, for the reference's heading. */
  summary: string;
  /** Who may, and what it does besides. */
  description?: string;
  /** The resource the success answers with: its definition names the contract's attribute schema (one made per
   * request is made with the describing context: the English translator). */
  resource?: ResourceSource;
  /** The resource's type is one of these (the data viewer's tables), not the definition's own. */
  types?: readonly string[];
  /** What the document's `meta` holds; without a resource the answer is this `meta` alone (a message, a count). */
  meta?: z.ZodType;
  /** A list of the resource; "paged" when it comes a page at a time (meta total/pages/page, links first/next/...). */
  list?: boolean | "paged";
  /** A file instead of a JSON:API document (an iCalendar feed, a CSV, a zip, this API's description). */
  media?: "text/calendar" | "text/csv" | "application/zip" | "application/json";
  /** The same list as a spreadsheet too, with `format=csv` (or `Accept: text/csv`). */
  csv?: boolean;
  /** The same as a page to read too, with `format=html` (or `Accept: text/html`). */
  html?: boolean;
  /** The same list as CSV or an Excel workbook with `format=csv|xlsx` (list-export.ts): what the file holds. */
  spreadsheet?: string;
  /** A redirect (303) to the app, with a Location header, instead of a document. */
  redirect?: boolean;
  /** `data` may be null (e.g. no current organization). */
  nullable?: boolean;
  /** The success status when it is not the method's usual one. */
  status?: 200 | 201 | 202 | 204 | 303;
  /** Other success statuses with the same answer (a job queued: 202; one that was there already: 200). */
  also?: readonly (200 | 202)[];
  /** A 202 of `meta` alone besides the success: what a visitor gets where a signed-in caller gets the resource. */
  accepted?: z.ZodType;
  /** Query parameters the handler reads itself (a mailed token, a search word): name -> what it is. */
  query?: Readonly<Record<string, string>>;
  /** The statuses the handler (or an access check of its own) answers: 401/403, 404, 409, 410, 422, 429. */
  errors?: readonly (400 | 401 | 403 | 404 | 409 | 410 | 422 | 429)[];
}

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

/**
 * A context for the schemas a route builds per request: the English translator and empty request variables. A
 * builder that needs more than that is left out (no parameters, or an open body).
 */
function describingContext(): Context<AppEnv> {
  const t = translatorFor("en");
  // Any other variable is an empty object: a scope without limits, e.g. an admin's page size.
  const get = (key: string) => (key === "t" ? t : key === "locale" ? "en" : {});
  return { get, var: new Proxy({}, { get: (_target, key) => get(String(key)) }) } as unknown as Context<AppEnv>;
}

export function resolve<T>(source: T | ((c: Context<AppEnv>) => T)): T | undefined {
  if (typeof source !== "function" || source instanceof z.ZodType) return source as T;
  try {
    return (source as (c: Context<AppEnv>) => T)(describingContext());
  } catch {
    return undefined;
  }
}
