import type { Role } from "../../contract/identity";
import { DEMO_PASSWORD, demoEmail } from "../modules/identity/identity.factory";
import type { TestApp } from "./test-app";

export type AuthHeaders = Record<string, string>;

/**
 * Signs in the seeded demo account of a role, once per tenant and role, and returns its token headers.
 * Each sign-in comes from its own address, so the per-address limit never trips a test.
 */
export function demoSessions(t: TestApp) {
  const sessions = new Map<string, AuthHeaders>();
  return async function as(role: Role, tenant = "oldebroek"): Promise<AuthHeaders> {
    const key = `${tenant}:${role}`;
    const cached = sessions.get(key);
    if (cached) return cached;
    const email = demoEmail(role, tenant);
    const response = await t.request("/auth/sign_in", {
      method: "POST",
      headers: {
        host: `${tenant}.localhost:3000`,
        "content-type": "application/json",
        "x-forwarded-for": `10.${sessions.size}.0.1`,
      },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (response.status !== 200) throw new Error(`demo sign-in of ${email} answered ${response.status}`);
    const headers = {
      "access-token": response.headers.get("access-token") ?? "",
      client: response.headers.get("client") ?? "",
      uid: email,
    };
    sessions.set(key, headers);
    return headers;
  };
}
