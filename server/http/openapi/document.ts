import type { z } from "zod";
import { numberFormat } from "../../../contract/intl-formats";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type QuerySpec } from "../jsonapi/query";
import { EXPORT_LIMIT, EXPORT_LIMIT_HEADER, XLSX_MEDIA_TYPE } from "../list-export";
import { Components, jsonSchemaOf } from "./components";
import { type Described, descriptionOf, type ResponseDescription, resolve, type SchemaSource } from "./described";
import { errorsOf, JSONAPI, LIST_SCHEMAS, successSchema } from "./responses";

/** One entry of Hono's route table (`app.routes`): each handler and middleware of a route is one. */
export interface RouteEntry {
  method: string;
  path: string;
  // biome-ignore lint/complexity/noBannedTypes: Hono's handlers and middleware alike.
  handler: Function;
}

import type { JsonSchema } from "./components";

type Json = Record<string, unknown>;

/** The paths the document describes: the tenants' JSON:API, the operator's, and the auth protocol. */
export const DOCUMENTED_PREFIXES = ["/api/v1/", "/auth/"] as const;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Hono's `/vacancies/:id{[0-9]+}` as OpenAPI's `/vacancies/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?\??/g, "{$1}");

const isDocumented = (path: string) => DOCUMENTED_PREFIXES.some((prefix) => path.startsWith(prefix));

/** A middleware mounted with `use("/x/*")` applies to every route under /x (and to /x itself). */
function applies(entry: RouteEntry, method: string, path: string) {
  if (entry.method !== method && entry.method !== "ALL") return false;
  if (entry.path === path) return true;
  if (!entry.path.endsWith("/*")) return false;
  const prefix = entry.path.slice(0, -2);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The documented routes of a route table, each with the descriptions of its handlers, in the table's order. */
export function documentedRoutes(routes: readonly RouteEntry[]) {
  const seen = new Map<string, { method: string; path: string; described: Described[] }>();
  for (const entry of routes) {
    if (!METHODS.includes(entry.method as (typeof METHODS)[number]) || entry.path.includes("*") || !isDocumented(entry.path))
      continue;
    const key = `${entry.method} ${entry.path}`;
    if (seen.has(key)) continue;
    const described = routes
      .filter((other) => applies(other, entry.method, entry.path))
      .map((other) => descriptionOf(other.handler))
      .filter((d): d is Described => d !== undefined);
    seen.set(key, { method: entry.method, path: entry.path, described });
  }
  return [...seen.values()];
}

const stringParameter = (name: string, description: string, schema: JsonSchema = { type: "string" }): Json => ({
  name,
  in: "query",
  required: false,
  description,
  schema,
});

/** The JSON:API query a route takes: include, fields[type], filter[...], sort and page. */
function queryParameters(spec: QuerySpec): Json[] {
  const parameters: Json[] = [];
  if (spec.includes?.length) {
    parameters.push(stringParameter("include", `Related resources to include, comma-separated: ${spec.includes.join(", ")}.`));
  }
  for (const [type, names] of Object.entries(spec.fields ?? {})) {
    parameters.push(stringParameter(`fields[${type}]`, `Sparse fieldset of ${type}, comma-separated: ${names.join(", ")}.`));
  }
  for (const name of spec.filters ?? []) parameters.push(stringParameter(`filter[${name}]`, `Filter \`${name}\`.`));
  if (spec.sorts?.length) {
    parameters.push(
      stringParameter("sort", `Sort by, comma-separated, \`-\` first for descending: ${spec.sorts.join(", ")}.`, {
        type: "string",
      }),
    );
  }
  const maxSize = spec.maxPageSize ?? MAX_PAGE_SIZE;
  parameters.push(stringParameter("page[number]", "Page number, from 1.", { type: "integer", minimum: 1, default: 1 }));
  parameters.push(
    stringParameter("page[size]", `Page size, at most ${maxSize}.`, {
      type: "integer",
      minimum: 1,
      maximum: maxSize,
      default: spec.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    }),
  );
  return parameters;
}

/** A search query read with a zod schema: its `filter` and `page` objects as `filter[x]` and `page[x]`. */
function searchParameters(schema: z.ZodType): Json[] {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const parameters: Json[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const nested = property.properties as Record<string, JsonSchema> | undefined;
    if ((name === "filter" || name === "page") && nested) {
      for (const [inner, innerSchema] of Object.entries(nested)) {
        const { description, ...rest } = innerSchema;
        parameters.push(stringParameter(`${name}[${inner}]`, (description as string) ?? `${name} \`${inner}\`.`, rest));
      }
    } else {
      const { description, ...rest } = property;
      parameters.push(stringParameter(name, (description as string) ?? `\`${name}\`.`, rest));
    }
  }
  return parameters;
}

type BodyDescription = Extract<Described, { kind: "jsonapi-body" | "plain-body" }>;

