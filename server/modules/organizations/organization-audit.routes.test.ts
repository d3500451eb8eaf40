import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { sessionOf, signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { auditEvents } from "../audit/audit.table";
import { demoEmail } from "../identity/identity.factory";
import { users } from "../identity/identity.table";
import { organizations } from "./organizations.table";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (name: string) =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0].id;
const userId = async (email: string) =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, email))))[0].id;
const body = (attributes: Record<string, unknown>) => ({ data: { type: "organizations", attributes } });
const auditRows = () => withTenant(t.db, "oldebroek", (tx) => tx.select().from(auditEvents));

async function logOf(id: number) {
  const admin = await signIn(t, "admin");
  const log = await expectDocument(
    await t.request(`/api/v1/audit_events?filter[subject_type_eq]=organization&filter[subject_id_eq]=${id}`, { headers: admin }),
    200,
  );
  // Newest first on the wire; oldest first reads easier here.
  return log.data.map((e) => e.attributes).reverse();
}

describe("the audit log of organization status changes", () => {
  it("records deny (with the reason), approve, archive, restore and delete, with who did it", async () => {
    const staff = await signIn(t, "center_superuser");
    const staffId = await userId(demoEmail("center_superuser", "oldebroek"));
    const id = await idOf("Stichting Buurtkracht");
    const put = (path: string, attributes: Record<string, unknown>) =>
      t.request(`/api/v1/organizations/${id}${path}`, { method: "PUT", headers: staff, json: body(attributes) });
    await expectDocument(await put("/approve", { status: "denied", deny_reason: "Geen KvK-nummer" }), 200);
    await expectDocument(await put("/approve", { status: "approved" }), 200);
    await expectDocument(await put("", { status: "archived" }), 200);
    await expectDocument(await put("", { status: "approved" }), 200);
    expect((await t.request(`/api/v1/organizations/${id}`, { method: "DELETE", headers: staff })).status).toBe(204);

    const log = await logOf(id);
    expect(log.map((e) => [e?.action, e?.details])).toEqual([
      ["organization.deny", { from: "pending", to: "denied", reason: "Geen KvK-nummer" }],
      ["organization.approve", { from: "denied", to: "approved" }],
      ["organization.archive", { from: "approved", to: "archived" }],
      ["organization.restore", { from: "archived", to: "approved" }],
      ["organization.delete", { from: "approved", to: "deleted" }],
    ]);
    expect(new Set(log.map((e) => e?.actor_user_id))).toEqual(new Set([staffId]));
    expect(new Set(log.map((e) => e?.subject_type))).toEqual(new Set(["organization"]));
  });

  it("writes nothing for a refused change, a change without a new status, or a profile edit", async () => {
    const staff = await signIn(t, "center_superuser");
    const id = await idOf("Voedselbank Oldebroek");
    const before = (await auditRows()).length;
    const patch = (attributes: Record<string, unknown>, headers = staff) =>
      t.request(`/api/v1/organizations/${id}`, { method: "PATCH", headers, json: body(attributes) });
    await expectErrors(await patch({ status: "pending" }), 422, "unprocessable");
    await expectErrors(await patch({ status: "archived", name: "" }), 422, "validation_failed");
    await expectErrors(await patch({ status: "archived" }, await signIn(t, "organization_superuser")), 403, "forbidden");
    await expectDocument(await patch({ status: "approved" }), 200);
    await expectDocument(await patch({ description: "Nieuwe tekst" }), 200);
    await expectDocument(
      await t.request(`/api/v1/organizations/${id}/approve`, {
        method: "PUT",
        headers: staff,
        json: body({ status: "approved" }),
      }),
      200,
    );
    expect((await auditRows()).length).toBe(before);
    const [row] = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(organizations).where(eq(organizations.id, id)));
    expect(row.status).toBe("approved");
  });

  it("names the impersonating admin beside the user he acts as", async () => {
    const admin = await signIn(t, "admin");
    const staffId = await userId(demoEmail("center_superuser", "oldebroek"));
    const adminId = await userId(demoEmail("admin", "oldebroek"));
    const started = await t.request("/api/v1/sign_in_as_user", {
      method: "POST",
      headers: admin,
      json: { data: { type: "users", attributes: { user_id: staffId } } },
    });
    await expectDocument(started, 200);
    const asStaff = sessionOf(started, admin.host);
    const id = await idOf("Basisschool De Regenboog");
    await expectDocument(
      await t.request(`/api/v1/organizations/${id}`, { method: "PUT", headers: asStaff, json: body({ status: "archived" }) }),
      200,
    );
    expect(await logOf(id)).toEqual([
      expect.objectContaining({
        action: "organization.archive",
        actor_user_id: staffId,
        details: { from: "approved", to: "archived", impersonator_user_id: adminId },
      }),
    ]);
  });

  it("is for the tenant's admins only, and never shows another tenant's events", async () => {
    const id = await idOf("Basisschool De Regenboog");
    await expectErrors(
      await t.request(`/api/v1/audit_events?filter[subject_type_eq]=organization&filter[subject_id_eq]=${id}`, {
        headers: await signIn(t, "center_superuser"),
      }),
      403,
      "forbidden",
    );
    const foreign = await expectDocument(
      await t.request(`/api/v1/audit_events?filter[subject_type_eq]=organization&filter[subject_id_eq]=${id}`, {
        headers: await signIn(t, "admin", "roermond"),
      }),
      200,
    );
    expect(foreign.data).toEqual([]);
  });
});
