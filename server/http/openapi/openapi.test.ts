import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostOf } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { jsonSchemaOf } from "./components";
import { resolve } from "./described";
import { DOCUMENTED_PREFIXES, documentedRoutes, type OpenApiDocument, openApiPath } from "./document";

let t: TestApp;
let document: OpenApiDocument;
let etag: string;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request("/api/v1/openapi.json", { headers: { host: hostOf("oldebroek") } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  etag = response.headers.get("etag") ?? "";
  document = await response.json();
});
afterAll(() => t.close());

type Operation = { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; security?: unknown[] };
const operationOf = (method: string, path: string) =>
  (document.paths as Record<string, Record<string, Operation>>)[openApiPath(path)]?.[method.toLowerCase()];

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // Every $ref points at a component that is there (zod's $defs hoisted, none left pointing at a schema's root).
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]);
    const components = document.components as unknown as Record<string, Record<string, unknown>>;
    expect(refs.filter((ref) => !ref.startsWith("#/components/") || !components[ref.split("/")[2]]?.[ref.split("/")[3]])).toEqual(
      [],
    );
  });

  it("is public, cacheable, and a 304 when the client has it", async () => {
    expect(etag).toMatch(/^"/);
    const again = await t.request("/api/v1/openapi.json", { headers: { host: hostOf("oldebroek"), "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("describes every /api/v1 and /auth route of the app's route table, and nothing else", () => {
    const expected = new Set<string>();
    for (const route of t.app.routes) {
      if (route.method === "ALL" || route.path.includes("*")) continue;
      if (!DOCUMENTED_PREFIXES.some((prefix) => route.path.startsWith(prefix))) continue;
      expected.add(`${route.method.toLowerCase()} ${openApiPath(route.path)}`);
    }
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    expect([...expected].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !expected.has(route))).toEqual([]);
    // The ones a partner starts with.
    for (const route of [
      "get /api/v1/vacancies",
      "post /auth/sign_in",
      "delete /api/v1/api_keys/{id}",
      "get /api/v1/openapi.json",
    ]) {
      expect(documented).toContain(route);
    }
  });

  it("takes each route's body from the schema its validator parses with, each schema written once", () => {
    const schemas = document.components.schemas as Record<string, unknown>;
    let checked = 0;
    for (const route of documentedRoutes(t.app.routes)) {
      for (const d of route.described) {
        if (d.kind !== "jsonapi-body" && d.kind !== "plain-body") continue;
        const body = operationOf(route.method, route.path)?.requestBody;
        expect(body, `${route.method} ${route.path}`).toBeDefined();
        const schema = resolve(d.schema);
        expect(schema, `${route.method} ${route.path}: its schema is made without a request`).toBeDefined();
        if (!schema) continue;
        const text = JSON.stringify(body);
        const refs = [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
        expect(
          refs.some((name) => JSON.stringify(schemas[name]) === JSON.stringify(jsonSchemaOf(schema))),
          `${route.method} ${route.path}`,
        ).toBe(true);
        if (d.kind === "jsonapi-body") expect(text).toContain(`"const":"${d.type}"`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
    const texts = Object.values(schemas).map((schema) => JSON.stringify(schema));
    expect(texts.length - new Set(texts).size).toBe(0);
  });

  it("lists each route's query from its spec, also one made per request", () => {
    const names = (method: string, path: string) =>
      ((operationOf(method, path) as { parameters?: { name?: string }[] })?.parameters ?? []).map((p) => p.name);
    // The vacancies' spec depends on the actor's scope: described with the widest.
    expect(names("GET", "/api/v1/vacancies")).toEqual(
      expect.arrayContaining(["filter[organization_id_eq]", "page[size]", "sort"]),
    );
    expect(names("GET", "/api/v1/vacancies/:id")).toContain("id");
    // And the parameters a handler reads itself: a mailed token, a search word, a file format.
    expect(names("GET", "/api/v1/match_followups")).toContain("token");
    expect(names("GET", "/api/v1/platform/tenants/:id/users")).toContain("filter[q]");
    expect(names("GET", "/api/v1/organizations")).toContain("format");
    const unresolved = documentedRoutes(t.app.routes).filter((route) =>
      route.described.some((d) => d.kind === "jsonapi-query" && resolve(d.spec) === undefined),
    );
    // The data viewer's filters depend on the table its path names: the one spec that needs the request.
    expect(unresolved.map((route) => `${route.method} ${route.path}`)).toEqual(["GET /api/v1/data_viewer/:table"]);
  });

  it("describes the multipart uploads: their files, and their text fields from the contract's schema", () => {
    expect(JSON.stringify(operationOf("POST", "/api/v1/uploads")?.requestBody)).toContain('"multipart/form-data"');
    const mediaFile = JSON.stringify(operationOf("POST", "/api/v1/media_files")?.requestBody);
    expect(mediaFile).toContain('"file"');
    expect(mediaFile).toContain("#/components/schemas/");
  });

  it("lists each route's own 4xx, from its gates, inputs and what its handler declares", () => {
    const statuses = (method: string, path: string) =>
      Object.keys((operationOf(method, path) as unknown as { responses: Record<string, unknown> }).responses);
    // Public, with a path id and a query: no 401, 403 or 422.
    expect(statuses("GET", "/api/v1/vacancies/:id")).toEqual(["200", "400", "404", "429"]);
    // A gate with a policy and a body: no 404 without a path id.
    expect(statuses("POST", "/api/v1/api_keys")).toEqual(["201", "401", "403", "422", "429"]);
    expect(statuses("DELETE", "/api/v1/api_keys/:id")).toEqual(["204", "401", "403", "404", "429"]);
    // The handler's own: the sign-in's refusals and its rate limit; a sign-up's full workshop.
    expect(statuses("POST", "/auth/sign_in")).toEqual(["200", "401", "403", "422", "429"]);
    expect(statuses("POST", "/api/v1/workshops/:id/registrations")).toContain("409");
    // The operator's API takes no API key, so no key's rate limit.
    expect(statuses("GET", "/api/v1/platform/tenants")).not.toContain("429");
  });

  it("says what every route answers: its resource's schema, a file, a meta, a redirect or no content, and its errors", () => {
    const routes = documentedRoutes(t.app.routes);
    const undescribed = routes.flatMap((route) => {
      const name = `${route.method} ${route.path}`;
      const response = route.described.find((d) => d.kind === "responds");
      if (!response?.summary) return [`${name}: no responds() in its chain`];
      if (!response.resource) return [];
      const definition = resolve(response.resource);
      if (!definition) return [`${name}: its resource's definition is not made without a request`];
      return definition.schema ? [] : [`${name}: ${definition.type} has no attribute schema (contract/*-resource.ts)`];
    });
    expect(undescribed).toEqual([]);
    const generic = "#/components/schemas/Document";
    const answers = routes.flatMap((route) => {
      const name = `${route.method} ${route.path}`;
      const responses = (operationOf(route.method, route.path) as unknown as { responses: Record<string, unknown> }).responses;
      const statuses = Object.keys(responses);
      const success = statuses.filter((status) => status < "400");
      const problems = [];
      if (success.length === 0) problems.push(`${name}: no success answer`);
      if (success.some((status) => JSON.stringify(responses[status]).includes(generic)))
        problems.push(`${name}: the generic document`);
      // Only the description itself can answer no error: it is public and takes nothing.
      if (!statuses.some((status) => status >= "400") && route.path !== "/api/v1/openapi.json")
        problems.push(`${name}: no errors`);
      return problems;
    });
    expect(answers).toEqual([]);
    expect(routes.length).toBeGreaterThan(200);
  });

  it("summarises each described route in words, not its method and path", () => {
    const operation = operationOf("GET", "/api/v1/vacancies") as unknown as { summary: string; description: string };
    expect(operation.summary).toBe("List vacancies");
    expect(operation.description).toContain("published");
  });

  it("marks the routes that need a session or key, and the public ones", () => {
    expect(operationOf("POST", "/api/v1/api_keys")?.security).toHaveLength(3);
    expect(
      operationOf("GET", "/api/v1/vacancy_search")?.security ?? operationOf("GET", "/api/v1/vacancies")?.security,
    ).toContainEqual({});
    expect(Object.keys(document.components.securitySchemes)).toEqual(["tokenHeaders", "sessionCookie", "apiKey"]);
  });
});
