import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoEmail } from "../identity/identity.factory";
import { userRoles, users } from "../identity/identity.table";
import { createOrganization } from "../organizations/organizations.service";
import { organizationMemberships, organizations } from "../organizations/organizations.table";
import { volunteerCenters } from "../tenancy/tenancy.table";

// What the user-administration screens need from the API beyond the basic calls (users.routes.test.ts):
// permissions as meta, phone and language, organization roles tied to the user's own centre, resending invitations.

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  as = demoSessions(t);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const HOSTS = { oldebroek: "oldebroek.localhost:3000", public: "localhost:3000", roermond: "roermond.localhost:3000" };
type Tenant = keyof typeof HOSTS;

const userRow = async (email: string, tenant: Tenant = "oldebroek") =>
  (await withTenant(t.db, tenant, (tx) => tx.select().from(users).where(eq(users.email, email))))[0];
const organizationId = async (name: string, tenant: Tenant = "oldebroek") =>
  (await withTenant(t.db, tenant, (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0].id;
const rolesOf = (id: number, tenant: Tenant = "oldebroek") =>
  withTenant(t.db, tenant, (tx) => tx.select().from(userRoles).where(eq(userRoles.userId, id)));
const body = (attributes: Record<string, unknown>) => ({ data: { type: "users", attributes } });
const invite = async (attributes: Record<string, unknown>, role: Role = "center_superuser") =>
  t.request("/api/v1/users", { method: "POST", headers: await as(role), json: body(attributes) });
const pointers = (errors: { source?: { pointer?: string } }[]) => errors.map((e) => e.source?.pointer);

describe("permissions for the screens", () => {
  it("the list says who may invite and which roles he may hand out", async () => {
    const staff = await expectDocument(
      await t.request("/api/v1/users?page[size]=1", { headers: await as("center_superuser") }),
      200,
    );
    expect(staff.meta).toMatchObject({ can_invite: true });
    expect(staff.meta?.grantable_roles).not.toContain("admin");
    expect(staff.meta?.grantable_roles).toContain("organization_superuser");
    const admin = await expectDocument(await t.request("/api/v1/users?page[size]=1", { headers: await as("admin") }), 200);
    expect(admin.meta?.grantable_roles).toContain("admin");
    await expectErrors(
      await t.request("/api/v1/users?page[size]=1", { headers: await as("organization_superuser") }),
      403,
      "forbidden",
    );
  });

  it("a user's document says what the reader may do with him, and the statuses he may go to", async () => {
    const volunteer = await userRow(demoEmail("volunteer", "oldebroek"));
    const staffView = await expectDocument(
      await t.request(`/api/v1/users/${volunteer.id}`, { headers: await as("center_superuser") }),
      200,
    );
    expect(staffView.data.attributes).toMatchObject({ center_id: volunteer.centerId, confirmed: true });
    expect(staffView.meta).toMatchObject({
      permissions: { update: true, change_status: true, manage_roles: true, impersonate: false },
      allowed_statuses: ["inactive", "archived"],
    });
    expect(staffView.meta?.grantable_roles).not.toContain("admin");

    const self = await userRow(demoEmail("center_superuser", "oldebroek"));
    const ownView = await expectDocument(
      await t.request(`/api/v1/users/${self.id}`, { headers: await as("center_superuser") }),
      200,
    );
    // Nobody switches himself off: the status is not offered.
    expect(ownView.meta).toMatchObject({ permissions: { update: true, change_status: false }, allowed_statuses: [] });

    const volunteerSelf = await expectDocument(
      await t.request(`/api/v1/users/${volunteer.id}`, { headers: await as("volunteer") }),
      200,
    );
    expect(volunteerSelf.meta).toMatchObject({
      permissions: { update: false, change_status: false, manage_roles: false },
      allowed_statuses: [],
      grantable_roles: [],
    });
  });
});

describe("inviting with phone, language and an organization role", () => {
  it("stores the phone number, ties the role to the organization and writes the invitation in its language", async () => {
    const voedselbank = await organizationId("Voedselbank Oldebroek");
    const created = await expectDocument(
      await invite({
        first_name: "Olaf",
        last_name: "Org",
        email: "olaf@example.test",
        phone_number: "0612345678",
        locale: "en",
        role: "organization_superuser",
        organization_id: voedselbank,
      }),
      201,
    );
    expect(created.data.attributes).toMatchObject({
      status: "invited",
      phone_number: "0612345678",
      locale: "en",
      confirmed: false,
    });
    const row = await userRow("olaf@example.test");
    expect((await rolesOf(row.id)).map((r) => [r.role, r.organizationId])).toEqual([["organization_superuser", voedselbank]]);
    const membership = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(organizationMemberships)
        .where(and(eq(organizationMemberships.userId, row.id), eq(organizationMemberships.organizationId, voedselbank))),
    );
    expect(membership).toHaveLength(1);
    await t.jobs.workDue();
    expect((await inbox.waitFor("olaf@example.test")).subject).toBe("You have been invited");
  });

  it("refuses a missing, needless, foreign or malformed value on its field and creates nobody", async () => {
    const before = (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users))).length;
    const base = { first_name: "Xander", last_name: "Fout", email: "xander@example.test" };
    const missing = await expectErrors(await invite({ ...base, role: "student" }), 422, "validation_failed");
    expect(pointers(missing)).toEqual(["/data/attributes/organization_id"]);
    expect(missing[0].detail).toBe("Kies een organisatie voor deze rol.");
    const needless = await expectErrors(
      await invite({ ...base, role: "mentor", organization_id: await organizationId("Voedselbank Oldebroek") }),
      422,
      "validation_failed",
    );
    expect(needless[0].detail).toBe("Deze rol hoort niet bij een organisatie.");
    const foreign = await expectErrors(
      await invite({ ...base, role: "student", organization_id: await organizationId("Voedselbank Roermond", "roermond") }),
      422,
      "validation_failed",
    );
    expect(pointers(foreign)).toEqual(["/data/attributes/organization_id"]);
    const phone = await expectErrors(await invite({ ...base, phone_number: "bel me" }), 422, "validation_failed");
    expect(pointers(phone)).toEqual(["/data/attributes/phone_number"]);
    await expectErrors(await invite({ ...base, locale: "de" }), 422, "validation_failed");
    await expectErrors(await invite({ ...base, role: "volunteer" }, "organization_superuser"), 403, "forbidden");
    expect((await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users))).length).toBe(before);
  });
});

