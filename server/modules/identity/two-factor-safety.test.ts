import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { newSecretKeyEntry, parseSecretKeys } from "../../config/secret-keys";
import { withTenant } from "../../db/client";
import { openSecret, sealedKeyId } from "../../security/secret-box";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { hostOf, postSignIn, type Session, sessionOf, signInAs } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, TEST_SECRET_KEYS, type TestApp } from "../../test/test-app";
import { totpCodeOf } from "../../test/totp-codes";
import { challengeOf, codeBody, postSecondStep, setUpTwoFactor } from "../../test/two-factor";
import { DEMO_PASSWORD, demoEmail } from "./identity.factory";
import { users } from "./identity.table";
import { sealStoredSecrets } from "./secret-sealing.service";
import { userTwoFactors } from "./two-factor.table";

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

const HOST = hostOf("oldebroek");
const alive = async (session: Session) => (await t.request("/api/v1/current_user", { headers: session })).status;

/** A session that passed the second step, remembering its device: the session and the device's token. */
async function rememberedSession(email: string, secret: string, steps = 0) {
  const answer = await postSecondStep(t, HOST, {
    challenge: await challengeOf(t, email),
    code: totpCodeOf(secret, steps),
    remember: true,
  });
  expect(answer.status).toBe(200);
  return { session: sessionOf(answer, HOST), device: answer.headers.get("two-factor-device") ?? "" };
}

const signInOn = (email: string, device: string, password?: string) =>
  postSignIn(t, email, { password, headers: { "two-factor-device": device }, address: "10.80.0.1" });

async function storedSecret(email: string) {
  const [row] = await withTenant(t.db, "oldebroek", (tx) =>
    tx
      .select({ secret: userTwoFactors.secret })
      .from(userTwoFactors)
      .innerJoin(users, eq(users.id, userTwoFactors.userId))
      .where(eq(users.email, email)),
  );
  return row.secret;
}

