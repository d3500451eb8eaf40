import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf, postSignIn, type Session, sessionOf, signIn } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { totpCodeOf } from "../../test/totp-codes";
import { codeBody, setUpTwoFactor } from "../../test/two-factor";
import { updateTenantRecord } from "../tenancy/tenants.service";
import { demoEmail } from "./identity.factory";
import { users } from "./identity.table";
import { twoFactorTokens, userTwoFactors } from "./two-factor.table";

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const body = codeBody;
const setUp = (session: Session) => setUpTwoFactor(t, session);

let address = 0;
/** A sign-in from an address of its own (the limits per address never decide a test unless it means them to). */
const signInFrom = (email: string, options: { tenant?: string; address?: string; headers?: Record<string, string> } = {}) =>
  postSignIn(t, email, { address: options.address ?? `10.77.${++address}.1`, ...options });

async function challengeOf(email: string, tenant = "oldebroek", from?: string) {
  const errors = await expectErrors(await signInFrom(email, { tenant, address: from }), 401, "two_factor_required");
  return String(errors[0].meta?.challenge);
}

const secondStep = (challenge: string, code: string, options: { tenant?: string; remember?: boolean; address?: string } = {}) =>
  t.request("/auth/two_factor", {
    method: "POST",
    headers: { host: hostOf(options.tenant ?? "oldebroek") },
    json: { challenge, code, remember: options.remember },
    address: options.address,
  });

describe("setting up two-step sign-in", () => {
  it("hands out a secret with its otpauth URI and QR code, turns it on with a code, and answers the recovery codes once", async () => {
    const session = await signIn(t, "mentor");
    const status = await expectDocument(await t.request("/api/v1/two_factor", { headers: session }), 200);
    expect(status.data.attributes).toEqual({ enabled: false, required: false, recovery_codes_left: 0 });

    const started = await expectDocument(await t.request("/api/v1/two_factor", { method: "POST", headers: session }), 201);
    const { secret, uri, qr_svg: svg } = started.data.attributes as Record<string, string>;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(uri).toContain("mentor%40oldebroek.demo.test");
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const wrong = await t.request("/api/v1/two_factor/confirm", { method: "POST", headers: session, json: body("000000") });
    expect((await expectErrors(wrong, 422, "invalid_two_factor_code"))[0].source?.pointer).toBe("/data/attributes/code");
    const confirmed = await expectDocument(
      await t.request("/api/v1/two_factor/confirm", { method: "POST", headers: session, json: body(totpCodeOf(secret)) }),
      200,
    );
    const codes = confirmed.meta?.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(confirmed.data.attributes).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    // The secret is never sent again, and a second set-up is refused while it is on.
    const again = await t.request("/api/v1/two_factor", { headers: session });
    expect(JSON.stringify(await again.json())).not.toContain(secret);
    await expectErrors(await t.request("/api/v1/two_factor", { method: "POST", headers: session }), 409, "conflict");
    // Stored hashed: no recovery code in the row.
    const stored = await withTenant(t.db, "oldebroek", (tx) => tx.select().from(userTwoFactors));
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
  });

  it("refuses a visitor and someone acting as the user", async () => {
    await expectErrors(await t.request("/api/v1/two_factor", { method: "POST" }), 401, "not_authorized");
  });
});