/**
 * A route's request body from its body validators: a JSON:API document whose attributes are the contract's schema,
 * or a plain JSON body (the auth protocol). A route that takes either of two bodies (a visitor's sign-up, an admin's
 * invitation on POST /users) takes one of them.
 */
function requestBodyOf(bodies: BodyDescription[], components: Components, operationId: string): Json {
  const schemaOf = (d: BodyDescription, n: number) => {
    const schema = resolve(d.schema);
    return schema ? components.refTo(schema, n ? `${operationId}_body_${n + 1}` : `${operationId}_body`) : { type: "object" };
  };
  const jsonApi = bodies.filter((d) => d.kind === "jsonapi-body");
  if (jsonApi.length) {
    const documents = jsonApi.map((d, n) => ({
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "object",
          required: ["type", "attributes"],
          properties: { type: { const: d.type }, attributes: schemaOf(d, n) },
        },
      },
    }));
    const schema = documents.length === 1 ? documents[0] : { oneOf: documents };
    return { required: true, content: { "application/vnd.api+json": { schema } } };
  }
  const plain = bodies.map(schemaOf);
  return { required: true, content: { "application/json": { schema: plain.length === 1 ? plain[0] : { oneOf: plain } } } };
}

/** A multipart form: its files as binary strings, its text fields from their schema (or by name). */
function multipartBodyOf(d: Extract<Described, { kind: "multipart" }>, components: Components, operationId: string): Json {
  const files: JsonSchema = {
    type: "object",
    required: d.files,
    properties: Object.fromEntries([
      ...d.files.map((name) => [name, { type: "string", contentMediaType: "application/octet-stream" }]),
      ...(d.names ?? []).map((name) => [name, { type: "string" }]),
    ]),
  };
  const fields = d.fields ? resolve(d.fields) : undefined;
  const schema = fields ? { allOf: [files, components.refTo(fields, `${operationId}_fields`)] } : files;
  return { required: true, content: { "multipart/form-data": { schema } } };
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** The resource type a route's path names: `/api/v1/vacancies/{id}/applications` -> vacancies. */
function tagOf(path: string) {
  if (path.startsWith("/auth/")) return "auth";
  const [first, second] = path.slice("/api/v1/".length).split("/");
  return first === "platform" && second ? "platform" : first;
}

/**
 * A summary from the method and path (the routes' own comments are not at hand while the server runs):
 * `GET /vacancies/{id}/applications` is "List applications of one of vacancies".
 */
function summaryOf(method: string, path: string, bodyType: string | undefined) {
  const segments = path.replace(/^\/(api\/v1|auth)\//, "").split("/");
  const onItem = segments.at(-1)?.startsWith("{") ?? false;
  const literals = segments.filter((segment) => !segment.startsWith("{"));
  const last = literals.at(-1) ?? "";
  const noun = last.replaceAll("_", " ");
  const parentIndex = segments.lastIndexOf(last) - 1;
  const parent = parentIndex > 0 && segments[parentIndex].startsWith("{") ? segments[parentIndex - 1].replaceAll("_", " ") : "";
  const of = parent ? ` of one of ${parent}` : "";
  switch (method) {
    case "GET":
      return onItem ? `Read one of ${noun}` : `List ${noun}${of}`;
    case "POST":
      return bodyType === last ? `Create one of ${noun}${of}` : `Send ${noun}${of}`;
    case "PATCH":
    case "PUT":
      return onItem ? `Update one of ${noun}` : `Update ${noun}${of}`;
    default:
      return onItem ? `Delete one of ${noun}` : `Delete ${noun}${of}`;
  }
}

const operationIdOf = (method: string, path: string) =>
  `${method.toLowerCase()}_${path
    .replace(/^\/(api\/v1|auth)\//, (_m, prefix: string) => (prefix === "auth" ? "auth_" : ""))
    .replace(/[{}]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "_")}`;

export interface OpenApiOptions {
  version: string;
  /** The server's public origin, e.g. https://oldebroek.vrijwilligersplatform.nl; absent: relative paths. */
  serverUrl?: string;
}

const DESCRIPTION = `The platform's JSON:API (JSON:API 1.1, \`application/vnd.api+json\`) and its sign-in protocol.

**Tenant and centre by host.** Every request is answered for the tenant and centre of the host it is sent to
(e.g. \`https://oldebroek.example.nl/api/v1/vacancies\`): send requests to the centre's own site. An unknown tenant,
a centre outside the tenant, or an organisation the user does not belong to is a 4xx, never a silent fallback.

**Authentication.** Sign in with \`POST /auth/sign_in\` (a plain JSON body with \`email\` and \`password\`): the answer
carries the headers \`access-token\`, \`client\`, \`uid\`, \`expiry\` and \`token-type\`. Send the first three on later
requests; when an answer carries fresh ones they replace those you keep. The web app keeps them in cookies instead.
A partner system sends its API key as \`Authorization: Bearer vk_live_...\` and acts within the key's scopes only.

**Organisation.** A user who works for several organisations names the one he acts for with the header
\`Current-Organization-Id\`.

**Queries.** Lists take \`include\`, \`fields[type]\`, \`filter[...]\`, \`sort\` and \`page[number]\`/\`page[size]\` where
a route lists them; anything else is a 400. Attribute keys are snake_case.

**Errors.** Every error is a JSON:API error document with \`status\`, \`code\`, \`title\`, \`detail\` and, for a bad
attribute, \`source.pointer\`.`;

const ERROR_DOCUMENT: JsonSchema = {
  type: "object",
  required: ["errors"],
  properties: {
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: {
          status: { type: "string", examples: ["422"] },
          code: { type: "string", examples: ["validation_failed"] },
          title: { type: "string" },
          detail: { type: "string" },
          source: {
            type: "object",
            properties: { pointer: { type: "string", examples: ["/data/attributes/name"] }, parameter: { type: "string" } },
          },
        },
      },
    },
    meta: { type: "object" },
  },
};

