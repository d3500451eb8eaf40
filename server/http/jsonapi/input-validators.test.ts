import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type Actor, ANONYMOUS } from "../../policy/actor";
import { authorized } from "../../policy/authorize";
import { translatorFor } from "../i18n";
import type { AppEnv } from "../types";
import { jsonApiBody, plainBody } from "./body-input";
import { handleApiError } from "./errors";
import { pathId } from "./path-id";
import { jsonApiQuery } from "./query-input";
import { searchQuery } from "./search-input";

const USER: Actor = { user: { id: 7, email: "an@example.test", centerId: 1, roles: [] }, organizationIds: [] };

/** A bare app with what the validators read of a request: language, translator, actor. */
function appAs(actor: Actor) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("locale", "en");
    c.set("t", translatorFor("en"));
    c.set("requestId", "test");
    c.set("actor", async () => actor);
    await next();
  });
  app.onError(handleApiError);
  return app;
}

const thingSchema = z.object({ name: z.string().min(2) });

function thingsApp(actor: Actor, may = true) {
  const app = appAs(actor);
  app.get("/things/:id", pathId("thing"), jsonApiQuery({ includes: ["owner"], filters: ["owner_id_eq"] }), (c) =>
    c.json({ id: c.req.valid("param").id, include: [...c.req.valid("query").include], filter: c.req.valid("query").filter }),
  );
  app.patch(
    "/things/:id",
    authorized(() => may),
    pathId("thing"),
    jsonApiBody("things", thingSchema),
    (c) => c.json({ id: c.req.valid("param").id, name: c.req.valid("json").name }),
  );
  app.get(
    "/search",
    searchQuery(
      z.object({ q: z.string().optional(), page: z.object({ number: z.coerce.number().int().min(1) }).optional() }).strict(),
    ),
    (c) => c.json(c.req.valid("query")),
  );
  return app;
}

const patch = (app: Hono<AppEnv>, path: string, body: string) =>
  app.request(path, { method: "PATCH", body, headers: { "Content-Type": "application/vnd.api+json" } });

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { code: string; detail: string; source?: Record<string, string> }[] }).errors;

describe("pathId", () => {
  it("hands the handler the id as a number", async () => {
    const response = await thingsApp(USER).request("/things/42");
    expect(await response.json()).toEqual({ id: 42, include: [], filter: {} });
  });

  it("answers an id that cannot be ours with a 404 naming the type and the id as sent", async () => {
    for (const id of ["abc", "0", "-1", "1e3", "2147483648"]) {
      const response = await thingsApp(USER).request(`/things/${id}`);
      expect(response.status, id).toBe(404);
      const [error] = await errorsOf(response);
      expect(error.code).toBe("not_found");
      expect(error.detail).toBe(`thing with id '${id}' does not exist.`);
    }
  });
});

describe("jsonApiQuery", () => {
  it("hands the handler the parsed query", async () => {
    const response = await thingsApp(USER).request("/things/1?include=owner&filter[owner_id_eq]=3");
    expect(await response.json()).toEqual({ id: 1, include: ["owner"], filter: { owner_id_eq: "3" } });
  });

  it("answers an unknown include or filter with a translated 400 naming the parameter", async () => {
    for (const [query, parameter] of [
      ["include=nope", "include"],
      ["filter[nope]=1", "filter[nope]"],
      ["filter[owner_id_eq]=abc", "filter[owner_id_eq]"],
    ]) {
      const response = await thingsApp(USER).request(`/things/1?${query}`);
      expect(response.status, query).toBe(400);
      const [error] = await errorsOf(response);
      expect(error.code).toBe("invalid_query");
      expect(error.source).toEqual({ parameter });
    }
  });
});

describe("searchQuery", () => {
  it("hands the handler the query as the schema reads it, and answers a bad one with a 400 per parameter", async () => {
    const app = thingsApp(ANONYMOUS);
    expect(await (await app.request("/search?q=tuin&page[number]=2")).json()).toEqual({ q: "tuin", page: { number: 2 } });
    const response = await app.request("/search?page[number]=0&colour=red");
    expect(response.status).toBe(400);
    const parameters = (await errorsOf(response)).map((error) => error.source?.parameter);
    expect(parameters.sort()).toEqual(["colour", "page[number]"]);
  });
});

describe("jsonApiBody after authorized()", () => {
  it("hands the handler the parsed attributes", async () => {
    const response = await patch(
      thingsApp(USER),
      "/things/5",
      JSON.stringify({ data: { type: "things", attributes: { name: "Bo" } } }),
    );
    expect(await response.json()).toEqual({ id: 5, name: "Bo" });
  });

  it("answers a bad body of a caller who may act with a 422 pointing at each problem", async () => {
    const response = await patch(
      thingsApp(USER),
      "/things/5",
      JSON.stringify({ data: { type: "others", attributes: { name: "B" } } }),
    );
    expect(response.status).toBe(422);
    const pointers = (await errorsOf(response)).map((error) => error.source?.pointer);
    expect(pointers.sort()).toEqual(["/data/attributes/name", "/data/type"]);
  });

  it("answers a body that is not JSON with a translated 400, whatever its Content-Type", async () => {
    for (const contentType of ["application/vnd.api+json", "text/plain"]) {
      const response = await thingsApp(USER).request("/things/5", {
        method: "PATCH",
        body: "{nope",
        headers: { "Content-Type": contentType },
      });
      expect(response.status, contentType).toBe(400);
      expect((await errorsOf(response))[0].code).toBe("bad_request");
    }
  });

  it("refuses a visitor (401) and a user who may not act (403) before it reads the id or the body", async () => {
    const bad = "{nope";
    expect((await patch(thingsApp(ANONYMOUS), "/things/abc", bad)).status).toBe(401);
    expect((await patch(thingsApp(USER, false), "/things/abc", bad)).status).toBe(403);
    expect((await patch(thingsApp(USER), "/things/abc", bad)).status).toBe(404);
  });
});

describe("plainBody", () => {
  const app = () => {
    const plain = appAs(ANONYMOUS);
    plain.post("/sign_in", plainBody(z.object({ email: z.email(), password: z.string().min(1) })), (c) =>
      c.json({ email: c.req.valid("json").email }),
    );
    return plain;
  };
  const post = (body: string) => app().request("/sign_in", { method: "POST", body });

  it("hands the handler the parsed body", async () => {
    expect(await (await post(JSON.stringify({ email: "an@example.test", password: "x" }))).json()).toEqual({
      email: "an@example.test",
    });
  });

  it("answers a bad body with a 422 pointing at each problem, and one that is not JSON with a 400", async () => {
    const response = await post(JSON.stringify({ email: "nope" }));
    expect(response.status).toBe(422);
    const pointers = (await errorsOf(response)).map((error) => error.source?.pointer);
    expect(pointers.sort()).toEqual(["/email", "/password"]);
    expect((await post("{nope")).status).toBe(400);
  });
});
