import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceObject } from "../contract/jsonapi";
import { withTenant } from "./db/client";
import { organizations } from "./modules/organizations/organizations.table";
import { createVacancy } from "./modules/vacancies/vacancy-writes.service";
import { expectDocument, type ResponseDocument } from "./test/expect-json-api";
import { demoSessions } from "./test/sign-in";
import { createTestApp, type TestApp } from "./test/test-app";

// Spec section 7's calls exactly as written answer 200 with valid JSON:API documents (issue 11 item 1).

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  const [foodBank] = await withTenant(t.db, "oldebroek", (tx) =>
    tx.select().from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
  );
  const vacancy = (title: string, status: "published" | "draft") =>
    createVacancy(t.db, "oldebroek", {
      centerId: foodBank.centerId,
      organizationId: foodBank.id,
      title,
      description: "<p>Help ons bij de uitgifte.</p>",
      vacancyType: "volunteering",
      city: "Oldebroek",
      status,
    });
  await vacancy("Uitgifte op zaterdag", "published");
  await vacancy("Chauffeur (concept)", "draft");
});
afterAll(() => t.close());

const linkage = (resource: ResourceObject, name: string) =>
  (resource.relationships?.[name]?.data ?? []) as { type: string; id: string }[];

/** Every linked resource of this relationship is in `included`, and nothing of that type is there unlinked. */
function expectIncluded(document: ResponseDocument, name: string, type: string) {
  const linked = new Set(document.data.flatMap((r: ResourceObject) => linkage(r, name).map((l) => `${l.type}:${l.id}`)));
  const included = new Set((document.included ?? []).filter((r) => r.type === type).map((r) => `${r.type}:${r.id}`));
  expect([...included].sort()).toEqual([...linked].sort());
  return (document.included ?? []).filter((r) => r.type === type);
}

describe("GET /api/v1/organizations?include=vacancies", () => {
  it("links each organization's vacancies; a visitor gets only the published ones, staff every status", async () => {
    const visitor = await expectDocument(await t.request("/api/v1/organizations?include=vacancies&page[size]=100"), 200);
    const publicVacancies = expectIncluded(visitor, "vacancies", "vacancies");
    expect(publicVacancies.length).toBeGreaterThan(0);
    for (const vacancy of publicVacancies) {
      expect(vacancy.attributes?.status).toBe("published");
      const expiresAt = vacancy.attributes?.expires_at as string | null;
      if (expiresAt) expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
    const admin = await expectDocument(
      await t.request("/api/v1/organizations?include=vacancies&page[size]=100", { headers: await as("admin") }),
      200,
    );
    const all = expectIncluded(admin, "vacancies", "vacancies");
    expect(new Set(all.map((v) => v.attributes?.status)).size).toBeGreaterThan(1);
    expect(all.length).toBeGreaterThan(publicVacancies.length);
  });

  it("without the include sends no vacancies at all", async () => {
    const document = await expectDocument(await t.request("/api/v1/organizations"), 200);
    expect(document.included).toBeUndefined();
    expect(document.data.every((r: ResourceObject) => r.relationships?.vacancies === undefined)).toBe(true);
  });
});

describe("GET /api/v1/users?include=organizations and /users/{id}?include=roles,organizations", () => {
  it("lists users with their organizations for staff", async () => {
    const document = await expectDocument(
      await t.request("/api/v1/users?include=organizations&page[size]=100", { headers: await as("admin") }),
      200,
    );
    const included = expectIncluded(document, "organizations", "organizations");
    expect(included.length).toBeGreaterThan(0);
    expect(included[0].links?.self).toMatch(/^\/api\/v1\/organizations\/\d+$/);
  });

  it("reads one user with roles and organizations; a volunteer sees only what the organizations endpoint shows him", async () => {
    const superuser = await expectDocument(
      await t.request("/api/v1/current_user?include=roles", { headers: await as("organization_superuser") }),
      200,
    );
    const id = superuser.data.id;
    const byAdmin = await expectDocument(
      await t.request(`/api/v1/users/${id}?include=roles,organizations`, { headers: await as("admin") }),
      200,
    );
    expect(linkage(byAdmin.data, "roles").length).toBeGreaterThan(0);
    const organizations = linkage(byAdmin.data, "organizations");
    expect(organizations.length).toBeGreaterThan(0);
    expect(byAdmin.included?.map((r) => r.type).sort()).toEqual(
      [...linkage(byAdmin.data, "roles").map(() => "roles"), ...organizations.map(() => "organizations")].sort(),
    );
    // Each organization included is one the caller may read on its own endpoint.
    for (const role of ["admin", "organization_superuser"] as const) {
      const headers = await as(role);
      const document = await expectDocument(await t.request(`/api/v1/users/${id}?include=organizations`, { headers }), 200);
      for (const { id: organizationId } of linkage(document.data, "organizations")) {
        expect((await t.request(`/api/v1/organizations/${organizationId}`, { headers })).status).toBe(200);
      }
    }
  });
});

describe("trailing slashes", () => {
  it("route like none on every API path, with the query kept", async () => {
    const headers = await as("admin");
    const organizations = await expectDocument(await t.request("/api/v1/organizations?include=vacancies", { headers }), 200);
    const id = organizations.data[0].id;
    const document = await expectDocument(
      await t.request(`/api/v1/users/?filter[organization_id_eq]=${id}&filter[with_role]=admin&page[size]=1000`, { headers }),
      200,
    );
    expect(document.data.every((user: ResourceObject) => user.attributes?.role !== undefined)).toBe(true);
    for (const path of [
      "/api/v1/vacancies/search/",
      "/api/v1/vacancies/search/?filter[q]=voedselbank",
      "/api/v1/volunteer_centers/",
      "/api/v1/volunteer_centers/current/",
      "/api/v1/current_user/",
      `/api/v1/organizations/${id}/`,
    ]) {
      expect((await t.request(path, { headers })).status, path).toBe(200);
    }
    expect((await t.request("/api/v1/current_user/")).status).toBe(401);
    // The auth protocol's own paths too: a sign-in with a trailing slash is a sign-in.
    const signIn = await t.request("/auth/sign_in/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.test", password: "wrong-password" }),
    });
    expect(signIn.status).toBe(401);
    expect(signIn.headers.get("content-type")).toMatch(/^application\/vnd\.api\+json/);
    const unknown = await t.request("/api/v1/nothing_here/", { headers });
    expect(unknown.status).toBe(404);
  });
});
