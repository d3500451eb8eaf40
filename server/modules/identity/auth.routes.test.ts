import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { postSignIn, type SignInOptions, sessionCookie, sessionOf, signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { listCenters } from "../tenancy/tenancy.service";
import { DEMO_PASSWORD, demoEmail } from "./identity.factory";
import { authTokens, users } from "./identity.table";
import { createUser } from "./users.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOST = "oldebroek.localhost:3000";
const post = (email: string, options?: SignInOptions) => postSignIn(t, email, options);

const tokenCount = async () => (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(authTokens))).length;

describe("POST /auth/sign_in", () => {
  it("answers with the token headers and the user with roles", async () => {
    const response = await post(demoEmail("volunteer", "oldebroek"));
    const document = await expectDocument(response, 200);
    expect(response.headers.get("access-token")).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(response.headers.get("client")).toBeTruthy();
    expect(response.headers.get("uid")).toBe("volunteer@oldebroek.demo.test");
    expect(Number(response.headers.get("expiry"))).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 3600);
    expect(response.headers.get("token-type")).toBe("Bearer");
    expect(document.data.attributes).toMatchObject({
      email: "volunteer@oldebroek.demo.test",
      full_name: "Vera Vrijwilliger",
      role: "volunteer",
    });
    expect(document.data.attributes?.salutation).toBe("Beste Vera");
    expect(document.included?.map((r) => r.attributes?.name)).toEqual(["volunteer"]);
    expect(JSON.stringify(document)).not.toContain("password");
  });

  it("gives the same 401 for a wrong password and an unknown address, and stores no token", async () => {
    const before = await tokenCount();
    const wrong = await expectErrors(
      await post(demoEmail("volunteer", "oldebroek"), { password: "Verkeerd-wachtwoord-1" }),
      401,
      "invalid_credentials",
    );
    const unknown = await expectErrors(await post("niemand@example.test"), 401, "invalid_credentials");
    expect(wrong[0].detail).toBe(unknown[0].detail);
    expect(wrong[0].detail).toBe("Het e-mailadres of wachtwoord klopt niet. Probeer het opnieuw.");
    expect(await tokenCount()).toBe(before);
  });

  it("rejects missing fields, a bad address and a body that is not JSON", async () => {
    const errors = await expectErrors(
      await t.request("/auth/sign_in", { method: "POST", json: { email: "geen-adres" }, headers: { "accept-language": "en" } }),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer).sort()).toEqual(["/email", "/password"]);
    expect(errors.find((e) => e.source?.pointer === "/email")?.detail).toBe("Enter a valid e-mail address");
    await expectErrors(await t.request("/auth/sign_in", { method: "POST", body: "{nope" }), 400, "bad_request");
  });

  it("requires a self-registered user to confirm first, and refuses inactive users unless allowed", async () => {
    const [center] = await listCenters(t.db, "oldebroek");
    await createUser(t.db, "oldebroek", {
      centerId: center.id,
      email: "nieuw@example.test",
      firstName: "N",
      lastName: "Ieuw",
      password: DEMO_PASSWORD,
      signupMethod: "signed_up",
      confirmed: false,
    });
    await expectErrors(await post("nieuw@example.test"), 401, "unconfirmed_account");

    await createUser(t.db, "oldebroek", {
      centerId: center.id,
      email: "slaper@example.test",
      firstName: "S",
      lastName: "Laper",
      password: DEMO_PASSWORD,
      status: "inactive",
    });
    await expectErrors(await post("slaper@example.test"), 401, "inactive_account");
    t.deps.appConfig.allowInactiveUsers = true;
    try {
      await expectDocument(await post("slaper@example.test"), 200);
    } finally {
      t.deps.appConfig.allowInactiveUsers = false;
    }
  });

  it("sends a user of another centre to the 'wrong center' error, but lets a tenant admin in", async () => {
    const centers = await listCenters(t.db, "public");
    const heumen = centers.find((c) => c.slug === "heumen");
    await createUser(t.db, "public", {
      centerId: heumen!.id,
      email: "heumen@example.test",
      firstName: "H",
      lastName: "Eumen",
      password: DEMO_PASSWORD,
    });
    const errors = await expectErrors(await post("heumen@example.test", { tenant: "public" }), 403, "wrong_center");
    expect(errors[0].detail).toContain("andere vrijwilligerscentrale");
    await expectDocument(await post("heumen@example.test", { tenant: "heumen" }), 200);
    await expectDocument(await post(demoEmail("admin", "public"), { tenant: "heumen" }), 200);
  });
});