describe("signing in in two steps", () => {
  it("answers 401 two_factor_required with a challenge and no session, then signs in with the code once", async () => {
    const email = demoEmail("student", "oldebroek");
    const { secret } = await setUp(await signIn(t, "student"));

    const first = await signInFrom(email);
    const errors = await expectErrors(first, 401, "two_factor_required");
    expect(first.headers.get("access-token")).toBeNull();
    const challenge = String(errors[0].meta?.challenge);
    expect(challenge.length).toBeGreaterThanOrEqual(40);

    // The code confirming set-up was of the step before: this step's code signs in, once.
    const signedIn = await secondStep(challenge, totpCodeOf(secret));
    const document = await expectDocument(signedIn, 200);
    expect(document.data.attributes?.email).toBe(email);
    const session = sessionOf(signedIn, hostOf("oldebroek"));
    expect((await t.request("/api/v1/current_user", { headers: session })).status).toBe(200);

    // The challenge is used up, and so is the code's time step.
    await expectErrors(await secondStep(challenge, totpCodeOf(secret, 1)), 401, "invalid_token");
    await expectErrors(await secondStep(await challengeOf(email), totpCodeOf(secret)), 401, "invalid_two_factor_code");
  });

  it("lets a challenge lapse after five minutes", async () => {
    const { secret } = await setUp(await signIn(t, "organization_superuser"));
    const challenge = await challengeOf(demoEmail("organization_superuser", "oldebroek"));
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(twoFactorTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(twoFactorTokens.kind, "challenge")),
    );
    await expectErrors(await secondStep(challenge, totpCodeOf(secret)), 401, "invalid_token");
  });

  it("remembers a device for 30 days when asked: its sign-in skips the second step", async () => {
    const email = demoEmail("page_manager", "oldebroek");
    const { secret } = await setUp(await signIn(t, "page_manager"));
    const answered = await secondStep(await challengeOf(email), totpCodeOf(secret), { remember: true });
    expect(answered.status).toBe(200);
    const device = answered.headers.get("two-factor-device") ?? "";
    expect(device.length).toBeGreaterThanOrEqual(40);
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(twoFactorTokens).where(eq(twoFactorTokens.kind, "device")),
    );
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    expect(JSON.stringify(row)).not.toContain(device);

    expect((await signInFrom(email, { headers: { "two-factor-device": device } })).status).toBe(200);
    expect((await signInFrom(email, { headers: { cookie: `two_factor_device=${device}` } })).status).toBe(200);
    // Another user's sign-in on that device still asks.
    await setUp(await signIn(t, "volunteer"));
    const other = await signInFrom(demoEmail("volunteer", "oldebroek"), { headers: { "two-factor-device": device } });
    await expectErrors(other, 401, "two_factor_required");
  });

  it("takes a recovery code instead, once, and says how many are left", async () => {
    const email = demoEmail("volunteer", "roermond");
    const { recoveryCodes } = await setUp(await signIn(t, "volunteer", "roermond"));
    const used = await secondStep(await challengeOf(email, "roermond"), recoveryCodes[3].toUpperCase(), { tenant: "roermond" });
    expect((await expectDocument(used, 200)).meta?.recovery_codes_left).toBe(9);
    const again = await secondStep(await challengeOf(email, "roermond"), recoveryCodes[3], { tenant: "roermond" });
    await expectErrors(again, 401, "invalid_two_factor_code");
  });

  it("counts wrong codes as the sign-in limits count wrong passwords", async () => {
    const email = demoEmail("mentor", "roermond");
    const { secret } = await setUp(await signIn(t, "mentor", "roermond"));
    const from = "10.66.0.1";
    const challenge = await challengeOf(email, "roermond", from);
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep(challenge, "123456", { tenant: "roermond", address: from });
      await expectErrors(wrong, 401, "invalid_two_factor_code");
    }
    // The right password cleared the address's attempts; five wrong codes use them up again: the next one waits.
    const stopped = await secondStep(challenge, totpCodeOf(secret), { tenant: "roermond", address: from });
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("resetting someone's two-step sign-in", () => {
  it("is a tenant admin's: audited as two_factor.reset, the person signed out everywhere and told by mail", async () => {
    const staff = await signIn(t, "content_manager");
    await setUp(staff);
    const [target] = await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .select()
        .from(users)
        .where(eq(users.email, demoEmail("content_manager", "oldebroek"))),
    );
    const reset = (session: Session) =>
      t.request(`/api/v1/users/${target.id}/two_factor`, { method: "DELETE", headers: session });

    await expectErrors(await reset(await signIn(t, "center_superuser")), 403, "forbidden");
    const admin = await signIn(t, "admin");
    expect((await reset(admin)).status).toBe(204);
    // Issue 44 item 4: his sessions of before end; signed in again, he sets it up anew.
    await expectErrors(await t.request("/api/v1/two_factor", { headers: staff }), 401, "not_authorized");
    const again = await signIn(t, "content_manager");
    const status = await expectDocument(await t.request("/api/v1/two_factor", { headers: again }), 200);
    expect(status.data.attributes?.enabled).toBe(false);

    const audit = await expectDocument(
      await t.request(`/api/v1/audit_events?filter[subject_type_eq]=user&filter[subject_id_eq]=${target.id}`, { headers: admin }),
      200,
    );
    expect(audit.data.map((event) => event.attributes?.action)).toContain("two_factor.reset");
    await t.jobs.workDue();
    const mails = inbox.received.filter((m) => m.to.includes(target.email));
    expect(mails.map((m) => m.subject)).toContain("Je tweestapsaanmelding is gereset");

    // His own is not his to reset this way, and another tenant's user is not there at all.
    const me = await expectDocument(await t.request("/api/v1/current_user", { headers: admin }), 200);
    const own = await t.request(`/api/v1/users/${me.data.id}/two_factor`, { method: "DELETE", headers: admin });
    await expectErrors(own, 403, "forbidden");
    const [stranger] = await withTenant(t.db, "roermond", (tx) =>
      tx
        .select()
        .from(users)
        .where(eq(users.email, demoEmail("volunteer", "roermond"))),
    );
    const elsewhere = await t.request(`/api/v1/users/${stranger.id}/two_factor`, { method: "DELETE", headers: admin });
    await expectErrors(elsewhere, 404, "not_found");
  });
});

