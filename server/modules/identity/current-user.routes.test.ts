import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { signInAs } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { listCenters } from "../tenancy/tenancy.service";
import { buildUser } from "./identity.factory";
import { users } from "./identity.table";
import { createUser } from "./users.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const [center] = await listCenters(t.db, "oldebroek");
  const user = await createUser(t.db, "oldebroek", buildUser(center.id, { jobTitle: "Kok" }));
  const headers = await signInAs(t, user.email);
  return { user, headers };
}
const patch = (headers: Record<string, string>, attributes: Record<string, unknown>) =>
  t.request("/api/v1/current_user", { method: "PATCH", headers, json: { data: { type: "users", attributes } } });
const rowOf = async (id: number) =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.id, id))))[0];

describe("PATCH /api/v1/current_user: details, language and periodic mail", () => {
  it("stores the digest days sorted and once each; no days means no summary", async () => {
    const { user, headers } = await signedIn();
    const some = await expectDocument(await patch(headers, { digest_days: [5, 1, 5] }), 200);
    expect(some.data.attributes?.digest_days).toEqual([1, 5]);
    const none = await expectDocument(await patch(headers, { digest_days: [] }), 200);
    expect(none.data.attributes?.digest_days).toEqual([]);
    expect((await rowOf(user.id)).digestDays).toEqual([]);
  });

  it("saves the details form as a whole: an empty job title and no gender are cleared, the salutation follows", async () => {
    const { user, headers } = await signedIn();
    const saved = await expectDocument(
      await patch(headers, {
        first_name: " Joost ",
        last_name: "Visser",
        phone_number: "",
        job_title: "",
        gender: "male",
        locale: "en",
      }),
      200,
    );
    expect(saved.data.attributes).toMatchObject({
      first_name: "Joost",
      phone_number: null,
      job_title: null,
      locale: "en",
      // The answer is in the request's language; the stored locale is for mails and the next visit.
      salutation: "Beste Joost",
    });
    expect(await rowOf(user.id)).toMatchObject({ firstName: "Joost", jobTitle: null, gender: "male", locale: "en" });
  });

  it("refuses wrong values with a pointer each and changes nothing", async () => {
    const { user, headers } = await signedIn();
    const before = await rowOf(user.id);
    const errors = await expectErrors(
      await patch(headers, { gender: "x", locale: "de", digest_days: [1, 2, 3, 4, 5, 6, 7, 1], last_name: "a".repeat(101) }),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer).sort()).toEqual([
      "/data/attributes/digest_days",
      "/data/attributes/gender",
      "/data/attributes/last_name",
      "/data/attributes/locale",
    ]);
    await expectErrors(
      await t.request("/api/v1/current_user", {
        method: "PATCH",
        headers,
        json: { data: { type: "organizations", attributes: { first_name: "X" } } },
      }),
      422,
      "validation_failed",
    );
    expect(await rowOf(user.id)).toEqual(before);
  });

  it("does not accept one tenant's session on another tenant's site", async () => {
    const { user, headers } = await signedIn();
    const before = await rowOf(user.id);
    await expectErrors(
      await t.request("/api/v1/current_user", {
        method: "PATCH",
        headers: { ...headers, host: "roermond.localhost:3000" },
        json: { data: { type: "users", attributes: { first_name: "Indringer" } } },
      }),
      401,
      "not_authorized",
    );
    expect(await rowOf(user.id)).toEqual(before);
  });
});
