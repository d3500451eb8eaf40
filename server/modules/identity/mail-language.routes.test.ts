import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withTenant } from "../../db/client";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { users } from "./identity.table";

// Issue 41, item 6: someone whose interface is in a language the mails are not written in (the test language ar-xb,
// locales/README.md) gets whole mails in English, never an empty text or a key.

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  // Stubbed and given back as it was: a worker runs the next test file in the same process (vitest.pg.config.ts), and
  // assigning the undefined it found wrote the text "undefined", which no later server's settings accepted.
  vi.stubEnv("PSEUDO_LOCALE", "true");
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
  vi.unstubAllEnvs();
});

let address = 0;
const signup = (email: string, language: string) =>
  t.request("/api/v1/users", {
    method: "POST",
    headers: { "accept-language": language },
    address: `10.9.1.${++address}`,
    json: {
      data: {
        type: "users",
        attributes: { first_name: "Olena", last_name: "Koval", email, password: "Fietsen-in-2026", accept_terms: true },
      },
    },
  });
const recover = (email: string, language: string) =>
  t.request("/auth/password", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": language },
    body: JSON.stringify({ email }),
  });
/** A mail's words without its one-time tokens and its recipient, to hold two mails side by side. */
const words = (text: string) => text.replace(/token=[A-Za-z0-9_-]+/g, "token=…").replace(/[a-z.]+@example\.test/g, "…");
// What a text that never went through its catalogue looks like: a key ("identity:confirm.subject"), a placeholder.
const UNTRANSLATED = /\b[a-z-]+:[a-zA-Z]+\.[a-zA-Z.]+\b|{{|}}|\bundefined\b|\bnull\b/;

async function mailTo(email: string, subject?: string) {
  await t.jobs.workDue();
  await t.jobs.workDue();
  return inbox.waitFor(email, 10_000, subject);
}

describe("mails to someone whose interface is in a language without mail texts", () => {
  it("the sign-up's confirmation is the English mail, whole, and the account keeps English for later mails", async () => {
    expect((await signup("olena@example.test", "ar-xb")).status).toBe(202);
    expect((await signup("english@example.test", "en")).status).toBe(202);
    const [pseudoMail, english] = [await mailTo("olena@example.test"), await mailTo("english@example.test")];
    expect(pseudoMail.subject).toBe("Confirm your e-mail address");
    expect(words(pseudoMail.text)).toBe(words(english.text));
    expect(words(pseudoMail.html)).toBe(words(english.html));
    expect(pseudoMail.text).toContain("/en/confirm?confirmation_token=");
    expect(pseudoMail.text).not.toMatch(UNTRANSLATED);
    const [row] = await withTenant(t.db, "oldebroek", (tx) =>
      tx.select().from(users).where(eq(users.email, "olena@example.test")),
    );
    expect(row.locale).toBe("en");
  });

  it("a new password's mail, asked from the test language, is English and whole", async () => {
    // The mail's language is the account's; asked from ar-xb by an account in English.
    await t.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.email, "olena@example.test"));
    expect((await recover("olena@example.test", "ar-xb")).status).toBe(200);
    const mail = await mailTo("olena@example.test", "Set a new password");
    expect(mail.text).toContain("Olena");
    expect(mail.text).toContain("/en/auth/reset?reset_password_token=");
    expect(mail.text).not.toMatch(UNTRANSLATED);
    expect(mail.html).not.toMatch(UNTRANSLATED);
  });
});
