import type { Context } from "hono";
import { validator } from "hono/validator";
import { described } from "../openapi/described";
import type { AppEnv } from "../types";
import { type ParsedQuery, parseJsonApiQuery, type QuerySpec } from "./query";

/**
 * The JSON:API query (include, fields, filter, page, sort) as `c.req.valid("query")`; anything unknown is a 400.
 * The spec is fixed with the route, or read from the request (e.g. the page size limit of the actor's scope).
 */
export const jsonApiQuery = (spec: QuerySpec | ((c: Context<AppEnv>) => QuerySpec)) =>
  described(
    validator("query", (_query, c: Context<AppEnv>): ParsedQuery => {
      return parseJsonApiQuery(new URL(c.req.url), typeof spec === "function" ? spec(c) : spec, c.get("t"));
    }),
    { kind: "jsonapi-query", spec },
  );
