import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf, type Session, sessionOf, signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DEMO_PASSWORD, demoEmail } from "../identity/identity.factory";
import { DEMO_OPERATOR_EMAIL, TEST_OPERATOR_DEVICE } from "../identity/identity.seed";
import { authTokens, users } from "../identity/identity.table";

const OPERATOR_HOST = "platform.localhost:3000";

let t: TestApp;
let operator: Session;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request("/auth/sign_in", {
    method: "POST",
    headers: { host: OPERATOR_HOST, "content-type": "application/json", "two-factor-device": TEST_OPERATOR_DEVICE },
    body: JSON.stringify({ email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD }),
    address: "10.79.0.1",
  });
  expect(response.status).toBe(200);
  operator = sessionOf(response, OPERATOR_HOST);
});
afterAll(async () => {
  await t?.close();
});

const platform = (path: string, init: Parameters<TestApp["request"]>[1] = {}) =>
  t.request(`/api/v1/platform${path}`, { ...init, headers: { ...operator, ...init.headers } });

const body = (attributes: Record<string, unknown>) => ({ data: { type: "platform_impersonations", attributes } });
const REASON = "Centrale vraagt hulp bij het instellen van de mailsjablonen";

async function userIdOf(tenant: string, email: string): Promise<number> {
  const [row] = await withTenant(t.db, tenant, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1),
  );
  return row.id;
}

async function start(userId: number, reason = REASON) {
  const response = await platform("/tenants/oldebroek/impersonations", {
    method: "POST",
    json: body({ user_id: String(userId), reason }),
  });
  const document = await expectDocument(response, 201);
  return document.data.attributes as Record<string, string>;
}

/** Opens the handoff URL as the browser would, on the host it names. */
function openHandoff(url: string) {
  const parsed = new URL(url);
  return t.request(`${parsed.pathname}${parsed.search}`, { headers: { host: parsed.host } });
}

/** The session the handoff's Set-Cookie lines carry, as request headers on the tenant's host. */
function sessionFromCookies(response: Response): Session {
  const session: Session = { host: hostOf("oldebroek") };
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, value] = pair.split("=");
    if (["access-token", "client", "uid"].includes(name)) session[name] = decodeURIComponent(value);
  }
  return session;
}

