import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import type { TenantId } from "../../config/tenants";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createApplication } from "../applications/applications.service";
import { demoEmail } from "../identity/identity.factory";
import { findUserByEmail } from "../identity/users.service";
import { createOrganization, listOrganizations } from "../organizations/organizations.service";
import { buildCenter } from "../tenancy/tenancy.factory";
import { createCenter } from "../tenancy/tenancy.service";
import { buildOpenVacancy } from "../vacancies/vacancies.factory";
import { dashboardPeriods } from "./dashboard.service";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

type Figures = Record<string, unknown> & {
  kind: string;
  expiring: { id: string; title: string }[];
  latest_applications: { id: string; vacancy_title: string; status: string }[];
};

async function dashboard(role: Role, headers: Record<string, string> = {}, tenant: TenantId = "oldebroek") {
  const doc = await expectDocument(
    await t.request("/api/v1/dashboard", { headers: { ...(await as(role, tenant)), ...headers } }),
    200,
  );
  expect(doc.data.type).toBe("dashboards");
  return doc.data.attributes as Figures;
}

const hours = (n: number) => new Date(Date.now() + n * 3600 * 1000);
const orgId = async (name: string, tenant: TenantId = "oldebroek") => {
  const { rows } = await listOrganizations(t.db, tenant, { nameContains: name }, { number: 1, size: 5 }, []);
  return rows[0].id;
};

async function apply(
  vacancyId: number,
  role: Role | null,
  email = `gast-${vacancyId}@example.nl`,
  tenant: TenantId = "oldebroek",
) {
  const user = role ? await findUserByEmail(t.db, tenant, demoEmail(role, tenant)) : null;
  return createApplication(t.db, tenant, {
    vacancyId,
    userId: user?.id ?? null,
    firstName: "Gijs",
    lastName: "Gast",
    email: user?.email ?? email,
    phoneNumber: null,
    message: null,
  });
}

