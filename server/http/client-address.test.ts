import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../config/env";
import { DEMO_PASSWORD, demoEmail } from "../modules/identity/identity.factory";
import { createTestApp, type TestApp } from "../test/test-app";
import { addressBucket, proxyTrust } from "./client-address";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The socket's peer is `socket`; X-Forwarded-For is what the proxies (and before them the client) wrote.
const signIn = (socket: string, forwardedFor: string | null, email = "gok@example.test", password = "fout-wachtwoord") =>
  t.request("/auth/sign_in", {
    method: "POST",
    headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: JSON.stringify({ email, password }),
    address: socket,
  });

/** Uses up the per-address limit with forged leftmost entries: each forged entry different. */
async function exhaust(socket: string, forwardedFor: (i: number) => string | null, attempts = 60) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) statuses.push((await signIn(socket, forwardedFor(i), `gok${i}@example.test`)).status);
  return statuses;
}

const volunteer = demoEmail("volunteer", "oldebroek");

// Each test makes 60 to 200 sign-ins, each an argon2 hash: seconds on a quiet machine, more on a loaded one.
describe("the client's address behind proxies", { timeout: 60_000 }, () => {
  it("without proxies ignores X-Forwarded-For: a forged entry does not escape the socket's limit", async () => {
    t.deps.proxyTrust = proxyTrust(0);
    await exhaust("198.51.100.1", (i) => `203.0.113.${i}`);
    expect((await signIn("198.51.100.1", "203.0.113.200", volunteer, DEMO_PASSWORD)).status).toBe(429);
    // And a forged entry naming another client does not use up that client's limit.
    expect((await signIn("203.0.113.7", null, volunteer, DEMO_PASSWORD)).status).toBe(200);
  });

  it("with one proxy counts the entry the proxy wrote: 200 forged leftmost entries hit the limit", async () => {
    t.deps.proxyTrust = proxyTrust(1);
    const statuses = await exhaust("10.0.0.2", (i) => `6.6.${i >> 8}.${i & 255}, 198.51.100.2`, 200);
    expect(statuses.filter((s) => s === 401)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(140);
    // Another client through the same proxy is not affected.
    expect((await signIn("10.0.0.2", "6.6.6.6, 198.51.100.3", volunteer, DEMO_PASSWORD)).status).toBe(200);
  });

  it("with two proxies counts the entry the outer proxy wrote", async () => {
    t.deps.proxyTrust = proxyTrust(2);
    await exhaust("10.0.0.3", (i) => `6.6.6.${i}, 198.51.100.4, 10.0.0.9`);
    expect((await signIn("10.0.0.3", "7.7.7.7, 198.51.100.4, 10.0.0.9", volunteer, DEMO_PASSWORD)).status).toBe(429);
    expect((await signIn("10.0.0.3", "198.51.100.4, 198.51.100.5, 10.0.0.9", volunteer, DEMO_PASSWORD)).status).toBe(200);
  });

  it("with a list of proxy addresses skips only those, however many stand in front", async () => {
    t.deps.proxyTrust = proxyTrust(0, ["10.0.0.0/8", "fd00::1"]);
    await exhaust("fd00::1", (i) => `6.6.7.${i}, 198.51.100.6, 10.1.2.3`);
    expect((await signIn("fd00::1", "198.51.100.6, 10.9.9.9", volunteer, DEMO_PASSWORD)).status).toBe(429);
    // A client that connects directly cannot claim to be behind a proxy.
    await exhaust("198.51.100.8", (i) => `6.6.8.${i}`);
    expect((await signIn("198.51.100.8", "198.51.100.9", volunteer, DEMO_PASSWORD)).status).toBe(429);
  });

  it("an in-process call of a page keeps the page visitor's address; no other request is in-process", async () => {
    t.deps.proxyTrust = proxyTrust(0);
    const inProcess = (i: number) =>
      t.app.request(
        "/auth/sign_in",
        {
          method: "POST",
          headers: { host: "oldebroek.localhost:3000", "content-type": "application/json", "x-forwarded-for": "198.51.100.10" },
          body: JSON.stringify({ email: `pagina${i}@example.test`, password: "fout-wachtwoord" }),
        },
        { inProcess: true },
      );
    for (let i = 0; i < 60; i++) expect((await inProcess(i)).status).toBe(401);
    // The visitor's own requests share the count the page's calls made.
    expect((await signIn("198.51.100.10", null, volunteer, DEMO_PASSWORD)).status).toBe(429);
  });

  it("reads TRUST_PROXY as a number of hops ('true' is one) and TRUSTED_PROXIES as addresses and ranges", () => {
    expect(readEnv({}).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(readEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => readEnv({ TRUST_PROXY: "yes" })).toThrow();
    expect(readEnv({ TRUSTED_PROXIES: "10.0.0.0/8, ::1" }).TRUSTED_PROXIES).toEqual(["10.0.0.0/8", "::1"]);
    expect(() => readEnv({ TRUSTED_PROXIES: "proxy.example" })).toThrow();
  });
});

describe("the bucket a client address counts in", () => {
  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8:1:2::1.2.3.4", "2001:db8:1:2::/64"],
  ])("an IPv6 client %s by its /64 (%s)", (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });

  it.each([
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:c000:0201", "192.0.2.1"],
    ["0:0:0:0:0:ffff:192.0.2.1", "192.0.2.1"],
    ["192.0.2.1", "192.0.2.1"],
    ["unknown", "unknown"],
  ])("an IPv4 client %s by its own address", (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });
});
