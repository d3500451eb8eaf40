import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "../../contract/identity";
import { withTenant } from "../db/client";
import { createApplication } from "../modules/applications/applications.service";
import { conversations } from "../modules/conversations/conversations.table";
import { demoEmail } from "../modules/identity/identity.factory";
import { users } from "../modules/identity/identity.table";
import { organizations } from "../modules/organizations/organizations.table";
import { createVacancy } from "../modules/vacancies/vacancy-writes.service";
import { signIn } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

// DESIGN.md section 6 walked as a whole: every role against every endpoint of identity and organizations.
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
  const [foodBank] = await withTenant(t.db, "oldebroek", (tx) =>
    tx.select().from(organizations).where(eq(organizations.id, ids["Voedselbank Oldebroek"])),
  );
  const vacancy = await createVacancy(t.db, "oldebroek", {
    centerId: foodBank.centerId,
    organizationId: foodBank.id,
    title: "Uitgifte op zaterdag",
    description: "<p>Help ons bij de uitgifte.</p>",
    vacancyType: "volunteering",
    city: "Oldebroek",
    status: "published",
  });
  ids.vacancy = vacancy.id;
  const application = await createApplication(t.db, "oldebroek", {
    vacancyId: vacancy.id,
    userId: volunteer.id,
    firstName: "Vera",
    lastName: "Vrijwilliger",
    email: volunteer.email,
    phoneNumber: null,
    message: null,
  });
  ids.application = application.id;
  // The seed's conversation between the centre's superuser and the organization superuser's organization.
  const [conversation] = await withTenant(t.db, "oldebroek", (tx) =>
    tx.select().from(conversations).where(eq(conversations.tenantId, "oldebroek")).limit(1),
  );
  ids.conversation = conversation.id;
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

/** Only those who take part in the seeded conversation: its centre superuser and the organization's superuser. */
const PARTICIPANTS: Role[] = ["center_superuser", "organization_superuser"];
const PARTICIPANT_WRITES: Case[] = [
  {
    name: "POST conversations/{id}/messages",
    allowed: PARTICIPANTS,
    request: () => ({ path: `/api/v1/conversations/${ids.conversation}/messages`, method: "POST" }),
  },
  {
    name: "PATCH conversations/{id}",
    allowed: PARTICIPANTS,
    request: () => ({ path: `/api/v1/conversations/${ids.conversation}`, method: "PATCH" }),
  },
];

