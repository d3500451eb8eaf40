import { expect } from "@playwright/test";
import { at, hydrated, PORT } from "./helpers";
import { test } from "./test";

const PASSWORD = "Vrijwilliger2026!";
// Node cannot resolve *.localhost: the test's own API calls go to localhost with X-Tenant.
const API = `http://localhost:${PORT}`;
const TENANT = { "x-tenant": "demo" };

test("an organization superuser whose organizations are gone gets the fatal 403 'Geen organisatie gevonden'", async ({
  page,
  request,
}) => {
  // The demo tenant's administrator deletes both organizations of its organization superuser.
  const signIn = await request.post(`${API}/auth/sign_in`, {
    headers: TENANT,
    data: { email: "admin@demo.demo.test", password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const admin = {
    ...TENANT,
    "access-token": signIn.headers()["access-token"],
    client: signIn.headers().client,
    uid: "admin@demo.demo.test",
  };
  for (const name of ["Voedselbank", "Basisschool De Regenboog"]) {
    const found = await (
      await request.get(`${API}/api/v1/organizations?filter[name_cont]=${encodeURIComponent(name)}`, { headers: admin })
    ).json();
    expect(found.data).toHaveLength(1);
    const removed = await request.delete(`${API}/api/v1/organizations/${found.data[0].id}`, { headers: admin });
    expect(removed.status()).toBe(204);
  }

  await page.goto(at("demo", "/nl/auth/login-1?redirectTo=%2Fnl%2Fvacancies"));
  await hydrated(page);
  await page.getByLabel(/^E-mailadres/).fill("organization-superuser@demo.demo.test");
  await page.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(at("demo", "/nl/vacancies"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toegang geweigerd");
  await expect(page.getByText("Geen organisatie gevonden")).toBeVisible();

  // In English too; pages that need no organization still work.
  await page.goto(at("demo", "/en/vacancies"));
  await expect(page.getByText("No organisation found")).toBeVisible();
  await page.goto(at("demo", "/nl/profiel"));
  await expect(page.getByTestId("profile-name")).toBeVisible();
});
