import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../contract/identity";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { sessionOf, signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (role: Role) => signIn(t, role);
const target = (id: string) => ({ data: { type: "users", attributes: { user_id: id } } });

describe("signing in as another user", () => {
  it("gives a tenant admin a session as the user, with a banner's data, and back; all of it audited", async () => {
    const admin = await as("admin");
    const users = await expectDocument(await t.request("/api/v1/users?filter[with_role]=volunteer", { headers: admin }), 200);
    const volunteerId = users.data.find((user) => user.attributes?.email === "volunteer@oldebroek.demo.test")?.id ?? "";
    const started = await t.request("/api/v1/sign_in_as_user", { method: "POST", headers: admin, json: target(volunteerId) });
    await expectDocument(started, 200);
    const asVolunteer = sessionOf(started);
    expect(asVolunteer.uid).toBe("volunteer@oldebroek.demo.test");

    const me = await expectDocument(await t.request("/api/v1/current_user", { headers: asVolunteer }), 200);
    expect(me.data.attributes?.email).toBe("volunteer@oldebroek.demo.test");
    expect(me.meta?.impersonated_by).toMatchObject({ full_name: "Anouk Beheer" });
    // Acting as the volunteer never deletes his account: refused before the body is even read.
    for (const json of [{}, { password: "wat dan ook" }]) {
      await expectErrors(
        await t.request("/api/v1/current_user", { method: "DELETE", headers: asVolunteer, json }),
        403,
        "forbidden",
      );
    }
    // No chains: an impersonated session cannot start another.
    await expectErrors(
      await t.request("/api/v1/sign_in_as_user", { method: "POST", headers: asVolunteer, json: target(volunteerId) }),
      403,
      "forbidden",
    );

    expect((await t.request("/api/v1/sign_in_as_user", { method: "DELETE", headers: asVolunteer })).status).toBe(204);
    await expectErrors(await t.request("/api/v1/current_user", { headers: asVolunteer }), 401, "not_authorized");
    const own = await expectDocument(await t.request("/api/v1/current_user", { headers: admin }), 200);
    expect(own.data.attributes?.email).toBe("admin@oldebroek.demo.test");
    expect(own.meta).toBeUndefined();

    const log = await expectDocument(
      await t.request(`/api/v1/audit_events?filter[subject_type_eq]=user&filter[subject_id_eq]=${volunteerId}`, {
        headers: admin,
      }),
      200,
    );
    expect(log.data.map((e) => e.attributes?.action)).toEqual(["impersonation.stop", "impersonation.start"]);
  });

  it("is for tenant admins only, never into another admin", async () => {
    const staff = await as("center_superuser");
    const admin = await as("admin");
    const volunteers = await expectDocument(
      await t.request("/api/v1/users?filter[with_role]=volunteer", { headers: admin }),
      200,
    );
    await expectErrors(
      await t.request("/api/v1/sign_in_as_user", { method: "POST", headers: staff, json: target(volunteers.data[0].id) }),
      403,
      "forbidden",
    );
    const me = await expectDocument(await t.request("/api/v1/current_user", { headers: admin }), 200);
    await expectErrors(
      await t.request("/api/v1/sign_in_as_user", { method: "POST", headers: admin, json: target(me.data.id) }),
      403,
      "forbidden",
    );
    await expectErrors(
      await t.request("/api/v1/sign_in_as_user", { method: "POST", headers: admin, json: target("999999") }),
      404,
      "not_found",
    );
    await expectErrors(await t.request("/api/v1/audit_events", { headers: staff }), 403, "forbidden");
    await expectErrors(await t.request("/api/v1/sign_in_as_user", { method: "DELETE", headers: admin }), 422, "unprocessable");
  });
});