describe("GET /api/v1/dashboard", () => {
  it("asks a visitor to sign in", async () => {
    await expectErrors(await t.request("/api/v1/dashboard"), 401, "not_authorized");
  });

  it("gives each role its own dashboard: staff, organization, or one's own", async () => {
    const kinds: Record<Role, string> = {
      admin: "staff",
      center_superuser: "staff",
      organization_superuser: "organization",
      content_manager: "volunteer",
      page_manager: "volunteer",
      mentor: "volunteer",
      student: "volunteer",
      volunteer: "volunteer",
    };
    for (const [role, kind] of Object.entries(kinds)) expect((await dashboard(role as Role)).kind, role).toBe(kind);
  });

  it("gives a volunteer his applications by status and new vacancies of his centre he has not applied to", async () => {
    const before = await dashboard("volunteer");
    expect(before.kind).toBe("volunteer");
    expect(Object.keys(before.applications_by_status as object).sort()).toEqual([
      "accepted",
      "rejected",
      "submitted",
      "withdrawn",
    ]);
    expect(before).not.toHaveProperty("pending_organizations");

    const fresh = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Nieuw: soep koken" });
    const draft = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Concept", status: "draft" });
    const suggested = (await dashboard("volunteer")).suggestions as { id: string; title: string }[];
    expect(suggested[0]).toMatchObject({ id: String(fresh.id), title: "Nieuw: soep koken" });
    expect(suggested.map((s) => s.id)).not.toContain(String(draft.id));

    await apply(fresh.id, "volunteer");
    const after = await dashboard("volunteer");
    const byStatus = after.applications_by_status as Record<string, number>;
    expect(byStatus.submitted).toBe((before.applications_by_status as Record<string, number>).submitted + 1);
    expect((after.suggestions as { id: string }[]).map((s) => s.id)).not.toContain(String(fresh.id));
    expect(after.latest_applications[0]).toMatchObject({ vacancy_title: "Nieuw: soep koken", status: "submitted" });
  });

  it("gives an organization superuser only the selected organization's figures", async () => {
    const foodBank = String(await orgId("Voedselbank Oldebroek"));
    const school = String(await orgId("Basisschool De Regenboog"));
    const forFoodBank = { "current-organization-id": foodBank };
    const forSchool = { "current-organization-id": school };
    const [bankBefore, schoolBefore] = [
      await dashboard("organization_superuser", forFoodBank),
      await dashboard("organization_superuser", forSchool),
    ];
    expect(bankBefore.kind).toBe("organization");
    expect(bankBefore.new_since).toBe(dashboardPeriods(new Date()).newSince.toISOString().slice(0, 10));

    const soon = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", {
      title: "Loopt bijna af",
      expiresAt: hours(1),
    });
    await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", { title: "Loopt later af", expiresAt: hours(24 * 20) });
    await apply(soon.id, null);
    const bank = await dashboard("organization_superuser", forFoodBank);
    expect(bank.open_vacancies).toBe((bankBefore.open_vacancies as number) + 2);
    expect(bank.expiring_vacancies).toBe((bankBefore.expiring_vacancies as number) + 1);
    expect(bank.expiring[0]).toMatchObject({ id: String(soon.id), title: "Loopt bijna af" });
    expect(bank.new_applications).toBe((bankBefore.new_applications as number) + 1);
    expect(bank.latest_applications[0]).toMatchObject({ vacancy_title: "Loopt bijna af" });

    // The school, selected, sees none of it.
    const schoolAfter = await dashboard("organization_superuser", forSchool);
    expect(schoolAfter).toMatchObject({
      open_vacancies: schoolBefore.open_vacancies,
      new_applications: schoolBefore.new_applications,
      expiring_vacancies: schoolBefore.expiring_vacancies,
    });
    expect(schoolAfter.latest_applications.map((a) => a.vacancy_title)).not.toContain("Loopt bijna af");
  });

  it("refuses a selected organization that is not the caller's", async () => {
    const other = String(await orgId("Stichting Buurtkracht"));
    const response = await t.request("/api/v1/dashboard", {
      headers: { ...(await as("organization_superuser")), "current-organization-id": other },
    });
    await expectErrors(response, 403, "forbidden");
  });

  it("gives centre staff their centre's figures: the admin the tenant's, and never another tenant's", async () => {
    const staffBefore = await dashboard("center_superuser");
    const adminBefore = await dashboard("admin");
    expect(staffBefore.kind).toBe("staff");
    expect(staffBefore.month_start).toBe(dashboardPeriods(new Date()).monthStart.toISOString().slice(0, 10));

    // A second centre in the tenant: the admin sees its pending organization and vacancy, the centre superuser not.
    const other = await createCenter(t.db, "oldebroek", buildCenter({ slug: "dashboard-tweede" }));
    await createOrganization(t.db, "oldebroek", {
      centerId: other.id,
      type: "NonProfit",
      name: "Tweede centrale club",
      status: "approved",
    });
    await createOrganization(t.db, "oldebroek", { centerId: other.id, type: "NonProfit", name: "Wacht op goedkeuring" });
    const elsewhere = await buildOpenVacancy(t.db, "oldebroek", "Tweede centrale club", { title: "Elders", expiresAt: hours(2) });
    await apply(elsewhere.id, null);
    // Another tenant's organization, vacancy and application count nowhere here.
    await createOrganization(t.db, "roermond", {
      centerId: (await listOrganizations(t.db, "roermond", {}, { number: 1, size: 1 }, [])).rows[0].centerId,
      type: "NonProfit",
      name: "Roermondse club",
    });
    const roermond = await buildOpenVacancy(t.db, "roermond", "Voedselbank Roermond", { title: "Roermond", expiresAt: hours(3) });
    await apply(roermond.id, null, "gast@example.nl", "roermond");

    const staff = await dashboard("center_superuser");
    expect(staff).toMatchObject({
      pending_organizations: staffBefore.pending_organizations,
      vacancies_published_this_month: staffBefore.vacancies_published_this_month,
      applications_this_month: staffBefore.applications_this_month,
      expiring_vacancies: staffBefore.expiring_vacancies,
    });
    const admin = await dashboard("admin");
    expect(admin).toMatchObject({
      pending_organizations: (adminBefore.pending_organizations as number) + 1,
      vacancies_published_this_month: (adminBefore.vacancies_published_this_month as number) + 1,
      applications_this_month: (adminBefore.applications_this_month as number) + 1,
      expiring_vacancies: (adminBefore.expiring_vacancies as number) + 1,
    });
    expect(admin.expiring.map((v) => v.title)).toContain("Elders");
    expect(admin.expiring.map((v) => v.title)).not.toContain("Roermond");
    expect(staff.expiring.map((v) => v.title)).not.toContain("Elders");
  });

  it("counts a centre's own new vacancy, application and pending organization for its superuser", async () => {
    const before = await dashboard("center_superuser");
    const center = (await findUserByEmail(t.db, "oldebroek", demoEmail("center_superuser", "oldebroek")))?.centerId ?? 0;
    await createOrganization(t.db, "oldebroek", { centerId: center, type: "NonProfit", name: "Nieuwe buurtclub" });
    const vacancy = await buildOpenVacancy(t.db, "oldebroek", "Voedselbank Oldebroek", {
      title: "Deze maand",
      expiresAt: hours(4),
    });
    await apply(vacancy.id, null);
    const after = await dashboard("center_superuser");
    expect(after).toMatchObject({
      pending_organizations: (before.pending_organizations as number) + 1,
      vacancies_published_this_month: (before.vacancies_published_this_month as number) + 1,
      applications_this_month: (before.applications_this_month as number) + 1,
      expiring_vacancies: (before.expiring_vacancies as number) + 1,
    });
    expect(after.latest_applications[0]).toMatchObject({ vacancy_title: "Deze maand" });
  });
});