describe("ending a person's other sessions (issue 44 item 4)", () => {
  it("turning two-step sign-in off with a code ends his other sessions, not this one", async () => {
    const email = demoEmail("mentor", "oldebroek");
    const first = await signInAs(t, email);
    const { secret } = await setUpTwoFactor(t, first);
    const other = await rememberedSession(email, secret);

    const off = await t.request("/api/v1/two_factor/disable", {
      method: "POST",
      headers: first,
      json: codeBody(totpCodeOf(secret, 1)),
    });
    expect(off.status).toBe(200);
    expect(await alive(first)).toBe(200);
    expect(await alive(other.session)).toBe(401);
  });

  it("changing the password ends his other sessions and devices; this session and this device stay", async () => {
    const email = demoEmail("student", "oldebroek");
    const { secret } = await setUpTwoFactor(t, await signInAs(t, email));
    const here = await rememberedSession(email, secret);
    const there = await rememberedSession(email, secret, 1);

    const changed = await t.request("/auth/password", {
      method: "PUT",
      headers: { ...here.session, "content-type": "application/json", "two-factor-device": here.device },
      body: JSON.stringify({
        current_password: DEMO_PASSWORD,
        password: "Nieuw-geheim-2026",
        password_confirmation: "Nieuw-geheim-2026",
      }),
    });
    expect(changed.status).toBe(204);
    expect(await alive(here.session)).toBe(200);
    expect(await alive(there.session)).toBe(401);
    // The device that made the change is still remembered; the other asks for a code again.
    expect((await signInOn(email, here.device, "Nieuw-geheim-2026")).status).toBe(200);
    await expectErrors(await signInOn(email, there.device, "Nieuw-geheim-2026"), 401, "two_factor_required");
  });

  it("a password reset through the mailed link ends every session and remembered device", async () => {
    const email = demoEmail("organization_superuser", "oldebroek");
    const { secret } = await setUpTwoFactor(t, await signInAs(t, email));
    const before = await rememberedSession(email, secret);

    await t.request("/auth/password", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    await t.jobs.workDue();
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec((await inbox.waitFor(email)).text)?.[1] ?? "";
    const reset = await t.request("/auth/password", {
      method: "PUT",
      headers: { "content-type": "application/json", "two-factor-device": before.device },
      body: JSON.stringify({
        reset_password_token: token,
        password: "Nieuw-geheim-2026",
        password_confirmation: "Nieuw-geheim-2026",
      }),
    });
    expect(reset.status).toBe(204);
    expect(await alive(before.session)).toBe(401);
    await expectErrors(await signInOn(email, before.device, "Nieuw-geheim-2026"), 401, "two_factor_required");
  });
});

describe("the TOTP secret sealed at rest (decision 34)", () => {
  it("keeps the secret sealed with the installation's key, and signs in with its codes", async () => {
    const email = demoEmail("page_manager", "oldebroek");
    const { secret } = await setUpTwoFactor(t, await signInAs(t, email));
    const stored = await storedSecret(email);
    expect(stored).not.toContain(secret);
    expect(sealedKeyId(stored)).toBe(TEST_SECRET_KEYS.current);
    expect(openSecret(TEST_SECRET_KEYS, stored)).toBe(secret);
    const answer = await postSecondStep(t, HOST, { challenge: await challengeOf(t, email), code: totpCodeOf(secret) });
    await expectDocument(answer, 200);
  });

  it("fails closed with a clear log when the key is wrong: the code is refused (not a 500), a recovery code still works", async () => {
    const email = demoEmail("volunteer", "oldebroek");
    const { secret, recoveryCodes } = await setUpTwoFactor(t, await signInAs(t, email));
    // The same installation started with another key under the same id: it cannot open what the first sealed.
    const lines: { level: number; msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const wrongKeys = parseSecretKeys(newSecretKeyEntry(TEST_SECRET_KEYS.current));
    const other = createApp({ ...t.deps, secretKeys: wrongKeys, logger: pino({ level: "warn" }, sink) });
    const request = (path: string, json: unknown) =>
      Promise.resolve(
        other.request(path, {
          method: "POST",
          headers: { host: HOST, "content-type": "application/json" },
          body: JSON.stringify(json),
        }),
      );
    const challenge = await challengeOf(t, email);
    const refused = await request("/auth/two_factor", { challenge, code: totpCodeOf(secret) });
    const errors = await expectErrors(refused, 401, "two_factor_unavailable");
    expect(errors[0].source?.pointer).toBe("/code");
    expect(errors[0].detail).toContain("herstelcode");
    expect(lines.some((line) => line.level === 50 && line.msg.includes("ENCRYPTION_KEYS"))).toBe(true);
    expect(t.reported).toEqual([]);
    // The recovery codes are hashes, not sealed: one still signs in.
    expect((await request("/auth/two_factor", { challenge, code: recoveryCodes[0] })).status).toBe(200);
  });

  it("seals the plain secrets of before migration 0067 at the start, and a rotated key's again with the new one", async () => {
    const email = demoEmail("center_superuser", "oldebroek");
    const { secret } = await setUpTwoFactor(t, await signInAs(t, email));
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(userTwoFactors).innerJoin(users, eq(users.id, userTwoFactors.userId)).where(eq(users.email, email)),
    );
    const id = row.user_two_factors.id;
    // Kept plain, as migration 0063 wrote it.
    await withTenant(t.db, "oldebroek", (tx) => tx.update(userTwoFactors).set({ secret }).where(eq(userTwoFactors.id, id)));
    const first = await sealStoredSecrets(t.db, TEST_SECRET_KEYS);
    expect(first).toMatchObject({ sealed: 1, resealed: 0 });
    expect(openSecret(TEST_SECRET_KEYS, await storedSecret(email))).toBe(secret);

    // A new key first, the old one still listed: what the old one sealed is sealed again with the new one.
    const rotated = parseSecretKeys(`${newSecretKeyEntry("next")},test=${TEST_SECRET_KEYS.keys.get("test")?.toString("base64")}`);
    const second = await sealStoredSecrets(t.db, rotated);
    expect(second.resealed).toBeGreaterThanOrEqual(1);
    expect(second.unopenable).toBe(0);
    expect(sealedKeyId(await storedSecret(email))).toBe("next");
    expect(openSecret(rotated, await storedSecret(email))).toBe(secret);
    // Nothing left to do the next time; a key that is gone leaves its rows as they are, counted.
    expect(await sealStoredSecrets(t.db, rotated)).toMatchObject({ sealed: 0, resealed: 0 });
    const lost = await sealStoredSecrets(t.db, parseSecretKeys(newSecretKeyEntry("other")));
    expect(lost.unopenable).toBeGreaterThanOrEqual(1);
    // Back to the test key, listed first again, for whatever runs after.
    const back = parseSecretKeys(`test=${TEST_SECRET_KEYS.keys.get("test")?.toString("base64")},${newSecretKeyEntry("next")}`);
    expect(
      (await sealStoredSecrets(t.db, { ...back, keys: new Map([...back.keys, ["next", rotated.keys.get("next") as Buffer]]) }))
        .unopenable,
    ).toBe(0);
  });
});