describe("an operator's audited impersonation of a tenant's user (issue 39)", () => {
  it("lists the tenant's admins and staff by e-mail, at most 20", async () => {
    const found = await expectDocument(await platform("/tenants/oldebroek/users?filter[q]=admin@"), 200);
    expect(found.data.map((user) => user.attributes?.email)).toEqual([demoEmail("admin", "oldebroek")]);
    expect(found.data[0].attributes?.roles).toContain("admin");
    const all = await expectDocument(await platform("/tenants/oldebroek/users"), 200);
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.length).toBeLessThanOrEqual(20);
    expect(all.data.map((user) => user.attributes?.email)).not.toContain(demoEmail("volunteer", "oldebroek"));
    await expectErrors(await platform("/tenants/nergens/users"), 404, "not_found");
  });

  it("hands a one-time link to the tenant's host, whose session acts as the user, refuses his account's keys, is audited and ends", async () => {
    const adminEmail = demoEmail("admin", "oldebroek");
    const adminId = await userIdOf("oldebroek", adminEmail);
    const started = await start(adminId);
    expect(started.email).toBe(adminEmail);
    const url = new URL(started.handoff_url);
    // The tenant's own public address (its oldest host here), never the operator's.
    expect(url.host).toBe("www.vrijwilligerswerkoldebroek.nl");
    expect(url.pathname).toBe("/auth/operator-handoff");
    expect(new Date(started.handoff_expires_at).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(new Date(started.session_expires_at).getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    // The handoff is stored hashed, never as sent.
    const [stored] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.userId, adminId), isNotNull(authTokens.handoffTokenHash))),
    );
    expect(stored.handoffTokenHash).not.toBe(url.searchParams.get("token"));
    expect(stored.impersonatorOperatorId).not.toBeNull();

    const handoff = await openHandoff(started.handoff_url);
    expect(handoff.status).toBe(303);
    expect(handoff.headers.get("location")).toBe("/nl/dashboard");
    expect(handoff.headers.get("cache-control")).toBe("no-store");
    const session = sessionFromCookies(handoff);
    expect(session.uid).toBe(adminEmail);
    expect(handoff.headers.getSetCookie().join("\n")).toMatch(/HttpOnly/i);

    // Used once: a second time (or anyone else) gets nothing.
    await expectErrors(await openHandoff(started.handoff_url), 410, "invalid_token");

    const me = await expectDocument(await t.request("/api/v1/current_user", { headers: session }), 200);
    expect(me.data.attributes?.email).toBe(adminEmail);
    expect(me.meta?.impersonated_by).toMatchObject({ operator: true });

    // A write of the session names the operator in its audit event.
    const key = await t.request("/api/v1/api_keys", {
      method: "POST",
      headers: session,
      json: {
        data: {
          type: "api_keys",
          attributes: {
            name: "Hulp van het platform",
            scopes: ["public:read"],
            expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          },
        },
      },
    });
    expect(key.status).toBe(201);

    // Never the account's password, e-mail address or the account itself.
    await expectErrors(
      await t.request("/auth/password", {
        method: "PUT",
        headers: session,
        json: {
          current_password: DEMO_PASSWORD,
          password: "Een-nieuw-wachtwoord-1",
          password_confirmation: "Een-nieuw-wachtwoord-1",
        },
      }),
      403,
      "forbidden",
    );
    await expectErrors(
      await t.request("/api/v1/current_user", {
        method: "PATCH",
        headers: session,
        json: { data: { type: "users", attributes: { email: "ander@example.test", current_password: DEMO_PASSWORD } } },
      }),
      403,
      "forbidden",
    );
    await expectErrors(
      await t.request("/api/v1/current_user", { method: "DELETE", headers: session, json: { password: DEMO_PASSWORD } }),
      403,
      "forbidden",
    );
    // Nor a tenant admin's impersonation from within it.
    const volunteerId = await userIdOf("oldebroek", demoEmail("volunteer", "oldebroek"));
    await expectErrors(
      await t.request("/api/v1/sign_in_as_user", {
        method: "POST",
        headers: session,
        json: { data: { type: "users", attributes: { user_id: String(volunteerId) } } },
      }),
      403,
      "forbidden",
    );

    const audit = await expectDocument(await t.request("/api/v1/audit_events?page[size]=50", { headers: session }), 200);
    const startedEvent = audit.data.find((event) => event.attributes?.action === "operator.impersonation_started");
    expect(startedEvent?.attributes).toMatchObject({ subject_type: "user", subject_id: adminId, actor_user_id: null });
    expect(startedEvent?.attributes?.details).toMatchObject({
      operator_email: DEMO_OPERATOR_EMAIL,
      reason: REASON,
      user: adminEmail,
    });
    const keyEvent = audit.data.find((event) => event.attributes?.action === "api_key.created");
    expect(keyEvent?.attributes?.actor_user_id).toBe(adminId);
    expect(keyEvent?.attributes?.details).toMatchObject({ impersonated_by: { operator_email: DEMO_OPERATOR_EMAIL } });

    // Stopping ends the session; the centre's own admin sees the end in his log.
    const stopped = await t.request("/api/v1/sign_in_as_user", { method: "DELETE", headers: session });
    expect(stopped.status).toBe(204);
    await expectErrors(await t.request("/api/v1/current_user", { headers: session }), 401, "not_authorized");
    const own = await signIn(t, "admin");
    const ownMe = await expectDocument(await t.request("/api/v1/current_user", { headers: own }), 200);
    expect(ownMe.meta).toBeUndefined();
    const after = await expectDocument(
      await t.request(`/api/v1/audit_events?filter[subject_type_eq]=user&filter[subject_id_eq]=${adminId}`, { headers: own }),
      200,
    );
    expect(after.data.map((event) => event.attributes?.action).slice(0, 2)).toEqual([
      "operator.impersonation_ended",
      "operator.impersonation_started",
    ]);
    expect(after.data[0].attributes?.details).toMatchObject({ operator_email: DEMO_OPERATOR_EMAIL });
  });

  it("answers a handoff only within its minute, and never a made-up one", async () => {
    const staffId = await userIdOf("oldebroek", demoEmail("center_superuser", "oldebroek"));
    const started = await start(staffId);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(authTokens)
        .set({ handoffExpiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(authTokens.userId, staffId), isNotNull(authTokens.handoffTokenHash))),
    );
    await expectErrors(await openHandoff(started.handoff_url), 410, "invalid_token");
    await expectErrors(
      await t.request("/auth/operator-handoff?token=verzonnen", { headers: { host: hostOf("oldebroek") } }),
      410,
      "invalid_token",
    );
    // On another tenant's host the handoff is nobody's.
    const other = await start(staffId);
    const url = new URL(other.handoff_url);
    await expectErrors(
      await t.request(`${url.pathname}${url.search}`, { headers: { host: hostOf("roermond") } }),
      410,
      "invalid_token",
    );
    // Exchanged in time, the session itself ends with its hour.
    const session = sessionFromCookies(await openHandoff(other.handoff_url));
    expect((await t.request("/api/v1/current_user", { headers: session })).status).toBe(200);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(authTokens.userId, staffId), eq(authTokens.client, session.client))),
    );
    await expectErrors(await t.request("/api/v1/current_user", { headers: session }), 401, "not_authorized");
  });

  it("is the operator's alone, checked before the body; with a reason; for an active user of an active tenant", async () => {
    const path = "/api/v1/platform/tenants/oldebroek/impersonations";
    const junk = { json: { nonsense: true } };
    await expectErrors(
      await t.request(path, { method: "POST", headers: { host: OPERATOR_HOST }, ...junk }),
      401,
      "not_authorized",
    );
    const admin = await signIn(t, "admin");
    await expectErrors(
      await t.request(path, { method: "POST", headers: { ...admin, host: OPERATOR_HOST }, ...junk }),
      403,
      "forbidden",
    );
    await expectErrors(await t.request(path, { method: "POST", headers: admin, ...junk }), 403, "forbidden");

    const adminId = await userIdOf("oldebroek", demoEmail("admin", "oldebroek"));
    const refused = await platform("/tenants/oldebroek/impersonations", {
      method: "POST",
      json: body({ user_id: String(adminId), reason: "x" }),
    });
    const errors = await expectErrors(refused, 422, "validation_failed");
    expect(errors.map((error) => error.source?.pointer)).toContain("/data/attributes/reason");
    await expectErrors(
      await platform("/tenants/oldebroek/impersonations", {
        method: "POST",
        json: body({ user_id: String(adminId), reason: "y".repeat(501) }),
      }),
      422,
      "validation_failed",
    );

    // Another tenant's user is not this tenant's: 404.
    const roermondAdmin = await userIdOf("roermond", demoEmail("admin", "roermond"));
    await expectErrors(
      await platform("/tenants/oldebroek/impersonations", {
        method: "POST",
        json: body({ user_id: String(roermondAdmin), reason: REASON }),
      }),
      404,
      "not_found",
    );

    // An archived (or anonymised) account: 422 on user_id.
    const mentorId = await userIdOf("oldebroek", demoEmail("mentor", "oldebroek"));
    await withTenant(t.db, "oldebroek", (tx) => tx.update(users).set({ status: "archived" }).where(eq(users.id, mentorId)));
    const archived = await expectErrors(
      await platform("/tenants/oldebroek/impersonations", {
        method: "POST",
        json: body({ user_id: String(mentorId), reason: REASON }),
      }),
      422,
      "validation_failed",
    );
    expect(archived[0].source?.pointer).toBe("/data/attributes/user_id");

    // A suspended tenant: 409, translated.
    const suspend = (status: string) =>
      platform("/tenants/oldebroek", { method: "PATCH", json: { data: { type: "platform_tenants", attributes: { status } } } });
    expect((await suspend("suspended")).status).toBe(200);
    try {
      const conflict = await expectErrors(
        await platform("/tenants/oldebroek/impersonations", {
          method: "POST",
          headers: { "accept-language": "nl" },
          json: body({ user_id: String(adminId), reason: REASON }),
        }),
        409,
        "conflict",
      );
      expect(conflict[0].detail).toMatch(/actieve tenant/);
    } finally {
      expect((await suspend("active")).status).toBe(200);
    }
  });
});
