import type { z } from "zod";
import { toSnakeKey } from "../../../contract/case";
import type { ResourceDefinition } from "../jsonapi/document";
import { type Components, type JsonSchema, jsonSchemaOf } from "./components";
import type { Described, ResponseDescription } from "./described";

// biome-ignore lint/suspicious/noExplicitAny: any resource's definition.
type AnyDefinition = ResourceDefinition<any, any>;

export const JSONAPI = "application/vnd.api+json";
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `vacancy_alerts` -> `VacancyAlerts`. */
const pascal = (type: string) => type.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

/** Attribute names as the wire has them: the contract's camelCase schema, snake_case (as toResourceDocument sends). */
function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === "properties" && inner && typeof inner === "object") {
        return [key, Object.fromEntries(Object.entries(inner).map(([name, schema]) => [toSnakeKey(name), snakeKeys(schema)]))];
      }
      if (key === "required" && Array.isArray(inner)) return [key, inner.map((name) => toSnakeKey(String(name)))];
      return [key, snakeKeys(inner)];
    }),
  );
}

// Many routes answer with the same few resources: each schema is converted once.
const wireSchemas = new WeakMap<z.ZodType, JsonSchema>();
function wireSchemaOf(schema: z.ZodType): JsonSchema {
  let json = wireSchemas.get(schema);
  if (!json) {
    json = snakeKeys(jsonSchemaOf(schema, "output")) as JsonSchema;
    wireSchemas.set(schema, json);
  }
  return json;
}

const IDENTIFIER = (type: string): JsonSchema => ({
  type: "object",
  required: ["type", "id"],
  properties: { type: { const: type }, id: { type: "string" } },
});

/**
 * A resource object of a definition as a component: its type, its attributes from the contract's schema, and its
 * relationships by name and related type. The related definitions are added to `related` (for `included`).
 */
function resourceRef(
  definition: AnyDefinition,
  components: Components,
  related: Map<string, JsonSchema>,
  depth = 0,
  types?: { names: readonly string[]; component: string },
) {
  const name = types?.component ?? pascal(definition.type);
  const attributes = definition.schema
    ? components.refToJson(wireSchemaOf(definition.schema), `${name}Attributes`)
    : { type: "object" };
  const relationships: Record<string, JsonSchema> = {};
  for (const [relation, entry] of Object.entries(definition.relationships ?? {})) {
    const target = entry.definition();
    const identifier = IDENTIFIER(target.type);
    relationships[toSnakeKey(relation)] = {
      type: "object",
      properties: {
        data: { anyOf: [identifier, { type: "array", items: identifier }, { type: "null" }] },
        links: { type: "object" },
      },
    };
    // The related resources' own relationships are described one level on (cycles end there).
    if (depth < 2) {
      const targetRef = resourceRef(target, components, related, depth + 1);
      related.set(JSON.stringify(targetRef), targetRef);
    }
  }
  return components.refToJson(
    {
      type: "object",
      required: ["type", "id"],
      properties: {
        type: types ? { enum: types.names } : { const: definition.type },
        // A number as a string, but for a form opened by its token.
        id: { type: "string" },
        attributes,
        ...(Object.keys(relationships).length ? { relationships: { type: "object", properties: relationships } } : {}),
        links: { type: "object", properties: { self: { type: "string" } } },
        meta: { type: "object" },
      },
    },
    name,
  );
}

