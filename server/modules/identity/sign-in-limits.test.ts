import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrors } from "../../test/expect-json-api";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DEMO_PASSWORD, demoEmail } from "./identity.factory";

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

const signIn = (email: string, password: string, address: string) =>
  t.request("/auth/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email, password }),
  });

describe("guessing is limited", () => {
  it("locks an account for a while after five failed sign-ins, even for the right password", async () => {
    const email = demoEmail("mentor", "oldebroek");
    for (let i = 0; i < 5; i++) expect((await signIn(email, "fout-wachtwoord", `10.0.0.${i}`)).status).toBe(401);
    const locked = await signIn(email, DEMO_PASSWORD, "10.0.1.1");
    const errors = await expectErrors(locked, 429, "too_many_requests");
    expect(errors[0].detail).toBe("Te veel pogingen. Probeer het over 15 minuten opnieuw.");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    // Another account is not affected; an unknown address locks the same way, so the lock reveals nothing.
    expect((await signIn(demoEmail("student", "oldebroek"), DEMO_PASSWORD, "10.0.1.2")).status).toBe(200);
    for (let i = 0; i < 5; i++) await signIn("niemand@example.test", "fout-wachtwoord", "10.0.2.1");
    await expectErrors(await signIn("niemand@example.test", "fout-wachtwoord", "10.0.2.2"), 429, "too_many_requests");
  });

  it("limits sign-in attempts per client address", async () => {
    for (let i = 0; i < 60; i++) await signIn(`gok${i}@example.test`, "fout-wachtwoord", "192.0.2.7");
    await expectErrors(await signIn(demoEmail("volunteer", "oldebroek"), DEMO_PASSWORD, "192.0.2.7"), 429, "too_many_requests");
    expect((await signIn(demoEmail("volunteer", "oldebroek"), DEMO_PASSWORD, "192.0.2.8")).status).toBe(200);
  });

  it("limits reset requests per address, and mails an account at most three times an hour", async () => {
    const request = (email: string, address: string) =>
      t.request("/auth/password", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address, "accept-language": "en" },
        body: JSON.stringify({ email }),
      });
    const email = demoEmail("page_manager", "oldebroek");
    for (let i = 0; i < 4; i++) expect((await request(email, `198.51.100.${i}`)).status).toBe(200);
    await t.jobs.workDue();
    expect(inbox.received.filter((m) => m.to.includes(email))).toHaveLength(3);

    for (let i = 0; i < 5; i++) await request(`iemand${i}@example.test`, "203.0.113.9");
    const errors = await expectErrors(await request(email, "203.0.113.9"), 429, "too_many_requests");
    expect(errors[0].detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});
