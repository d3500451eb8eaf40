import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTenant } from "../../db/client";
import { jobs } from "../../jobs/jobs.table";
import { expectDocument, expectErrors } from "../../test/expect-json-api";
import { postSignIn } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { demoEmail } from "./identity.factory";
import { users } from "./identity.table";
import { forgetSignUpPasswords, IDENTITY_JOBS } from "./identity-jobs";

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

let address = 0;
const signup = (attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request("/api/v1/users", {
    method: "POST",
    headers,
    address: `10.9.0.${++address}`,
    json: { data: { type: "users", attributes } },
  });
const signIn = (email: string, password: string) => postSignIn(t, email, { password });
const confirm = (token: string) =>
  t.request("/api/v1/confirm", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ confirmation_token: token }),
  });
const tokenIn = (text: string) => /confirmation_token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const userRow = async (email: string) =>
  (await withTenant(t.db, "oldebroek", (tx) => tx.select().from(users).where(eq(users.email, email))))[0];

const valid = {
  first_name: "Fleur",
  last_name: "Jansen",
  email: "fleur@example.test",
  password: "Fietsen-in-2026",
  accept_terms: true,
};

describe("sign-up and e-mail confirmation", () => {
  it("creates an unconfirmed volunteer, mails a link, and the link confirms the account once", async () => {
    const response = await signup(valid);
    const document = await expectDocument(response, 202);
    expect(document.data).toBeUndefined();
    expect(document.meta?.message).toBe("Registratie ontvangen");
    // The account is made by the request's job (the same work in the request for a known address).
    await t.jobs.workDue();
    const row = await userRow("fleur@example.test");
    expect(row).toMatchObject({ signupMethod: "signed_up", status: "active", confirmedAt: null });
    expect(row.acceptedTermsAt).not.toBeNull();

    await expectErrors(await signIn("fleur@example.test", "Fietsen-in-2026"), 401, "unconfirmed_account");
    const mail = await inbox.waitFor("fleur@example.test");
    expect(mail.subject).toBe("Bevestig je e-mailadres");
    expect(mail.text).toContain("http://oldebroek.localhost:3000/nl/confirm?confirmation_token=");

    const confirmed = await expectDocument(await confirm(tokenIn(mail.text)), 200);
    expect(confirmed.data.attributes?.email).toBe("fleur@example.test");
    expect(confirmed.meta?.confirmed).toBe("account");
    expect((await signIn("fleur@example.test", "Fietsen-in-2026")).status).toBe(200);
    await expectErrors(await confirm(tokenIn(mail.text)), 422, "invalid_token");
  });

  it("answers an address with an account exactly the same, changes nothing, and mails a note instead", async () => {
    const email = demoEmail("volunteer", "oldebroek");
    const before = await userRow(email);
    const response = await signup({ ...valid, email, first_name: "Indringer" });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe(JSON.stringify({ meta: { message: "Registratie ontvangen" } }));
    expect(await userRow(email)).toEqual(before);
    await t.jobs.workDue();
    const mail = await inbox.waitFor(email);
    expect(mail.subject).toBe("Je hebt al een account");
    expect(mail.text).not.toContain("confirmation_token");
  });

  it("keeps no password hash in the job queue once the account is made", async () => {
    await expectDocument(await signup({ ...valid, email: "hash@example.test" }), 202);
    await t.jobs.workDue();
    await forgetSignUpPasswords(t.db);
    const left = await t.db.select().from(jobs).where(eq(jobs.name, IDENTITY_JOBS.signUp));
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((job) => "passwordHash" in job.payload)).toHaveLength(0);
    expect((await userRow("hash@example.test")).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses bad input with a pointer per field and creates nothing", async () => {
    const errors = await expectErrors(
      await signup(
        { first_name: "", last_name: "J", email: "geen-adres", password: "kort", accept_terms: false },
        { "accept-language": "en" },
      ),
      422,
      "validation_failed",
    );
    const byPointer = Object.fromEntries(errors.map((e) => [e.source?.pointer, e.detail]));
    expect(byPointer["/data/attributes/accept_terms"]).toBe("You must accept the terms");
    expect(byPointer["/data/attributes/email"]).toBe("Enter a valid e-mail address");
    expect(byPointer["/data/attributes/password"]).toBe("Use at least 10 characters");
    expect(byPointer["/data/attributes/first_name"]).toBe("This field is required");
    expect(await userRow("geen-adres")).toBeUndefined();
    await expectErrors(
      await signup({ ...valid, email: "nog@example.test", password: "wachtwoord123" }),
      422,
      "validation_failed",
    );
  });

  it("resends the confirmation link for an unconfirmed account, silently for any other address", async () => {
    await signup({ ...valid, email: "traag@example.test" });
    // The account is made by the sign-up's job: a resend names an account only once it exists.
    await t.jobs.workDue();
    // Mail workers send in parallel: the first link arrives before the resend is asked, so arrival order is send order.
    await inbox.waitFor("traag@example.test");
    const resend = (email: string) =>
      t.request("/api/v1/confirm/resend", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
    const one = await resend("traag@example.test");
    const other = await resend("niemand@example.test");
    expect(one.status).toBe(202);
    expect(await other.text()).toBe(await one.text());
    await t.jobs.workDue();
    const toTraag = () => inbox.received.filter((m) => m.to.includes("traag@example.test"));
    await expect.poll(() => toTraag().length).toBe(2);
    const mails = toTraag();
    // The newest link works; the first one was replaced.
    expect((await confirm(tokenIn(mails[0].text))).status).toBe(422);
    expect((await confirm(tokenIn(mails[1].text))).status).toBe(200);
  });
});
