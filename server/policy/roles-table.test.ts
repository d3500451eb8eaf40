import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../contract/identity";
import { withTenant } from "../db/client";
import { demoEmail } from "../modules/identity/identity.factory";
import { users } from "../modules/identity/identity.table";
import { organizations } from "../modules/organisations/organisations.table";
import { signIn } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

// DESIGN.md section 6 walked as a whole: every role against every endpoint of identity and organisations.
// Allowed is 2xx; denied is 403 or 404 (404 where the resource is not even visible to the role).

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const [volunteer] = await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("volunteer", "oldebroek"))),
  );
  ids.volunteer = volunteer.id;
  for (const name of ["Stichting Buurtkracht", "Voedselbank Oldebroek"]) {
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(organizations).where(eq(organizations.name, name)),
    );
    ids[name] = row.id;
  }
});
afterAll(() => t.close());

interface Case {
  name: string;
  allowed: Role[] | "all";
  request: () => { path: string; method?: string; json?: unknown };
}

const attributes = (type: string, values: Record<string, unknown>) => ({ data: { type, attributes: values } });
const STAFF: Role[] = ["admin", "center_superuser"];
const MEMBERS: Role[] = [
  "admin",
  "center_superuser",
  "content_manager",
  "page_manager",
  "organization_superuser",
  "mentor",
  "student",
];

const CASES: Case[] = [
  { name: "GET current_user", allowed: "all", request: () => ({ path: "/api/v1/current_user?include=roles" }) },
  {
    name: "PATCH current_user",
    allowed: "all",
    request: () => ({ path: "/api/v1/current_user", method: "PATCH", json: attributes("users", { job_title: "Tester" }) }),
  },
  { name: "GET users", allowed: STAFF, request: () => ({ path: "/api/v1/users" }) },
  { name: "GET mail_deliveries", allowed: ["admin"], request: () => ({ path: "/api/v1/mail_deliveries?filter[status]=failed" }) },
  {
    name: "GET users/{id}",
    allowed: [...STAFF, "volunteer"],
    request: () => ({ path: `/api/v1/users/${ids.volunteer}?include=roles` }),
  },
  {
    name: "PATCH users/{id}",
    allowed: STAFF,
    request: () => ({
      path: `/api/v1/users/${ids.volunteer}`,
      method: "PATCH",
      json: attributes("users", { job_title: "Helper" }),
    }),
  },
  {
    name: "PUT users/{id}/add_role",
    allowed: STAFF,
    request: () => ({
      path: `/api/v1/users/${ids.volunteer}/add_role`,
      method: "PUT",
      json: attributes("users", { role: "mentor" }),
    }),
  },
  {
    name: "POST sign_in_as_user",
    allowed: ["admin"],
    request: () => ({ path: "/api/v1/sign_in_as_user", method: "POST", json: attributes("users", { user_id: ids.volunteer }) }),
  },
  { name: "GET audit_events", allowed: ["admin"], request: () => ({ path: "/api/v1/audit_events" }) },
  { name: "GET organizations", allowed: "all", request: () => ({ path: "/api/v1/organizations" }) },
  {
    name: "GET pending organisation",
    allowed: STAFF,
    request: () => ({ path: `/api/v1/organizations/${ids["Stichting Buurtkracht"]}` }),
  },
  {
    name: "POST organizations",
    allowed: STAFF,
    request: () => ({
      path: "/api/v1/organizations",
      method: "POST",
      json: attributes("organizations", { name: "Nieuwe club", organization_type: "NonProfit" }),
    }),
  },
  {
    name: "PATCH organisation profile",
    allowed: [...STAFF, "organization_superuser"],
    request: () => ({
      path: `/api/v1/organizations/${ids["Voedselbank Oldebroek"]}`,
      method: "PATCH",
      json: attributes("organizations", { description: "Bijgewerkt" }),
    }),
  },
  { name: "GET dashboard", allowed: "all", request: () => ({ path: "/api/v1/dashboard" }) },
  { name: "GET current_organizations", allowed: "all", request: () => ({ path: "/api/v1/current_organizations" }) },
  {
    name: "GET current_organization",
    allowed: MEMBERS,
    request: () => ({ path: "/api/v1/current_organization?include=address,profile" }),
  },
];

describe("the roles table", () => {
  for (const role of ROLES) {
    it(`${role}: every endpoint allows or refuses as the table says`, async () => {
      const headers = await signIn(t, role);
      const results: string[] = [];
      for (const testCase of CASES) {
        const { path, method = "GET", json } = testCase.request();
        const response = await t.request(path, { method, headers, json });
        const allowed = testCase.allowed === "all" || testCase.allowed.includes(role);
        const ok = allowed ? response.status >= 200 && response.status < 300 : response.status === 403 || response.status === 404;
        if (!ok) results.push(`${testCase.name}: ${allowed ? "allowed" : "denied"} but got ${response.status}`);
      }
      expect(results).toEqual([]);
    });
  }

  it("anonymous: the public list is open, a hidden organisation is 404, everything else 401", async () => {
    const anonymous: Record<string, number> = { "GET organizations": 200, "GET pending organisation": 404 };
    for (const testCase of CASES) {
      const { path, method = "GET", json } = testCase.request();
      const response = await t.request(path, { method, json });
      const expected = anonymous[testCase.name] ?? 401;
      expect(response.status, testCase.name).toBe(expected);
    }
  });
});