const CASES: Case[] = [
  { name: "GET conversations", allowed: "all", request: () => ({ path: "/api/v1/conversations" }) },
  {
    name: "GET conversations/{id}",
    allowed: PARTICIPANTS,
    request: () => ({ path: `/api/v1/conversations/${ids.conversation}` }),
  },
  {
    name: "POST conversations with an application",
    // The applicant and those who handle it: the centre's staff and the vacancy organization's superuser.
    allowed: [...STAFF, "organization_superuser", "volunteer"],
    request: () => ({
      path: "/api/v1/conversations",
      method: "POST",
      json: attributes("conversations", { application_id: ids.application }),
    }),
  },
  {
    name: "POST conversations with an organization",
    allowed: STAFF,
    request: () => ({
      path: "/api/v1/conversations",
      method: "POST",
      json: attributes("conversations", { organization_id: ids["Voedselbank Oldebroek"], subject: "Vraag", body: "Hallo" }),
    }),
  },
  // The volunteer pool (issue 18): the centre's staff and mentors, and organizations' superusers; a profile is a volunteer's.
  {
    name: "GET volunteer_profiles",
    // The demo volunteer is a mentor too by his turn: the admin's "PUT users/{id}/add_role" case gave him the role.
    allowed: [...STAFF, "organization_superuser", "mentor", "volunteer"],
    request: () => ({ path: "/api/v1/volunteer_profiles" }),
  },
  {
    name: "GET volunteer_profiles/me",
    allowed: ["volunteer", "student"],
    request: () => ({ path: "/api/v1/volunteer_profiles/me" }),
  },
  {
    name: "PUT volunteer_profiles/me",
    allowed: ["volunteer", "student"],
    request: () => ({
      path: "/api/v1/volunteer_profiles/me",
      method: "PUT",
      json: attributes("volunteer_profiles", {
        about: "",
        vacancy_types: [],
        tags: [],
        activity_type_ids: [],
        skills: [],
        availability: [],
        hours_per_week: null,
        postal_code: null,
        distance_km: 10,
        languages: [],
        certificate_of_conduct: false,
        visible: false,
      }),
    }),
  },
  { name: "GET profile_replies", allowed: "all", request: () => ({ path: "/api/v1/profile_replies" }) },
  { name: "GET current_user", allowed: "all", request: () => ({ path: "/api/v1/current_user?include=roles" }) },
  {
    name: "PATCH current_user",
    allowed: "all",
    request: () => ({ path: "/api/v1/current_user", method: "PATCH", json: attributes("users", { job_title: "Tester" }) }),
  },
  { name: "GET users", allowed: STAFF, request: () => ({ path: "/api/v1/users" }) },
  // Moving a centre's lists in (issue 40): its staff.
  { name: "GET imports", allowed: STAFF, request: () => ({ path: "/api/v1/imports" }) },
  { name: "GET mail_deliveries", allowed: ["admin"], request: () => ({ path: "/api/v1/mail_deliveries?filter[status]=failed" }) },
  { name: "GET notification_templates", allowed: STAFF, request: () => ({ path: "/api/v1/notification_templates" }) },
  {
    name: "GET notification_templates/{id}/preview",
    allowed: STAFF,
    request: () => ({ path: "/api/v1/notification_templates/confirmation/preview?filter[locale]=en" }),
  },
  {
    name: "POST notification_templates/{id}/preview",
    allowed: STAFF,
    request: () => ({
      path: "/api/v1/notification_templates/confirmation/preview",
      method: "POST",
      json: attributes("notification_templates", { locale: "en", subject: "Hi", body: "Hello {{ first_name }}" }),
    }),
  },
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
  { name: "GET activities", allowed: [...STAFF, "organization_superuser"], request: () => ({ path: "/api/v1/activities" }) },
  { name: "GET organizations", allowed: "all", request: () => ({ path: "/api/v1/organizations" }) },
  {
    name: "GET pending organization",
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
    name: "PATCH organization profile",
    allowed: [...STAFF, "organization_superuser"],
    request: () => ({
      path: `/api/v1/organizations/${ids["Voedselbank Oldebroek"]}`,
      method: "PATCH",
      json: attributes("organizations", { description: "Bijgewerkt" }),
    }),
  },
  { name: "GET dashboard", allowed: "all", request: () => ({ path: "/api/v1/dashboard" }) },
  { name: "GET partners", allowed: "all", request: () => ({ path: "/api/v1/partners" }) },
  { name: "GET forms", allowed: [...STAFF, "content_manager"], request: () => ({ path: "/api/v1/forms" }) },
  { name: "GET current_organizations", allowed: "all", request: () => ({ path: "/api/v1/current_organizations" }) },
  {
    name: "GET current_organization",
    allowed: MEMBERS,
    request: () => ({ path: "/api/v1/current_organization?include=address,profile" }),
  },
];

