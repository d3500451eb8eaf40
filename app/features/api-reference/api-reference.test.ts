import { describe, expect, it } from "vitest";
import { apiReferenceOf, exampleOf, type OpenApiDocumentLike, typeOf } from "./api-reference";

const document: OpenApiDocumentLike = {
  info: { title: "API", version: "1.0.0" },
  paths: {
    "/api/v1/things": {
      post: {
        operationId: "post_things",
        tags: ["things"],
        summary: "Create one of things",
        parameters: [{ $ref: "#/components/parameters/Org" }],
        requestBody: {
          content: {
            "application/vnd.api+json": {
              schema: {
                type: "object",
                properties: {
                  data: {
                    type: "object",
                    properties: { type: { const: "things" }, attributes: { $ref: "#/components/schemas/thing" } },
                  },
                },
              },
            },
          },
        },
        responses: { "201": { description: "Made" }, "422": { $ref: "#/components/responses/Error422" } },
        security: [{ apiKey: [] }],
      },
      get: {
        operationId: "get_things",
        tags: ["things"],
        parameters: [{ name: "page[size]", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 25 } }],
        responses: {
          "200": {
            description: "A list",
            content: {
              "application/vnd.api+json": {
                schema: {
                  type: "object",
                  required: ["data"],
                  properties: {
                    data: { type: "array", items: { $ref: "#/components/schemas/thing" } },
                    meta: { type: "object" },
                  },
                },
              },
            },
          },
        },
        security: [{}, { apiKey: [] }],
      },
    },
    "/api/v1/things/{id}/photo": {
      post: {
        operationId: "post_things_id_photo",
        tags: ["things"],
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: {
                allOf: [
                  { type: "object", required: ["file"], properties: { file: { type: "string", contentMediaType: "image/png" } } },
                ],
              },
            },
          },
        },
        responses: { "201": { description: "Stored" } },
        security: [{ apiKey: [] }],
      },
    },
  },
  components: {
    schemas: {
      thing: {
        type: "object",
        required: ["name", "starts_at"],
        properties: {
          name: { type: "string", minLength: 1, maxLength: 100 },
          starts_at: { type: "string", format: "date-time" },
          kind: { type: "string", enum: ["a", "b"] },
          size: { anyOf: [{ type: "integer", minimum: 1 }, { type: "null" }] },
        },
      },
    },
    parameters: { Org: { name: "Current-Organization-Id", in: "header", schema: { type: "string" } } },
    responses: { Error422: { description: "Not valid" } },
  },
};

describe("the API reference made of an OpenAPI document", () => {
  const reference = apiReferenceOf(document, "https://oldebroek.example.nl");
  const [get, post] = reference.groups[0].operations;

  it("groups operations by tag, GET before POST on a path, and says which need a key", () => {
    expect(reference.groups.map((group) => group.tag)).toEqual(["things"]);
    expect(reference.groups[0].operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      "GET /api/v1/things",
      "POST /api/v1/things",
      "POST /api/v1/things/{id}/photo",
    ]);
    expect(get.signedIn).toBe(false);
    expect(post.signedIn).toBe(true);
  });

  it("lists parameters, headers and the body's attributes with their types and rules, following $refs", () => {
    expect(get.parameters).toEqual([
      { name: "page[size]", type: "integer", required: false, rules: "1–100, default 25", description: "" },
    ]);
    expect(post.headers.map((header) => header.name)).toEqual(["Current-Organization-Id"]);
    expect(post.body?.resourceType).toBe("things");
    expect(post.body?.fields.map((field) => [field.name, field.type, field.required, field.rules])).toEqual([
      ["name", "string", true, "1–100 chars"],
      ["starts_at", "string (date-time)", true, ""],
      ["kind", "a | b", false, ""],
      ["size", "integer | null", false, "≥ 1"],
    ]);
    expect(post.responses).toEqual([
      { status: "201", description: "Made" },
      { status: "422", description: "Not valid" },
    ]);
  });

  it("gives a curl example with the required attributes, on the site's own host", () => {
    expect(post.curl).toBe(
      [
        "curl -X POST 'https://oldebroek.example.nl/api/v1/things' \\",
        "  -H 'Authorization: Bearer vk_live_…' \\",
        "  -H 'Content-Type: application/vnd.api+json' \\",
        `  -d '{"data":{"type":"things","attributes":{"name":"…","starts_at":"2027-01-31T12:00:00Z"}}}'`,
      ].join("\n"),
    );
    const upload = reference.groups[0].operations[2];
    expect(upload.body?.fields.map((field) => field.type)).toEqual(["file"]);
    expect(upload.curl).toContain("-F 'file=@file'");
    expect(upload.curl).toContain("/api/v1/things/1/photo");
  });

  it("shows an example answer made from the success response's schema, with every attribute", () => {
    expect(JSON.parse(get.exampleAnswer ?? "null")).toEqual({
      data: [{ name: "…", starts_at: "2027-01-31T12:00:00Z", kind: "a", size: 1 }],
      meta: {},
    });
    expect(post.exampleAnswer).toBeNull();
  });

  it("describes types and examples in a few words", () => {
    expect(typeOf(document, { type: "array", items: { type: "string", enum: ["x", "y"] } })).toBe("x | y[]");
    expect(exampleOf(document, { type: "array", items: { type: "integer", minimum: 3 } })).toEqual([3]);
    expect(exampleOf(document, { type: "string", format: "email" })).toBe("naam@example.nl");
  });
});
