import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let formId: string;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  const created = await t.request("/api/v1/forms", {
    method: "POST",
    headers: await as("admin"),
    json: { data: { type: "forms", attributes: { title: "Datums" } } },
  });
  formId = ((await created.json()) as { data: { id: string } }).data.id;
});
afterAll(() => t.close());

const EDGES = ["0000-01-01", "9999-12-31", "0001-01-01", "10000-01-01"];

async function get(path: string, role: "admin" | "volunteer" = "admin") {
  return t.request(path, { headers: { ...(await as(role)), "accept-language": "en" } });
}

/** Issue 37 item 5: a date outside what the database can count with was a 500 on these four lists. */
describe("date filters at the ends of the calendar", () => {
  it.each(EDGES)("applications (any volunteer): %s is a 400 naming the parameter", async (day) => {
    for (const name of ["created_at_gteq", "created_at_lteq"]) {
      const [error] = await expectErrors(
        await get(`/api/v1/applications?filter[${name}]=${day}`, "volunteer"),
        400,
        "invalid_query",
      );
      expect(error.source).toEqual({ parameter: `filter[${name}]` });
    }
  });

  it.each(EDGES)("form submissions: %s is a 400 naming the parameter", async (day) => {
    for (const name of ["created_at_gteq", "created_at_lteq"]) {
      const [error] = await expectErrors(
        await get(`/api/v1/forms/${formId}/submissions?filter[${name}]=${day}`),
        400,
        "invalid_query",
      );
      expect(error.source).toEqual({ parameter: `filter[${name}]` });
    }
  });

  it.each(EDGES)("activity overview: %s is a 400 naming the parameter", async (day) => {
    for (const name of ["from", "to"]) {
      const [error] = await expectErrors(await get(`/api/v1/activity_overview?filter[${name}]=${day}`), 400, "invalid_query");
      expect(error.source).toEqual({ parameter: `filter[${name}]` });
    }
  });

  it.each(EDGES)("analytics: %s is a 400 naming the parameter", async (day) => {
    for (const query of [`filter[from]=${day}`, `filter[to]=${day}`, `filter[from]=${day}&filter[to]=${day}`]) {
      const [error] = await expectErrors(await get(`/api/v1/analytics?${query}`), 400, "invalid_query");
      expect(String(error.source?.parameter)).toMatch(/^filter\[(from|to)\]$/);
    }
  });

  it("says which days may be asked for, in the reader's language", async () => {
    const range = "must be a day from 1900-01-01 to 2999-12-31, not '0000-01-01'.";
    const [fromList] = await expectErrors(
      await get("/api/v1/applications?filter[created_at_gteq]=0000-01-01"),
      400,
      "invalid_query",
    );
    expect(fromList.detail).toBe(`filter[created_at_gteq] ${range}`);
    const [fromSchema] = await expectErrors(await get("/api/v1/analytics?filter[to]=0000-01-01"), 400, "invalid_query");
    expect(fromSchema.detail).toBe(`filter[to] ${range}`);
  });

  it("a date inside the calendar still filters", async () => {
    expect((await get("/api/v1/applications?filter[created_at_gteq]=2000-01-01", "volunteer")).status).toBe(200);
    expect((await get(`/api/v1/forms/${formId}/submissions?filter[created_at_lteq]=2999-12-31`)).status).toBe(200);
    expect((await get("/api/v1/activity_overview?filter[from]=2030-01-01&filter[to]=2030-01-31")).status).toBe(200);
    expect((await get("/api/v1/analytics?filter[from]=2030-01-01&filter[to]=2030-12-31")).status).toBe(200);
  });
});