const RESOURCE: JsonSchema = {
  type: "object",
  required: ["type", "id"],
  properties: {
    type: { type: "string" },
    id: { type: "string", pattern: "^[0-9]+$" },
    attributes: { type: "object", description: "The resource's attributes, snake_case." },
    relationships: { type: "object" },
    links: { type: "object" },
    meta: { type: "object" },
  },
};

const DOCUMENT: JsonSchema = {
  type: "object",
  properties: {
    data: { anyOf: [ref("schemas", "Resource"), { type: "array", items: ref("schemas", "Resource") }, { type: "null" }] },
    included: { type: "array", items: ref("schemas", "Resource") },
    meta: { type: "object", description: "e.g. `total` on a list." },
    links: { type: "object" },
  },
};

const ERRORS: Record<string, string> = {
  "400": "The query names an unknown include, field, filter or sort, or a bad page.",
  "401": "Not signed in, or the token is no longer valid.",
  "403": "Signed in, but the policy does not allow this.",
  "404": "No such resource in this tenant (another tenant's is a 404 too).",
  "422": "The body is not valid: a pointer per problem.",
  "409": "The resource is not in a state that allows this (e.g. already done), or it clashes with another.",
  "410": "Gone: the link or token is used up or expired.",
  "429": "Too many requests: wait for the Retry-After header's seconds.",
};

const PLATFORM = "The platform operator's API: an operator's session on the operator host.";

/** The `format` parameter of a list that exports (list-export.ts). */
const spreadsheetFormat = (holds: string) =>
  `\`csv\` (for Dutch Excel; or \`Accept: text/csv\`) or \`xlsx\`: ${holds}. At most ${numberFormat("en").format(EXPORT_LIMIT)} rows; a cut file says so in its name and the \`${EXPORT_LIMIT_HEADER}\` header.`;

const NUMERIC_ID = { type: "string", pattern: "^[1-9][0-9]*$" };

const SIGNED_IN = [{ tokenHeaders: [] }, { sessionCookie: [] }, { apiKey: [] }];

