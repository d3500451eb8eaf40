/**
 * The API reference's view of the OpenAPI document (GET /api/v1/openapi.json): operations grouped by tag, each
 * with its parameters, body fields, responses and a curl example. Made in the loader, so the page gets only this.
 */

type Schema = Record<string, unknown>;

interface OpenApiParameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface OpenApiOperation {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, unknown>[];
}

/** Where the API serves its OpenAPI document. */
export const DOCUMENT_PATH = "/api/v1/openapi.json";

export interface OpenApiDocumentLike {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, Schema>;
    parameters?: Record<string, OpenApiParameter>;
    responses?: Record<string, { description: string }>;
  };
}

export interface ApiField {
  name: string;
  type: string;
  required: boolean;
  /** Bounds and allowed values in the schema's words, e.g. "1–100 characters". */
  rules: string;
  description: string;
}

export interface ApiOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Needs a session or an API key. */
  signedIn: boolean;
  parameters: ApiField[];
  headers: ApiField[];
  body: { contentType: string; resourceType: string | null; fields: ApiField[] } | null;
  responses: { status: string; description: string }[];
  curl: string;
  /** An answer of the success status, made from its schema; null when it has no body or none is described. */
  exampleAnswer: string | null;
}

export interface ApiGroup {
  tag: string;
  operations: ApiOperation[];
}

export interface ApiReference {
  title: string;
  version: string;
  groups: ApiGroup[];
}

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

const follow = <T>(document: OpenApiDocumentLike, value: T & { $ref?: string }): T => {
  if (!value?.$ref) return value;
  const [, , kind, name] = value.$ref.split("/");
  const target = (document.components as Record<string, Record<string, unknown>>)[kind]?.[name];
  return follow(document, target as T & { $ref?: string });
};

/** A JSON Schema's type in a few words: "string (date-time)", "integer | null", "one of: a, b". */
export function typeOf(document: OpenApiDocumentLike, raw: Schema | undefined): string {
  const schema = raw ? follow(document, raw as Schema & { $ref?: string }) : undefined;
  if (!schema) return "any";
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return [...new Set(variants.map((variant) => typeOf(document, variant)))].join(" | ");
  if (schema.type === "array") return `${typeOf(document, schema.items as Schema)}[]`;
  if (schema.contentMediaType) return "file";
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "object");
  return schema.format ? `${type} (${schema.format})` : type;
}

function rulesOf(document: OpenApiDocumentLike, raw: Schema | undefined): string {
  const schema = raw ? follow(document, raw as Schema & { $ref?: string }) : undefined;
  if (!schema) return "";
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants)
    return variants
      .map((variant) => rulesOf(document, variant))
      .filter(Boolean)
      .join("; ");
  const rules: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    if (min !== undefined && max !== undefined) rules.push(`${min}–${max}${unit}`);
    else if (min !== undefined) rules.push(`≥ ${min}${unit}`);
    else if (max !== undefined) rules.push(`≤ ${max}${unit}`);
  };
  range(schema.minLength, schema.maxLength, " chars");
  range(schema.minimum, schema.maximum, "");
  range(schema.minItems, schema.maxItems, " items");
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.type === "array" && schema.items) {
    const inner = rulesOf(document, schema.items as Schema);
    if (inner) rules.push(`each ${inner}`);
  }
  return rules.join(", ");
}

/** An example value a schema accepts: a body's required fields for the curl example, or (`full`) an answer's all. */
export function exampleOf(document: OpenApiDocumentLike, raw: Schema | undefined, depth = 0, full = false): unknown {
  const schema = raw ? follow(document, raw as Schema & { $ref?: string }) : undefined;
  if (!schema || depth > 7) return null;
  if (schema.examples && Array.isArray(schema.examples)) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return exampleOf(document, variants.find((variant) => variant.type !== "null") ?? variants[0], depth + 1, full);
  switch (schema.type) {
    case "string":
      if (schema.format === "date-time") return "2027-01-31T12:00:00Z";
      if (schema.format === "date") return "2027-01-31";
      if (schema.format === "email") return "naam@example.nl";
      if (schema.format === "uri") return "https://example.nl";
      return "…";
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "array":
      return [exampleOf(document, schema.items as Schema, depth + 1, full)];
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set(
        full ? Object.keys(properties) : ((schema.required as string[] | undefined) ?? Object.keys(properties)),
      );
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, exampleOf(document, property, depth + 1, full)]),
      );
    }
  }
}

/** The attributes' schema of a request body: a JSON:API document's `data.attributes`, or the plain body itself. */
type BodyView = NonNullable<ApiOperation["body"]> & { schema: Schema };

