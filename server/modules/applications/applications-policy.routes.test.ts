import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { expectDocument } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createOrganization } from "../organizations/organizations.service";
import { listCenters } from "../tenancy/tenancy.service";
import { buildOpenVacancy, demoUserId, organizationId, quickApplication } from "./applications.fixtures";

// DESIGN.md section 6, walked through the API: who sees and decides which application.
let t: TestApp;
let as: ReturnType<typeof demoSessions>;
const app: Record<"guest" | "volunteer" | "student" | "school", number> = { guest: 0, volunteer: 0, student: 0, school: 0 };
let voedselbank: number;
let school: number;
let vacancy: number;

beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
  vacancy = (await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek")).id;
  const schoolVacancy = (await buildOpenVacancy(t.db, "oldebroek", "Basisschool De Regenboog", { title: "Overblijfhulp" })).id;
  voedselbank = await organizationId(t, "Voedselbank Oldebroek");
  school = await organizationId(t, "Basisschool De Regenboog");
  app.guest = await quickApplication(t, vacancy);
  app.volunteer = await quickApplication(t, vacancy, await demoUserId(t, "volunteer"));
  app.student = await quickApplication(t, vacancy, await demoUserId(t, "student"));
  app.school = await quickApplication(t, schoolVacancy);
});
afterAll(() => t.close());

const ROLES: Role[] = [
  "admin",
  "center_superuser",
  "content_manager",
  "page_manager",
  "organization_superuser",
  "mentor",
  "student",
  "volunteer",
];

/** Which of the four applications each role may read (without a selected organization). */
const READS: Record<Role, (keyof typeof app)[]> = {
  admin: ["guest", "volunteer", "student", "school"],
  center_superuser: ["guest", "volunteer", "student", "school"],
  content_manager: [],
  page_manager: [],
  organization_superuser: ["guest", "volunteer", "student", "school"],
  // A member of the Voedselbank, but not its superuser.
  mentor: [],
  student: ["student"],
  volunteer: ["volunteer"],
};
const DECIDES: Role[] = ["admin", "center_superuser", "organization_superuser"];

const ids = async (headers: Record<string, string>) =>
  (await expectDocument(await t.request("/api/v1/applications?page[size]=100", { headers }), 200)).data.map((a) => Number(a.id));

describe("the roles table for applications", () => {
  it.each(ROLES)("%s reads and lists exactly his applications; the rest is a 404", async (role) => {
    const headers = await as(role);
    for (const [name, id] of Object.entries(app)) {
      const response = await t.request(`/api/v1/applications/${id}`, { headers });
      expect(response.status, `${role} reading ${name}`).toBe(READS[role].includes(name as keyof typeof app) ? 200 : 404);
    }
    expect((await ids(headers)).sort()).toEqual(READS[role].map((name) => app[name]).sort());
  });

  it.each(ROLES)("%s may decide only as the vacancy's handler (200), else 403 if he sees it or 404", async (role) => {
    const id = await quickApplication(t, vacancy, role === "volunteer" ? await demoUserId(t, "volunteer") : null);
    const response = await t.request(`/api/v1/applications/${id}/decision`, {
      method: "PUT",
      headers: await as(role),
      json: { data: { type: "applications", attributes: { status: "rejected" } } },
    });
    expect(response.status).toBe(DECIDES.includes(role) ? 200 : role === "volunteer" ? 403 : 404);
  });

  it("narrows an organization superuser to the selected organization; a School's sees its students' applications", async () => {
    const headers = await as("organization_superuser");
    const asSchool = { ...headers, "current-organization-id": String(school) };
    expect((await ids(asSchool)).sort()).toEqual([app.student, app.school].sort());
    expect((await t.request(`/api/v1/applications/${app.guest}`, { headers: asSchool })).status).toBe(404);
    const studentApp = await t.request(`/api/v1/applications/${app.student}`, { headers: asSchool });
    expect(studentApp.status).toBe(200);
    // Following a student is reading only: no decision, no notes.
    const decision = await t.request(`/api/v1/applications/${app.student}/decision`, {
      method: "PUT",
      headers: asSchool,
      json: { data: { type: "applications", attributes: { status: "accepted" } } },
    });
    expect(decision.status).toBe(403);
    expect((await t.request(`/api/v1/applications/${app.student}/notes`, { headers: asSchool })).status).toBe(403);

    const asVoedselbank = { ...headers, "current-organization-id": String(voedselbank) };
    expect(await ids(asVoedselbank)).not.toContain(app.school);
    expect(await ids(asVoedselbank)).toContain(app.guest);
    // Admin and centre staff are not narrowed by their selection.
    const centre = await as("center_superuser");
    const own = await t.request("/api/v1/current_organizations", { headers: centre });
    const centreOrganization = (await own.json()).data[0].id;
    expect(await ids({ ...centre, "current-organization-id": centreOrganization })).toContain(app.guest);
  });

  it("keeps a centre superuser to his own centre within a tenant with several centres", async () => {
    const heumen = (await listCenters(t.db, "public")).find((c) => c.slug === "heumen");
    if (!heumen) throw new Error("the public tenant has a Heumen centre");
    await createOrganization(t.db, "public", {
      centerId: heumen.id,
      type: "NonProfit",
      name: "Zorgboerderij Heumen",
      status: "approved",
    });
    const heumenVacancy = (await buildOpenVacancy(t.db, "public", "Zorgboerderij Heumen")).id;
    const id = await quickApplication(t, heumenVacancy, null, "public");
    const host = { host: "localhost:3000" };
    const nijmegen = await as("center_superuser", "public");
    expect((await t.request(`/api/v1/applications/${id}`, { headers: { ...nijmegen, ...host } })).status).toBe(404);
    const admin = await as("admin", "public");
    expect((await t.request(`/api/v1/applications/${id}`, { headers: { ...admin, ...host } })).status).toBe(200);
    // And nobody in another tenant sees it.
    expect((await t.request(`/api/v1/applications/${id}`, { headers: await as("admin") })).status).toBe(404);
  });
});
