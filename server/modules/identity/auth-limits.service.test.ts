import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countHit, peekCount, sweepCounters } from "../../limits/limit-counters";
import { expectErrors } from "../../test/expect-json-api";
import { postSignIn } from "../../test/sign-in";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, type TestApp } from "../../test/test-app";
import { AUTH_LIMITS } from "./auth-limits.service";
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

const signInOn = (app: TestApp, email: string, password: string, address: string, language = "nl") =>
  postSignIn(app, email, { password, address, headers: { "accept-language": language } });
const signIn = (email: string, password: string, address: string) => signInOn(t, email, password, address);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("guessing a password is limited without locking the owner out", () => {
  it("stops one address after five attempts on one account; the owner elsewhere signs in at once", async () => {
    const email = demoEmail("mentor", "oldebroek");
    for (let i = 0; i < 5; i++) expect((await signIn(email, "fout-wachtwoord", "10.0.0.1")).status).toBe(401);
    const stopped = await signIn(email, DEMO_PASSWORD, "10.0.0.1");
    const errors = await expectErrors(stopped, 429, "too_many_requests");
    expect(errors[0].detail).toBe("Te veel pogingen. Probeer het over 15 minuten opnieuw.");
    expect(Number(stopped.headers.get("retry-after"))).toBeGreaterThan(800);
    // The same address may still sign in to another account; the owner signs in from his own address.
    expect((await signIn(demoEmail("student", "oldebroek"), DEMO_PASSWORD, "10.0.0.1")).status).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD, "10.0.1.1")).status).toBe(200);
  });

  it("slows an attacked account down by growing delays, but its owner still signs in", async () => {
    const email = demoEmail("page_manager", "oldebroek");
    // An attacker spread over addresses: past five failures the account slows down.
    for (let i = 0; i < 5; i++) expect((await signIn(email, "fout-wachtwoord", `10.1.0.${i % 3}`)).status).toBe(401);
    // An address that failed on the account waits, even with the right password.
    const waiting = await signIn(email, DEMO_PASSWORD, "10.1.0.0");
    const errors = await expectErrors(waiting, 429, "too_many_requests");
    expect(errors[0].detail).toBe("Te veel pogingen. Probeer het over 1 seconde opnieuw.");
    expect(Number(waiting.headers.get("retry-after"))).toBe(1);
    // The owner, from an address that never failed on the account, signs in at once.
    expect((await signIn(email, DEMO_PASSWORD, "10.1.9.9")).status).toBe(200);

    // Each further failure doubles the wait.
    await sleep(1100);
    expect((await signIn(email, "nog-steeds-fout", "10.1.0.1")).status).toBe(401);
    const longer = await signIn(email, DEMO_PASSWORD, "10.1.0.2");
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBe(2);
    // After the delay the right password from a failing address signs in too.
    await sleep(2100);
    expect((await signIn(email, DEMO_PASSWORD, "10.1.0.2")).status).toBe(200);
  });

  it("lets one attempt through a slow-down however many arrive at once", async () => {
    const email = demoEmail("center_superuser", "oldebroek");
    for (let i = 0; i < 5; i++) expect((await signIn(email, "fout-wachtwoord", `10.4.0.${i}`)).status).toBe(401);
    await sleep(1100);
    const burst = await Promise.all([0, 1, 2, 3, 4].map((i) => signIn(email, "fout-wachtwoord", `10.4.0.${i}`)));
    expect(burst.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429]);
  });

  it("tells the owner of an attacked account once, however long the attack goes on", async () => {
    const email = demoEmail("content_manager", "oldebroek");
    for (let i = 0; i < 20; i++) await signIn(email, "fout-wachtwoord", `10.2.0.${i}`);
    // An unknown address attacked as long gets the same answers and no mail.
    for (let i = 0; i < 20; i++) await signIn("niemand@example.test", "fout-wachtwoord", `10.2.1.${i}`);
    await t.jobs.workDue();
    const warnings = inbox.received.filter((m) => m.to.includes(email));
    expect(warnings).toHaveLength(1);
    expect(warnings[0].subject).toBe("Iemand probeert in te loggen op je account");
    expect(warnings[0].text).toContain("http://oldebroek.localhost:3000/nl/auth/recover");
    expect(inbox.received.filter((m) => m.to.includes("niemand@example.test"))).toHaveLength(0);
  });

  it("limits sign-in attempts per client address", async () => {
    for (let i = 0; i < 60; i++) await signIn(`gok${i}@example.test`, "fout-wachtwoord", "192.0.2.7");
    await expectErrors(await signIn(demoEmail("volunteer", "oldebroek"), DEMO_PASSWORD, "192.0.2.7"), 429, "too_many_requests");
    expect((await signIn(demoEmail("volunteer", "oldebroek"), DEMO_PASSWORD, "192.0.2.8")).status).toBe(200);
  });

  it("holds across processes: two apps on one database share the counts", async () => {
    const other = await createTestApp({ database: t.database, seed: false });
    try {
      const email = demoEmail("organization_superuser", "oldebroek");
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? t : other;
        expect((await signInOn(app, email, "fout-wachtwoord", "10.3.0.1")).status).toBe(401);
      }
      await expectErrors(await signInOn(other, email, DEMO_PASSWORD, "10.3.0.1"), 429, "too_many_requests");
      await expectErrors(await signInOn(t, email, DEMO_PASSWORD, "10.3.0.1"), 429, "too_many_requests");
      for (let i = 0; i < 60; i++) await signInOn(i % 2 ? t : other, `raad${i}@example.test`, "x-fout-wachtwoord", "10.3.0.2");
      await expectErrors(await signInOn(t, `raad@example.test`, "x-fout-wachtwoord", "10.3.0.2"), 429, "too_many_requests");
    } finally {
      await other.close();
    }
  });
});

