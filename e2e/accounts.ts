import { type APIRequestContext, expect } from "@playwright/test";
import { DEMO_PASSWORD, PORT } from "./helpers";
import { inbox } from "./mail-inbox";

// Node cannot resolve *.localhost: API calls from the test go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;

/**
 * A confirmed account of the test's own, signed up and confirmed through the API with the demo password: a spec that
 * changes an account's data changes none another spec signs in as. Returns its API headers.
 */
export async function confirmedAccount(
  request: APIRequestContext,
  tenant: string,
  account: { email: string; firstName: string; lastName: string },
) {
  const headers = { "x-tenant": tenant };
  const attributes = {
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    password: DEMO_PASSWORD,
    accept_terms: true,
  };
  const signUp = await request.post(`${API}/api/v1/users`, {
    headers: { ...headers, "content-type": "application/vnd.api+json" },
    data: { data: { type: "users", attributes } },
  });
  expect(signUp.status(), await signUp.text()).toBe(202);
  const mail = await inbox.waitFor(account.email, 20_000);
  const token = /confirmation_token=([\w-]+)/.exec(mail.text)?.[1] ?? "";
  const confirmed = await request.post(`${API}/api/v1/confirm`, { headers, data: { confirmation_token: token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const signIn = await request.post(`${API}/auth/sign_in`, {
    headers,
    data: { email: account.email, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return {
    ...headers,
    "access-token": signIn.headers()["access-token"],
    client: signIn.headers().client,
    uid: account.email,
  };
}