describe("editing and roles", () => {
  it("changes the language; an unknown one is a 422 and changes nothing", async () => {
    const target = await userRow(demoEmail("mentor", "oldebroek"));
    const staff = await as("center_superuser");
    const url = `/api/v1/users/${target.id}`;
    const updated = await expectDocument(
      await t.request(url, { method: "PATCH", headers: staff, json: body({ locale: "en" }) }),
      200,
    );
    expect(updated.data.attributes?.locale).toBe("en");
    const wrong = await expectErrors(
      await t.request(url, { method: "PATCH", headers: staff, json: body({ locale: "fr", first_name: "Nee" }) }),
      422,
      "validation_failed",
    );
    expect(pointers(wrong)).toEqual(["/data/attributes/locale"]);
    expect(await userRow(target.email)).toMatchObject({ locale: "en", firstName: "Mo" });
  });

  it("an organization role needs an organization of the user's own centre", async () => {
    const target = await userRow(demoEmail("volunteer", "oldebroek"));
    const staff = await as("center_superuser");
    const url = `/api/v1/users/${target.id}/add_role`;
    const put = (attributes: Record<string, unknown>) =>
      t.request(url, { method: "PUT", headers: staff, json: body(attributes) });
    await expectErrors(await put({ role: "organization_superuser" }), 422, "validation_failed");
    await expectErrors(await put({ role: "organization_superuser", organization_id: 999999 }), 422, "validation_failed");
    await expectErrors(await put({ role: "organization_superuser", organization_id: "abc" }), 422, "validation_failed");
    expect((await rolesOf(target.id)).map((r) => r.role)).toEqual(["volunteer"]);
    const regenboog = await organizationId("Basisschool De Regenboog");
    const added = await expectDocument(await put({ role: "student", organization_id: regenboog }), 200);
    expect(added.included?.map((r) => [r.attributes?.name, r.attributes?.organization_id])).toContainEqual([
      "student",
      regenboog,
    ]);
    await expectDocument(
      await t.request(`/api/v1/users/${target.id}/remove_role`, {
        method: "DELETE",
        headers: staff,
        json: body({ role: "student", organization_id: regenboog }),
      }),
      200,
    );
    expect((await rolesOf(target.id)).map((r) => r.role)).toEqual(["volunteer"]);
  });

  it("another centre's organization of the same tenant is refused", async () => {
    const heumen = (
      await withTenant(t.db, "public", (tx) => tx.select().from(volunteerCenters).where(eq(volunteerCenters.slug, "heumen")))
    )[0];
    const foreign = await createOrganization(t.db, "public", {
      centerId: heumen.id,
      type: "NonProfit",
      name: "Heumense Hulp",
      status: "approved",
    });
    const target = await userRow(demoEmail("volunteer", "public"), "public");
    const refused = await expectErrors(
      await t.request(`/api/v1/users/${target.id}/add_role`, {
        method: "PUT",
        headers: await as("center_superuser", "public"),
        json: body({ role: "organization_superuser", organization_id: foreign.id }),
      }),
      422,
      "validation_failed",
    );
    expect(pointers(refused)).toEqual(["/data/attributes/organization_id"]);
    expect((await rolesOf(target.id, "public")).map((r) => r.role)).toEqual(["volunteer"]);
  });
});