/** The success answer's schema: the resource's document, one or a list (a page of it, with its meta and links). */
export function successSchema(
  response: ResponseDescription,
  definition: AnyDefinition | undefined,
  components: Components,
  operationId: string,
): { contentType: string; schema: JsonSchema; description: string } | undefined {
  if (response.media) {
    const schema = response.media === "application/json" ? { type: "object" } : { type: "string" };
    return { contentType: response.media, schema, description: "The file." };
  }
  const paged = response.list === "paged";
  // A page's meta is the list's own (total, pages, page) with what the route adds: one object, closed as both are.
  const metaJson = response.meta && (paged ? withListMeta(wireSchemaOf(response.meta)) : wireSchemaOf(response.meta));
  const meta = metaJson ? components.refToJson(metaJson, `${operationId}_meta`) : undefined;
  if (!definition) {
    if (!meta) return undefined;
    const document = { type: "object", required: ["meta"], properties: { jsonapi: JSONAPI_OBJECT, meta } };
    return {
      contentType: JSONAPI,
      schema: components.refToJson(document, "MetaDocument"),
      description: "A JSON:API document of meta only.",
    };
  }
  const related = new Map<string, JsonSchema>();
  const types = response.types && { names: response.types, component: `${operationId}_resource` };
  const resource = resourceRef(definition, components, related, 0, types);
  const data = response.list
    ? { type: "array", items: resource }
    : response.nullable
      ? { anyOf: [resource, { type: "null" }] }
      : resource;
  const document: JsonSchema = {
    type: "object",
    required: ["data", ...(response.list && paged ? ["meta", "links"] : [])],
    properties: {
      jsonapi: JSONAPI_OBJECT,
      data,
      ...(related.size ? { included: { type: "array", items: { anyOf: [...related.values()] } } } : {}),
      meta: meta ?? (response.list && paged ? ref("ListMeta") : { type: "object" }),
      links: response.list && paged ? ref("ListLinks") : { type: "object" },
    },
  };
  const name = types ? `${operationId}_document` : `${pascal(definition.type)}${response.list ? "List" : ""}Document`;
  const description = `A JSON:API document of ${response.list ? "a list of" : "one of"} ${definition.type}.`;
  return { contentType: JSONAPI, schema: components.refToJson(document, name), description };
}

const JSONAPI_OBJECT = { type: "object", properties: { version: { type: "string" } } };

/** A route's own meta with a page's total, pages and page. */
function withListMeta(json: JsonSchema): JsonSchema {
  const list = LIST_SCHEMAS.ListMeta;
  return {
    ...json,
    required: [...(list.required as string[]), ...((json.required as string[] | undefined) ?? [])],
    properties: { ...(list.properties as JsonSchema), ...(json.properties as JsonSchema) },
  };
}

/** A page of a list: meta and links (DESIGN.md section 4). */
export const LIST_SCHEMAS: Record<string, JsonSchema> = {
  ListMeta: {
    type: "object",
    required: ["total", "pages", "page"],
    properties: { total: { type: "integer", minimum: 0 }, pages: { type: "integer", minimum: 1 }, page: { type: "integer" } },
  },
  ListLinks: {
    type: "object",
    required: ["self", "first", "prev", "next", "last"],
    properties: {
      self: { type: "string" },
      first: { type: "string" },
      prev: { type: ["string", "null"] },
      next: { type: ["string", "null"] },
      last: { type: "string" },
    },
  },
};

/**
 * The 4xx a route can answer, from what it checks: a gate (401, and 403 with a policy), a path parameter (404), a
 * query (400), a body or form (422), an API key's rate limit (429, tenant routes), and what the handler declares.
 */
export function errorsOf(path: string, described: readonly Described[], declared: readonly number[] = []) {
  const errors = new Set<string>(declared.map(String));
  if (/\{\w+\}/.test(path)) errors.add("404");
  // Every tenant route takes a partner's API key, and the key's requests a minute are limited.
  if (path.startsWith("/api/v1/") && !path.startsWith("/api/v1/platform/") && path !== "/api/v1/openapi.json") errors.add("429");
  for (const d of described) {
    if (d.kind === "gate") {
      errors.add("401");
      if (d.policy) errors.add("403");
    } else if (d.kind === "jsonapi-query" || d.kind === "search-query") errors.add("400");
    else if (d.kind === "jsonapi-body" || d.kind === "plain-body" || d.kind === "multipart") errors.add("422");
  }
  return [...errors].sort();
}
