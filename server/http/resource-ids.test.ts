import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseResourceId } from "../../contract/ids";
import { expectErrors } from "../test/expect-json-api";
import { demoSessions } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

/** Beyond PostgreSQL's integer, not positive, not decimal digits, beyond a double's precision. */
const NOT_IDS = ["2147483648", "-1", "0", "1e3", "abc", "99999999999999999999"];

describe("the resource id schema", () => {
  it("takes positive 32-bit integers as numbers or decimal text, and nothing else", () => {
    expect([1, "1", "2147483647", 2_147_483_647].map(parseResourceId)).toEqual([1, 1, 2_147_483_647, 2_147_483_647]);
    for (const value of [...NOT_IDS, 2_147_483_648, 1.5, " 7", "0x10", "", null, undefined, true]) {
      expect(parseResourceId(value), String(value)).toBeNull();
    }
  });
});

describe("every route with an id in its path", () => {
  it("answers 404 (or 401/403) to an id that cannot be one of ours, never 400, 422 or 500", async () => {
    const routes = t.app.routes.filter((route) => /\/:(id|\w+_id|\w+Id)\b/.test(route.path) && route.method !== "ALL");
    const unique = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
    expect(unique.length).toBeGreaterThan(20);
    const admin = await as("admin");
    const answers: string[] = [];
    for (const { method, path } of unique) {
      for (const id of NOT_IDS) {
        const url = path.replace(/:\w+/g, encodeURIComponent(id));
        const response = await t.request(url, {
          method,
          headers: admin,
          json: ["GET", "HEAD", "DELETE"].includes(method) ? undefined : { data: { type: "x", attributes: {} } },
        });
        if (![401, 403, 404].includes(response.status)) answers.push(`${method} ${url}: ${response.status}`);
      }
    }
    expect(answers).toEqual([]);
    expect(t.reported).toEqual([]);
  });
});

describe("ids in bodies and filters", () => {
  it("answers a body id out of range with a 422 pointing at it", async () => {
    const headers = await as("admin");
    for (const [path, type, attribute, extra] of [
      ["/api/v1/applications", "applications", "vacancy_id", { first_name: "An", last_name: "Bos", email: "an@example.test" }],
      ["/api/v1/vacancies", "vacancies", "organization_id", {}],
      ["/api/v1/sign_in_as_user", "users", "user_id", {}],
    ] as const) {
      for (const id of ["2147483648", "99999999999999999999", "1e3", -1]) {
        const response = await t.request(path, {
          method: "POST",
          headers,
          json: { data: { type, attributes: { ...extra, [attribute]: id } } },
        });
        const errors = await expectErrors(response, 422, "validation_failed");
        expect(
          errors.map((error) => error.source?.pointer),
          `${path} ${id}`,
        ).toContain(`/data/attributes/${attribute}`);
      }
    }
    expect(t.reported).toEqual([]);
  });

  it("answers a filter id out of range with a translated 400 naming the parameter", async () => {
    const headers = { ...(await as("admin")), "accept-language": "en" };
    for (const path of [
      "/api/v1/vacancies?filter[organization_id_eq]=",
      "/api/v1/users?filter[organization_id_eq]=",
      "/api/v1/organizations?filter[center_id_eq]=",
      "/api/v1/applications?filter[vacancy_id_eq]=",
      "/api/v1/audit_events?filter[subject_type_eq]=user&filter[subject_id_eq]=",
    ]) {
      for (const id of NOT_IDS) {
        const [error] = await expectErrors(await t.request(`${path}${id}`, { headers }), 400, "invalid_query");
        const parameter = /filter\[\w+_id_eq\]/.exec(path)?.[0];
        expect(error.source?.parameter).toBe(parameter);
        expect(error.detail).toBe(`${parameter} must be an id, a whole number from 1 to 2147483647, not '${id}'.`);
      }
    }
    const [search] = await expectErrors(
      await t.request("/api/v1/vacancies/search?filter[center_id]=2147483648"),
      400,
      "invalid_query",
    );
    expect(search.source?.parameter).toBe("filter[center_id]");
    expect(t.reported).toEqual([]);
  });
});