describe("requests that send mail are limited", () => {
  const request = (path: string, email: string, address: string) =>
    t.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ email }),
      address,
    });

  it("limits reset requests per address, and mails an account at most three times an hour", async () => {
    const email = demoEmail("admin", "oldebroek");
    for (let i = 0; i < 4; i++) expect((await request("/auth/password", email, `198.51.100.${i}`)).status).toBe(200);
    await t.jobs.workDue();
    expect(inbox.received.filter((m) => m.to.includes(email))).toHaveLength(3);

    for (let i = 0; i < 5; i++) await request("/auth/password", `iemand${i}@example.test`, "203.0.113.9");
    const errors = await expectErrors(await request("/auth/password", email, "203.0.113.9"), 429, "too_many_requests");
    expect(errors[0].detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it("limits confirmation resends per address like the other mail requests", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await request("/api/v1/confirm/resend", `nieuw${i}@example.test`, "203.0.113.20")).status).toBe(202);
    }
    await expectErrors(await request("/api/v1/confirm/resend", "nieuw9@example.test", "203.0.113.20"), 429, "too_many_requests");
    expect((await request("/api/v1/confirm/resend", "nieuw9@example.test", "203.0.113.21")).status).toBe(202);
  });

  it("sweeps counters whose window has ended", async () => {
    const limit = { name: "test-sweep", limit: 1, windowMs: 1000 };
    await countHit(t.db, limit, "key");
    await sweepCounters(t.db, Date.now() + 2000);
    expect(await peekCount(t.db, limit, "key", Date.now() - 10_000)).toBeNull();
    expect(AUTH_LIMITS.signInPerPair.limit).toBe(5);
  });
});

// After the mail tests: the attack warning this sends to the admin would be one mail too many there.
describe("guessing spread over many addresses (issue 37 item 5)", () => {
  it("slows the account for every new address once five have failed on it; its owner's own address passes", async () => {
    const email = demoEmail("admin", "oldebroek");
    // The owner signed in from home before the attack.
    expect((await signIn(email, DEMO_PASSWORD, "10.6.9.9")).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(email, "fout-wachtwoord", `10.6.0.${i}`)).status).toBe(401);
    // A sixth address that never tried is slowed like the others, right password or not.
    const slowed = await signIn(email, DEMO_PASSWORD, "10.6.0.5");
    await expectErrors(slowed, 429, "too_many_requests");
    expect(Number(slowed.headers.get("retry-after"))).toBe(1);
    // After the delay one attempt goes through however many new addresses try at once.
    await sleep(1100);
    const burst = await Promise.all([10, 11, 12, 13, 14].map((i) => signIn(email, "fout-wachtwoord", `10.6.0.${i}`)));
    expect(burst.map((r) => r.status).sort()).toEqual([401, 429, 429, 429, 429]);
    // The owner at home signs in at once; elsewhere he waits out the (doubled) delay: a slow-down, not a lock.
    expect((await signIn(email, DEMO_PASSWORD, "10.6.9.9")).status).toBe(200);
    expect((await signIn(email, DEMO_PASSWORD, "10.6.8.8")).status).toBe(429);
    await sleep(2100);
    expect((await signIn(email, DEMO_PASSWORD, "10.6.8.8")).status).toBe(200);
  });

  it("counts an IPv6 client by its /64: other addresses in it share the per-address limit", async () => {
    for (let i = 0; i < 60; i++) await signIn(`zes${i}@example.test`, "fout-wachtwoord", `2001:db8:6:1::${(i + 1).toString(16)}`);
    const volunteer = demoEmail("volunteer", "oldebroek");
    await expectErrors(await signIn(volunteer, DEMO_PASSWORD, "2001:db8:6:1:ffff:ffff:ffff:fffe"), 429, "too_many_requests");
    expect((await signIn(volunteer, DEMO_PASSWORD, "2001:db8:6:2::1")).status).toBe(200);
  });

  it("counts one account's attempts from one /64 together, so hopping addresses in it does not help", async () => {
    const email = demoEmail("student", "oldebroek");
    for (let i = 0; i < 5; i++) expect((await signIn(email, "fout-wachtwoord", `2001:db8:6:3::${i + 1}`)).status).toBe(401);
    await expectErrors(await signIn(email, DEMO_PASSWORD, "2001:db8:6:3:abcd::1"), 429, "too_many_requests");
  });
});
