import type { Role } from "../../contract/identity";
import { DEMO_PASSWORD, demoEmail } from "../modules/identity/identity.factory";
import type { TestApp } from "./test-app";

/** The host of a tenant's default site: the public tenant lives on bare localhost (README, demo hosts). */
export const hostOf = (tenant: string) => (tenant === "public" ? "localhost:3000" : `${tenant}.localhost:3000`);

let addresses = 0;

/** Signs a demo account in and returns its auth triple plus the tenant's host, ready to send as headers. */
export async function signIn(t: TestApp, role: Role, tenant = "oldebroek"): Promise<Record<string, string>> {
  const email = demoEmail(role, tenant);
  addresses += 1;
  const response = await t.request("/auth/sign_in", {
    method: "POST",
    // Each sign-in from its own address, so the per-address rate limit never decides a test.
    headers: { host: hostOf(tenant), "content-type": "application/json" },
    address: `10.99.${addresses % 250}.1`,
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`${email} could not sign in: ${response.status}`);
  return {
    host: hostOf(tenant),
    "access-token": response.headers.get("access-token") ?? "",
    client: response.headers.get("client") ?? "",
    uid: email,
  };
}

/** signIn once per tenant and role for a test file: the sessions are reused across its tests. */
export function demoSessions(t: TestApp) {
  const sessions = new Map<string, Promise<Record<string, string>>>();
  return function as(role: Role, tenant = "oldebroek"): Promise<Record<string, string>> {
    const key = `${tenant}:${role}`;
    let session = sessions.get(key);
    if (!session) {
      session = signIn(t, role, tenant);
      sessions.set(key, session);
    }
    return session;
  };
}