describe("the token triple", () => {
  it("authenticates GET /api/v1/current_user?include=roles; nothing or a bad token is 401", async () => {
    const headers = await signIn(t, "center_superuser");
    const document = await expectDocument(await t.request("/api/v1/current_user?include=roles", { headers }), 200);
    expect(document.data.attributes?.email).toBe("center-superuser@oldebroek.demo.test");
    expect(document.included?.[0].attributes?.name).toBe("center_superuser");
    await expectErrors(await t.request("/api/v1/current_user"), 401, "not_authorized");
    await expectErrors(
      await t.request("/api/v1/current_user", { headers: { ...headers, "access-token": "x".repeat(43) } }),
      401,
      "not_authorized",
    );
  });

  it("is bound to its tenant: the same triple on another tenant's host is anonymous", async () => {
    const headers = await signIn(t, "volunteer");
    await expectErrors(
      await t.request("/api/v1/current_user", { headers: { ...headers, host: "roermond.localhost:3000" } }),
      401,
      "not_authorized",
    );
  });

  it("works on several devices at once; signing out revokes only that device", async () => {
    const phone = await signIn(t, "mentor");
    const laptop = await signIn(t, "mentor");
    expect(phone.client).not.toBe(laptop.client);
    expect((await t.request("/auth/sign_out", { method: "DELETE", headers: phone })).status).toBe(204);
    await expectErrors(await t.request("/api/v1/current_user", { headers: phone }), 401, "not_authorized");
    await expectDocument(await t.request("/api/v1/current_user", { headers: laptop }), 200);
    await expectErrors(await t.request("/auth/sign_out", { method: "DELETE" }), 401, "not_authorized");
  });

  it("rotates an older token: fresh headers replace it and the old one only lasts the grace period", async () => {
    const headers = await signIn(t, "student");
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(authTokens)
        .set({ issuedAt: new Date(Date.now() - 2 * 3600_000) })
        .where(eq(authTokens.client, headers.client)),
    );
    const rotated = await t.request("/api/v1/current_user", { headers });
    expect(rotated.status).toBe(200);
    const fresh = sessionOf(rotated);
    expect(fresh["access-token"]).not.toBe(headers["access-token"]);
    expect(fresh.client).toBe(headers.client);
    await expectDocument(await t.request("/api/v1/current_user", { headers: fresh }), 200);
    await expectDocument(await t.request("/api/v1/current_user", { headers }), 200);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(authTokens)
        .set({ previousValidUntil: new Date(Date.now() - 1000) })
        .where(eq(authTokens.client, headers.client)),
    );
    await expectErrors(await t.request("/api/v1/current_user", { headers }), 401, "not_authorized");
  });

  it("refuses an expired token", async () => {
    const headers = await signIn(t, "page_manager");
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.client, headers.client)),
    );
    await expectErrors(await t.request("/api/v1/current_user", { headers }), 401, "not_authorized");
  });

  it("stores tokens hashed, never as sent", async () => {
    const headers = await signIn(t, "content_manager");
    const rows = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(authTokens).where(eq(authTokens.client, headers.client)),
    );
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(headers["access-token"]);
  });
});

describe("cookies and PATCH /api/v1/current_user", () => {
  const patch = (attributes: Record<string, unknown>) => ({ data: { type: "users", attributes } });

  it("accepts the triple from cookies; a write by cookie needs our own Origin", async () => {
    const headers = await signIn(t, "organization_superuser");
    const cookie = sessionCookie(headers);
    await expectDocument(await t.request("/api/v1/current_user", { headers: { cookie } }), 200);
    await expectErrors(
      await t.request("/api/v1/current_user", {
        method: "PATCH",
        headers: { cookie },
        json: patch({ job_title: "Coördinator" }),
      }),
      403,
      "forbidden",
    );
    await expectErrors(
      await t.request("/api/v1/current_user", {
        method: "PATCH",
        headers: { cookie, origin: "https://evil.example" },
        json: patch({ job_title: "X" }),
      }),
      403,
      "forbidden",
    );
    const ok = await expectDocument(
      await t.request("/api/v1/current_user", {
        method: "PATCH",
        headers: { cookie, origin: `http://${HOST}` },
        json: patch({ job_title: "Coördinator" }),
      }),
      200,
    );
    expect(ok.data.attributes?.job_title).toBe("Coördinator");
  });

  it("changes the user's own fields and refuses bad input without changing anything", async () => {
    const headers = await signIn(t, "volunteer");
    const changed = await expectDocument(
      await t.request("/api/v1/current_user", {
        method: "PATCH",
        headers,
        json: patch({ first_name: "Veerle", phone_number: "06 12345678", gender: "other", digest_days: [1, 4] }),
      }),
      200,
    );
    expect(changed.data.attributes).toMatchObject({
      first_name: "Veerle",
      phone_number: "06 12345678",
      salutation: "Beste Veerle",
      digest_days: [1, 4],
    });

    const errors = await expectErrors(
      await t.request("/api/v1/current_user", {
        method: "PATCH",
        headers,
        json: patch({ first_name: "", phone_number: "bel me", role: "admin" }),
      }),
      422,
      "validation_failed",
    );
    expect(errors.map((e) => e.source?.pointer).sort()).toEqual([
      "/data/attributes",
      "/data/attributes/first_name",
      "/data/attributes/phone_number",
    ]);
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(users).where(eq(users.email, "volunteer@oldebroek.demo.test")),
    );
    expect(row.firstName).toBe("Veerle");
    expect(row.phoneNumber).toBe("06 12345678");
  });
});