describe("the tenant's switch: two-step sign-in required for staff", () => {
  it("lets staff sign in, then answers 403 two_factor_setup_required until they have set it up", async () => {
    await updateTenantRecord(t.db, "meedoen", { switches: { twoFactorForStaff: true } });
    try {
      const staff = await signIn(t, "center_superuser", "meedoen");
      await expectErrors(await t.request("/api/v1/users", { headers: staff }), 403, "two_factor_setup_required");
      const me = await expectDocument(await t.request("/api/v1/current_user", { headers: staff }), 200);
      expect(me.meta?.two_factor_setup_required).toBe(true);
      // A volunteer is not staff: nothing changes for him.
      const volunteer = await signIn(t, "volunteer", "meedoen");
      expect((await t.request("/api/v1/two_factor", { headers: volunteer })).status).toBe(200);
      const meToo = await expectDocument(await t.request("/api/v1/current_user", { headers: volunteer }), 200);
      expect(meToo.meta?.two_factor_setup_required).toBeUndefined();

      const { secret } = await setUp(staff);
      expect((await t.request("/api/v1/users", { headers: staff })).status).toBe(200);
      const status = await expectDocument(await t.request("/api/v1/two_factor", { headers: staff }), 200);
      expect(status.data.attributes).toMatchObject({ enabled: true, required: true });
      // Required: it cannot be turned off.
      const off = await t.request("/api/v1/two_factor/disable", {
        method: "POST",
        headers: staff,
        json: body(totpCodeOf(secret)),
      });
      await expectErrors(off, 403, "forbidden");
      // Signing out stays open, as always.
      expect((await t.request("/auth/sign_out", { method: "DELETE", headers: staff })).status).toBe(204);
    } finally {
      await updateTenantRecord(t.db, "meedoen", { switches: { twoFactorForStaff: false } });
    }
  });

  it("may be turned off by its owner with a code where it is not required", async () => {
    const session = await signIn(t, "admin", "roermond");
    const { secret } = await setUp(session);
    const off = await t.request("/api/v1/two_factor/disable", {
      method: "POST",
      headers: session,
      json: body(totpCodeOf(secret)),
    });
    expect((await expectDocument(off, 200)).data.attributes?.enabled).toBe(false);
    expect((await signInFrom(demoEmail("admin", "roermond"), { tenant: "roermond" })).status).toBe(200);
  });
});
