import { describe, expect, it } from "vitest";
import { ApiError, createApiClient, toQueryString } from "./api-client";

const JSONAPI = "application/vnd.api+json";

function recordingFetch(status: number, document: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const body = document === undefined ? null : JSON.stringify(document);
    return new Response(body, { status, headers: { "content-type": JSONAPI, ...headers } });
  };
  return { calls, fetch };
}

describe("toQueryString", () => {
  it("is empty without parameters", () => {
    expect(toQueryString()).toBe("");
    expect(toQueryString({ include: [], sort: [] })).toBe("");
  });

  it("builds include, fields, filter, page and sort in snake_case", () => {
    const query = toQueryString({
      include: ["profile", "organizationProfile"],
      fields: { volunteer_centers: ["name", "isDefault"] },
      filter: { organizationIdEq: 12, withRole: "admin", archived: false, skipped: undefined },
      page: { number: 2, size: 1000 },
      sort: ["-createdAt", "name"],
    });
    expect(query.startsWith("?")).toBe(true);
    const params = new URLSearchParams(query.slice(1));
    expect(params.get("include")).toBe("profile,organization_profile");
    expect(params.get("fields[volunteer_centers]")).toBe("name,is_default");
    expect(params.get("filter[organization_id_eq]")).toBe("12");
    expect(params.get("filter[with_role]")).toBe("admin");
    expect(params.get("filter[archived]")).toBe("false");
    expect(params.has("filter[skipped]")).toBe(false);
    expect(params.get("page[number]")).toBe("2");
    expect(params.get("page[size]")).toBe("1000");
    expect(params.get("sort")).toBe("-created_at,name");
  });
});

describe("ApiError", () => {
  it("carries the status and the JSON:API errors, with the first title as message", () => {
    const errors = [
      { status: "422", code: "validation_failed" as const, title: "Het formulier bevat fouten", detail: "Dit veld is verplicht" },
      { status: "422", code: "validation_failed" as const, title: "Het formulier bevat fouten", detail: "Te lang" },
    ];
    const error = new ApiError(422, errors);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(422);
    expect(error.errors).toBe(errors);
    expect(error.message).toBe("Het formulier bevat fouten");
  });

  it("throws with the text that contains 'wrong center' (spec section 8)", () => {
    const error = new ApiError(401, [
      { status: "401", code: "not_authorized", title: "Not authorized" },
      { status: "401", code: "not_authorized", title: "Not authorized", detail: "You are signed in at the wrong center" },
    ]);
    expect(error.message).toBe("You are signed in at the wrong center");
  });

  it("falls back to the HTTP status when there are no error objects", () => {
    expect(new ApiError(502, []).message).toBe("HTTP 502");
  });
});

describe("createApiClient", () => {
  it("sends the body in snake_case (underscore keys kept) with the JSON:API media type and the site headers", async () => {
    const { calls, fetch } = recordingFetch(201, { data: { type: "users", id: "5", attributes: { first_name: "Anna" } } });
    const client = createApiClient({
      fetch,
      baseUrl: "http://api.test",
      headers: () => ({ "X-Tenant": "demo", "Current-Organization-Id": undefined }),
    });
    const result = await client.post("/api/v1/users", {
      data: { type: "users", attributes: { firstName: "Anna", _destroy: false } },
    });

    expect(calls[0].url).toBe("http://api.test/api/v1/users");
    expect(calls[0].init.method).toBe("POST");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      data: { type: "users", attributes: { first_name: "Anna", _destroy: false } },
    });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBe(JSONAPI);
    expect(headers.Accept).toBe(JSONAPI);
    expect(headers["X-Tenant"]).toBe("demo");
    expect("Current-Organization-Id" in headers).toBe(false);
    expect(result).toMatchObject({ status: 201, data: { id: "5", type: "users", firstName: "Anna" } });
  });

  it("appends the query string and deserialises meta", async () => {
    const { calls, fetch } = recordingFetch(200, { data: [], meta: { total_count: 0 } });
    const client = createApiClient({ fetch });
    const result = await client.get("/api/v1/volunteer_centers", { include: ["profile"] });
    expect(calls[0].url).toBe("/api/v1/volunteer_centers?include=profile");
    expect(calls[0].init.body).toBeUndefined();
    expect(result.meta).toEqual({ totalCount: 0 });
  });

  it("throws an ApiError with the server's errors on a failed response", async () => {
    const errors = [{ status: "404", code: "not_found", title: "Niet gevonden" }];
    const client = createApiClient({ fetch: recordingFetch(404, { errors }).fetch });
    const failure = await client.get("/api/v1/volunteer_centers/999").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).errors).toEqual(errors);
    expect((failure as ApiError).message).toBe("Niet gevonden");
  });

  it("hands refreshed auth headers to the caller and accepts an empty 204", async () => {
    const seen: string[] = [];
    const { fetch } = recordingFetch(204, undefined, { "access-token": "fresh", client: "c1", uid: "a@b.nl" });
    const client = createApiClient({ fetch, onAuthHeaders: (h) => seen.push(h.get("access-token") ?? "") });
    const result = await client.delete("/auth/sign_out");
    expect(result.status).toBe(204);
    expect(result.data).toBeNull();
    expect(seen).toEqual(["fresh"]);
  });
});
