import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectErrors } from "../../test/expect-json-api";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  t.reported.length = 0;
});
afterAll(() => t?.close());

// Each request from an address of its own: the per-address limit has its own tests.
let addresses = 0;
const nextAddress = () => `10.1.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const report = (attributes: Record<string, unknown>, address = nextAddress()) =>
  t.request("/api/v1/error_reports", { method: "POST", address, json: { data: { type: "error_reports", attributes } } });

describe("POST /api/v1/error_reports", () => {
  it("accepts a browser error with 204 and hands it to the reporter", async () => {
    const response = await report({
      message: "Cannot read properties of undefined",
      status_code: 500,
      path: "/vacatures",
      stack: "at x (app.js:1)",
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(t.reported).toHaveLength(1);
    const [{ error, context }] = t.reported;
    expect((error as Error).message).toBe("Cannot read properties of undefined");
    expect((error as Error).stack).toBe("at x (app.js:1)");
    expect(context).toMatchObject({
      status: 500,
      path: "/vacatures",
      source: "browser",
      requestId: response.headers.get("x-request-id"),
    });
  });

  it.each([null, 0, 200, 299, 500, 503])("reports status_code %s", async (status_code) => {
    expect((await report({ message: "boom", status_code, path: "/" })).status).toBe(204);
    expect(t.reported).toHaveLength(1);
  });

  it("reports an error without a status", async () => {
    expect((await report({ message: "boom", path: "/" })).status).toBe(204);
    expect(t.reported).toHaveLength(1);
  });

  it.each([300, 301, 401, 403, 404, 499])(
    "acknowledges but does not report status_code %s (spec section 8)",
    async (status_code) => {
      expect((await report({ message: "Not found", status_code, path: "/onbekend" })).status).toBe(204);
      expect(t.reported).toEqual([]);
    },
  );

  it("refuses an invalid report with 422 and a pointer per problem, in Dutch", async () => {
    const errors = await expectErrors(await report({ message: 42, status_code: 12.5 }), 422, "validation_failed");
    expect(errors.map((e) => [e.source?.pointer, e.detail])).toEqual([
      ["/data/attributes/message", "Ongeldige invoer: verwacht string, ontving getal"],
      ["/data/attributes/status_code", "Vul een geheel getal in"],
      ["/data/attributes/path", "Dit veld is verplicht"],
    ]);
    expect(errors[0].title).toBe("Het formulier bevat fouten");
    expect(t.reported).toEqual([]);
  });

  it("says it in English when asked", async () => {
    const response = await t.request("/api/v1/error_reports", {
      address: nextAddress(),
      method: "POST",
      headers: { "accept-language": "en" },
      json: { data: { type: "error_reports", attributes: { message: "x".repeat(2001), path: "/" } } },
    });
    const [error] = await expectErrors(response, 422, "validation_failed");
    expect(error).toMatchObject({
      title: "The form contains errors",
      detail: "Use at most 2000 characters",
      source: { pointer: "/data/attributes/message" },
    });
  });

  it("points at the type when the document is of another type", async () => {
    const response = await t.request("/api/v1/error_reports", {
      address: nextAddress(),
      method: "POST",
      json: { data: { type: "users", attributes: { message: "m", path: "/" } } },
    });
    const [error] = await expectErrors(response, 422, "validation_failed");
    expect(error.source).toEqual({ pointer: "/data/type" });
  });

  it.each([["null"], ["[]"], ['"text"'], ["{}"], ['{"data":5}'], ['{"data":{"type":"error_reports"}}']])(
    "answers the JSON body %s with 422, never 500",
    async (body) => {
      const response = await t.request("/api/v1/error_reports", {
        address: nextAddress(),
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
      });
      const errors = await expectErrors(response, 422, "validation_failed");
      for (const error of errors) expect(error.source?.pointer).toMatch(/^(\/[\w~]+)*$/);
      expect(t.reported).toEqual([]);
    },
  );

  it.each([["not json"], ["{"], [""]])("answers a body that is not JSON (%j) with 400", async (body) => {
    const response = await t.request("/api/v1/error_reports", {
      address: nextAddress(),
      method: "POST",
      body,
      headers: { "content-type": "application/vnd.api+json" },
    });
    const [error] = await expectErrors(response, 400, "bad_request");
    expect(error.detail).toBe("De inhoud van het verzoek is geen geldige JSON.");
    expect(t.reported).toEqual([]);
  });
});