function bodyOf(document: OpenApiDocumentLike, operation: OpenApiOperation): BodyView | null {
  const content = operation.requestBody?.content ?? {};
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType || !media) return null;
  let schema = follow(document, media.schema as Schema & { $ref?: string });
  // Two bodies (a sign-up or an invitation): the reference shows the first.
  if (Array.isArray(schema.oneOf)) schema = schema.oneOf[0] as Schema;
  let resourceType: string | null = null;
  const data = (schema.properties as Record<string, Schema> | undefined)?.data;
  if (contentType === "application/vnd.api+json" && data) {
    const properties = data.properties as Record<string, Schema>;
    resourceType = String(properties.type?.const ?? "");
    schema = follow(document, properties.attributes as Schema & { $ref?: string });
  }
  // A multipart form: its files and its text fields' schema, together.
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((part) => follow(document, part as Schema & { $ref?: string }));
    schema = {
      type: "object",
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
    };
  }
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields = Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeOf(document, property),
    required: required.has(name),
    rules: rulesOf(document, property),
    description: String(follow(document, property as Schema & { $ref?: string })?.description ?? ""),
  }));
  return { contentType, resourceType, fields, schema };
}

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

function curlOf(
  origin: string,
  method: string,
  path: string,
  signedIn: boolean,
  body: ReturnType<typeof bodyOf>,
  document: OpenApiDocumentLike,
) {
  const lines = [`curl -X ${method} ${quote(`${origin}${path.replace(/\{(\w+)\}/g, "1")}`)}`];
  if (signedIn) lines.push(`  -H ${quote("Authorization: Bearer vk_live_…")}`);
  if (body?.contentType === "multipart/form-data") {
    for (const field of body.fields.filter((f) => f.required || f.type === "file")) {
      lines.push(`  -F ${quote(field.type === "file" ? `${field.name}=@file` : `${field.name}=…`)}`);
    }
  } else if (body) {
    const attributes = exampleOf(document, body.schema);
    const payload = body.resourceType ? { data: { type: body.resourceType, attributes } } : attributes;
    lines.push(`  -H ${quote(`Content-Type: ${body.contentType}`)}`);
    lines.push(`  -d ${quote(JSON.stringify(payload))}`);
  }
  return lines.join(" \\\n");
}

/** The success answer of a described route (not the generic document), as pretty JSON. */
function exampleAnswerOf(document: OpenApiDocumentLike, operation: OpenApiOperation): string | null {
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))?.[1];
  const schema = Object.values(success?.content ?? {})[0]?.schema as (Schema & { $ref?: string }) | undefined;
  if (!schema || schema.$ref === "#/components/schemas/Document") return null;
  return JSON.stringify(exampleOf(document, schema, 0, true), null, 2);
}

/** The reference of a document, for a site at `origin`. */
export function apiReferenceOf(document: OpenApiDocumentLike, origin: string): ApiReference {
  const groups = new Map<string, ApiOperation[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of METHOD_ORDER) {
      const operation = operations[method];
      if (!operation) continue;
      const signedIn = !(operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      const fieldOf = (raw: OpenApiParameter): ApiField & { in: string } => {
        const parameter = follow(document, raw);
        return {
          name: parameter.name ?? "",
          in: parameter.in ?? "query",
          type: typeOf(document, parameter.schema),
          required: !!parameter.required,
          rules: rulesOf(document, parameter.schema),
          description: parameter.description ?? "",
        };
      };
      const parameters = (operation.parameters ?? []).map(fieldOf);
      const body = bodyOf(document, operation);
      const tag = operation.tags?.[0] ?? "other";
      const entry: ApiOperation = {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? "",
        description: operation.description ?? "",
        signedIn,
        parameters: parameters.filter((parameter) => parameter.in !== "header").map(({ in: _in, ...field }) => field),
        headers: parameters.filter((parameter) => parameter.in === "header").map(({ in: _in, ...field }) => field),
        body: body && { contentType: body.contentType, resourceType: body.resourceType, fields: body.fields },
        responses: Object.entries(operation.responses).map(([status, response]) => ({
          status,
          description: follow(document, response).description ?? "",
        })),
        curl: curlOf(origin, method.toUpperCase(), path, signedIn, body, document),
        exampleAnswer: exampleAnswerOf(document, operation),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), entry]);
    }
  }
  return {
    title: document.info.title,
    version: document.info.version,
    groups: [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, operations]) => ({ tag, operations })),
  };
}
