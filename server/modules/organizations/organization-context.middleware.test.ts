import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { demoSessions } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { organizations } from "./organizations.table";

let t: TestApp;
let as: ReturnType<typeof demoSessions>;
beforeAll(async () => {
  t = await createTestApp();
  as = demoSessions(t);
});
afterAll(() => t.close());

const roermond = { host: "roermond.localhost:3000" };
const idOf = async (name: string, tenant: "oldebroek" | "roermond") =>
  (await withTenant(t.db, tenant, (tx) => tx.select().from(organizations).where(eq(organizations.name, name))))[0].id;

describe("Current-Organization-Id on every call", () => {
  it("scopes a call to one of the user's organizations", async () => {
    const headers = { ...(await as("organization_superuser", "roermond")), ...roermond };
    const own = await idOf("Voedselbank Roermond", "roermond");
    await expectDocument(
      await t.request("/api/v1/current_user", { headers: { ...headers, "current-organization-id": String(own) } }),
      200,
    );
    const selected = await expectDocument(
      await t.request("/api/v1/current_organization", { headers: { ...headers, "current-organization-id": String(own) } }),
      200,
    );
    expect(selected.data.id).toBe(String(own));
  });

  it("refuses an organization the user does not belong to, or no id at all, on any call, with a 403", async () => {
    const headers = { ...(await as("organization_superuser", "roermond")), ...roermond };
    const foreign = await idOf("Voedselbank Oldebroek", "oldebroek");
    const notHis = await idOf("Stichting Buurtkracht", "roermond");
    for (const value of [String(foreign), String(notHis), "abc", "1 OR 1=1", "0"]) {
      const errors = await expectErrors(
        await t.request("/api/v1/current_user", { headers: { ...headers, "current-organization-id": value } }),
        403,
        "forbidden",
      );
      expect(errors[0].source).toEqual({ header: "Current-Organization-Id" });
    }
  });

  it("refuses an organization that was deleted, but still lists the user's organizations so he can choose again", async () => {
    const headers = { ...(await as("organization_superuser", "roermond")), ...roermond };
    const own = await idOf("Voedselbank Roermond", "roermond");
    await withTenant(t.db, "roermond", (tx) =>
      tx.update(organizations).set({ status: "deleted" }).where(eq(organizations.id, own)),
    );
    const stale = { ...headers, "current-organization-id": String(own) };
    await expectErrors(await t.request("/api/v1/current_organization", { headers: stale }), 403, "forbidden");
    const list = await expectDocument(await t.request("/api/v1/current_organizations", { headers: stale }), 200);
    expect(list.data.map((o) => o.id)).not.toContain(String(own));
    await withTenant(t.db, "roermond", (tx) =>
      tx.update(organizations).set({ status: "approved" }).where(eq(organizations.id, own)),
    );
  });

  it("is ignored on anonymous calls, which have nothing to scope", async () => {
    await expectDocument(
      await t.request("/api/v1/volunteer_centers/current", { headers: { ...roermond, "current-organization-id": "999999" } }),
      200,
    );
  });
});
