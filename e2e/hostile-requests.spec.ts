import { type APIRequestContext, expect } from "@playwright/test";
import { PORT } from "./helpers";
import { test } from "./test";

const PASSWORD = "Vrijwilliger2026!";
// Node cannot resolve *.localhost: these requests go to localhost with X-Tenant, as a forged form would arrive.
const SITE = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "roermond" };
const OURS = { ...TENANT, origin: SITE };
const EVIL = { ...TENANT, origin: "https://evil.example" };
const USER = "organization-superuser@roermond.demo.test";

/** Signs in through the page's own form, with redirectTo as given (already encoded); the answer is not followed. */
function signIn(request: APIRequestContext, redirectTo: string, headers: Record<string, string> = OURS) {
  return request.post(`${SITE}/nl/auth/login-1?redirectTo=${redirectTo}`, {
    form: { email: USER, password: PASSWORD },
    headers,
    maxRedirects: 0,
  });
}

const sessionCookies = async (request: APIRequestContext) =>
  (await request.storageState()).cookies.filter((c) => ["access-token", "current-organization-id"].includes(c.name));

test("signing in with a hostile redirectTo lands on our own site, never a 500", async ({ request }) => {
  for (const [redirectTo, expected] of [
    ["%2Fnl%2Fprofiel%3Ftab%3D1", "/nl/profiel?tab=1"],
    ["/%09/evil.example", "/nl"],
    ["%2F%09%2Fevil.example", "/nl"],
    ["//evil.example", "/nl"],
    ["%2F%5Cevil.example", "/nl"],
    ["https://evil.example", "/nl"],
    ["%2F%252F%252Fevil.example", "/nl"],
    ["javascript:alert(1)", "/nl"],
    ["/%0D%0ASet-Cookie:%20evil=1", "/nl"],
    ["%2Fnl%0A%2Fprofiel", "/nl"],
  ]) {
    const response = await signIn(request, redirectTo);
    expect(response.status(), redirectTo).toBe(302);
    expect(response.headers().location, redirectTo).toBe(expected);
    expect(response.headers()["set-cookie"] ?? "", redirectTo).not.toContain("evil=1");
  }
});

test("the organization switcher sends back only to our own site", async ({ request }) => {
  expect((await signIn(request, "%2Fnl%2Fprofiel")).status()).toBe(302);
  const list = await (await request.get(`${SITE}/api/v1/current_organizations`, { headers: TENANT })).json();
  const id = list.data[0].id as string;
  for (const [redirectTo, expected] of [
    ["/nl/profiel", "/nl/profiel"],
    ["/\t/evil.example", "/nl"],
    ["//evil.example", "/nl"],
    ["/\\evil.example", "/nl"],
    ["/\r\nSet-Cookie: evil=1", "/nl"],
  ]) {
    const response = await request.post(`${SITE}/nl/current-organization`, {
      form: { organization_id: id, redirectTo },
      headers: OURS,
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(redirectTo)).toBe(302);
    expect(response.headers().location, JSON.stringify(redirectTo)).toBe(expected);
  }
});

test("a page write from another site is refused and changes nothing; from our own pages it works", async ({ request }) => {
  // Login CSRF: the anonymous sign-in form posted from elsewhere signs no one in.
  const forged = await signIn(request, "%2Fnl", EVIL);
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain("Dit verzoek komt niet van deze website.");
  expect(await sessionCookies(request)).toEqual([]);

  expect((await signIn(request, "%2Fnl")).status()).toBe(302);
  const list = await (await request.get(`${SITE}/api/v1/current_organizations`, { headers: TENANT })).json();
  const [first, second] = list.data.map((o: { id: string }) => o.id);
  const choose = (id: string, headers: Record<string, string>) =>
    request.post(`${SITE}/nl/current-organization`, {
      form: { organization_id: id, redirectTo: "/nl/profiel" },
      headers,
      maxRedirects: 0,
    });
  const chosen = async () => (await sessionCookies(request)).find((c) => c.name === "current-organization-id")?.value;

  expect((await choose(first, OURS)).status()).toBe(302);
  expect(await chosen()).toBe(first);
  for (const headers of [EVIL, { ...TENANT, referer: "https://evil.example/page" }, TENANT, { ...TENANT, origin: "null" }]) {
    const refused = await choose(second, headers);
    expect(refused.status(), JSON.stringify(headers)).toBe(403);
    expect(await refused.text()).toContain("Dit verzoek komt niet van deze website.");
  }
  expect(await chosen()).toBe(first);
  // Signing out (a page action) from another site leaves the session alone.
  expect((await request.post(`${SITE}/nl/uitloggen`, { headers: EVIL, maxRedirects: 0 })).status()).toBe(403);
  expect((await request.get(`${SITE}/api/v1/current_user`, { headers: TENANT })).status()).toBe(200);

  // Without an Origin, a Referer on our own host will do.
  const viaReferer = await choose(second, { ...TENANT, referer: `${SITE}/nl/profiel` });
  expect(viaReferer.status()).toBe(302);
  expect(await chosen()).toBe(second);
});