// Authorise before validating (issue 11 item 3): every write route with an empty body. A role that may act learns
// what is missing (422); one that may not is refused whatever it sends (403, or 404 where it cannot even see the
// resource), and a visitor is asked to sign in (401).
const MANAGERS: Role[] = [...STAFF, "organization_superuser"];
const WRITES: Case[] = [
  {
    name: "PATCH notification_templates/{id}",
    allowed: STAFF,
    request: () => ({ path: "/api/v1/notification_templates/application_new", method: "PATCH" }),
  },
  {
    name: "POST notification_templates/{id}/test",
    allowed: STAFF,
    request: () => ({ path: "/api/v1/notification_templates/application_new/test", method: "POST" }),
  },
  {
    name: "POST notification_templates/{id}/reset",
    allowed: STAFF,
    request: () => ({ path: "/api/v1/notification_templates/application_new/reset", method: "POST" }),
  },
  { name: "PATCH current_user", allowed: "all", request: () => ({ path: "/api/v1/current_user", method: "PATCH" }) },
  { name: "DELETE current_user", allowed: "all", request: () => ({ path: "/api/v1/current_user", method: "DELETE" }) },
  { name: "POST users", allowed: STAFF, request: () => ({ path: "/api/v1/users", method: "POST" }) },
  { name: "PATCH users/{id}", allowed: STAFF, request: () => ({ path: `/api/v1/users/${ids.volunteer}`, method: "PATCH" }) },
  {
    name: "PUT users/{id}/add_role",
    allowed: STAFF,
    request: () => ({ path: `/api/v1/users/${ids.volunteer}/add_role`, method: "PUT" }),
  },
  {
    name: "DELETE users/{id}/remove_role",
    allowed: STAFF,
    request: () => ({ path: `/api/v1/users/${ids.volunteer}/remove_role`, method: "DELETE" }),
  },
  { name: "POST sign_in_as_user", allowed: ["admin"], request: () => ({ path: "/api/v1/sign_in_as_user", method: "POST" }) },
  { name: "POST organizations", allowed: STAFF, request: () => ({ path: "/api/v1/organizations", method: "POST" }) },
  {
    name: "PATCH organizations/{id}",
    allowed: MANAGERS,
    request: () => ({ path: `/api/v1/organizations/${ids["Voedselbank Oldebroek"]}`, method: "PATCH" }),
  },
  {
    name: "PUT organizations/{id}/approve",
    allowed: STAFF,
    request: () => ({ path: `/api/v1/organizations/${ids["Stichting Buurtkracht"]}/approve`, method: "PUT" }),
  },
  {
    name: "PUT organizations/{id}/move",
    allowed: STAFF,
    request: () => ({ path: `/api/v1/organizations/${ids["Voedselbank Oldebroek"]}/move`, method: "PUT" }),
  },
  { name: "POST vacancies", allowed: MANAGERS, request: () => ({ path: "/api/v1/vacancies", method: "POST" }) },
  {
    name: "PATCH vacancies/{id}",
    allowed: MANAGERS,
    request: () => ({ path: `/api/v1/vacancies/${ids.vacancy}`, method: "PATCH" }),
  },
  {
    name: "PUT applications/{id}/decision",
    allowed: MANAGERS,
    request: () => ({ path: `/api/v1/applications/${ids.application}/decision`, method: "PUT" }),
  },
  {
    name: "POST applications/{id}/notes",
    allowed: MANAGERS,
    request: () => ({ path: `/api/v1/applications/${ids.application}/notes`, method: "POST" }),
  },
  {
    name: "POST uploads",
    // Oldebroek offers volunteer profiles: a volunteer (or student) uploads his photo.
    allowed: [...MANAGERS, "volunteer", "student"],
    request: () => ({ path: "/api/v1/uploads", method: "POST" }),
  },
  {
    name: "POST pages",
    allowed: [...STAFF, "content_manager", "page_manager"],
    request: () => ({ path: "/api/v1/pages", method: "POST" }),
  },
  { name: "POST workshops", allowed: STAFF, request: () => ({ path: "/api/v1/workshops", method: "POST" }) },
  {
    name: "POST partners",
    allowed: [...STAFF, "content_manager"],
    request: () => ({ path: "/api/v1/partners", method: "POST" }),
  },
  { name: "POST forms", allowed: [...STAFF, "content_manager"], request: () => ({ path: "/api/v1/forms", method: "POST" }) },
  { name: "POST conversations", allowed: "all", request: () => ({ path: "/api/v1/conversations", method: "POST" }) },
  {
    name: "POST profile_replies",
    allowed: [...STAFF, "organization_superuser", "mentor"],
    request: () => ({ path: "/api/v1/profile_replies", method: "POST" }),
  },
  {
    name: "PUT volunteer_profiles/me",
    allowed: ["volunteer", "student"],
    request: () => ({ path: "/api/v1/volunteer_profiles/me", method: "PUT" }),
  },
  ...PARTICIPANT_WRITES,
];

describe("authorise before validating: every write route with an empty body", () => {
  for (const role of ROLES) {
    it(`${role}: 422 where the role may act, refused where it may not`, async () => {
      const headers = await signIn(t, role);
      const results: string[] = [];
      for (const testCase of WRITES) {
        const { path, method } = testCase.request();
        const response = await t.request(path, { method, headers, json: {} });
        const allowed = testCase.allowed === "all" || testCase.allowed.includes(role);
        const ok = allowed ? response.status === 422 : response.status === 403 || response.status === 404;
        if (!ok) results.push(`${testCase.name}: ${allowed ? "allowed" : "denied"} but got ${response.status}`);
      }
      expect(results).toEqual([]);
    });
  }

  it("anonymous: 401 on every write route whatever the body, except signing up (POST users without a session)", async () => {
    for (const testCase of WRITES) {
      const { path, method } = testCase.request();
      for (const json of [{}, { data: { type: "x", attributes: {} } }]) {
        const expected = testCase.name === "POST users" ? 422 : 401;
        expect((await t.request(path, { method, json })).status, testCase.name).toBe(expected);
      }
    }
  });
});

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

  it("anonymous: the public lists are open, a hidden organization is 404, everything else 401", async () => {
    const anonymous: Record<string, number> = {
      "GET organizations": 200,
      "GET pending organization": 404,
      "GET partners": 200,
    };
    for (const testCase of CASES) {
      const { path, method = "GET", json } = testCase.request();
      const response = await t.request(path, { method, json });
      const expected = anonymous[testCase.name] ?? 401;
      expect(response.status, testCase.name).toBe(expected);
    }
  });
});