describe("resending", () => {
  it("sends an invited user a fresh invitation whose link sets his password", async () => {
    await expectDocument(await invite({ first_name: "Rik", last_name: "Later", email: "rik@example.test" }), 201);
    await t.jobs.workDue();
    await inbox.waitFor("rik@example.test");
    const row = await userRow("rik@example.test");
    const resent = await t.request(`/api/v1/users/${row.id}/resend_confirmation_instructions`, {
      method: "POST",
      headers: await as("center_superuser"),
    });
    expect(resent.status).toBe(202);
    await t.jobs.workDue();
    await expect.poll(() => inbox.received.filter((m) => m.to.includes("rik@example.test")).length).toBe(2);
    const mail = inbox.received.filter((m) => m.to.includes("rik@example.test"))[1];
    expect(mail.subject).toBe("Je bent uitgenodigd");
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const set = await t.request("/auth/password", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        reset_password_token: token,
        password: "Rik-begint-2026",
        password_confirmation: "Rik-begint-2026",
      }),
    });
    expect(set.status).toBe(204);
    expect((await userRow("rik@example.test")).status).toBe("active");
  });

  it("is refused to someone who may not manage users, and another tenant's id is unknown", async () => {
    const row = await userRow(demoEmail("mentor", "oldebroek"));
    const url = `/api/v1/users/${row.id}/resend_confirmation_instructions`;
    await expectErrors(await t.request(url, { method: "POST", headers: await as("organization_superuser") }), 404, "not_found");
    await expectErrors(await t.request(url, { method: "POST", headers: await as("admin", "roermond") }), 404, "not_found");
  });
});

describe("deleting", () => {
  it("ends the erased user's organization memberships (identity's erasure hook, wired in server/app.ts)", async () => {
    const voedselbank = await organizationId("Voedselbank Oldebroek");
    const attributes = { first_name: "Dirk", last_name: "Del", email: "dirk@example.test", role: "organization_superuser" };
    await expectDocument(await invite({ ...attributes, organization_id: voedselbank }), 201);
    const row = await userRow("dirk@example.test");
    const memberships = () =>
      withTenant(t.db, "oldebroek", (tx) =>
        tx.select().from(organizationMemberships).where(eq(organizationMemberships.userId, row.id)),
      );
    expect(await memberships()).toHaveLength(1);
    expect((await t.request(`/api/v1/users/${row.id}`, { method: "DELETE", headers: await as("admin") })).status).toBe(204);
    expect(await memberships()).toEqual([]);
  });
});
