import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { volunteerCenters } from "../tenancy/tenancy.table";
import { vacancies } from "../vacancies/vacancies.table";
import { createVacancy } from "../vacancies/vacancy-writes.service";
import { organizations } from "./organizations.table";

let t: TestApp;
const centers: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const tenant of ["public", "oldebroek"] as const) {
    for (const row of await withTenant(t.db, tenant, (tx) => tx.select().from(volunteerCenters))) centers[row.slug] = row.id;
  }
});
afterAll(() => t.close());

const orgIn = async (name: string) =>
  (await withTenant(t.db, "public", (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0];
const userIn = async (email: string, tenant: "public" | "oldebroek" = "public") =>
  (await withTenant(t.db, tenant, (tx) => tx.select().from(users).where(eq(users.email, email))))[0];
const auditCount = async () => (await withTenant(t.db, "public", (tx) => tx.select().from(auditEvents))).length;
const moveTo = (centerId: unknown) => ({ data: { type: "organizations", attributes: { volunteer_center_id: centerId } } });
const move = async (id: number, headers: Record<string, string>, json: unknown) =>
  t.request(`/api/v1/organizations/${id}/move`, { method: "PUT", headers, json });

describe("moving an organization to another centre", () => {
  it("follows the roles table: admin, and the centre superuser of the organization's own centre", async () => {
    const admin = await signIn(t, "admin", "public");
    const foodBank = await orgIn("Voedselbank Nijmegen");
    await expectErrors(await move(foodBank.id, { host: "localhost:3000" }, moveTo(centers.ede)), 401, "not_authorized");
    for (const role of ROLES) {
      const headers = await signIn(t, role, "public");
      const permissions = (await expectDocument(await t.request(`/api/v1/organizations/${foodBank.id}`, { headers }), 200)).meta
        ?.permissions as { move: boolean };
      const response = await move(foodBank.id, headers, moveTo(centers.ede));
      if (role === "admin" || role === "center_superuser") {
        await expectDocument(response, 200);
        expect((await orgIn("Voedselbank Nijmegen")).centerId, role).toBe(centers.ede);
        await expectDocument(await move(foodBank.id, admin, moveTo(centers.nijmegen)), 200);
      } else {
        await expectErrors(response, 403, "forbidden");
        expect((await orgIn("Voedselbank Nijmegen")).centerId, role).toBe(centers.nijmegen);
      }
      expect(permissions.move, role).toBe(role === "admin" || role === "center_superuser");
    }
    // Once in Ede, Nijmegen's centre superuser has no say over it any more.
    await expectDocument(await move(foodBank.id, admin, moveTo(centers.ede)), 200);
    await expectErrors(
      await move(foodBank.id, await signIn(t, "center_superuser", "public"), moveTo(centers.nijmegen)),
      403,
      "forbidden",
    );
  });
  it("moves it with the members for whom it is the only organization, and records it", async () => {
    const admin = await signIn(t, "admin", "public");
    const school = await orgIn("Basisschool De Regenboog");
    expect(school.centerId).toBe(centers.nijmegen);
    const schoolVacancies = () =>
      withTenant(t.db, "public", (tx) => tx.select().from(vacancies).where(eq(vacancies.organizationId, school.id)));
    await createVacancy(t.db, "public", {
      centerId: school.centerId,
      organizationId: school.id,
      title: "Voorleesouder",
      description: "<p>Lees voor in groep 3.</p>",
      vacancyType: "volunteering",
      status: "published",
    });
    expect((await schoolVacancies()).map((v) => v.centerId)).toContain(centers.nijmegen);
    const moved = await expectDocument(await move(school.id, admin, moveTo(String(centers.heumen))), 200);
    expect(moved.data.attributes?.center_id).toBe(centers.heumen);
    expect((await orgIn("Basisschool De Regenboog")).centerId).toBe(centers.heumen);
    // Its vacancies go along: offered on Heumen's site from now on.
    expect(new Set((await schoolVacancies()).map((v) => v.centerId))).toEqual(new Set([centers.heumen]));

    // The student only belongs to the school: he goes along. The organization superuser also runs the food bank: he stays.
    const student = await userIn(demoEmail("student", "public"));
    const superuser = await userIn(demoEmail("organization_superuser", "public"));
    expect(student.centerId).toBe(centers.heumen);
    expect(superuser.centerId).toBe(centers.nijmegen);
    expect(moved.meta?.moved_user_ids).toEqual([String(student.id)]);

    const log = await expectDocument(
      await t.request(`/api/v1/audit_events?filter[subject_type_eq]=organization&filter[subject_id_eq]=${school.id}`, {
        headers: admin,
      }),
      200,
    );
    const adminId = (await userIn(demoEmail("admin", "public"))).id;
    expect(log.data.map((e) => e.attributes)).toEqual([
      expect.objectContaining({
        action: "organization.move",
        actor_user_id: adminId,
        details: { from: centers.nijmegen, to: centers.heumen, moved_user_ids: [student.id] },
      }),
    ]);
    const studentLog = await expectDocument(
      await t.request(`/api/v1/audit_events?filter[subject_type_eq]=user&filter[subject_id_eq]=${student.id}`, {
        headers: admin,
      }),
      200,
    );
    expect(studentLog.data[0].attributes).toMatchObject({
      action: "user.move",
      details: { from: centers.nijmegen, to: centers.heumen, organization_id: school.id },
    });
  });

  it("refuses wrong input with a 4xx JSON:API error and changes nothing", async () => {
    const admin = await signIn(t, "admin", "public");
    const foodBank = await orgIn("Voedselbank Nijmegen");
    const before = await auditCount();
    const cases: [unknown, number, string, string | undefined][] = [
      [moveTo(foodBank.centerId), 422, "unprocessable", "/data/attributes/volunteer_center_id"],
      [moveTo(centers.oldebroek), 404, "unknown_volunteer_center", "/data/attributes/volunteer_center_id"],
      [moveTo(999_999), 404, "unknown_volunteer_center", "/data/attributes/volunteer_center_id"],
      [moveTo("heumen"), 422, "validation_failed", "/data/attributes/volunteer_center_id"],
      [moveTo(0), 422, "validation_failed", "/data/attributes/volunteer_center_id"],
      [moveTo(-3), 422, "validation_failed", "/data/attributes/volunteer_center_id"],
      [moveTo(1.5), 422, "validation_failed", "/data/attributes/volunteer_center_id"],
      [moveTo(null), 422, "validation_failed", "/data/attributes/volunteer_center_id"],
      [{ data: { type: "organizations", attributes: {} } }, 422, "validation_failed", "/data/attributes/volunteer_center_id"],
      [{ data: { type: "users", attributes: { volunteer_center_id: centers.heumen } } }, 422, "validation_failed", "/data/type"],
      [
        { data: { type: "organizations", attributes: { volunteer_center_id: centers.heumen, name: "X" } } },
        422,
        "validation_failed",
        "/data/attributes",
      ],
    ];
    for (const [json, status, code, pointer] of cases) {
      const errors = await expectErrors(await move(foodBank.id, admin, json), status, code);
      expect(errors[0].source?.pointer, JSON.stringify(json)).toBe(pointer);
    }
    const errors = await expectErrors(
      await move(foodBank.id, { ...admin, "accept-language": "en" }, moveTo(foodBank.centerId)),
      422,
      "unprocessable",
    );
    expect(errors[0].detail).toBe("The organisation already belongs to this volunteer centre. Choose another one.");
    const notJson = await t.request(`/api/v1/organizations/${foodBank.id}/move`, {
      method: "PUT",
      headers: { ...admin, "content-type": "application/vnd.api+json" },
      body: "{nope",
    });
    await expectErrors(notJson, 400, "bad_request");
    await expectErrors(await move(999_999, admin, moveTo(centers.heumen)), 404, "not_found");
    await expectErrors(await move(Number.NaN, admin, moveTo(centers.heumen)), 404, "not_found");
    expect((await orgIn("Voedselbank Nijmegen")).centerId).toBe(foodBank.centerId);
    expect(await auditCount()).toBe(before);
  });

  it("keeps tenants apart: another tenant's organization is a 404 and stays where it is", async () => {
    const admin = await signIn(t, "admin", "public");
    const [foreign] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(organizations).where(eq(organizations.name, "Voedselbank Oldebroek")),
    );
    await expectErrors(await move(foreign.id, admin, moveTo(centers.heumen)), 404, "not_found");
    const oldebroekAdmin = await signIn(t, "admin", "oldebroek");
    await expectErrors(await move(foreign.id, oldebroekAdmin, moveTo(centers.heumen)), 404, "unknown_volunteer_center");
    const [after] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(organizations).where(eq(organizations.id, foreign.id)),
    );
    expect(after.centerId).toBe(centers.oldebroek);
  });
});

describe("with moving switched off by the config layers", () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ siteConfig: { movingOrganizations: false } });
  });
  afterAll(() => off.close());

  it("answers 404 to everyone, admin included, and moves nothing", async () => {
    const admin = await signIn(off, "admin", "public");
    const [school] = await withTenant(off.db, "public", (tx) =>
      tx.select().from(organizations).where(eq(organizations.name, "Basisschool De Regenboog")),
    );
    const errors = await expectErrors(
      await off.request(`/api/v1/organizations/${school.id}/move`, {
        method: "PUT",
        headers: admin,
        json: moveTo(school.centerId + 1),
      }),
      404,
      "not_found",
    );
    expect(errors[0].detail).toBe("Organisaties verplaatsen is op deze website niet ingeschakeld.");
    const read = await expectDocument(await off.request(`/api/v1/organizations/${school.id}`, { headers: admin }), 200);
    expect(read.meta?.permissions).toEqual({ update: true, change_status: true, move: false });
    const [after] = await withTenant(off.db, "public", (tx) =>
      tx.select().from(organizations).where(eq(organizations.id, school.id)),
    );
    expect(after.centerId).toBe(school.centerId);
  });
});
