import { expect } from "vitest";
import type { JsonApiErrorObject } from "../../contract/errors";
import type { JsonApiDocument, ResourceObject } from "../../contract/jsonapi";
import { jsonApiViolations } from "./jsonapi-schema";

// Typed loosely on purpose: each test knows whether it expects one resource or a list.
export type ResponseDocument = Omit<JsonApiDocument, "data"> & { data: ResourceObject & ResourceObject[] };

/** What every API response must have, whatever its status (DESIGN.md sections 4 and 7). */
export function expectApiHeaders(response: Response) {
  expect(response.headers.get("content-type")).toMatch(/^application\/vnd\.api\+json/);
  expect(response.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

/** Checks status, headers and the JSON:API schema, and returns the document. */
export async function expectDocument(response: Response, status: number): Promise<ResponseDocument> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expectApiHeaders(response);
  const document = JSON.parse(text) as ResponseDocument;
  expect(jsonApiViolations(document)).toEqual([]);
  return document;
}

/** An error document with the given status; returns its error objects. */
export async function expectErrors(response: Response, status: number, code: string): Promise<JsonApiErrorObject[]> {
  const document = await expectDocument(response, status);
  expect(document.data).toBeUndefined();
  expect(document.errors?.length).toBeGreaterThan(0);
  for (const error of document.errors ?? []) {
    expect(error.status).toBe(String(status));
    expect(error.code).toBe(code);
    expect(error.title).toBeTruthy();
  }
  return document.errors ?? [];
}