/** The OpenAPI 3.1 document of every /api/v1 and /auth route of a route table. */
export function openApiDocument(routes: readonly RouteEntry[], options: OpenApiOptions) {
  const components = new Components();
  const paths: Record<string, Record<string, Json>> = {};
  const operationIds = new Set<string>();

  for (const route of documentedRoutes(routes)) {
    const path = openApiPath(route.path);
    const tag = tagOf(path);
    const parameters: Json[] = [];
    const pathTypes = route.described.flatMap((d) => (d.kind === "path-id" ? [d.type] : []));
    for (const name of path.match(/\{(\w+)\}/g) ?? []) {
      const bare = name.slice(1, -1);
      parameters.push({
        name: bare,
        in: "path",
        required: true,
        ...(bare === "id" && pathTypes[0] ? { description: `The ${pathTypes[0]} id.` } : {}),
        // A number where pathId reads it (or a `…Id`); a tenant's slug or a template's key otherwise.
        schema: (bare === "id" && pathTypes.length) || /[a-z](_id|Id)$/.test(bare) ? NUMERIC_ID : { type: "string" },
      });
    }
    if (route.path.startsWith("/api/v1/") && tag !== "platform") parameters.push(ref("parameters", "CurrentOrganizationId"));

    const operation: Json = {
      operationId: operationIdOf(route.method, path),
      tags: [tag],
    };
    const bodies: BodyDescription[] = [];
    let gated = false;
    let response: ResponseDescription | undefined;
    for (const d of route.described) {
      if (d.kind === "gate") {
        gated = true;
      } else if (d.kind === "jsonapi-query") {
        const spec = resolve(d.spec);
        if (spec) parameters.push(...queryParameters(spec));
      } else if (d.kind === "search-query") {
        const schema = resolve(d.schema as SchemaSource);
        if (schema) parameters.push(...searchParameters(schema));
      } else if (d.kind === "multipart") {
        operation.requestBody = multipartBodyOf(d, components, operation.operationId as string);
      } else if (d.kind === "responds") {
        response = d;
      } else if (d.kind === "jsonapi-body" || d.kind === "plain-body") {
        bodies.push(d);
      }
    }
    const bodyType = bodies.find((d) => d.kind === "jsonapi-body")?.type;
    if (bodies.length) operation.requestBody = requestBodyOf(bodies, components, operation.operationId as string);
    operation.summary = response?.summary ?? summaryOf(route.method, path, bodyType);
    const description = [response?.description, tag === "platform" ? PLATFORM : undefined].filter(Boolean).join(" ");
    if (description) operation.description = description;
    const query = { ...response?.query, ...(response?.spreadsheet ? { format: spreadsheetFormat(response.spreadsheet) } : {}) };
    for (const [name, about] of Object.entries(query)) {
      parameters.push({ name, in: "query", required: false, description: about, schema: { type: "string" } });
    }
    if (parameters.length) operation.parameters = parameters;
    operation.security = gated ? SIGNED_IN : [{}, ...SIGNED_IN];

    const success = String(
      response?.status ??
        (response?.redirect
          ? 303
          : route.method === "DELETE"
            ? 204
            : route.method === "POST" && bodyType && !path.endsWith("}")
              ? 201
              : 200),
    );
    const definition = response?.resource ? resolve(response.resource) : undefined;
    const answer = response && successSchema(response, definition, components, operation.operationId as string);
    const csv = {
      ...(response?.csv || response?.spreadsheet ? { "text/csv": { schema: { type: "string" } } } : {}),
      ...(response?.spreadsheet ? { [XLSX_MEDIA_TYPE]: { schema: { type: "string", format: "binary" } } } : {}),
      ...(response?.html ? { "text/html": { schema: { type: "string" } } } : {}),
    };
    const responses: Json = {
      [success]:
        success === "204"
          ? { description: "Done; no content." }
          : success === "303"
            ? {
                description: "On to the app.",
                headers: { Location: { description: "Where the app takes over.", schema: { type: "string" } } },
              }
            : answer
              ? {
                  description: answer.description,
                  content: { [answer.contentType]: { schema: answer.schema }, ...csv },
                }
              : {
                  description: bodyType ? `A JSON:API document of ${bodyType}.` : "A JSON:API document.",
                  content: { [JSONAPI]: { schema: ref("schemas", "Document") } },
                },
    };
    for (const status of response?.also ?? []) responses[status] = responses[success];
    const accepted =
      response?.accepted &&
      successSchema({ summary: "", meta: response.accepted }, undefined, components, `${operation.operationId}_accepted`);
    if (accepted)
      responses["202"] = { description: accepted.description, content: { [accepted.contentType]: { schema: accepted.schema } } };
    for (const status of errorsOf(path, route.described, response?.errors)) {
      responses[status] = ref("responses", `Error${status}`);
    }
    operation.responses = responses;

    if (operationIds.has(operation.operationId as string))
      operation.operationId = `${operation.operationId}_${operationIds.size}`;
    operationIds.add(operation.operationId as string);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }

  const tags = [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    info: { title: "Vrijwilligersplatform API", version: options.version, description: DESCRIPTION },
    servers: [{ url: options.serverUrl ?? "/", description: "The centre's own host: it decides the tenant and centre." }],
    tags,
    paths,
    components: {
      schemas: { Document: DOCUMENT, Resource: RESOURCE, ErrorDocument: ERROR_DOCUMENT, ...LIST_SCHEMAS, ...components.schemas },
      responses: Object.fromEntries(
        Object.entries(ERRORS).map(([status, description]) => [
          `Error${status}`,
          { description, content: { "application/vnd.api+json": { schema: ref("schemas", "ErrorDocument") } } },
        ]),
      ),
      parameters: {
        CurrentOrganizationId: {
          name: "Current-Organization-Id",
          in: "header",
          required: false,
          description: "The organisation a user who works for several acts for; one he does not belong to is a 4xx.",
          schema: { type: "string", pattern: "^[1-9][0-9]*$" },
        },
      },
      securitySchemes: {
        tokenHeaders: {
          type: "apiKey",
          in: "header",
          name: "access-token",
          description: "The token from POST /auth/sign_in, sent with its `client` and `uid` headers.",
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "access-token",
          description: "The web app's session: the same triple in the cookies access-token, client and uid.",
        },
        apiKey: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "vk_live_...",
          description: "A partner system's API key (settings, API keys), within its scopes.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
