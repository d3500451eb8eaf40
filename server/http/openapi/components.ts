import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): as a client sends it (`input`), or as it gets it. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return json;
}

/** Builds the components: a schema used by several routes is written once and referred to by each. */
export class Components {
  readonly schemas: Record<string, JsonSchema> = {};
  /** Components by their JSON: two routes' schemas that say the same (e.g. built per request) are one. */
  private readonly byJson = new Map<string, string>();

  /** A `$ref` to the component made of `schema`, named after the first route that uses it. */
  refTo(schema: z.ZodType, name: string): JsonSchema {
    return this.refToJson(jsonSchemaOf(schema), name);
  }

  /** The same for a JSON Schema made here (a resource object, a response document). */
  refToJson(json: JsonSchema, name: string): JsonSchema {
    const key = JSON.stringify(json);
    let component = this.byJson.get(key);
    if (!component) {
      component = this.unique(name);
      this.byJson.set(key, component);
      this.schemas[component] = this.hoist(json, component);
    }
    return { $ref: `#/components/schemas/${component}` };
  }

  private unique(name: string) {
    let candidate = name;
    for (let n = 2; candidate in this.schemas; n++) candidate = `${name}_${n}`;
    return candidate;
  }

  /** zod's `$defs` (recursive schemas) become components of their own: a `#/$defs/...` would point at the root. */
  private hoist(json: JsonSchema, owner: string): JsonSchema {
    const defs = json.$defs as Record<string, JsonSchema> | undefined;
    if (!defs) return json;
    const { $defs: _defs, ...rest } = json;
    const renamed = new Map(Object.keys(defs).map((key) => [key, `${owner}.${key}`]));
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== "object") return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => {
          if (key === "$ref" && typeof inner === "string" && inner.startsWith("#/$defs/")) {
            return [key, `#/components/schemas/${renamed.get(inner.slice(8)) ?? inner.slice(8)}`];
          }
          return [key, rewrite(inner)];
        }),
      );
    };
    for (const [key, def] of Object.entries(defs)) this.schemas[renamed.get(key) as string] = rewrite(def) as JsonSchema;
    return rewrite(rest) as JsonSchema;
  }
}
