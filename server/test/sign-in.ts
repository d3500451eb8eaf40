import type { Role } from "../../contract/identity";
import { DEMO_PASSWORD, demoEmail } from "../modules/identity/identity.factory";
import { DEMO_OPERATOR_EMAIL, TEST_OPERATOR_DEVICE } from "../modules/identity/identity.seed";
import type { TestApp } from "./test-app";

/** The host of a tenant's default site: the public tenant lives on bare localhost (README, demo hosts). */
export const hostOf = (tenant: string) => (tenant === "public" ? "localhost:3000" : `${tenant}.localhost:3000`);

/** A signed-in API session: the auth triple (access-token, client, uid), and the site's host where it was opened. */
export type Session = Record<string, string>;

export interface SignInOptions {
  password?: string;
  /** The tenant whose site is signed in on (default oldebroek). */
  tenant?: string;
  /** The client's address (rate limits); without one, signInAs gives each sign-in its own. */
  address?: string;
  /** Further request headers, e.g. user-agent (the device list) or accept-language. */
  headers?: Record<string, string>;
}

/** POST /auth/sign_in as a browser or app would send it; the answer as it came, for tests of signing in itself. */
export function postSignIn(t: Pick<TestApp, "request">, email: string, options: SignInOptions = {}) {
  const { password = DEMO_PASSWORD, tenant = "oldebroek", address, headers = {} } = options;
  return t.request("/auth/sign_in", {
    method: "POST",
    headers: { host: hostOf(tenant), "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
    address,
  });
}

/** The session an answer hands out (a sign-in, signing in as another user, a rotated token), as request headers. */
export const sessionOf = (response: Response, host?: string): Session => ({
  ...(host ? { host } : {}),
  "access-token": response.headers.get("access-token") ?? "",
  client: response.headers.get("client") ?? "",
  uid: response.headers.get("uid") ?? "",
});

/** The session as a browser's cookies carry it. */
export const sessionCookie = (session: Session) =>
  `access-token=${session["access-token"]}; client=${session.client}; uid=${encodeURIComponent(session.uid)}`;

let addresses = 0;

/** Signs an account in and returns its session with the site's host, ready to send as headers; throws unless 200. */
export async function signInAs(t: Pick<TestApp, "request">, email: string, options: SignInOptions = {}): Promise<Session> {
  addresses += 1;
  // Each sign-in from its own address, so the per-address rate limit never decides a test.
  const response = await postSignIn(t, email, { address: `10.99.${addresses % 250}.1`, ...options });
  if (response.status !== 200) throw new Error(`${email} could not sign in: ${response.status}`);
  return sessionOf(response, hostOf(options.tenant ?? "oldebroek"));
}

/** Signs a demo account in by its role (identity.factory's demo users). */
export const signIn = (t: Pick<TestApp, "request">, role: Role, tenant = "oldebroek") =>
  signInAs(t, demoEmail(role, tenant), { tenant });

/** Starts signing in as another user (POST /api/v1/sign_in_as_user) with an admin's session; throws unless 200. */
export async function impersonate(t: Pick<TestApp, "request">, admin: Session, userId: string | number): Promise<Session> {
  const response = await t.request("/api/v1/sign_in_as_user", {
    method: "POST",
    headers: admin,
    json: { data: { type: "users", attributes: { user_id: String(userId) } } },
  });
  if (response.status !== 200) throw new Error(`could not sign in as user ${userId}: ${response.status}`);
  return sessionOf(response, admin.host);
}

/** signIn once per tenant and role for a test file: the sessions are reused across its tests. */
export function demoSessions(t: TestApp) {
  const sessions = new Map<string, Promise<Session>>();
  return function as(role: Role, tenant = "oldebroek"): Promise<Session> {
    const key = `${tenant}:${role}`;
    let session = sessions.get(key);
    if (!session) {
      session = signIn(t, role, tenant);
      sessions.set(key, session);
    }
    return session;
  };
}

/** Signs the demo operator in on the operator host, his remembered device skipping the code; throws unless 200. */
export async function signInOperator(t: Pick<TestApp, "request">, host = "platform.localhost:3000"): Promise<Session> {
  addresses += 1;
  const response = await t.request("/auth/sign_in", {
    method: "POST",
    headers: { host, "content-type": "application/json", "two-factor-device": TEST_OPERATOR_DEVICE },
    body: JSON.stringify({ email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD }),
    address: `10.98.${addresses % 250}.1`,
  });
  if (response.status !== 200) throw new Error(`the operator could not sign in: ${response.status}`);
  return sessionOf(response, host);
}
