import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { readEnv } from "../../config/env";
import { proxyTrust } from "../../http/client-address";
import { startSmtpInbox } from "../../test/smtp-inbox";
import { createTestApp, DEFAULT_TEST_HOST, type TestApp } from "../../test/test-app";
import { demoEmail } from "./identity.factory";

// Issue 10 item 1, decision 7: a mailed link carries a secret, so its address comes from configuration, never the request.
let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let behindProxy: ReturnType<typeof createApp>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ smtpUrl: inbox.url });
  // The same app as deployed behind a reverse proxy (TRUST_PROXY), on the same database and queue.
  behindProxy = createApp({ ...t.deps, proxyTrust: proxyTrust(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY) });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const OLDEBROEK = "https://www.vrijwilligerswerkoldebroek.nl";
const HOSTILE: { name: string; proxy: boolean; headers: Record<string, string>; origin: string }[] = [
  // Without a trusted proxy X-Forwarded-Host is ignored: the request's own (configured) host links.
  {
    name: "X-Forwarded-Host",
    proxy: false,
    headers: { "x-forwarded-host": "evil.example" },
    origin: `http://${DEFAULT_TEST_HOST}`,
  },
  { name: "Host", proxy: false, headers: { host: "evil.example" }, origin: OLDEBROEK },
  { name: "X-Forwarded-Host behind a proxy", proxy: true, headers: { "x-forwarded-host": "evil.example" }, origin: OLDEBROEK },
];

let address = 0;
/** A JSON request from a fresh client address (the mail limits count per address), for the oldebroek tenant. */
async function send(path: string, body: unknown, hostile: (typeof HOSTILE)[number], type = "application/json") {
  const headers = {
    host: DEFAULT_TEST_HOST,
    "content-type": type,
    "x-forwarded-for": `10.77.0.${++address}`,
    "x-tenant": "oldebroek",
    ...hostile.headers,
  };
  const init = { method: "POST", headers, body: JSON.stringify(body) };
  const response = await (hostile.proxy ? behindProxy.request(path, init) : t.request(path, init));
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  await t.jobs.workDue();
  return response;
}

/** The mail's link, up to and including the start of its query (the secret follows). */
async function mailedLink(to: string, subject: string) {
  const mail = await inbox.waitFor(to, 10_000, subject);
  inbox.received.splice(inbox.received.indexOf(mail), 1);
  expect(mail.text).not.toContain("evil.example");
  return /(https?:\/\/[^?\s]+\?[a-z_]+=)/.exec(mail.text)?.[1];
}

describe.each(HOSTILE)("mailed links with a hostile $name", (hostile) => {
  it("the password reset link is on the configured origin", async () => {
    const email = demoEmail("volunteer", "oldebroek");
    const response = await send("/auth/password", { email }, hostile);
    if (hostile.origin === OLDEBROEK) expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await mailedLink(email, "Nieuw wachtwoord instellen")).toBe(`${hostile.origin}/nl/auth/reset?reset_password_token=`);
  });

  it("the sign-up confirmation link is on the configured origin", async () => {
    const email = `nieuw-${address + 1}@example.test`;
    const attributes = { first_name: "Fleur", last_name: "Jansen", email, password: "Fietsen-in-2026", accept_terms: true };
    await send("/api/v1/users", { data: { type: "users", attributes } }, hostile, "application/vnd.api+json");
    expect(await mailedLink(email, "Bevestig je e-mailadres")).toBe(`${hostile.origin}/nl/confirm?confirmation_token=`);
  });

  it("the account deletion link is on the configured origin", async () => {
    const email = demoEmail("content_manager", "oldebroek");
    await send("/api/v1/account_deletions", { email }, hostile);
    expect(await mailedLink(email, "Bevestig het verwijderen van je account")).toBe(
      `${hostile.origin}/nl/account/verwijderen?deletion_token=`,
    );
  });
});
