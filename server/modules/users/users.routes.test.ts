import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions, signIn } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { demoEmail } from "../identity/identity.factory";
import { authTokens, users } from "../identity/identity.table";

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

const userId = async (role: Role) =>
  (
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(users)
        .where(eq(users.email, demoEmail(role, "oldebroek"))),
    )
  )[0].id;
const body = (attributes: Record<string, unknown>) => ({ data: { type: "users", attributes } });
const audit = () => withTenant(t.db, "oldebroek", (tx) => tx.select().from(auditEvents));

describe("the users list", () => {
  it("is for staff: search, status and role filters, an organization's admins, pages up to 1000", async () => {
    const all = await expectDocument(
      await t.request("/api/v1/users?include=roles&page[size]=1000", { headers: await as("admin") }),
      200,
    );
    // The demo accounts of each role, and the pool's five demo volunteers.
    expect(all.meta?.total).toBe(13);
    const found = await expectDocument(
      await t.request("/api/v1/users?filter[search]=vrijwil", { headers: await as("center_superuser") }),
      200,
    );
    expect(found.data.map((u) => u.attributes?.email)).toEqual(["volunteer@oldebroek.demo.test"]);
    const withRole = await expectDocument(
      await t.request("/api/v1/users?filter[with_role]=mentor", { headers: await as("admin") }),
      200,
    );
    expect(withRole.data.map((u) => u.attributes?.full_name)).toEqual(["Mo Mentor"]);
    await expectErrors(await t.request("/api/v1/users", { headers: await as("volunteer") }), 403, "forbidden");
    await expectErrors(await t.request("/api/v1/users"), 401, "not_authorized");
    await expectErrors(
      await t.request("/api/v1/users?filter[status_eq]=slapend", { headers: await as("admin") }),
      400,
      "invalid_query",
    );
  });
});

describe("inviting, editing and deleting users", () => {
  it("invites by e-mail: status invited until the password is set through the link", async () => {
    const invited = await expectDocument(
      await t.request("/api/v1/users", {
        method: "POST",
        headers: await as("center_superuser"),
        json: body({ first_name: "Ilse", last_name: "Nieuw", email: "ilse@example.test", role: "content_manager" }),
      }),
      201,
    );
    expect(invited.data.attributes).toMatchObject({ status: "invited", signup_method: "created_by_user" });
    expect(invited.included?.map((r) => r.attributes?.name)).toEqual(["content_manager"]);
    await t.jobs.workDue();
    const mail = await inbox.waitFor("ilse@example.test");
    expect(mail.subject).toBe("Je bent uitgenodigd");
    expect(mail.text).toContain("Cor Centrale heeft een account voor je aangemaakt");
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    const set = await t.request("/auth/password", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        reset_password_token: token,
        password: "Ilse-begint-2026",
        password_confirmation: "Ilse-begint-2026",
      }),
    });
    expect(set.status).toBe(204);
    const row = (
      await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, "ilse@example.test")))
    )[0];
    expect(row.status).toBe("active");
    expect(row.confirmedAt).not.toBeNull();

    const taken = await expectErrors(
      await t.request("/api/v1/users", {
        method: "POST",
        headers: await as("center_superuser"),
        json: body({ first_name: "X", last_name: "Y", email: "ilse@example.test" }),
      }),
      422,
      "validation_failed",
    );
    expect(taken[0].source?.pointer).toBe("/data/attributes/email");
    await expectErrors(
      await t.request("/api/v1/users", {
        method: "POST",
        headers: await as("center_superuser"),
        json: body({ first_name: "X", last_name: "Y", email: "z@example.test", role: "admin" }),
      }),
      403,
      "forbidden",
    );
  });

  it("changes status along the state machine, signs the user out, and records it", async () => {
    const target = await userId("page_manager");
    const staff = await as("center_superuser");
    const own = await as("page_manager");
    await expectDocument(
      await t.request(`/api/v1/users/${target}`, {
        method: "PATCH",
        headers: staff,
        json: body({ status: "inactive", job_title: "Webredacteur" }),
      }),
      200,
    );
    expect((await t.request("/api/v1/current_user", { headers: own })).status).toBe(401);
    await expectErrors(
      await t.request(`/api/v1/users/${target}`, { method: "PATCH", headers: staff, json: body({ status: "invited" }) }),
      422,
      "unprocessable",
    );
    await expectDocument(
      await t.request(`/api/v1/users/${target}`, { method: "PATCH", headers: staff, json: body({ status: "active" }) }),
      200,
    );
    const events = await audit();
    expect(events.filter((e) => e.action === "user.status" && e.subjectId === target).map((e) => e.details)).toEqual([
      { from: "active", to: "inactive" },
      { from: "inactive", to: "active" },
    ]);
    await expectErrors(
      await t.request(`/api/v1/users/${target}`, {
        method: "PATCH",
        headers: await as("volunteer"),
        json: body({ first_name: "X" }),
      }),
      404,
      "not_found",
    );
  });

  it("adds and removes roles, organization-scoped ones included, and records them", async () => {
    const target = await userId("volunteer");
    const staff = await as("center_superuser");
    const added = await expectDocument(
      await t.request(`/api/v1/users/${target}/add_role`, { method: "PUT", headers: staff, json: body({ role: "mentor" }) }),
      200,
    );
    expect(added.included?.map((r) => r.attributes?.name).sort()).toEqual(["mentor", "volunteer"]);
    await expectDocument(
      await t.request(`/api/v1/users/${target}/remove_role`, {
        method: "DELETE",
        headers: staff,
        json: body({ role: "mentor" }),
      }),
      200,
    );
    await expectErrors(
      await t.request(`/api/v1/users/${target}/remove_role`, {
        method: "DELETE",
        headers: staff,
        json: body({ role: "mentor" }),
      }),
      422,
      "unprocessable",
    );
    await expectErrors(
      await t.request(`/api/v1/users/${target}/add_role`, { method: "PUT", headers: staff, json: body({ role: "admin" }) }),
      403,
      "forbidden",
    );
    await expectErrors(
      await t.request(`/api/v1/users/${target}/add_role`, { method: "PUT", headers: staff, json: body({ role: "koning" }) }),
      422,
      "validation_failed",
    );
    expect((await audit()).filter((e) => e.subjectId === target).map((e) => e.action)).toEqual(["role.add", "role.remove"]);
  });

  it("deletes by erasing personal data; other tenants' ids are 404", async () => {
    const target = await userId("student");
    await as("student");
    expect((await t.request(`/api/v1/users/${target}`, { method: "DELETE", headers: await as("admin") })).status).toBe(204);
    const row = (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.id, target))))[0];
    expect(row).toMatchObject({
      email: `deleted-${target}@deleted.invalid`,
      firstName: "Verwijderde",
      status: "archived",
      passwordHash: null,
    });
    expect(
      await withTenant(t.db, "oldebroek", (tx) => tx.select().from(authTokens).where(eq(authTokens.userId, target))),
    ).toEqual([]);
    await expectErrors(
      await t.request(`/api/v1/users/${target}`, { headers: { ...(await as("admin")), host: "roermond.localhost:3000" } }),
      401,
      "not_authorized",
    );
    const foreign = await signIn(t, "admin", "roermond");
    await expectErrors(await t.request(`/api/v1/users/${target}`, { headers: foreign }), 404, "not_found");
  });
});
