import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { expectErrors } from "../../test/expect-json-api";
import { postSignIn, signInAs } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DEMO_PASSWORD, demoEmail } from "./identity.factory";
import { users } from "./identity.table";

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

const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.request("/auth/password", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const put = (body: unknown, headers: Record<string, string> = {}) =>
  t.request("/auth/password", {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const signIn = (email: string, password: string) => postSignIn(t, email, { password });
const linkToken = (text: string) => /reset_password_token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

describe("password recovery through the e-mail", () => {
  it("mails a single-use link through SMTP; the link sets a new password and signs out every device", async () => {
    const email = demoEmail("volunteer", "oldebroek");
    const oldDevice = await signInAs(t, email);

    const answer = await post({ email });
    expect(answer.status).toBe(200);
    expect(inbox.received.filter((m) => m.to.includes(email))).toHaveLength(0);
    // The request's job finds the account and queues the mail, which is written next and then sent.
    expect(await t.jobs.workDue()).toBe(3);

    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe("Nieuw wachtwoord instellen");
    expect(mail.text).toContain("Beste Vera,");
    expect(mail.text).toContain("http://oldebroek.localhost:3000/nl/auth/reset?reset_password_token=");
    const token = linkToken(mail.text);
    expect(token.length).toBeGreaterThan(30);

    const weak = await put({ reset_password_token: token, password: "wachtwoord", password_confirmation: "wachtwoord" });
    const weakErrors = await expectErrors(weak, 422, "validation_failed");
    expect(weakErrors.map((e) => e.source?.pointer)).toContain("/password");

    const mismatch = await expectErrors(
      await put({ reset_password_token: token, password: "Nieuw-geheim-2026", password_confirmation: "iets anders" }),
      422,
      "validation_failed",
    );
    expect(mismatch[0].source?.pointer).toBe("/password_confirmation");

    expect(
      (await put({ reset_password_token: token, password: "Nieuw-geheim-2026", password_confirmation: "Nieuw-geheim-2026" }))
        .status,
    ).toBe(204);
    expect((await signIn(email, "Nieuw-geheim-2026")).status).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await t.request("/api/v1/current_user", { headers: oldDevice })).status).toBe(401);

    // Spent: the same link does nothing a second time.
    await expectErrors(
      await put({ reset_password_token: token, password: "Nog-een-keer-2026", password_confirmation: "Nog-een-keer-2026" }),
      422,
      "invalid_token",
    );
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const known = await post({ email: demoEmail("mentor", "oldebroek") });
    const unknown = await post({ email: "niemand@example.test" });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    await t.jobs.workDue();
    expect(inbox.received.some((m) => m.to.includes("niemand@example.test"))).toBe(false);
  });

  it("refuses an expired link", async () => {
    const email = demoEmail("student", "oldebroek");
    await post({ email });
    await t.jobs.workDue();
    const token = linkToken((await inbox.waitFor(email)).text);
    await withTenant(t.db, "oldebroek", (tx) =>
      tx
        .update(users)
        .set({ resetPasswordSentAt: new Date(Date.now() - 3 * 3600_000) })
        .where(eq(users.email, email)),
    );
    await expectErrors(
      await put({ reset_password_token: token, password: "Nieuw-geheim-2026", password_confirmation: "Nieuw-geheim-2026" }),
      422,
      "invalid_token",
    );
  });

  it("writes the e-mail in the recipient's language", async () => {
    const email = demoEmail("page_manager", "oldebroek");
    await withTenant(t.db, "oldebroek", (tx) => tx.update(users).set({ locale: "en" }).where(eq(users.email, email)));
    await post({ email });
    await t.jobs.workDue();
    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe("Set a new password");
    expect(mail.text).toContain("Dear Pieter,");
    expect(mail.text).toContain("/en/auth/reset?reset_password_token=");
  });

  it("needs either the triple or a reset token (spec section 5's text), and a valid e-mail address", async () => {
    const errors = await expectErrors(
      await put({ password: "Nieuw-geheim-2026", password_confirmation: "Nieuw-geheim-2026" }, { "accept-language": "en" }),
      401,
      "not_authorized",
    );
    expect(errors[0].detail).toBe("You must provide either the uid, client and accessToken or the resetPasswordToken");
    await expectErrors(await post({ email: "geen-adres" }), 422, "validation_failed");
  });

  it("lets a signed-in user change the password with the current one", async () => {
    const email = demoEmail("content_manager", "oldebroek");
    const headers = await signInAs(t, email);
    await expectErrors(
      await put({ password: "Ander-geheim-2026", password_confirmation: "Ander-geheim-2026", current_password: "fout" }, headers),
      422,
      "validation_failed",
    );
    expect(
      (
        await put(
          { password: "Ander-geheim-2026", password_confirmation: "Ander-geheim-2026", current_password: DEMO_PASSWORD },
          headers,
        )
      ).status,
    ).toBe(204);
    expect((await signIn(email, "Ander-geheim-2026")).status).toBe(200);
  });
});
