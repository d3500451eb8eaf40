import type { Context } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { fromSearchParams, searchParameterName } from "../../../contract/vacancy-search";
import { described } from "../openapi/described";
import type { AppEnv } from "../types";
import { queryError } from "./query-errors";

/**
 * A search query (filter[...], page[...], sort) read with the contract's zod schema as `c.req.valid("query")`;
 * a bad one is a 400 naming each parameter. A function builds the schema per request (e.g. from today's date).
 */
export const searchQuery = <S extends z.ZodType>(schema: S | (() => S)) =>
  described(
    validator("query", (_query, c: Context<AppEnv>): z.output<S> => {
      const raw = fromSearchParams(new URL(c.req.url).searchParams);
      const parsed = (typeof schema === "function" ? schema() : schema).safeParse(raw);
      if (!parsed.success) throw queryError(parsed.error, c.get("t"), raw, searchParameterName);
      return parsed.data;
    }),
    { kind: "search-query", schema },
  );
